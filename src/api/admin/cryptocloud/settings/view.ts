/**
 * The settings page's data, of one project: effective values, where each comes from, what `null`
 * would reset to, the secrets as configured/missing only, and the postback URL to paste into
 * that CryptoCloud project.
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { SettingsResponse, SettingsValues } from "../../../../contracts"
import type CryptoCloudModuleService from "../../../../modules/cryptocloud/service"
import { DEFAULT_POSTBACK_PATH } from "../../../../domain/constants"
import { mergeInvoiceSettings, SETTING_KEYS, settingSources, type SettingKey, type SettingsOptions } from "../../../../domain/settings"
import type { SettingsPatch } from "../../../../modules/cryptocloud/service"
import type { AdminUpdateSettingsType } from "../validators"
import { requestOrigin } from "../helpers"
import { hookPathOf, postbackLogScope } from "../project-scope"
import { normalizeToleranceAmount, type ToleranceAmount } from "../../../../domain/tolerance-amount"
import { staticWalletPatchFromBody, staticWalletSettingsView } from "./static-wallet-settings"
import { noticePatchFromBody, noticeSettingsView } from "./notice-settings"

const API_NAMES = {
  availableCurrencies: "available_currencies",
  timeToPay: "time_to_pay",
  sendCustomerEmail: "send_customer_email",
  underpaidTolerancePercent: "underpaid_tolerance_percent",
  underpaidToleranceAmount: "underpaid_tolerance_amount",
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
  return { ...(patch as SettingsPatch), ...staticWalletPatchFromBody(body), ...noticePatchFromBody(body) }
}

/**
 * The project's postback path: the hook of its first provider registration that the payment
 * module has enabled (`registered`), else of its first registration, else the documented path.
 */
async function postbackPath(req: MedusaRequest, providerIds: string[]): Promise<{ path: string; registered: boolean }> {
  if (providerIds.length) {
    try {
      const payment = req.scope.resolve(Modules.PAYMENT)
      const enabled = new Set((await payment.listPaymentProviders({ id: providerIds, is_enabled: true })).map((p) => p.id))
      const ours = providerIds.find((id) => enabled.has(id))
      if (ours) return { path: hookPathOf(ours), registered: true }
    } catch {
      // No payment module in this app: show the path its registration would have.
    }
  }
  return { path: providerIds.length ? hookPathOf(providerIds[0]) : DEFAULT_POSTBACK_PATH, registered: false }
}

/** The settings page of one project (its shop id; the routes pass the request's, default the first). */
export async function settingsView(req: MedusaRequest, service: CryptoCloudModuleService, shopId: string): Promise<SettingsResponse> {
  const options = service.getOptions(shopId)
  const scope = postbackLogScope(service, shopId)
  const [persisted, lastPostback, rejectedLastHour] = await Promise.all([
    service.getPersistedSettings(shopId),
    service.postbackLog.lastVerifiedAt(scope),
    service.postbackLog.rejectedLastHour(scope),
  ])
  const configured: Partial<Omit<SettingsOptions, "underpaidToleranceAmount">> & { underpaidToleranceAmount?: ToleranceAmount | null } = {
    ...Object.fromEntries(SETTING_KEYS.map((key) => [key, options[key]])),
    // Shown the way it is stored and used: per coin, decimal strings.
    underpaidToleranceAmount: normalizeToleranceAmount(options.underpaidToleranceAmount),
  }
  const sources = settingSources(options, persisted)
  const postback = await postbackPath(req, service.projects.providerIds(shopId))
  const origin = requestOrigin(req)
  const client = service.getClient(shopId)
  const state = (value: string | undefined): "configured" | "missing" => (value && value.trim() ? "configured" : "missing")
  return {
    settings: toApi(mergeInvoiceSettings(options, persisted)),
    sources: toApi(sources),
    config: toApi(configured),
    overrides: toApi(persisted),
    /** Customers' static wallets: values in force, "admin" | "default", the defaults. */
    static_wallets: staticWalletSettingsView(persisted),
    /** Staff alerts and the books by e-mail: values in force, "admin" | "config" | "default", the config values. */
    ...noticeSettingsView(options, persisted),
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
      /** When the project's last verified postback arrived: none for days means a wrong URL or secret key. */
      last_received_at: lastPostback ? lastPostback.toISOString() : null,
      /** The project's postbacks whose token failed in the last hour: more than 0 means a wrong secret key, or a flood. */
      rejected_last_hour: rejectedLastHour,
    },
  }
}
