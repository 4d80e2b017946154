/**
 * Request validation of the plugin's routes (authentication of /admin/* is Medusa's own).
 * Every route has a schema, so unknown query or body fields are a 400 rather than ignored.
 * A per-project route's schema takes `shop_id` (validators.ts `projectScope`), POST ones too: the
 * project is named in the query, the body stays what the action needs.
 */
import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import {
  AdminAttentionQuery,
  AdminPostbacksQuery,
  AdminCreateStaticWallet,
  AdminCreateWithdrawal,
  AdminPagedPeriodQuery,
  AdminPeriodQuery,
  AdminProjectQuery,
  AdminRefundPayout,
  AdminRefundsQuery,
  AdminResolveAttention,
  AdminResolveWithdrawal,
  AdminReturnAttention,
  AdminStaticWalletListQuery,
  StoreRefundAddress,
  AdminUpdateSettings,
  AdminWithdrawalHistoryQuery,
} from "./admin/cryptocloud/validators"
import { authenticate } from "@medusajs/framework/http"
import { AdminDepositsQuery } from "./admin/cryptocloud/deposits/validators"
import { AdminReportQuery, AdminSendBooksBody } from "./admin/cryptocloud/reports/validators"
import { StoreCreateStaticWallet, StoreStaticWalletsQuery } from "./store/cryptocloud/static-wallets/validators"
import { invoiceCreationBudgetGuard } from "./store/payment-collections/invoice-creation-budget"
import { orderCollectionProviderGuard } from "./store/payment-collections/order-collection-provider"
import { REFUND_PAGE_PATH } from "./cryptocloud/refund/page/paths"
import { PAY_PAGE_PATH } from "./cryptocloud/pay/page/paths"
import { recordPostbackAtOnce } from "./hooks/postback-at-once"
import { keepRefundTokenOutOfLogs } from "./refund-links/hide-token"
import { readRefundAddressBody } from "./store/cryptocloud/refund-address/read-body"
import { CRYPTOCLOUD_RESOURCE, type CryptoCloudOperation } from "../contracts/permissions"

const BASE = "/admin/cryptocloud"
const REFUND_ADDRESS_ROUTE = "/store/cryptocloud/refund-address/:token"

/**
 * RBAC (Medusa's `rbac` feature): every admin route of the plugin names the permission it needs
 * on the resource `cryptocloud` — `read` (look), `withdraw` (send money out), `refund` (pay
 * refunds, ask customers for addresses), `settings` (change settings, cancel invoices, create
 * static wallets; `export` is no route's: it unmasks the e-mails in the reports, checked in the
 * report route). Resolving an attention item needs `read` here and, checked in the route once
 * the item is loaded, `refund` OR `withdraw` for a money item (route policies can only require
 * ALL of a list; api/admin/cryptocloud/permissions.ts). Stores without RBAC are unaffected:
 * Medusa checks policies only when the feature is on.
 */
export { CRYPTOCLOUD_RESOURCE, CRYPTOCLOUD_OPERATIONS, type CryptoCloudOperation } from "../contracts/permissions"
const policy = (operation: CryptoCloudOperation) => ({ resource: CRYPTOCLOUD_RESOURCE, operation })
/** No query parameters / no body fields accepted (a missing body counts as empty). */
const NoQuery = z.object({}).strict()
const NoBody = z.preprocess((body) => body ?? {}, z.object({}).strict())

