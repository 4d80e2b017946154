/**
 * A write to a response that must be taken within a deadline. The response's own buffer is
 * small (its high-water mark); once it is full, `write` says so and the next write waits for
 * `drain` — for a client that stopped reading, forever. Here the wait has a deadline: the
 * caller learns the client did not take the batch in time ("stalled") and cuts the download,
 * instead of holding what it holds (a slot of the store's few, the batch in memory) for as long
 * as the client likes.
 */

/** The part of a response (http.ServerResponse) a write needs. */
export interface DeadlineWritable {
  write(chunk: string): boolean
  readonly destroyed?: boolean
  once(event: "drain" | "close", listener: () => void): unknown
  off(event: "drain" | "close", listener: () => void): unknown
}

/** "written": taken (or buffered within the high-water mark); "gone": the client closed; "stalled": not taken in time. */
export type WriteOutcome = "written" | "gone" | "stalled"

export interface DeadlineTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realTimers: DeadlineTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
}

/** Write `chunk`, then wait for `drain` at most `timeoutMs` when the response's buffer is full. */
export function writeWithin(out: DeadlineWritable, chunk: string, timeoutMs: number, timers: DeadlineTimers = realTimers): Promise<WriteOutcome> {
  if (out.destroyed) return Promise.resolve("gone")
  if (out.write(chunk)) return Promise.resolve("written")
  // A client that went during the write: no drain will come.
  if (out.destroyed) return Promise.resolve("gone")
  return new Promise<WriteOutcome>((resolve) => {
    const settle = (outcome: WriteOutcome) => {
      timers.clearTimeout(timer)
      out.off("drain", onDrain)
      out.off("close", onClose)
      resolve(outcome)
    }
    const onDrain = () => settle("written")
    const onClose = () => settle("gone")
    const timer = timers.setTimeout(() => settle("stalled"), Math.max(1, timeoutMs))
    out.once("drain", onDrain)
    out.once("close", onClose)
  })
}
