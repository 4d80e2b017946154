/**
 * The one warning a call gives, through the client's `onWarning`, about informational fields
 * its answer lacked or could not be read (they were returned as null; schemas/notes.ts). Grouped by field and problem, so that a
 * hundred invoices shaped alike make one short line instead of a hundred. It names fields and
 * the ids of the records concerned only: never a value (it may be personal data), a key or a
 * body.
 */
import { notesOf } from "./schemas/notes"

const MAX_GROUPS = 8
const MAX_IDS = 3

/** Which record a note is about: an invoice or wallet id, else a balance's currency code. */
function labelOf(item: unknown): string | null {
  const o = item as { uuid?: unknown; currency?: { code?: unknown } | null } | null
  if (typeof o?.uuid === "string") return o.uuid
  const code = o?.currency?.code
  return typeof code === "string" ? code : null
}

/** The warning for `op` about `items` (the records an answer held), or null when all were read whole. */
export function readWarning(op: string, items: readonly unknown[]): string | null {
  const groups = new Map<string, string[]>()
  let affected = 0
  for (const item of items) {
    const notes = notesOf(item)
    if (notes.length === 0) continue
    affected++
    const label = labelOf(item) ?? `#${affected}`
    for (const { path, problem } of notes) {
      const key = `${path} ${problem}`
      const labels = groups.get(key) ?? []
      labels.push(label)
      groups.set(key, labels)
    }
  }
  if (groups.size === 0) return null
  const parts = [...groups].slice(0, MAX_GROUPS).map(([key, labels]) => {
    const shown = labels.slice(0, MAX_IDS).join(", ")
    const more = labels.length > MAX_IDS ? `, +${labels.length - MAX_IDS} more` : ""
    return `${key} (${shown}${more})`
  })
  if (groups.size > MAX_GROUPS) parts.push(`${groups.size - MAX_GROUPS} more not shown`)
  const of = items.length > 1 ? ` in ${affected} of ${items.length} records` : ""
  return `CryptoCloud ${op}: informational fields missing or unreadable${of}, read as null or left out: ${parts.join("; ")}`
}

/** Tell `hook` what `records` left out, if anything. A throwing hook is ignored. */
export function warnAboutRecords(hook: ((message: string) => void) | null, op: string, records: readonly unknown[]): void {
  const message = hook ? readWarning(op, records) : null
  if (message === null) return
  try {
    hook!(message)
  } catch {
    // A logging hook must not turn a good read into a failed payment step.
  }
}