/** Typed with Medusa's route type, which carries `policies` (defineMiddlewares' own input type does not list it). */
const routes: MiddlewareRoute[] = [
  { matcher: `${BASE}/balance`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminProjectQuery, {})], policies: [policy("read")] },
  { matcher: `${BASE}/invoices`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminPagedPeriodQuery, {})], policies: [policy("read")] },
  { matcher: `${BASE}/invoices/:uuid`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminProjectQuery, {})], policies: [policy("read")] },
  {
    matcher: `${BASE}/invoices/:uuid/cancel`,
    methods: ["POST"],
    middlewares: [validateAndTransformQuery(AdminProjectQuery, {}), validateAndTransformBody(NoBody)],
    policies: [policy("settings")],
  },
  { matcher: `${BASE}/statistics`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminPeriodQuery, {})], policies: [policy("read")] },
  // The store's projects (the first is every per-project route's default without `?shop_id=`).
  { matcher: `${BASE}/projects`, methods: ["GET"], middlewares: [validateAndTransformQuery(NoQuery, {})], policies: [policy("read")] },
  { matcher: `${BASE}/withdrawals`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminWithdrawalHistoryQuery, {})], policies: [policy("read")] },
  {
    matcher: `${BASE}/withdrawals`,
    methods: ["POST"],
    middlewares: [validateAndTransformQuery(AdminProjectQuery, {}), validateAndTransformBody(AdminCreateWithdrawal)],
    policies: [policy("withdraw")],
  },
  { matcher: `${BASE}/static-wallets`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminStaticWalletListQuery, {})], policies: [policy("read")] },
  {
    matcher: `${BASE}/static-wallets`,
    methods: ["POST"],
    middlewares: [validateAndTransformQuery(AdminProjectQuery, {}), validateAndTransformBody(AdminCreateStaticWallet)],
    policies: [policy("settings")],
  },
  { matcher: `${BASE}/settings`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminProjectQuery, {})], policies: [policy("read")] },
  {
    matcher: `${BASE}/settings`,
    methods: ["POST"],
    middlewares: [validateAndTransformQuery(AdminProjectQuery, {}), validateAndTransformBody(AdminUpdateSettings)],
    policies: [policy("settings")],
  },
  {
    matcher: `${BASE}/connection-test`,
    methods: ["POST"],
    middlewares: [validateAndTransformQuery(AdminProjectQuery, {}), validateAndTransformBody(NoBody)],
    policies: [policy("read")],
  },
  { matcher: `${BASE}/attention`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminAttentionQuery, {})], policies: [policy("read")] },
  { matcher: `${BASE}/attention/:id/resolve`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminResolveAttention)], policies: [policy("read")] },
  // Accepting what arrived takes the same `{ note }` as resolving, and the same permission (checked in the route).
  { matcher: `${BASE}/attention/:id/accept`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminResolveAttention)], policies: [policy("read")] },
  // Asking for the rest: no body, the same permission as accepting (checked in the route).
  { matcher: `${BASE}/attention/:id/request-rest`, methods: ["POST"], middlewares: [validateAndTransformBody(NoBody)], policies: [policy("read")] },
  // Returning an item's money is a payout to a customer, as a refund's: the `refund` permission.
  { matcher: `${BASE}/attention/:id/return`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminReturnAttention)], policies: [policy("refund")] },
  {
    matcher: `${BASE}/withdrawals/:id/resolve`,
    methods: ["POST"],
    middlewares: [validateAndTransformQuery(AdminProjectQuery, {}), validateAndTransformBody(AdminResolveWithdrawal)],
    policies: [policy("withdraw")],
  },
  { matcher: `${BASE}/refunds`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminRefundsQuery, {})], policies: [policy("read")] },
  { matcher: `${BASE}/refunds/:id/address-request`, methods: ["POST"], middlewares: [validateAndTransformBody(NoBody)], policies: [policy("refund")] },
  { matcher: `${BASE}/refunds/:id/payout`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminRefundPayout)], policies: [policy("refund")] },
  // The refund routes carry their token in the path: first of all, the path and Referer Medusa's
  // access log will print are rewritten without it (refund-links/hide-token.ts). Their POST bodies
  // are read by the routes' own code, since a failing Medusa body parser logs the path: the JSON
  // route's body then goes through the same schema as before; the page reads and validates its
  // urlencoded forms itself (api/cryptocloud/refund/page/form.ts).
  { matcher: REFUND_ADDRESS_ROUTE, methods: ["GET"], middlewares: [keepRefundTokenOutOfLogs] },
  {
    matcher: REFUND_ADDRESS_ROUTE,
    methods: ["POST"],
    bodyParser: false,
    middlewares: [keepRefundTokenOutOfLogs, readRefundAddressBody, validateAndTransformBody(StoreRefundAddress)],
  },
  { matcher: `${REFUND_PAGE_PATH}/:token`, methods: ["GET"], middlewares: [keepRefundTokenOutOfLogs] },
  { matcher: `${REFUND_PAGE_PATH}/:token`, methods: ["POST"], bodyParser: false, middlewares: [keepRefundTokenOutOfLogs] },
  // The pay page carries its token the same way (any `:token` route param is hidden by the middleware).
  { matcher: `${PAY_PAGE_PATH}/:token`, methods: ["GET"], middlewares: [keepRefundTokenOutOfLogs] },
  { matcher: `${PAY_PAGE_PATH}/:token`, methods: ["POST"], bodyParser: false, middlewares: [keepRefundTokenOutOfLogs] },
  // `refund`: the permission of the staff who deal with customers' money on orders (they already
  // e-mail customers signed links for refunds); `settings` would also let them reconfigure payments.
  { matcher: `${BASE}/orders/:id/payment-request`, methods: ["POST"], middlewares: [validateAndTransformBody(NoBody)], policies: [policy("refund")] },
  // A verified postback is recorded at once, beside Medusa's delayed webhook processing (hooks/postback-at-once.ts).
  { matcher: "/hooks/payment/:provider", methods: ["POST"], middlewares: [recordPostbackAtOnce] },
  { matcher: `${BASE}/postbacks`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminPostbacksQuery, {})], policies: [policy("read")] },
  { matcher: `${BASE}/deposits`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminDepositsQuery, {})], policies: [policy("read")] },
  // The merchant's books: read like the other money views.
  { matcher: `${BASE}/reports/:report`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminReportQuery, {})], policies: [policy("read")] },
  // The books by e-mail, now: whoever may read the reports may mail them (masked without `export`, as a download).
  {
    matcher: `${BASE}/reports/send`,
    methods: ["POST"],
    middlewares: [validateAndTransformQuery(AdminProjectQuery, {}), validateAndTransformBody(AdminSendBooksBody)],
    policies: [policy("read")],
  },
  // The order widget: every crypto payment of an order (its cart's and its own collections').
  { matcher: `${BASE}/orders/:id/payments`, methods: ["GET"], middlewares: [validateAndTransformQuery(NoQuery, {})], policies: [policy("read")] },
  // Static wallets belong to a logged-in customer (Medusa's session or bearer auth); the
  // publishable key is required for every /store route by Medusa itself.
  {
    matcher: "/store/cryptocloud/static-wallets",
    methods: ["GET"],
    middlewares: [authenticate("customer", ["session", "bearer"]), validateAndTransformQuery(StoreStaticWalletsQuery, {})],
  },
  {
    matcher: "/store/cryptocloud/static-wallets",
    methods: ["POST"],
    middlewares: [
      authenticate("customer", ["session", "bearer"]),
      validateAndTransformQuery(StoreStaticWalletsQuery, {}),
      validateAndTransformBody(StoreCreateStaticWallet),
    ],
  },
  // Medusa's own route: on an order's collection, only a provider its region offers (checked
  // before the budget, so a refused request spends nothing).
  { matcher: "/store/payment-collections/:id/payment-sessions", methods: ["POST"], middlewares: [orderCollectionProviderGuard] },
  // Medusa's own route: a spent invoice creation budget answers 429 before anything changes.
  { matcher: "/store/payment-collections/:id/payment-sessions", methods: ["POST"], middlewares: [invoiceCreationBudgetGuard] },
]

export default defineMiddlewares({ routes })
