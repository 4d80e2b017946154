/**
 * The plugin's layers (design.md, "Repository layout"), checked by `npm run check:layers`:
 *   src/lib (framework-free client) → src/domain (Medusa-aware shared rules) →
 *   src/providers | src/modules (never each other) → api, workflows, jobs, subscribers, admin.
 * The sandbox is the tests' oracle: it may share only the spec's plain code lists with the client.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle makes load order matter and hides which side owns a rule.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "lib-is-framework-free",
      severity: "error",
      comment: "src/lib is usable without Medusa (it is published as medusa-payment-cryptocloud/lib).",
      from: { path: "^src/lib/" },
      to: { path: "(^|/)node_modules/@medusajs/|^@medusajs/" },
    },
    {
      name: "lib-imports-only-lib",
      severity: "error",
      comment: "The client never reaches up into the layers built on it (its tests may use the sandbox as the oracle).",
      from: { path: "^src/lib/", pathNot: "/__tests__/" },
      to: { path: "^src/", pathNot: "^src/lib/" },
    },
    {
      name: "domain-imports-only-lib",
      severity: "error",
      comment:
        "The domain layer is shared by the provider and the module, so it can import neither (the framework-free contracts it may: a view it builds, e.g. a deposit, is one).",
      from: { path: "^src/domain/" },
      to: { path: "^src/", pathNot: "^src/(lib|domain|contracts)/" },
    },
    {
      name: "provider-not-module",
      severity: "error",
      comment: "The provider runs in the payment module's container; it cannot use the plugin module.",
      from: { path: "^src/providers/" },
      to: { path: "^src/modules/" },
    },
    {
      name: "module-not-provider",
      severity: "error",
      comment: "The plugin module shares rules with the provider through src/domain only.",
      from: { path: "^src/modules/" },
      to: { path: "^src/providers/" },
    },
    {
      name: "lower-layers-not-upper",
      severity: "error",
      comment: "Providers and modules are used by routes, workflows, jobs and subscribers, never the reverse.",
      from: { path: "^src/(providers|modules)/" },
      to: { path: "^src/(api|workflows|jobs|subscribers|admin)/" },
    },
    {
      name: "upper-layers-not-provider-internals",
      severity: "error",
      comment: "Routes, workflows, jobs and subscribers take shared rules from src/domain, not from the provider's files.",
      from: { path: "^src/(api|workflows|jobs|subscribers)/" },
      to: { path: "^src/providers/" },
    },
    {
      name: "sandbox-shares-only-code-lists",
      severity: "error",
      comment: "The sandbox is the tests' oracle: a bug shared with the client would pass every test.",
      from: { path: "^src/sandbox/" },
      to: { path: "^src/", pathNot: ["^src/sandbox/", "^src/lib/cryptocloud/codes\\.ts$"] },
    },
    {
      name: "contracts-are-framework-free",
      severity: "error",
      comment:
        "Route and session-data contracts are shared by server code, the admin and the storefront package: types and plain lists only (lib's code lists and the client's plain data types).",
      from: { path: "^src/contracts/" },
      to: {
        path: ["(^|/)node_modules/@medusajs/", "^@medusajs/", "^src/(?!contracts/|lib/cryptocloud/(codes|currency-info|postback-reason-codes|types)\\.ts$)"],
      },
    },
    {
      name: "admin-imports-only-lib-contracts-and-itself",
      severity: "error",
      comment: "The admin bundle runs in the browser: it takes route shapes from src/contracts and plain code from src/lib, never server code.",
      from: { path: "^src/admin/" },
      to: { path: "^src/", pathNot: "^src/(admin|contracts|lib)/" },
    },
    {
      name: "storefront-imports-code-lists-and-contracts",
      severity: "error",
      comment: "The storefront package runs in shoppers' browsers: it may use lib's plain code lists and the contracts, nothing server-side.",
      from: { path: "^src/storefront/", pathNot: "/__tests__/" },
      to: { path: "^src/", pathNot: ["^src/storefront/", "^src/contracts/", "^src/lib/cryptocloud/(codes|currency-info)\\.ts$", "^src/lib/languages\\.ts$"] },
    },
    {
      name: "nothing-imports-the-storefront",
      severity: "error",
      comment: "Server code and the admin never depend on browser code.",
      from: { path: "^src/", pathNot: ["^src/storefront/"] },
      to: { path: "^src/storefront/" },
    },
    {
      name: "nothing-imports-the-sandbox",
      severity: "error",
      comment: "Production code never depends on the stand-in service.",
      from: { path: "^src/", pathNot: ["^src/sandbox/", "/__tests__/"] },
      to: { path: "^src/sandbox/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(\\.medusa|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: true,
  },
}
