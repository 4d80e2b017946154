/**
 * The development/test Medusa app of this repository. It loads the plugin straight from ./src
 * and points it at the local sandbox (see docs/development.md). A store installing the plugin
 * from npm writes its own config as the README shows; nothing here is published.
 */
import { join } from "node:path"
import { defineConfig, loadEnv } from "@medusajs/framework/utils"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const firstProject = {
  apiKey: process.env.CRYPTOCLOUD_API_KEY ?? "sandbox-api-key",
  shopId: process.env.CRYPTOCLOUD_SHOP_ID ?? "sandbox-shop",
  secretKey: process.env.CRYPTOCLOUD_SECRET_KEY ?? "sandbox-secret",
  withdrawalApiKey: process.env.CRYPTOCLOUD_WITHDRAWAL_API_KEY ?? "sandbox-withdrawal-key",
  baseUrl: process.env.CRYPTOCLOUD_BASE_URL ?? "http://127.0.0.1:4010",
}

// A second CryptoCloud project (the tests of several projects; design.md "Several projects in
// one store"): set CRYPTOCLOUD_SECOND_SHOP_ID and its keys, and it gets a provider registration
// of its own, id CRYPTOCLOUD_SECOND_PROVIDER_ID (default "asia").
const secondProject = process.env.CRYPTOCLOUD_SECOND_SHOP_ID
  ? {
      apiKey: process.env.CRYPTOCLOUD_SECOND_API_KEY ?? "",
      shopId: process.env.CRYPTOCLOUD_SECOND_SHOP_ID,
      secretKey: process.env.CRYPTOCLOUD_SECOND_SECRET_KEY ?? "",
      ...(process.env.CRYPTOCLOUD_SECOND_WITHDRAWAL_API_KEY ? { withdrawalApiKey: process.env.CRYPTOCLOUD_SECOND_WITHDRAWAL_API_KEY } : {}),
      baseUrl: process.env.CRYPTOCLOUD_SECOND_BASE_URL ?? firstProject.baseUrl,
      name: process.env.CRYPTOCLOUD_SECOND_NAME ?? "Second project",
    }
  : null
const secondProviderId = process.env.CRYPTOCLOUD_SECOND_PROVIDER_ID ?? "asia"

const sharedOptions = {
  requestTimeoutMs: Number(process.env.CRYPTOCLOUD_REQUEST_TIMEOUT_MS ?? 5000),
  // Where customer links (pay link, refund page) point when set (the tests' servers set it);
  // else Medusa's MEDUSA_BACKEND_URL, else — outside production — this server on localhost.
  ...(process.env.CRYPTOCLOUD_PUBLIC_URL ? { publicUrl: process.env.CRYPTOCLOUD_PUBLIC_URL } : {}),
  orderFlow: (process.env.CRYPTOCLOUD_ORDER_FLOW ?? "after_payment") as "after_payment" | "before_payment",
  // The integration tests run reconciliation themselves; a minute tick must not race them.
  ...(process.env.CRYPTOCLOUD_RECONCILIATION === "off" ? { reconciliation: false as const } : {}),
  // The demo (`npm run dev`) tells this address (staff alerts: README, "Telling your staff").
  ...(process.env.CRYPTOCLOUD_ALERTS_TO ? { alerts: { to: process.env.CRYPTOCLOUD_ALERTS_TO } } : {}),
  // Tests of the invoice creation budget run with a small one.
  ...(process.env.CRYPTOCLOUD_INVOICE_BUDGET_PER_CART
    ? { invoiceCreationBudget: { perCartPerHour: Number(process.env.CRYPTOCLOUD_INVOICE_BUDGET_PER_CART) } }
    : {}),
  // Report downloads at once and the stall timeout (tests of stalled downloads use a short one).
  ...(process.env.CRYPTOCLOUD_REPORT_DOWNLOADS_MAX || process.env.CRYPTOCLOUD_REPORT_STALL_SECONDS
    ? {
        reportDownloads: {
          ...(process.env.CRYPTOCLOUD_REPORT_DOWNLOADS_MAX ? { maxConcurrent: Number(process.env.CRYPTOCLOUD_REPORT_DOWNLOADS_MAX) } : {}),
          ...(process.env.CRYPTOCLOUD_REPORT_STALL_SECONDS ? { stallTimeoutSeconds: Number(process.env.CRYPTOCLOUD_REPORT_STALL_SECONDS) } : {}),
        },
      }
    : {}),
}

