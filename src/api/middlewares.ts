/**
 * Request validation of the plugin's admin routes (authentication of /admin/* is Medusa's own).
 * Every route has a schema, so unknown query or body fields are a 400 rather than ignored.
 */
import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import {
  AdminAttentionQuery,
  AdminCreateStaticWallet,
  AdminCreateWithdrawal,
  AdminPagedPeriodQuery,
  AdminPeriodQuery,
  AdminRefundPayout,
  AdminRefundsQuery,
  AdminResolveAttention,
  AdminResolveWithdrawal,
  StoreRefundAddress,
  AdminUpdateSettings,
  AdminWithdrawalHistoryQuery,
} from "./admin/cryptocloud/validators"
import { authenticate } from "@medusajs/framework/http"
import { AdminDepositsQuery } from "./admin/cryptocloud/deposits/validators"
import { StoreCreateStaticWallet, StoreStaticWalletsQuery } from "./store/cryptocloud/static-wallets/validators"

const BASE = "/admin/cryptocloud"
/** No query parameters / no body fields accepted (a missing body counts as empty). */
const NoQuery = z.object({}).strict()
const NoBody = z.preprocess((body) => body ?? {}, z.object({}).strict())

export default defineMiddlewares({
  routes: [
    { matcher: `${BASE}/balance`, methods: ["GET"], middlewares: [validateAndTransformQuery(NoQuery, {})] },
    { matcher: `${BASE}/invoices`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminPagedPeriodQuery, {})] },
    { matcher: `${BASE}/invoices/:uuid`, methods: ["GET"], middlewares: [validateAndTransformQuery(NoQuery, {})] },
    { matcher: `${BASE}/invoices/:uuid/cancel`, methods: ["POST"], middlewares: [validateAndTransformBody(NoBody)] },
    { matcher: `${BASE}/statistics`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminPeriodQuery, {})] },
    { matcher: `${BASE}/withdrawals`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminWithdrawalHistoryQuery, {})] },
    { matcher: `${BASE}/withdrawals`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminCreateWithdrawal)] },
    { matcher: `${BASE}/static-wallets`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminPagedPeriodQuery, {})] },
    { matcher: `${BASE}/static-wallets`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminCreateStaticWallet)] },
    { matcher: `${BASE}/settings`, methods: ["GET"], middlewares: [validateAndTransformQuery(NoQuery, {})] },
    { matcher: `${BASE}/settings`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminUpdateSettings)] },
    { matcher: `${BASE}/connection-test`, methods: ["POST"], middlewares: [validateAndTransformBody(NoBody)] },
    { matcher: `${BASE}/attention`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminAttentionQuery, {})] },
    { matcher: `${BASE}/attention/:id/resolve`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminResolveAttention)] },
    { matcher: `${BASE}/withdrawals/:id/resolve`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminResolveWithdrawal)] },
    { matcher: `${BASE}/refunds`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminRefundsQuery, {})] },
    { matcher: `${BASE}/refunds/:id/address-request`, methods: ["POST"], middlewares: [validateAndTransformBody(NoBody)] },
    { matcher: `${BASE}/refunds/:id/payout`, methods: ["POST"], middlewares: [validateAndTransformBody(AdminRefundPayout)] },
    { matcher: "/store/cryptocloud/refund-address/:token", methods: ["POST"], middlewares: [validateAndTransformBody(StoreRefundAddress)] },
    { matcher: `${BASE}/deposits`, methods: ["GET"], middlewares: [validateAndTransformQuery(AdminDepositsQuery, {})] },
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
      middlewares: [authenticate("customer", ["session", "bearer"]), validateAndTransformBody(StoreCreateStaticWallet)],
    },
  ],
})
