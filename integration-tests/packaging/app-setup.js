/**
 * Packaging test, the store's side: the fresh app's package.json, and the waits and reads the
 * boot needs. `run` is run.js's logged command runner.
 */
const net = require("node:net")
const path = require("node:path")

const root = path.resolve(__dirname, "../..")

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHttp(url, child, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited (code ${child.exitCode})`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** What @medusajs/medusa@<version> asks of the app (older ones pin @swc/core exactly). */
function medusaPeers(medusaVersion, run) {
  const out = run("peers", "npm", ["view", `@medusajs/medusa@${medusaVersion}`, "peerDependencies", "--json", "--prefer-offline"], { cwd: root })
  return JSON.parse(out || "{}")
}

function appPackageJson(tarball, medusaVersion, run) {
  const peers = medusaPeers(medusaVersion, run)
  const exact = (name) => (/^\d+\.\d+\.\d+$/.test(peers[name] ?? "") ? peers[name] : null)
  const version = (name) => exact(name) ?? `^${require(path.join(root, "node_modules", name, "package.json")).version}`
  return {
    name: "cryptocloud-packaging-test-store",
    private: true,
    version: "0.0.0",
    // What a fresh store has (cf. medusa-starter-default) plus the plugin from the tarball.
    dependencies: {
      "@medusajs/admin-sdk": medusaVersion,
      "@medusajs/cli": medusaVersion,
      "@medusajs/framework": medusaVersion,
      "@medusajs/medusa": medusaVersion,
      // defineConfig() adds this plugin to every app; create-medusa-app installs it.
      "@medusajs/draft-order": medusaVersion,
      "medusa-payment-cryptocloud": `file:${tarball}`,
    },
    devDependencies: {
      "@swc/core": version("@swc/core"),
      "@types/node": version("@types/node"),
      "ts-node": version("ts-node"),
      typescript: version("typescript"),
    },
    engines: { node: ">=20" },
    allowScripts: require(path.join(root, "package.json")).allowScripts,
  }
}

async function pluginTables(url) {
  const { Client } = require("pg")
  const client = new Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query("select table_name from information_schema.tables where table_name like 'cryptocloud_%'")
  const { rows: migrations } = await client.query("select name from mikro_orm_migrations where name like 'Migration%' order by id")
  await client.end()
  return { tables: rows.map((r) => r.table_name).sort(), migrations: migrations.length }
}

module.exports = { appPackageJson, freePort, waitForHttp, pluginTables }
