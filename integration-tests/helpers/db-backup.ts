/**
 * A database backup and its restore, done to a running app the way a merchant's would be: the
 * whole database copied aside (a `CREATE DATABASE … TEMPLATE`, as consistent as a dump), later
 * dropped and recreated from that copy under the app's feet. The app's pool reconnects; what
 * happened after the backup is gone from the database — and only the service remembers it.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { Client } from "@medusajs/framework/pg"

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function maintenance<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database: "postgres",
  })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Copy `from` into a new database `to` (dropped first): no session may be open on `from` meanwhile. */
async function copyDatabase(client: Client, from: string, to: string): Promise<void> {
  await client.query(`ALTER DATABASE ${quote(from)} WITH ALLOW_CONNECTIONS false`)
  try {
    await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [from])
    await client.query(`DROP DATABASE IF EXISTS ${quote(to)}`)
    await client.query(`CREATE DATABASE ${quote(to)} WITH TEMPLATE ${quote(from)}`)
  } finally {
    await client.query(`ALTER DATABASE ${quote(from)} WITH ALLOW_CONNECTIONS true`)
  }
}

export interface DatabaseBackups {
  /** Take the backup now (replacing an earlier one). */
  backup(): Promise<void>
  /** Put the backup back: everything since it was taken is gone from the database. */
  restore(): Promise<void>
  /** Drop the backup. */
  drop(): Promise<void>
}

export function databaseBackups(getContainer: () => MedusaContainer): DatabaseBackups {
  const names = async () => {
    const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const { rows } = await pg.raw<{ rows: Array<{ name: string }> }>("SELECT current_database() AS name")
    return { live: rows[0].name, copy: `${rows[0].name}-backup` }
  }
  return {
    async backup() {
      const { live, copy } = await names()
      await maintenance((client) => copyDatabase(client, live, copy))
    },
    async restore() {
      const { live, copy } = await names()
      await maintenance(async (client) => {
        await client.query(`ALTER DATABASE ${quote(live)} WITH ALLOW_CONNECTIONS false`)
        await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [live])
        await client.query(`DROP DATABASE ${quote(live)}`)
        // The restored database allows connections again (a new database always does).
        await client.query(`CREATE DATABASE ${quote(live)} WITH TEMPLATE ${quote(copy)}`)
      })
    },
    async drop() {
      const { copy } = await names()
      await maintenance((client) => client.query(`DROP DATABASE IF EXISTS ${quote(copy)}`))
    },
  }
}
