/**
 * What the two-instance part reads back once the waves are done, straight from the database and
 * the servers' logs: orders per paid cart, captures per payment, payments per session, and the
 * error lines each instance wrote during the part.
 */
import fs from "node:fs"

export async function sql<T = any>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pg comes with Medusa, not a dependency of ours: loaded only when this part runs
  const { Client } = require("pg")
  const client = new Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

export function errorLines(file: string, fromByte: number): string[] {
  const text = fs.readFileSync(file, "utf8").slice(fromByte)
  return text.split("\n").filter((line) => /"level":"error"/.test(line) || /^\s*error\b/i.test(line))
}

/** Orders per cart and captures per payment of the part's checkouts. */
export async function ordersAndCaptures(databaseUrl: string, carts: string[], sessions: string[]) {
  const orderRows = await sql<{ cart_id: string; n: string }>(
    databaseUrl,
    "select cart_id, count(*) as n from order_cart where cart_id = any($1) and deleted_at is null group by cart_id",
    [carts]
  )
  const captureRows = await sql<{ payment_session_id: string; payment_id: string; captures: string }>(
    databaseUrl,
    `select p.payment_session_id, p.id as payment_id, count(c.id) as captures from payment p
       left join capture c on c.payment_id = p.id and c.deleted_at is null
      where p.payment_session_id = any($1) and p.deleted_at is null group by p.payment_session_id, p.id`,
    [sessions]
  )
  const paymentsPerSession = new Map<string, number>()
  for (const r of captureRows) paymentsPerSession.set(r.payment_session_id, (paymentsPerSession.get(r.payment_session_id) ?? 0) + 1)
  return {
    orders: orderRows.reduce((sum, r) => sum + Number(r.n), 0),
    cartsWithoutOrder: carts.length - orderRows.length,
    cartsWithSeveralOrders: orderRows.filter((r) => Number(r.n) > 1).length,
    duplicateCaptures: captureRows.reduce((sum, r) => sum + Math.max(0, Number(r.captures) - 1), 0),
    sessionsWithSeveralPayments: [...paymentsPerSession.values()].filter((n) => n > 1).length,
  }
}
