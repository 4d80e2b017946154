/** A tiny scriptable HTTP server for bodies the sandbox cannot produce. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"

export interface Received {
  method: string
  url: string
  headers: IncomingMessage["headers"]
  body: string
}

export type Handler = (req: Received, res: ServerResponse) => void

export async function startTestServer(handler: Handler) {
  const received: Received[] = []
  const sockets = new Set<Socket>()
  let connections = 0
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const entry = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString() }
      received.push(entry)
      handler(entry, res)
    })
  })
  server.on("connection", (socket: Socket) => {
    connections++
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    get connections() {
      return connections
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * The test file's server: started before its tests and closed after them, answering each request
 * with the handler `answer()` gives at that moment (so a test scripts it by swapping its handler).
 */
export function serverForFile(answer: () => Handler): Omit<TestServer, "close"> {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer((req, res) => answer()(req, res))
  })
  afterAll(() => server?.close())
  const started = (): TestServer => {
    if (!server) throw new Error("the test server starts in beforeAll")
    return server
  }
  return {
    get url() {
      return started().url
    },
    get received() {
      return started().received
    },
    get connections() {
      return started().connections
    },
  }
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers })
  res.end(JSON.stringify(body))
}

/** A body written as given: JSON text whose numbers JSON.stringify could not spell (18 decimals, exponents). */
export function jsonText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(text)
}
