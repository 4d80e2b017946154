/**
 * Reads of one key coalesced on a trailing edge: at most one read per key starts in any
 * `intervalMs`, and at most one is in flight. A caller gets a read that starts no earlier than
 * its call — never one already started, whose answer may predate what the caller came to learn
 * about — so callers that arrive while a read is recent or in flight wait for the next one,
 * which they all share. That next read starts `intervalMs` after the previous one started, or
 * when it settles if it takes longer.
 *
 * Nothing is kept of a read once it has settled (an answer, or a failure, is never handed to a
 * later caller); what is kept per key is when its last read started, forgotten once that is an
 * interval old (the key then behaves as new) or when more than `maxKeys` keys are recent (the
 * oldest go: their callers keep their reads, later ones merely coalesce less).
 * Per process: each instance of the store coalesces on its own.
 */

interface KeyState<T> {
  /** When the latest read of this key started (ms). */
  startedAt: number
  /** Settles (never rejects) when the latest read has settled; null once it has. */
  inFlight: Promise<void> | null
  /** The read that callers are waiting for and that has not started yet. */
  queued: Promise<T> | null
}

export class ReadCoalescer<T> {
  private readonly keys = new Map<string, KeyState<T>>()

  constructor(private readonly options: { intervalMs: number; maxKeys: number }) {}

  /** A read of `key` that starts now or later, shared with every caller waiting for the same one. */
  next(key: string, read: () => Promise<T>): Promise<T> {
    const now = Date.now()
    this.forgetOld(now)
    const state = this.keys.get(key)
    if (state?.queued) return state.queued
    if (!state || (!state.inFlight && now - state.startedAt >= this.options.intervalMs)) {
      this.keys.delete(key)
      return this.start(key, { startedAt: now, inFlight: null, queued: null }, read)
    }
    return this.queue(key, state, read)
  }

  /** How many keys are remembered (tests). */
  get size(): number {
    return this.keys.size
  }

  clear(): void {
    this.keys.clear()
  }

  private start(key: string, state: KeyState<T>, read: () => Promise<T>): Promise<T> {
    state.startedAt = Date.now()
    state.queued = null
    // Re-inserted last: forgetOld walks keys in the order their reads started. A state forgotten
    // meanwhile (over the cap) and replaced by a newer one for the same key leaves that one be.
    const current = this.keys.get(key)
    if (current === undefined || current === state) {
      this.keys.delete(key)
      this.keys.set(key, state)
    }
    let pending: Promise<T>
    try {
      pending = read()
    } catch (error) {
      pending = Promise.reject(error)
    }
    const settled: Promise<void> = pending
      .then(
        () => undefined,
        () => undefined
      )
      .then(() => {
        if (state.inFlight === settled) state.inFlight = null
      })
    state.inFlight = settled
    return pending
  }

  private queue(key: string, state: KeyState<T>, read: () => Promise<T>): Promise<T> {
    let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void }
    const queued = new Promise<T>((resolve, reject) => (settle = { resolve, reject }))
    state.queued = queued
    const go = (): void => {
      if (state.inFlight) return void state.inFlight.then(go)
      this.start(key, state, read).then(settle.resolve, settle.reject)
    }
    const timer = setTimeout(go, Math.max(0, state.startedAt + this.options.intervalMs - Date.now()))
    // A waiting read never keeps a process alive on its own.
    ;(timer as { unref?: () => void }).unref?.()
    return queued
  }

  private forgetOld(now: number): void {
    for (const [key, state] of this.keys) {
      const idle = !state.queued && !state.inFlight && now - state.startedAt >= this.options.intervalMs
      if (!idle && this.keys.size < this.options.maxKeys) {
        if (now - state.startedAt < this.options.intervalMs) break // in start order: the rest is newer
        continue
      }
      this.keys.delete(key)
    }
  }
}
