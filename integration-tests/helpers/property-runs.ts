/**
 * How many random sequences a property test runs. `npm test` runs a short count, enough to walk
 * every kind of step; `npm run test:all` (TEST_FULL_LENGTH=1) runs the full count, which is what
 * finds the rare orderings. `<name>=N` in the environment sets it outright, `PROPERTY_SEED=S`
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
