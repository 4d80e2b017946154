/**
 * Packaging test, storefront part: the `./storefront` exports of the installed package.
 */
const fs = require("node:fs")
const path = require("node:path")

/**
 * The storefront exports, as a shop's bundler or Node meets them: `require` (CommonJS) and
 * `import` (ES modules) both load, the stylesheet resolves, and the types are real — a typed
 * file type-checks, and a wrong argument fails (a missing declaration would make it `any`).
 */
function checkStorefrontExports({
  appDir,
  run,
  tsc = path.join(appDir, "node_modules", "typescript", "bin", "tsc"),
  resolutions = ["bundler", "node16", "node10"],
}) {
  const name = "medusa-payment-cryptocloud"
  const cjs = `
    const core = require("${name}/storefront"), react = require("${name}/storefront/react")
    if (typeof core.createCryptoCheckout !== "function" || typeof core.cryptoReturnHandler !== "function") throw new Error("storefront (require) lacks its functions")
    if (typeof core.createOrderPayment !== "function" || core.isCryptoCloudProviderId("pp_cryptocloud_cryptocloud") !== true) throw new Error("storefront (require) lacks the order payment functions")
    if (typeof react.CryptoCheckout !== "function" || typeof react.PayWithCryptoButton !== "function" || typeof react.CryptoOrderPayment !== "function") throw new Error("storefront/react (require) lacks its components")
    if (core.paymentUri("BTC", "bc1qexample", "0.5").uri !== "bitcoin:bc1qexample?amount=0.5") throw new Error("paymentUri (require)")
    require.resolve("${name}/storefront/styles.css")
  `
  run("storefront-require", process.execPath, ["-e", cjs], { cwd: appDir })
  const esm = `
    const core = await import("${name}/storefront"), react = await import("${name}/storefront/react")
    if (typeof core.createCryptoCheckout !== "function" || typeof core.createOrderPayment !== "function") throw new Error("storefront (import) lacks its exports")
    if (typeof react.CryptoCheckout !== "function" || typeof react.CryptoOrderPayment !== "function") throw new Error("storefront/react (import) lacks its components")
    if (!import.meta.resolve("${name}/storefront").endsWith(".mjs")) throw new Error("import resolved to CommonJS")
  `
  run("storefront-import", process.execPath, ["--input-type=module", "-e", esm], { cwd: appDir })
  fs.writeFileSync(
    path.join(appDir, "storefront-types.ts"),
    [
      `import { createCryptoCheckout, paymentUri, type SessionStatusView, type CryptoCloudSessionData } from "${name}/storefront"`,
      `import { createOrderPayment, isCryptoCloudProviderId, type OrderPaymentDue } from "${name}/storefront"`,
      `import { CryptoCheckout, CryptoOrderPayment, type CryptoCheckoutProps, type CryptoOrderPaymentProps } from "${name}/storefront/react"`,
      `export const uri: string = paymentUri("BTC", "bc1qexample", "0.5").uri`,
      `export const due = (s: SessionStatusView): string | null => s.invoice.to_surcharge`,
      `export const link = (d: CryptoCloudSessionData): string | null => d.link`,
      `export const props = (p: CryptoCheckoutProps) => p.onComplete`,
      `export const owed = (d: OrderPaymentDue): number => d.amountDue`,
      `export const paymentLink = (p: CryptoOrderPaymentProps): [string, string] => [p.paymentCollectionId, p.orderId]`,
      `export const isCrypto: boolean = isCryptoCloudProviderId("pp_cryptocloud_cryptocloud")`,
      `export { createCryptoCheckout, createOrderPayment, CryptoCheckout, CryptoOrderPayment }`,
      `// @ts-expect-error the amount is a decimal string, never a number`,
      `paymentUri("BTC", "bc1qexample", 0.5)`,
    ].join("\n")
  )
  for (const moduleResolution of resolutions) {
    const options = {
      noEmit: true,
      strict: true,
      skipLibCheck: true,
      jsx: "react-jsx",
      types: [],
      module: moduleResolution === "node16" ? "node16" : moduleResolution === "node10" ? "commonjs" : "esnext",
      moduleResolution,
    }
    fs.writeFileSync(path.join(appDir, "tsconfig.storefront-types.json"), JSON.stringify({ compilerOptions: options, files: ["storefront-types.ts"] }))
    run(`storefront-types-${moduleResolution}`, process.execPath, [tsc, "-p", "tsconfig.storefront-types.json"], { cwd: appDir })
  }
}

module.exports = { checkStorefrontExports }
