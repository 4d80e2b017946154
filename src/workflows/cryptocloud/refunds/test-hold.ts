/**
 * TEST HOOK, not a feature: `CRYPTOCLOUD_TEST_HOLD_ADDRESS_REQUEST_MS` makes the address request
 * wait that many milliseconds between reading the refund and writing it, so an integration test
 * (integration-tests/long/refund-secrets.spec.ts) can let a payout's claim commit inside that
 * window and check that the request's compare-and-set loses with a 409 instead of undoing the
 * claim. Read once, when the module loads (a server's boot). Unset, unparsable, or on a server
 * running with NODE_ENV=production, it is 0: no wait, nothing changes.
 */
export const ADDRESS_REQUEST_HOLD_ENV = "CRYPTOCLOUD_TEST_HOLD_ADDRESS_REQUEST_MS"

/** The hold the environment asks for, in ms (0 = none); at most a minute, so a typo cannot hang a server. */
export function holdMsFrom(env: Record<string, string | undefined>): number {
  if (env.NODE_ENV === "production") return 0
  const ms = Number(env[ADDRESS_REQUEST_HOLD_ENV])
  return Number.isFinite(ms) && ms > 0 ? Math.min(Math.floor(ms), 60_000) : 0
}

const HOLD_MS = holdMsFrom(process.env)

/** Waits the test hold (resolves at once when there is none). */
export function addressRequestTestHold(): Promise<void> {
  return HOLD_MS > 0 ? new Promise((resolve) => setTimeout(resolve, HOLD_MS)) : Promise.resolve()
}