// One project: its keys at the top level, the same options to the plugin and the provider (the
// README's simple case). Several: `projects`, and each provider gets its project's object.
const cryptocloudOptions = secondProject
  ? { ...sharedOptions, projects: [{ ...firstProject, name: process.env.CRYPTOCLOUD_FIRST_NAME ?? "First project" }, secondProject] }
  : { ...firstProject, ...sharedOptions }
const cryptocloudProviders = secondProject
  ? [
      { resolve: "./src/providers/cryptocloud", id: "cryptocloud", options: firstProject },
      { resolve: "./src/providers/cryptocloud", id: secondProviderId, options: secondProject },
    ]
  : [{ resolve: "./src/providers/cryptocloud", id: "cryptocloud", options: cryptocloudOptions }]

const redisUrl = process.env.REDIS_URL

// Medusa's production topology (its deployment guide, Medusa Cloud): `server` instances answer
// HTTP, one `worker` instance runs the scheduled jobs and consumes the events; `shared` (the
// default) does both in one process. Several instances need REDIS_URL (the modules below).
const WORKER_MODES = ["shared", "worker", "server"] as const
type WorkerMode = (typeof WORKER_MODES)[number]
const workerModeEnv = process.env.MEDUSA_WORKER_MODE
if (workerModeEnv && !WORKER_MODES.includes(workerModeEnv as WorkerMode)) {
  throw new Error(`MEDUSA_WORKER_MODE must be one of ${WORKER_MODES.join(", ")}; got "${workerModeEnv}"`)
}
const workerMode = (workerModeEnv || "shared") as WorkerMode

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    workerMode,
    http: {
      storeCors: process.env.STORE_CORS ?? "*",
      adminCors: process.env.ADMIN_CORS ?? "*",
      authCors: process.env.AUTH_CORS ?? "*",
      jwtSecret: process.env.JWT_SECRET ?? "supersecret",
      cookieSecret: process.env.COOKIE_SECRET ?? "supersecret",
    },
  },
  admin: {
    disable: process.env.MEDUSA_ADMIN_DISABLED === "true",
  },
  modules: [
    { resolve: "./src/modules/cryptocloud", options: cryptocloudOptions },
    {
      resolve: "@medusajs/medusa/payment",
      options: {
        providers: cryptocloudProviders,
      },
    },
    // Medusa's RBAC (the process tests' RBAC store: MEDUSA_FF_RBAC=true): the module named here,
    // as a store enables it — defineConfig's own entry is decided before `medusa start` or
    // `medusa exec` has registered Medusa's `rbac` flag, so the variable alone leaves it out.
    ...(process.env.MEDUSA_FF_RBAC === "true" ? [{ resolve: "@medusajs/medusa/rbac" }] : []),
    // Tests of e-mails (refund address and pay links): the tests' provider on the `email`
    // channel, which keeps each e-mail as sent (links included) instead of sending it
    // (integration-tests/helpers/notification-outbox); Medusa stores the notification as usual.
    ...(process.env.CRYPTOCLOUD_TEST_EMAIL === "local"
      ? [
          {
            resolve: "@medusajs/medusa/notification",
            options: {
              // An absolute path: Medusa reads a "./" path outside ./src as one inside it.
              providers: [{ resolve: join(__dirname, "integration-tests/helpers/notification-outbox"), id: "local", options: { channels: ["email", "feed"] } }],
            },
          },
        ]
      : process.env.CRYPTOCLOUD_DEV_EMAIL === "log"
        ? [
            // The demo: Medusa's local provider prints every e-mail (customers' and staff alerts) and
            // keeps the admin's notification feed.
            {
              resolve: "@medusajs/medusa/notification",
              options: { providers: [{ resolve: "@medusajs/medusa/notification-local", id: "local", options: { channels: ["email", "feed"] } }] },
            },
          ]
        : []),
    // With REDIS_URL the app runs as it would on several instances: Redis event bus, locking
    // and workflow engine instead of the in-process ones.
    ...(redisUrl
      ? [
          { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
          { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
          {
            resolve: "@medusajs/medusa/locking",
            options: {
              providers: [{ resolve: "@medusajs/medusa/locking-redis", id: "locking-redis", is_default: true, options: { redisUrl } }],
            },
          },
        ]
      : []),
  ],
})
