/**
 * Request fault registry: which injected fault (if any) hits the next request on a path, and the
 * bodies a broken proxy in front of the real service would answer with.
 */
import type { SandboxFault } from "./types"

interface ActiveFault extends SandboxFault {
  remaining: number
}

export const DEFAULT_TIMEOUT_HOLD_MS = 60_000
export const DEFAULT_LATENCY_MS = 1_000

export class FaultRegistry {
  private faults: ActiveFault[] = []

  add(fault: SandboxFault): void {
    const times = fault.times ?? Infinity
    if (!(times > 0)) throw new Error("fault.times must be > 0")
    this.faults.push({ ...fault, remaining: times })
  }

  clear(): void {
    this.faults = []
  }

  /** First matching fault, counted down (one fault per request; faults apply in the order added). */
  take(path: string): SandboxFault | undefined {
    const fault = this.faults.find((f) => f.remaining > 0 && matches(f.path, path))
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault)
    return fault
  }

  get active(): readonly SandboxFault[] {
    return this.faults
  }
}

function matches(pattern: string | RegExp | undefined, path: string): boolean {
  if (pattern === undefined) return path.startsWith("/v2/")
  if (typeof pattern === "string") return pattern === path
  pattern.lastIndex = 0 // a /g regexp would otherwise alternate between hit and miss
  return pattern.test(path)
}

/** What nginx in front of an unhealthy upstream says. */
export function proxyErrorPage(status: number): string {
  const reason: Record<number, string> = {
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Temporarily Unavailable",
    504: "Gateway Time-out",
  }
  const title = `${status} ${reason[status] ?? "Error"}`
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`
}

/** A 200 that is not JSON: a CDN challenge/maintenance page. */
export function nonJsonPage(): string {
  return (
    "<!DOCTYPE html><html><head><title>Just a moment...</title></head>" +
    "<body><h1>Checking your browser before accessing api.cryptocloud.plus</h1>" +
    "<p>This process is automatic.</p></body></html>"
  )
}
