/**
 * What a read had to leave out. Only the fields a decision needs may fail a read; an
 * informational field (a creation time, an icon, the project) that is missing or unreadable
 * comes out as null instead, and is noted here so that the client can say so through its
 * warning hook. The notes live beside the parsed object, in a WeakMap, rather than inside it:
 * the public types stay plain data, and the notes go away with the object they describe.
 */

/** One informational field left out: its path in the answer (`currency.icon_base`) and why. */
export interface ReadNote {
  path: string
  problem: string
}

const NOTES = new WeakMap<object, ReadNote[]>()
const NONE: readonly ReadNote[] = []

/** Record `notes` about `target` (a no-op for none, so clean reads cost nothing here). */
export function attachNotes(target: object, notes: ReadNote[]): void {
  if (notes.length > 0) NOTES.set(target, notes)
}

/** The notes about `value`, paths relative to it; none for anything that was read whole. */
export function notesOf(value: unknown): readonly ReadNote[] {
  return value !== null && typeof value === "object" ? (NOTES.get(value) ?? NONE) : NONE
}

/** Add the notes of a nested value (`value` read from field `key`) to its parent's. */
export function liftNotes(value: unknown, key: string, into: ReadNote[]): void {
  for (const note of notesOf(value)) {
    into.push({ path: note.path.startsWith("[") ? `${key}${note.path}` : `${key}.${note.path}`, problem: note.problem })
  }
}
