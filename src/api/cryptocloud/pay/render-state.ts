/**
 * From what the pay page knows to the page itself: the order as the customer sees it (shop,
 * display id, the amount due in the page's language), the coins on offer, and the page for the
 * link's state (domain/payment-requests/page-state.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"
import type { PayPageState } from "../../../domain/payment-requests/page-state"
import { FiatMoney } from "../../../domain/money"
import { listPaymentCurrencies } from "../../../lib/cryptocloud/currency-info"
import { cryptocloudModule } from "../../../workflows/cryptocloud/module-access"
import { coinWords } from "../page-kit/coins"
import { formatAmount, formatFiat } from "../page-kit/format"
import { collectionMoney, cryptoProviderOf, shopName, type OrderToPay } from "./order-to-pay"
import type { PayStrings } from "./page/strings"
import {
  formPage,
  messagePage,
  nothingOwedPage,
  paidPage,
  partialPage,
  waitingPage,
  type CoinChoice,
  type FormOptions,
  type PayView,
  type RenderedPage,
} from "./page/views"

type Scope = Pick<MedusaContainer, "resolve">

/** "12.50 EUR" / "12,50 EUR": what the collection asks for (the order's pending difference when it is not known). */
export async function payViewOf(
  scope: Scope,
  order: OrderToPay,
  collectionId: string | null,
  strings: PayStrings,
  linkExpiresAt: string | null
): Promise<PayView> {
  const collection = order.collections.find((pc) => pc.id === collectionId)
  const money = collection ? collectionMoney(collection) : FiatMoney.of(order.pending?.toFixed() ?? "0", order.currency_code)
  const shop = await shopName(scope)
  return {
    shop: shop || null,
    displayId: String(order.display_id ?? order.id),
    amountDue: formatFiat(money.toDecimalString(), money.currency, strings),
    linkExpiresAt,
  }
}

/** The shop id of the project whose provider the order's region offers (null: the store's only one). */
export async function projectOfOrder(scope: Scope, order: Pick<OrderToPay, "region_id">): Promise<string | null> {
  return cryptocloudModule(scope).projects.ofProvider(await cryptoProviderOf(scope, order.region_id))?.shopId ?? null
}

/**
 * The payment currencies the merchant offers now (settings over options, as the store's
 * currencies route lists them), in the project whose provider the order's region offers: the
 * one *Pay* makes the invoice in (start-payment.ts).
 */
export async function coinsOnOffer(scope: Scope, order: Pick<OrderToPay, "region_id">): Promise<CoinChoice[]> {
  const { availableCurrencies } = await cryptocloudModule(scope).getInvoiceSettings(await projectOfOrder(scope, order))
  return listPaymentCurrencies(availableCurrencies).map((info) => ({ code: info.code, words: coinWords(info.code) }))
}

/** "12.5 USDT on Tron (TRC-20)", or null without an amount. */
function cryptoText(strings: PayStrings, amount: string | null, code: string | null): string | null {
  if (!amount || !code) return null
  return strings.crypto(formatAmount(amount, strings), coinWords(code))
}

export function renderState(
  strings: PayStrings,
  state: PayPageState,
  view: PayView,
  coins: readonly CoinChoice[],
  form: Pick<FormOptions, "noCoin" | "chosen"> = {}
): RenderedPage {
  switch (state.kind) {
    // A cancelled order or a replaced link: the page names nothing of the order (no shop,
    // number or amount). Paid and nothing owed confirm a current link to its holder, by the
    // order's display number (no key to the order).
    case "canceled":
    case "replaced":
      return messagePage(strings, state.kind)
    case "paid":
      return paidPage(strings, view)
    case "nothing_owed":
      return nothingOwedPage(strings, view)
    case "form":
      return formPage(strings, view, coins, form)
    case "expired": {
      const received = state.invoice.received ?? state.invoice.amount_paid
      const arrived = received && MathBN.gt(received, 0) ? received : null
      return formPage(strings, view, coins, {
        ...form,
        chosen: form.chosen ?? state.invoice.crypto_currency,
        again: { received: cryptoText(strings, arrived, state.invoice.crypto_currency) },
      })
    }
    case "waiting":
    case "partial": {
      const invoice = state.invoice
      const page = state.kind === "waiting" ? waitingPage : partialPage
      return page(strings, view, {
        crypto: cryptoText(strings, invoice.crypto_amount, invoice.crypto_currency) ?? "–",
        link: invoice.link,
        expiresAt: invoice.expires_at ? new Date(invoice.expires_at).toISOString() : null,
        received: cryptoText(strings, invoice.amount_paid ?? invoice.received, invoice.crypto_currency),
        stillDue: state.kind === "partial" ? cryptoText(strings, state.stillDue, invoice.crypto_currency) : null,
      })
    }
  }
}
