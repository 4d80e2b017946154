/**
 * A write with a deadline: taken at once when the response has room, after `drain` when it had
 * none, "gone" when the client closes meanwhile, and "stalled" when the client takes nothing
 * within the deadline — never a wait without end. Also over a real socket whose client stopped
 * reading: the write is reported stalled, not left hanging.
 */
import { EventEmitter } from "node:events"
import http from "node:http"
import net from "node:net"
import { writeWithin } from "../deadline-write"

class Out extends EventEmitter {
  destroyed = false
  constructor(private readonly room: boolean) {
    super()
  }
  write() {
    return this.room
  }
}

describe("writeWithin", () => {
  afterEach(() => jest.useRealTimers())

  it("written at once when the buffer has room; gone when the response is already destroyed", async () => {
    await expect(writeWithin(new Out(true), "a", 1000)).resolves.toBe("written")
    const gone = new Out(true)
    gone.destroyed = true
    await expect(writeWithin(gone, "a", 1000)).resolves.toBe("gone")
  })

  it("a full buffer waits for drain, within the deadline", async () => {
    jest.useFakeTimers()
    const out = new Out(false)
    const outcome = writeWithin(out, "a", 30_000)
    await jest.advanceTimersByTimeAsync(29_000)
    out.emit("drain")
    await expect(outcome).resolves.toBe("written")
    expect(out.listenerCount("drain") + out.listenerCount("close")).toBe(0)
  })

  it("a client that closes while the write waits: gone", async () => {
    const out = new Out(false)
    const outcome = writeWithin(out, "a", 30_000)
    out.emit("close")
    await expect(outcome).resolves.toBe("gone")
  })

  it("no drain within the deadline: stalled, exactly at the deadline, listeners removed", async () => {
    jest.useFakeTimers()
    const out = new Out(false)
    let outcome: string | null = null
    void writeWithin(out, "a", 30_000).then((o) => (outcome = o))
    await jest.advanceTimersByTimeAsync(29_999)
    expect(outcome).toBeNull()
    await jest.advanceTimersByTimeAsync(1)
    expect(outcome).toBe("stalled")
    expect(out.listenerCount("drain") + out.listenerCount("close")).toBe(0)
    out.emit("drain") // too late: nothing happens
  })

  it("a real client that stopped reading: the server's writes are reported stalled within the deadline", async () => {
    const outcomes: string[] = []
    let cutAt = 0
    const send = async (res: http.ServerResponse) => {
      const chunk = "x".repeat(256 * 1024)
      for (let i = 0; i < 400; i++) {
        const outcome = await writeWithin(res, chunk, 300)
        outcomes.push(outcome)
        if (outcome !== "written") break
      }
      cutAt = Date.now()
      res.destroy()
    }
    const server = http.createServer((_req, res) => void send(res))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as net.AddressInfo
    const client = net.connect(port, "127.0.0.1", () => {
      client.write("GET / HTTP/1.1\r\nHost: test\r\n\r\n")
      client.pause() // never reads
    })
    const started = Date.now()
    while (!cutAt && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 20))
    client.destroy()
    await new Promise((resolve) => server.close(resolve))
    expect(outcomes.at(-1)).toBe("stalled")
    expect(outcomes.length).toBeLessThan(400) // it did not send the whole 100 MB
  })
})
