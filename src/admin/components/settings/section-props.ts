/**
 * What the settings form hands each of its sections: the form's state and errors, how to change
 * it, and the "Reset" of one setting (which saves at once, so the form owns it).
 */
import type { FormMessage, SettingsFormErrors, SettingsFormState } from "../../lib/settings-form"
import type { Translate } from "../../lib/use-format"

export interface SectionProps<Key extends string> {
  form: SettingsFormState
  errors: SettingsFormErrors
  /** Changes some fields of the form (not saved until "Save"). */
  update: (patch: Partial<SettingsFormState>) => void
  /** Saves `null` for the setting: back to the config value or the built-in default. */
  onReset: (key: Key) => void
  /** The setting whose reset is being saved, if any. */
  resetting: string | null
}

/** A validation message in the admin language. */
export function say(t: Translate, message: FormMessage | undefined): string | undefined {
  return message ? t(message.key, message.values) : undefined
}
