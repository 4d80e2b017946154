/**
 * `npm pack --dry-run` must list the built plugin and nothing else: no tests, fixtures,
 * sources, local data or secrets. Fails with the offending paths.
 */
const { execFileSync } = require("node:child_process")

const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8" })
const [{ files }] = JSON.parse(out)
const paths = files.map((f) => f.path)

const forbidden = [
  /__tests__/,
  /\.spec\.[jt]s$/,
  /^integration-tests\//,
  /^src\//,
  /^\.data\//,
  /^scripts\//,
  /^test-artifacts\//,
  /\.env/,
  /^\.ci\//,
  /medusa-config/,
  /\.medusa\/server\/(integration-tests|scripts)\//,
]
const required = [
  ".medusa/server/src/providers/cryptocloud/index.js",
  ".medusa/server/src/modules/cryptocloud/index.js",
  ".medusa/server/src/lib/cryptocloud/index.js",
  ".medusa/server/src/sandbox/index.js",
  ".medusa/server/src/sandbox/cli.js",
  ".medusa/server/src/admin/index.js",
  ".medusa/server/src/storefront/index.js",
  ".medusa/server/src/storefront/index.mjs",
  ".medusa/server/src/storefront/index.d.ts",
  ".medusa/server/src/storefront/react/index.js",
  ".medusa/server/src/storefront/react/index.mjs",
  ".medusa/server/src/storefront/react/index.d.ts",
  ".medusa/server/src/storefront/styles.css",
  "package.json",
  "README.md",
]
const bad = paths.filter((p) => forbidden.some((re) => re.test(p)))
const missing = required.filter((p) => !paths.includes(p))
console.log(`npm pack would publish ${paths.length} files`)
if (bad.length || missing.length) {
  if (bad.length) console.error(`Must not be published:\n  ${bad.join("\n  ")}`)
  if (missing.length) console.error(`Missing from the package (run npm run build first):\n  ${missing.join("\n  ")}`)
  process.exit(1)
}
console.log("package contents OK")
