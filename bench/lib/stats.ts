/** Small statistics for the bench: medians, quantiles, ratios of medians with their spread over rounds. */

export function quantile(samples: readonly number[], q: number): number {
  if (!samples.length) return NaN
  const sorted = [...samples].sort((a, b) => a - b)
  // Linear interpolation between closest ranks (the usual "type 7" definition).
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo)
}

export const median = (samples: readonly number[]) => quantile(samples, 0.5)
export const p95 = (samples: readonly number[]) => quantile(samples, 0.95)

export interface Spread {
  /** The figure over all samples. */
  value: number
  /** Lowest and highest of the same figure computed per round. */
  min: number
  max: number
}

/** A figure over all samples and its range over the rounds the samples were taken in. */
export function spread(rounds: readonly (readonly number[])[], figure: (samples: readonly number[]) => number): Spread {
  const perRound = rounds.filter((r) => r.length).map(figure)
  return { value: figure(rounds.flat()), min: Math.min(...perRound), max: Math.max(...perRound) }
}

/** Ratio of medians (b over a) overall and per round. */
export function ratioSpread(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): Spread {
  const perRound = a.map((ra, i) => median(b[i]) / median(ra)).filter(Number.isFinite)
  return { value: median(b.flat()) / median(a.flat()), min: Math.min(...perRound), max: Math.max(...perRound) }
}

export const ms = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a")
export const fmtSpread = (s: Spread, digits = 2) => `${ms(s.value, digits)} (${ms(s.min, digits)}–${ms(s.max, digits)})`

/** Splits n items into `rounds` consecutive groups of (nearly) equal size. */
export function roundOf(index: number, n: number, rounds: number): number {
  return Math.min(rounds - 1, Math.floor((index * rounds) / n))
}
