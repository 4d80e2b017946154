/**
 * Every integration spec file of `npm test` (integration-tests/http) has its measured seconds in
 * integration-tests/sequencer.js. A fresh clone has no jest timing cache, so the sequencer's
 * list is the only thing that starts a long file first; an unlisted one runs after all the
 * listed ones, and a long file left for the end keeps the whole run waiting for it.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"

const ROOT = join(__dirname, "..", "..")
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the sequencer is the CommonJS module jest loads
const { SECONDS } = require(join(ROOT, "integration-tests", "sequencer.js")) as { SECONDS: Record<string, number> }

describe("integration sequencer", () => {
  it("lists every spec file of integration-tests/http and integration-tests/deep with its seconds", () => {
    const specs = ["http", "deep"].flatMap((set) => readdirSync(join(ROOT, "integration-tests", set))).filter((name) => /\.spec\.[jt]s$/.test(name))
    expect(specs.length).toBeGreaterThan(0)
    expect(specs.filter((name) => !(SECONDS[name] > 0))).toEqual([])
  })

  it("names no spec file that no longer exists", () => {
    const present = new Set(["http", "deep", "long"].flatMap((set) => readdirSync(join(ROOT, "integration-tests", set))))
    expect(Object.keys(SECONDS).filter((name) => !present.has(name))).toEqual([])
  })
})
