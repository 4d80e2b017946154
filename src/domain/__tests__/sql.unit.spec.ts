import { knex } from "@medusajs/framework/mikro-orm/knex"
import { insertWithTail } from "../sql"

describe("insertWithTail: values are bound, never re-read as placeholders", () => {
  const pg = knex({ client: "pg" })
  afterAll(() => pg.destroy())

  it("a value with ? and & (a pay link's query string) stays one binding, as given", () => {
    const link = "https://pay.example/INV-1?a=1&b=2"
    const native = insertWithTail(pg, "t", { id: "x", link }, "ON CONFLICT DO NOTHING RETURNING *").toSQL().toNative()
    expect(native.sql).toBe('insert into "t" ("id", "link") values ($1, $2) ON CONFLICT DO NOTHING RETURNING *')
    expect(native.bindings).toEqual(["x", link])
  })

  it("what the old toString-into-raw did: the ? inside the value became a placeholder", () => {
    const inlined = pg("t").insert({ link: "https://pay.example/?a=1&b=2" }).toString()
    expect(pg.raw(`${inlined} RETURNING *`).toSQL().toNative().sql).toContain("https://pay.example/$1a=1&b=2")
  })
})
