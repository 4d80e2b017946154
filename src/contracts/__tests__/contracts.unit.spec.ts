/**
 * One contract per route: the server's view builders and the admin both type-check against
 * src/contracts, so a field renamed in a contract fails the type check on both sides. Proved
 * with the TypeScript compiler on the real files (each side with its own tsconfig), once as
 * they are and once with a field of each contract renamed in memory (nothing is written).
 */
import path from "node:path"
import ts from "typescript"

const ROOT = path.resolve(__dirname, "../../..")
const at = (file: string) => path.join(ROOT, file)

/** A field of a contract, and the files of each side that must stop compiling when it is renamed. */
interface Case {
  contract: string
  field: string
  server: string[]
  admin: string[]
}

const CASES: Case[] = [
  {
    contract: "admin-withdrawals.ts",
    field: "resolution",
    server: ["src/api/admin/cryptocloud/withdrawals/view.ts"],
    admin: ["src/admin/lib/withdrawals.ts"],
  },
  {
    contract: "admin-refunds.ts",
    field: "crypto_remaining",
    server: ["src/api/admin/cryptocloud/refunds/view.ts"],
    admin: ["src/admin/lib/refunds.ts"],
  },
  {
    contract: "admin-attention.ts",
    field: "invoice_uuid",
    server: ["src/api/admin/cryptocloud/attention/view.ts"],
    admin: ["src/admin/lib/attention.ts"],
  },
  {
    contract: "admin-postbacks.ts",
    field: "reason_code",
    server: ["src/api/admin/cryptocloud/postbacks/route.ts"],
    admin: ["src/admin/lib/postbacks.ts"],
  },
  {
    contract: "admin-settings.ts",
    field: "order_flow",
    server: ["src/api/admin/cryptocloud/settings/view.ts"],
    admin: ["src/admin/lib/settings-form.ts"],
  },
  {
    contract: "admin-static-wallets.ts",
    field: "received_at",
    server: ["src/domain/static-wallets.ts"],
    admin: [],
  },
]

const renamed = (field: string) => `${field}_renamed`

/** Each contract with its field renamed where it is declared (`  field:` or `  field?:`). */
function renamedContracts(): Map<string, string> {
  const texts = new Map<string, string>()
  for (const c of CASES) {
    const file = at(`src/contracts/${c.contract}`)
    const before = texts.get(file) ?? ts.sys.readFile(file)!
    const after = before.replace(new RegExp(`^(\\s+)${c.field}(\\??:)`, "m"), `$1${renamed(c.field)}$2`)
    if (after === before) throw new Error(`${c.contract} declares no field ${c.field}`)
    texts.set(file, after)
  }
  return texts
}

/** Parsed files, shared by the compilations of a side (parsing Medusa's types is the slow part). */
const parsed = new Map<string, ts.SourceFile>()

/** The messages about each of `files`, compiled with `tsconfig` and some files' text replaced. */
function diagnostics(tsconfig: string, files: string[], replaced = new Map<string, string>()): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(at(tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!
  const options = { ...config.options, noEmit: true }
  const host = ts.createCompilerHost(options)
  const read = host.getSourceFile
  host.getSourceFile = (file, language, ...rest) => {
    const text = replaced.get(path.resolve(file))
    if (text !== undefined) return ts.createSourceFile(file, text, language)
    const key = `${tsconfig}:${file}`
    if (!parsed.has(key)) parsed.set(key, read.call(host, file, language, ...rest)!)
    return parsed.get(key)
  }
  const program = ts.createProgram({ rootNames: files.map(at), options, host })
  const messages = (file: string) =>
    program.getSemanticDiagnostics(program.getSourceFile(at(file))).map((d) => ts.flattenDiagnosticMessageText(d.messageText, " "))
  return new Map(files.map((file) => [file, messages(file)]))
}

describe.each([
  ["server", "tsconfig.json", (c: Case) => c.server],
  ["admin", "src/admin/tsconfig.json", (c: Case) => c.admin],
] as const)("a renamed contract field fails the %s type check", (_side, tsconfig, filesOf) => {
  const files = [...new Set(CASES.flatMap(filesOf))]
  let baseline: Map<string, string[]>
  let changed: Map<string, string[]>

  beforeAll(() => {
    baseline = diagnostics(tsconfig, files)
    changed = diagnostics(tsconfig, files, renamedContracts())
  }, 60_000)

  it("compiles as it is", () => {
    expect(Object.fromEntries(baseline)).toEqual(Object.fromEntries(files.map((f) => [f, []])))
  })

  it.each(CASES.filter((c) => filesOf(c).length > 0).map((c) => [c.contract, c.field, c] as const))("%s › %s", (_contract, field, c) => {
    const names = [`'${field}'`, `"${field}"`, `'${renamed(field)}'`]
    for (const file of filesOf(c)) {
      const aboutField = changed.get(file)!.filter((message) => names.some((name) => message.includes(name)))
      expect([file, aboutField.length > 0]).toEqual([file, true])
    }
  })
})
