/**
 * Packaging test: every export a merchant or the README uses must resolve from the installed app
 * and load (the storefront ones by `require` and `import`, with types: storefront-exports.js).
 * `run` is run.js's logged command runner.
 */
const { checkStorefrontExports } = require("./storefront-exports")

function checkExports({ appDir, run }) {
  const script = `
    const name = "medusa-payment-cryptocloud"
    for (const sub of ["/package.json", "/providers/cryptocloud", "/modules/cryptocloud", "/.medusa/server/src/modules/cryptocloud", "/sandbox", "/lib", "/admin"]) require.resolve(name + sub)
    const provider = require(name + "/providers/cryptocloud").default
    if (provider.module !== "payment" || provider.services[0].identifier !== "cryptocloud") throw new Error("provider export is wrong")
    if (typeof require(name + "/sandbox").startSandbox !== "function") throw new Error("sandbox export has no startSandbox")
    if (typeof require(name + "/lib").CryptoCloudClient !== "function") throw new Error("lib export has no CryptoCloudClient")
    const pkgDir = require("path").dirname(require.resolve(name + "/package.json"))
    const files = require("fs").readdirSync(pkgDir)
    if (files.includes("src") || files.includes("integration-tests")) throw new Error("sources were published: " + files)
    for (const f of ["README.md", "CHANGELOG.md"]) if (!files.includes(f)) throw new Error("missing from the package: " + f)
  `
  run("exports", process.execPath, ["-e", script], { cwd: appDir })
  checkStorefrontExports({ appDir, run })
}

module.exports = { checkExports }
