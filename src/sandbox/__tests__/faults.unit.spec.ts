import { Agent } from "undici"
import { startSandbox } from "../index"
import type { Sandbox } from "../types"
import { call, createInvoice, today, validInvoice } from "./helpers"

const CREATE = "/v2/invoice/create"
const LIST = "/v2/invoice/merchant/list"

describe("sandbox request faults", () => {
  let sb: Sandbox
  beforeAll(async () => {
    sb = await startSandbox()
  })
  afterAll(() => sb.close())
  beforeEach(() => sb.reset())

  it("5xx answers an HTML proxy page (default 502) and counts down", async () => {
    sb.injectFault({ kind: "5xx", path: CREATE, times: 1 })
    const failed = await call(sb, CREATE, validInvoice())
    expect(failed.status).toBe(502)
    expect(failed.headers["content-type"]).toContain("text/html")
    expect(failed.text).toContain("502 Bad Gateway")
    expect(sb.listInvoices()).toHaveLength(0) // not processed
    expect((await call(sb, CREATE, validInvoice())).status).toBe(200)
    sb.injectFault({ kind: "5xx", status: 503, times: 1 })
    expect((await call(sb, LIST, { start: today(sb), end: today(sb) })).status).toBe(503)
  })

  it("afterProcessing: the invoice is created but the answer is a 502", async () => {
    sb.injectFault({ kind: "5xx", path: CREATE, times: 1, afterProcessing: true })
    const res = await call(sb, CREATE, validInvoice({ order_id: "ambiguous" }))
    expect(res.status).toBe(502)
    expect(sb.listInvoices()).toEqual([expect.objectContaining({ orderId: "ambiguous" })])
    expect(sb.requests.at(-1)).toMatchObject({ path: CREATE, status: 502, fault: "5xx" })
  })

  it("non-json answers 200 with HTML", async () => {
    sb.injectFault({ kind: "non-json", times: 1 })
    const res = await call(sb, LIST, { start: today(sb), end: today(sb) })
    expect(res.status).toBe(200)
    expect(res.json).toBeUndefined()
    expect(res.text).toMatch(/^<!DOCTYPE html>/)
  })

  it("reset destroys the socket; with afterProcessing the state still changes", async () => {
    sb.injectFault({ kind: "reset", path: CREATE, times: 2, afterProcessing: false })
    await expect(call(sb, CREATE, validInvoice())).rejects.toThrow()
    expect(sb.requests.at(-1)).toMatchObject({ status: 0, fault: "reset" })
    sb.clearFaults()
    sb.injectFault({ kind: "reset", path: CREATE, times: 1, afterProcessing: true })
    await expect(call(sb, CREATE, validInvoice())).rejects.toThrow()
    expect(sb.listInvoices()).toHaveLength(1)
  })

  it("timeout holds the request, then drops the connection", async () => {
    sb.injectFault({ kind: "timeout", ms: 150, times: 1 })
    const started = Date.now()
    await expect(call(sb, LIST, { start: today(sb), end: today(sb) })).rejects.toThrow()
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(sb.requests.at(-1)).toMatchObject({ status: 0, fault: "timeout" })
  })

  it("latency delays a normal answer", async () => {
    sb.injectFault({ kind: "latency", ms: 120, path: /^\/v2\/invoice\/merchant\// })
    const started = Date.now()
    const res = await call(sb, LIST, { start: today(sb), end: today(sb) })
    expect(Date.now() - started).toBeGreaterThanOrEqual(110)
    expect(res.status).toBe(200)
    expect((await call(sb, CREATE, validInvoice())).status).toBe(200) // other paths unaffected
    expect(sb.requests.map((r) => r.fault)).toEqual(["latency", undefined])
  })

  it("clearFaults removes request faults", async () => {
    sb.injectFault({ kind: "5xx" })
    sb.clearFaults()
    expect((await call(sb, CREATE, validInvoice())).status).toBe(200)
  })

  it("countRequests counts per path", async () => {
    await createInvoice(sb)
    await createInvoice(sb)
    await call(sb, LIST, { start: today(sb), end: today(sb) })
    expect(sb.countRequests(CREATE)).toBe(2)
    expect(sb.countRequests(/merchant/)).toBe(1)
    expect(sb.countRequests()).toBe(3)
  })
})

describe("sandbox connections", () => {
  let sb: Sandbox
  beforeAll(async () => {
    sb = await startSandbox()
  })
  afterAll(() => sb.close())
  beforeEach(() => sb.reset())

  it("keep-alive: 20 sequential requests through one agent use one connection", async () => {
    const agent = new Agent({ connections: 1 })
    try {
      for (let i = 0; i < 20; i++) {
        expect((await call(sb, "/v2/merchant/wallet/balance/all", undefined, { dispatcher: agent })).status).toBe(200)
      }
      expect(sb.connectionCount).toBe(1)
      expect(new Set(sb.requests.map((r) => r.connectionId)).size).toBe(1)
    } finally {
      await agent.close()
    }
  })

  it("keep-alive with a default undici Agent stays within two connections", async () => {
    // undici 7 frees a socket one tick after the body ends, so a strictly sequential loop
    // alternates between two sockets (same against a bare node:http server).
    const agent = new Agent()
    try {
      for (let i = 0; i < 20; i++) await call(sb, "/v2/merchant/wallet/balance/all", undefined, { dispatcher: agent })
      expect(sb.connectionCount).toBeGreaterThanOrEqual(1)
      expect(sb.connectionCount).toBeLessThanOrEqual(2)
    } finally {
      await agent.close()
    }
  })

  it("counts each new connection", async () => {
    const agent = new Agent({ pipelining: 0 }) // no keep-alive
    try {
      for (let i = 0; i < 3; i++) await call(sb, "/v2/merchant/wallet/balance/all", undefined, { dispatcher: agent })
      expect(sb.connectionCount).toBe(3)
      expect(new Set(sb.requests.map((r) => r.connectionId)).size).toBe(3)
    } finally {
      await agent.close()
    }
  })

  it("close() is fast even with idle keep-alive connections", async () => {
    const other = await startSandbox()
    const agent = new Agent({ keepAliveTimeout: 60_000 })
    await call(other, "/v2/merchant/wallet/balance/all", undefined, { dispatcher: agent })
    const started = Date.now()
    await other.close()
    expect(Date.now() - started).toBeLessThan(1000)
    await agent.close()
  })
})
