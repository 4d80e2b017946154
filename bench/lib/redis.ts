/**
 * The bench's Redis check: a few commands over a plain socket (RESP), so the bench needs no Redis
 * client package. Reachable means PING answers; the bench's database number is flushed too, so
 * stale queues of an earlier run cannot replay into this one.
 */
import net from "node:net"

/** A few Redis commands over a plain socket (RESP), so the bench needs no Redis client package. */
function redisCommands(url: string, commands: string[][], timeoutMs = 2000): Promise<string[]> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.hostname || "localhost", port: Number(target.port || 6379) })
    const replies: string[] = []
    let buffer = ""
    const timer = setTimeout(() => done(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    const done = (error: Error | null) => {
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve(replies)
    }
    socket.on("error", (error) => done(error))
    socket.on("connect", () => {
      socket.write(commands.map((args) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`).join(""))
    })
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8")
      let end: number
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (line.startsWith("-")) return done(new Error(line.slice(1)))
        replies.push(line)
        if (replies.length === commands.length) return done(null)
      }
    })
  })
}

export async function redisReachable(url: string): Promise<string | null> {
  const target = new URL(url)
  const commands: string[][] = []
  if (target.password)
    commands.push(
      target.username ? ["AUTH", decodeURIComponent(target.username), decodeURIComponent(target.password)] : ["AUTH", decodeURIComponent(target.password)]
    )
  const db = target.pathname.replace(/^\//, "")
  if (db) commands.push(["SELECT", db])
  // The bench's own database number: stale queues of an earlier run must not replay here.
  commands.push(["PING"], ["FLUSHDB"])
  try {
    await redisCommands(url, commands)
    return null
  } catch (error) {
    return `Redis is not reachable at ${url} (${(error as Error).message})`
  }
}
