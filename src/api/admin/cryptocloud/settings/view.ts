/**
 * The settings page's data: effective values, where each comes from, what `null` would reset
 * to, the secrets as configured/missing only, and the postback URL to paste into the
 * CryptoCloud project.
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { SettingsResponse, SettingsValues } from "../../../../contracts"
import type CryptoCloudModuleService from "../../../../modules/cryptocloud/service"
import { DEFAULT_POSTBACK_PATH, isCryptoCloudProviderId } from "../../../../domain/constants"
import {
  mergeInvoiceSettings,
  SETTING_KEYS,
  settingSources,
  type SettingKey,
  type SettingsOptions,
} from "../../../../domain/settings"
import type { SettingsPatch } from "../../../../modules/cryptocloud/service"
import type { AdminUpdateSettingsType } from "../validators"
import { requestOrigin } from "../helpers"
import { staticWalletPatchFromBody, staticWalletSettingsView } from "./static-wallet-settings"

const API_NAMES = {
  availableCurrencies: "available_currencies",
  timeToPay: "time_to_pay",
  sendCustomerEmail: "send_customer_email",
  underpaidTolerancePercent: "underpaid_tolerance_percent",
  locale: "locale",
  orderFlow: "order_flow",
} as const satisfies Record<SettingKey, keyof AdminUpdateSettingsType & keyof SettingsValues>

/** The settings `T` under their API names, a value not set (`undefined`) as null. */
type InApi<T extends { [K in SettingKey]?: unknown }> = {
  [K in SettingKey as (typeof API_NAMES)[K]]: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K]
}

/** camelCase settings → the API's snake_case, `undefined` shown as null. */
function toApi<T extends { [K in SettingKey]?: unknown }>(values: T): InApi<T> {
  return Object.fromEntries(SETTING_KEYS.map((key) => [API_NAMES[key], values[key] ?? null])) as InApi<T>
}

/** The validated body → a patch of the stored overrides (absent keys stay as they are). */
export function patchFromBody(body: AdminUpdateSettingsType): SettingsPatch {
  const patch: Record<string, unknown> = {}
  for (const key of SETTING_KEYS) {
    const value = body[API_NAMES[key]]
    if (value !== undefined) patch[key] = value
  }
  return { ...(patch as SettingsPatch), ...staticWalletPatchFromBody(body) }
}

/** The hook path of the CryptoCloud provider registered in the payment module. */
async function postbackPath(req: MedusaRequest): Promise<{ path: string; registered: boolean }> {
  try {
    const payment = req.scope.resolve(Modules.PAYMENT)
    const providers = await payment.listPaymentProviders({ is_enabled: true })
    const ours = providers.find((p) => isCryptoCloudProviderId(p.id))
    if (ours) return { path: `/hooks/payment/${ours.id.replace(/^pp_/, "")}`, registered: true }
  } catch {
    // No payment module in this app: show the documented path.
  }
  return { path: DEFAULT_POSTBACK_PATH, registered: false }
}

export async function settingsView(req: MedusaRequest, service: CryptoCloudModuleService): Promise<SettingsResponse> {
  const options = service.getOptions()
  const [persisted, lastPostback, rejectedLastHour] = await Promise.all([
    service.getPersistedSettings(),
    service.postbackLog.lastVerifiedAt(),
    service.postbackLog.rejectedLastHour(),
  ])
  const configured: Partial<SettingsOptions> = Object.fromEntries(SETTING_KEYS.map((key) => [key, options[key]]))
  const sources = settingSources(options, persisted)
  const postback = await postbackPath(req)
  const origin = requestOrigin(req)
  const client = service.getClient()
  const state = (value: string | undefined): "configured" | "missing" => (value && value.trim() ? "configured" : "missing")
  return {
    settings: toApi(mergeInvoiceSettings(options, persisted)),
    sources: toApi(sources),
    config: toApi(configured),
    overrides: toApi(persisted),
    /** Customers' static wallets: values in force, "admin" | "default", the defaults. */
    static_wallets: staticWalletSettingsView(persisted),
    updated_at: persisted.updatedAt,
    updated_by: persisted.updatedBy,
    secrets: {
      apiKey: state(options.apiKey),
      secretKey: state(options.secretKey),
      withdrawalApiKey: state(options.withdrawalApiKey),
    },
    shop_id: options.shopId,
    base_url: client.baseUrl,
    withdrawals_enabled: client.withdrawalsEnabled,
    postback: {
      path: postback.path,
      url: origin ? `${origin}${postback.path}` : null,
      provider_registered: postback.registered,
      /** When the last verified postback arrived: none for days means a wrong URL or secret key. */
      last_received_at: lastPostback ? lastPostback.toISOString() : null,
      /** Postbacks whose token failed in the last hour: more than 0 means a wrong secret key, or a flood. */
      rejected_last_hour: rejectedLastHour,
    },
  }
}
