/**
 * Records everything the app prints — Medusa's logger (winston writes through the console jest
 * gives the test file), the console itself and raw stdout/stderr — plus whatever a test adds,
 * so a test can scan it for leaked secrets. Output is still passed through.
 */
import { format } from "node:util"
import type { Logger } from "@medusajs/framework/types"

const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug"] as const

export function captureOutput() {
  const chunks: string[] = []
  const restore: Array<() => void> = []
  beforeAll(() => {
    for (const method of CONSOLE_METHODS) {
      const original = console[method]
      console[method] = (...args: unknown[]) => {
        chunks.push(format(...args))
        original.apply(console, args)
      }
      restore.push(() => (console[method] = original))
    }
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"))
        return (original as (...args: unknown[]) => boolean).call(stream, chunk, ...rest)
      }) as NodeJS.WriteStream["write"]
      restore.push(() => (stream.write = original))
    }
  })
  afterAll(() => restore.forEach((undo) => undo()))
  return {
    /**
     * Also record what goes through Medusa's logger instance itself: across test files its
     * module can outlive the console jest gave this file, so console capture alone can miss it.
     */
    watchLogger(logger: Logger) {
      const methods = logger as unknown as Record<string, unknown>
      for (const method of ["info", "warn", "error", "debug", "log", "http", "verbose", "panic", "failure", "success"]) {
        const original = methods[method]
        if (typeof original !== "function") continue
        methods[method] = (...args: unknown[]) => {
          chunks.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : format(a))).join(" "))
          return (original as (...a: unknown[]) => unknown).apply(logger, args)
        }
        restore.push(() => (methods[method] = original))
      }
    },
    record: (text: string) => chunks.push(text),
    text: () => chunks.join("\n"),
  }
}
