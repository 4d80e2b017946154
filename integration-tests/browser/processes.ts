/**
 * Child processes of the browser test run: started in their own process group with output to
 * a log file, and stopped as a group (Medusa's `develop` forks the server), so nothing
 * outlives the run. Readiness is polled over HTTP, never slept for.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createWriteStream, mkdirSync } from "node:fs"
import { join } from "node:path"

export interface Child {
  name: string
  process: ChildProcess
  logFile: string
  exited: Promise<number | null>
}

export function startChild(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }): Child {
  mkdirSync(options.logDir, { recursive: true })
  const logFile = join(options.logDir, `${name}.log`)
  const log = createWriteStream(logFile, { flags: "a" })
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  child.stdout?.pipe(log, { end: false })
  child.stderr?.pipe(log, { end: false })
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  return { name, process: child, logFile, exited }
}

/** Run to completion; rejects with the log's location when the command fails. */
export async function runChild(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }) {
  const child = startChild(name, command, args, options)
  const code = await child.exited
  if (code !== 0) throw new Error(`${name} exited with ${code}; see ${child.logFile}`)
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`. */
export async function stopChild(child: Child, graceMs = 10_000) {
  if (child.process.exitCode !== null || child.process.signalCode !== null || !child.process.pid) return
  const group = -child.process.pid
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(group, sig)
    } catch {
      // Already gone.
    }
  }
  signal("SIGTERM")
  const timer = setTimeout(() => signal("SIGKILL"), graceMs)
  await child.exited
  clearTimeout(timer)
  // Children of the leader (the forked server) may still be finishing.
  signal("SIGKILL")
}

/** Poll `url` until `accept(status, body)` is true; fails fast when `child` dies. */
export async function waitForHttp(
  url: string,
  options: { timeoutMs: number; child?: Child; accept?: (status: number, body: string) => boolean; intervalMs?: number }
) {
  const accept = options.accept ?? ((status) => status >= 200 && status < 400)
  const deadline = Date.now() + options.timeoutMs
  let last = "no answer yet"
  while (Date.now() < deadline) {
    if (options.child && options.child.process.exitCode !== null) {
      throw new Error(`${options.child.name} exited (${options.child.process.exitCode}) before ${url} answered; see ${options.child.logFile}`)
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
      const body = await res.text()
      if (accept(res.status, body)) return
      last = `HTTP ${res.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250))
  }
  throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${url} (${last})`)
}
