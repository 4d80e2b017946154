/** Where the tests' e-mail provider (index.ts) keeps what it sent; shared with the readers (../outbox.ts). */
export const OUTBOX_FILE_ENV = "CRYPTOCLOUD_TEST_OUTBOX"

export interface SentNotification {
  /** The stored notification's id (Medusa passes it to the provider). */
  id: string | null
  to: string
  channel: string
  template: string
  data: Record<string, any>
  at: string
}

const KEY = Symbol.for("cryptocloud.test.outbox")

/** This process's sends: on globalThis, as the app's copy of this module and the test's may differ. */
export function outboxInProcess(): SentNotification[] {
  const holder = globalThis as unknown as Record<symbol, SentNotification[] | undefined>
  return (holder[KEY] ??= [])
}
