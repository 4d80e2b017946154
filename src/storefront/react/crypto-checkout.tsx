"use client"
/**
 * `<CryptoCheckout>`: the whole crypto payment of a cart inside the store (the embedded checkout,
 * ./embedded-checkout.tsx): coin and network, the invoice with amount, address and QR code, the
 * live status; once paid the cart is completed and `onComplete(order)` is called.
 */
import { useMemo } from "react"
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import { cartTarget, createCryptoCheckout } from "../index"
import { EmbeddedCheckout } from "./embedded-checkout"
import { checkoutStrings, languageOf, type CheckoutStrings } from "./strings"

export interface CryptoCheckoutProps {
  sdk: Medusa
  /** The cart at the payment step (address and shipping set). */
  cart: HttpTypes.StoreCart
  /** The order is placed: e.g. clear the cart cookie and go to the confirmation page. */
  onComplete: (order: HttpTypes.StoreOrder) => void
  /** `en` (default) or `ru`; any `ru-*` counts as Russian. */
  locale?: string
  /** Your wording for any of the texts. */
  strings?: Partial<CheckoutStrings>
  /** Offer only these payment currency codes (of those the merchant enabled). */
  currencies?: string[]
  providerId?: string
  pollIntervalMs?: number
  className?: string
  /** Log errors to the console and show their reason under the message; default: in development builds. */
  debug?: boolean
}

export function CryptoCheckout({ sdk, cart, onComplete, locale, strings: overrides, currencies, providerId, pollIntervalMs, className, debug }: CryptoCheckoutProps) {
  const strings = useMemo(() => checkoutStrings(locale, overrides), [locale, overrides])
  const checkout = useMemo(() => createCryptoCheckout(sdk, { providerId, pollIntervalMs }), [sdk, providerId, pollIntervalMs])
  const target = useMemo(() => cartTarget(checkout, cart), [checkout, cart])
  return (
    <EmbeddedCheckout
      sdk={sdk}
      target={target}
      strings={strings}
      currencies={currencies}
      debug={debug}
      lang={languageOf(locale)}
      className={className}
      onSettled={(order) => order && onComplete(order)}
    />
  )
}
