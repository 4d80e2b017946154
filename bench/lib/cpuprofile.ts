/**
 * Reading a V8 CPU profile (.cpuprofile, as `node --cpu-prof` writes it): self and inclusive
 * time per function, and self time per code area (this plugin's src/, zod, jose, undici, pg,
 * MikroORM/knex, Medusa, the rest).
 */
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./processes"

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export interface FrameTime {
  frame: string
  area: string
  selfMs: number
  totalMs: number
}

export interface ProfileSummary {
  file: string
  wallMs: number
  /** Sampled time not idle (JavaScript, GC, native). */
  busyMs: number
  areas: Record<string, number>
  topSelf: FrameTime[]
  topPlugin: FrameTime[]
}

const SPECIAL = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"])

export function areaOf(url: string, functionName = ""): string {
  if (functionName === "(garbage collector)") return "GC"
  if (functionName === "(program)") return "V8/native (program)"
  if (!url) return "native/builtins"
  const file = url.replace(/^file:\/\//, "")
  if (file.startsWith(path.join(ROOT, "src", "sandbox") + path.sep)) return "sandbox (src/sandbox)"
  if (file.startsWith(path.join(ROOT, "src") + path.sep)) return "plugin (src/)"
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  if (!m) return file.startsWith("node:") ? "node core" : "other"
  const pkg = m[1]
  if (pkg === "zod") return "zod"
  if (pkg === "jose") return "jose"
  if (pkg === "undici") return "undici"
  if (pkg === "pg" || pkg.startsWith("pg-")) return "pg driver"
  if (pkg.startsWith("@mikro-orm") || pkg === "knex") return "MikroORM/knex"
  if (pkg.startsWith("@medusajs")) return "Medusa"
  if (pkg === "express" || pkg === "body-parser" || pkg === "router" || pkg === "morgan") return "express"
  if (pkg === "winston" || pkg.startsWith("logform") || pkg === "@colors/colors" || pkg === "ora" || pkg === "chalk") return "logging"
  if (pkg === "awilix") return "awilix"
  return "other packages"
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame
  const file = url.replace(/^file:\/\//, "")
  const short = file.startsWith(ROOT) ? path.relative(ROOT, file) : file.replace(/^.*node_modules\//, "")
  return `${functionName || "(anonymous)"} ${short ? `${short}:${lineNumber + 1}` : ""}`.trim()
}

export function summarizeProfile(file: string, top = 12): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const area = new Map<string, string>()
  const areas: Record<string, number> = {}
  let busy = 0
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000
    const leaf = byId.get(profile.samples[i])
    if (!leaf) continue
    if (leaf.callFrame.functionName === "(idle)") continue
    busy += dt
    const leafName = frameName(leaf)
    const leafArea = areaOf(leaf.callFrame.url, leaf.callFrame.functionName)
    areas[leafArea] = (areas[leafArea] ?? 0) + dt
    if (!SPECIAL.has(leaf.callFrame.functionName) || leaf.callFrame.functionName === "(garbage collector)") {
      self.set(leafName, (self.get(leafName) ?? 0) + dt)
      area.set(leafName, leafArea)
    }
    const seen = new Set<string>()
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id)!
      if (SPECIAL.has(node.callFrame.functionName)) continue
      const name = frameName(node)
      if (seen.has(name)) continue
      seen.add(name)
      total.set(name, (total.get(name) ?? 0) + dt)
      if (!area.has(name)) area.set(name, areaOf(node.callFrame.url, node.callFrame.functionName))
    }
  }
  const rows = [...new Set([...self.keys(), ...total.keys()])].map((frame) => ({
    frame,
    area: area.get(frame) ?? "other",
    selfMs: self.get(frame) ?? 0,
    totalMs: total.get(frame) ?? 0,
  }))
  return {
    file,
    wallMs: (profile.endTime - profile.startTime) / 1000,
    busyMs: busy,
    areas,
    topSelf: [...rows].sort((a, b) => b.selfMs - a.selfMs).slice(0, top),
    topPlugin: rows
      .filter((r) => r.area === "plugin (src/)")
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, top),
  }
}
