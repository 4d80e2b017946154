/**
 * Child processes of the bench: `medusa db:migrate`, `medusa exec`, `medusa start`, each with its
 * output in a log file under .data/bench/logs (shown on failure), in a process group of its own,
 * with an IPC channel where the bench talks to it (bench/probe.js, bench/in-process.ts).
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"

export const ROOT = path.resolve(__dirname, "..", "..")
export const LOG_DIR = path.join(ROOT, ".data", "bench", "logs")
const MEDUSA_CLI = path.join(ROOT, "node_modules", "@medusajs", "cli", "cli.js")
const PROBE = path.join(ROOT, "bench", "probe.js")

export interface Child {
  name: string
  process: ChildProcess
  logFile: string
  exited: Promise<number>
  /** Sends a message and resolves with the first reply of type `${type}:done` (or rejects on `${type}:error`). */
  ask<T = any>(type: string, payload?: Record<string, unknown>, timeoutMs?: number): Promise<T>
  stop(): Promise<void>
  tail(lines?: number): string
}

const live = new Set<Child>()

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface SpawnOptions {
  env: NodeJS.ProcessEnv
  /** Node flags before the CLI (e.g. --expose-gc). */
  nodeFlags?: string[]
  /** Preload bench/probe.js (query counts, CPU profile on request). */
  probe?: boolean
}

/** `medusa <args>` in the repository root, as scripts/dev.js runs it. */
export function spawnMedusa(name: string, args: string[], options: SpawnOptions): Child {
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const logFile = path.join(LOG_DIR, `${name}.log`)
  const out = fs.openSync(logFile, "w")
  const flags = [...(options.nodeFlags ?? []), ...(options.probe ? ["--require", PROBE] : [])]
  const proc = spawn(process.execPath, [...flags, MEDUSA_CLI, ...args], {
    cwd: ROOT,
    env: options.env,
    detached: true,
    stdio: ["ignore", out, out, "ipc"],
  })
  fs.closeSync(out)
  const exited = new Promise<number>((resolve) => proc.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))))
  let seq = 0
  const child: Child = {
    name,
    process: proc,
    logFile,
    exited,
    ask(type, payload = {}, timeoutMs = 15 * 60_000) {
      const id = ++seq
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`${name}: no answer to ${type} within ${timeoutMs / 1000} s`)), timeoutMs)
        const onMessage = (message: any) => {
          if (!message || message.id !== id) return
          if (message.type === `${type}:done`) finish(null, message.result)
          else if (message.type === `${type}:error`) finish(new Error(`${name}: ${type} failed: ${message.error}`))
        }
        const onExit = () => finish(new Error(`${name} exited while answering ${type}; the end of its log:\n${child.tail()}`))
        const finish = (error: Error | null, result?: any) => {
          clearTimeout(timer)
          proc.off("message", onMessage)
          proc.off("exit", onExit)
          if (error) reject(error)
          else resolve(result)
        }
        proc.on("message", onMessage)
        proc.once("exit", onExit)
        proc.send({ type, id, ...payload })
      })
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        try {
          process.kill(-proc.pid!, "SIGTERM")
        } catch {
          // already gone
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-proc.pid!, "SIGKILL")
          } catch {
            // already gone
          }
        }, 15_000)
        await exited
        clearTimeout(timer)
      }
      live.delete(child)
    },
    tail(lines = 30) {
      try {
        return fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n")
      } catch {
        return "(no log)"
      }
    },
  }
  live.add(child)
  void exited.then(() => live.delete(child)) // exited never rejects
  return child
}

/** Runs `medusa <args>` to completion; throws with the end of its log when it fails. */
export async function runMedusa(name: string, args: string[], options: SpawnOptions): Promise<void> {
  const child = spawnMedusa(name, args, options)
  const code = await child.exited
  if (code !== 0) throw new Error(`medusa ${args.join(" ")} failed (exit ${code}); the end of ${path.relative(ROOT, child.logFile)}:\n${child.tail()}`)
}

export async function waitForHttp(url: string, child: Child, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited before it was ready; the end of its log:\n${child.tail()}`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; the end of ${child.name}'s log:\n${child.tail()}`)
}

/** Waits for a child's first message of `type` (e.g. the exec script's "ready"). */
export function waitForMessage<T = any>(child: Child, type: string, timeoutMs = 240_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`${child.name} did not send ${type} within ${timeoutMs / 1000} s; its log:\n${child.tail()}`)), timeoutMs)
    const onMessage = (message: any) => message?.type === type && done(null, message)
    const onExit = () => done(new Error(`${child.name} exited before ${type}; the end of its log:\n${child.tail()}`))
    const done = (error: Error | null, value?: any) => {
      clearTimeout(timer)
      child.process.off("message", onMessage)
      child.process.off("exit", onExit)
      if (error) reject(error)
      else resolve(value)
    }
    child.process.on("message", onMessage)
    child.process.once("exit", onExit)
  })
}

/** Every child still running (for the final clean-up, also after a failure). */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((child) => child.stop()))
}
