/**
 * HTTP layer on plain node:http: connection accounting, body reading, the request log and
 * request-fault application. What a request *means* is decided by the router it is given.
 *
 * Keep-alive is left on (keepAliveTimeout 65 s, like a typical proxy in front of the real
 * service) so tests can assert that a client reuses connections; close() destroys every socket
 * so shutting down never waits for idle keep-alive connections.
 */
import http from "node:http"
import type { Socket } from "node:net"
import type { HttpAnswer } from "./api"
import { DEFAULT_LATENCY_MS, DEFAULT_TIMEOUT_HOLD_MS, FaultRegistry, nonJsonPage, proxyErrorPage } from "./faults"
import type { SandboxFault, SandboxRequestLogEntry } from "./types"

export interface IncomingCall {
  method: string
  path: string
  query: Record<string, string>
  headers: http.IncomingHttpHeaders
  rawBody: string
  /** Parsed JSON body; undefined when the body is empty or not JSON. */
  json: unknown
  jsonError: boolean
}

export interface ServerDeps {
  route(call: IncomingCall): Promise<HttpAnswer>
  /** Kind of key only — the header value itself is never stored. */
  classifyAuth(header: string | undefined): SandboxRequestLogEntry["auth"]
  faults: FaultRegistry
  now(): Date
  log(line: string): void
}

const MAX_BODY_BYTES = 5 * 1024 * 1024

export class SandboxHttpServer {
  readonly requests: SandboxRequestLogEntry[] = []
  connectionCount = 0
  private connectionSeq = 0
  private requestSeq = 0
  private readonly sockets = new Set<Socket>()
  private readonly socketIds = new WeakMap<Socket, number>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly server: http.Server

  constructor(private readonly deps: ServerDeps) {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        deps.log(`internal error: ${(error as Error).stack ?? String(error)}`)
        if (!res.headersSent && !res.destroyed) {
          res.writeHead(500, { "content-type": "application/json" })
          res.end(JSON.stringify({ detail: `Sandbox internal error: ${(error as Error).message}` }))
        }
      })
    })
    this.server.keepAliveTimeout = 65_000
    this.server.headersTimeout = 66_000 // must exceed keepAliveTimeout
    this.server.on("connection", (socket: Socket) => {
      this.connectionCount += 1
      this.socketIds.set(socket, ++this.connectionSeq)
      this.sockets.add(socket)
      socket.on("close", () => this.sockets.delete(socket))
    })
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject)
      this.server.listen(port, host, () => {
        this.server.off("error", reject)
        const address = this.server.address()
        resolve(typeof address === "object" && address ? address.port : port)
      })
    })
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    this.server.closeAllConnections()
    for (const socket of this.sockets) socket.destroy()
    await closed
  }

  /** Forget the request log and connection count (live sockets keep their ids). */
  resetObservations(): void {
    this.requests.length = 0
    this.requestSeq = 0
    this.connectionCount = 0
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://sandbox.invalid")
    const rawBody = await readBody(req)
    let json: unknown = undefined
    let jsonError = false
    if (rawBody.trim() !== "" && !String(req.headers["content-type"] ?? "").includes("x-www-form-urlencoded")) {
      try {
        json = JSON.parse(rawBody)
      } catch {
        jsonError = true
      }
    }
    const entry: SandboxRequestLogEntry = {
      seq: ++this.requestSeq,
      at: this.deps.now().toISOString(),
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams.entries()),
      body: json ?? null,
      auth: this.deps.classifyAuth(req.headers.authorization),
      status: 0,
      connectionId: this.socketIds.get(req.socket) ?? 0,
    }
    this.requests.push(entry)
    const call: IncomingCall = {
      method: entry.method,
      path: entry.path,
      query: entry.query,
      headers: req.headers,
      rawBody,
      json,
      jsonError,
    }
    const fault = this.deps.faults.take(entry.path)
    if (!fault) return this.respond(res, entry, await this.deps.route(call))
    entry.fault = fault.kind
    await this.applyFault(fault, call, entry, req, res)
  }

  private async applyFault(
    fault: SandboxFault,
    call: IncomingCall,
    entry: SandboxRequestLogEntry,
    req: http.IncomingMessage,
    res: http.ServerResponse
  ): Promise<void> {
    if (fault.kind === "latency") {
      await this.sleep(fault.ms ?? DEFAULT_LATENCY_MS)
      return this.respond(res, entry, await this.deps.route(call))
    }
    // The ambiguous failure: the state changes, the caller never learns it.
    if (fault.afterProcessing) await this.deps.route(call)
    switch (fault.kind) {
      case "5xx": {
        const status = fault.status ?? 502
        return this.respond(res, entry, { status, headers: { "content-type": "text/html" }, body: proxyErrorPage(status) })
      }
      case "non-json":
        return this.respond(res, entry, { status: 200, headers: { "content-type": "text/html" }, body: nonJsonPage() })
      case "reset":
        this.deps.log(`${entry.method} ${entry.path} → connection reset (fault)`)
        req.socket.destroy()
        return
      case "timeout": {
        this.deps.log(`${entry.method} ${entry.path} → held, then dropped (fault)`)
        const timer = setTimeout(() => {
          this.timers.delete(timer)
          req.socket.destroy()
        }, fault.ms ?? DEFAULT_TIMEOUT_HOLD_MS)
        this.timers.add(timer)
        return
      }
    }
  }

  private respond(res: http.ServerResponse, entry: SandboxRequestLogEntry, answer: HttpAnswer): void {
    entry.status = answer.status
    this.deps.log(`${entry.method} ${entry.path} → ${answer.status}${entry.fault ? ` [${entry.fault}]` : ""} (${entry.auth})`)
    if (res.destroyed) return
    const body = Buffer.from(answer.body, "utf8")
    res.writeHead(answer.status, { ...answer.headers, "content-length": String(body.length) })
    res.end(body)
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer)
        resolve()
      }, ms)
      this.timers.add(timer)
    })
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error("request body too large"))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })
}
