#!/usr/bin/env node
/**
 * cryptocloud-sandbox: run the local CryptoCloud stand-in as a process.
 *
 *   cryptocloud-sandbox --port 4010 --secret s3cret --postback-url http://localhost:9000/hooks/payment/cryptocloud_cryptocloud
 *
 * Every flag has an environment variable (flags win): CRYPTOCLOUD_SANDBOX_PORT, _HOST, _SECRET,
 * _API_KEY, _WITHDRAWAL_KEY, _SHOP_ID, _POSTBACK_URL, _POSTBACK_FORMAT, _PUBLIC_URL,
 * _SUCCESS_URL, _FAIL_URL, _WITHDRAWAL_INTERVAL_MS. Keys and the secret are never printed.
 */
import { parseArgs } from "node:util"
import { startSandbox } from "./index"
import type { PostbackFormat, SandboxOptions } from "./types"

const HELP = `Usage: cryptocloud-sandbox [options]

  --port <n>                   port (default 4010; 0 = any free port)    CRYPTOCLOUD_SANDBOX_PORT
  --host <addr>                interface (default 127.0.0.1)              CRYPTOCLOUD_SANDBOX_HOST
  --api-key <key>              project API key (default sandbox-api-key)  CRYPTOCLOUD_SANDBOX_API_KEY
  --withdrawal-key <key>       withdrawal key ("none" disables)           CRYPTOCLOUD_SANDBOX_WITHDRAWAL_KEY
  --shop-id <id>               shop id (default sandbox-shop)             CRYPTOCLOUD_SANDBOX_SHOP_ID
  --secret <secret>            postback JWT secret (default sandbox-secret) CRYPTOCLOUD_SANDBOX_SECRET
  --postback-url <url>         where postbacks go (default: record only)  CRYPTOCLOUD_SANDBOX_POSTBACK_URL
  --postback-format <fmt>      json | urlencoded (default json)           CRYPTOCLOUD_SANDBOX_POSTBACK_FORMAT
  --public-url <url>           base of invoice links                      CRYPTOCLOUD_SANDBOX_PUBLIC_URL
  --success-url <url>          project success redirect                   CRYPTOCLOUD_SANDBOX_SUCCESS_URL
  --fail-url <url>             project fail redirect                      CRYPTOCLOUD_SANDBOX_FAIL_URL
  --withdrawal-interval-ms <n> min. interval between withdrawals (12000)  CRYPTOCLOUD_SANDBOX_WITHDRAWAL_INTERVAL_MS
  --balance <CODE=amount>      initial available balance (repeatable)
  --quiet                      do not log requests
  -h, --help
`

function fail(message: string): never {
  process.stderr.write(`cryptocloud-sandbox: ${message}\n\n${HELP}`)
  process.exit(2)
}

function parseNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) fail(`${name} must be a non-negative integer`)
  return n
}

export function optionsFromArgs(argv: string[], env: NodeJS.ProcessEnv): SandboxOptions & { quiet: boolean; help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "api-key": { type: "string" },
      "withdrawal-key": { type: "string" },
      "shop-id": { type: "string" },
      secret: { type: "string" },
      "postback-url": { type: "string" },
      "postback-format": { type: "string" },
      "public-url": { type: "string" },
      "success-url": { type: "string" },
      "fail-url": { type: "string" },
      "withdrawal-interval-ms": { type: "string" },
      balance: { type: "string", multiple: true },
      quiet: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  })
  const pick = (flag: keyof typeof values, envName: string): string | undefined =>
    (values[flag] as string | undefined) ?? (env[`CRYPTOCLOUD_SANDBOX_${envName}`] || undefined)
  const format = pick("postback-format", "POSTBACK_FORMAT") ?? "json"
  if (format !== "json" && format !== "urlencoded") fail("--postback-format must be json or urlencoded")
  const withdrawalKey = pick("withdrawal-key", "WITHDRAWAL_KEY")
  const balances: Record<string, string> = {}
  for (const entry of values.balance ?? []) {
    const [code, amount] = entry.split("=")
    if (!code || !amount) fail(`--balance expects CODE=amount, got ${entry}`)
    balances[code] = amount
  }
  return {
    port: parseNumber("--port", pick("port", "PORT")) ?? 4010,
    host: pick("host", "HOST"),
    apiKey: pick("api-key", "API_KEY"),
    withdrawalApiKey: withdrawalKey === "none" ? null : withdrawalKey,
    shopId: pick("shop-id", "SHOP_ID"),
    secret: pick("secret", "SECRET"),
    postbackUrl: pick("postback-url", "POSTBACK_URL") ?? null,
    postbackFormat: format as PostbackFormat,
    publicUrl: pick("public-url", "PUBLIC_URL"),
    successUrl: pick("success-url", "SUCCESS_URL"),
    failUrl: pick("fail-url", "FAIL_URL"),
    withdrawalIntervalMs: parseNumber("--withdrawal-interval-ms", pick("withdrawal-interval-ms", "WITHDRAWAL_INTERVAL_MS")),
    balances,
    quiet: values.quiet ?? false,
    help: values.help ?? false,
  }
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof optionsFromArgs>
  try {
    parsed = optionsFromArgs(process.argv.slice(2), process.env)
  } catch (error) {
    fail((error as Error).message)
  }
  if (parsed.help) {
    process.stdout.write(HELP)
    return
  }
  const { quiet, help: _help, ...options } = parsed
  const sandbox = await startSandbox({
    ...options,
    log: quiet ? undefined : (line) => process.stdout.write(`[sandbox ${new Date().toISOString()}] ${line}\n`),
  })
  process.stdout.write(`CryptoCloud sandbox listening on ${sandbox.url}\n`)
  process.stdout.write(
    `Hint: set CRYPTOCLOUD_BASE_URL=${sandbox.url} (keys as configured); state at ${sandbox.url}/_sandbox/state, ` +
      `postbacks ${options.postbackUrl ? `→ ${options.postbackUrl} (${options.postbackFormat})` : "are recorded only (no --postback-url)"}\n`
  )
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    process.stdout.write(`Received ${signal}, shutting down\n`)
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1)
    )
  }
  process.on("SIGINT", () => shutdown("SIGINT"))
  process.on("SIGTERM", () => shutdown("SIGTERM"))
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`cryptocloud-sandbox: ${(error as Error).message}\n`)
    process.exit(1)
  })
}
