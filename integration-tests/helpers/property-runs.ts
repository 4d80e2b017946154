/**
 * How many random sequences a property test runs. `npm test` runs a few (2–3): they keep the
 * property code and most kinds of step running in every run, but they are no search. `npm run
 * test:all` (TEST_FULL_LENGTH=1, CI) runs the full count, which is what finds the rare orderings
 * (and walks every kind of step). `<name>=N` in the environment sets it outright, `PROPERTY_SEED=S`
 * replays a run (fast-check prints the seed of a failing one).
 */
export function propertyRuns(name: string, full: number, short: number): number {
  const set = process.env[name]
  if (set) return Number(set)
  return process.env.TEST_FULL_LENGTH === "1" ? full : short
}

export function propertySeed(): number {
  return Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31)
}
