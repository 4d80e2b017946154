/** Where the tests' e-mail provider (index.ts) keeps what it sent; shared with the readers (../outbox.ts). */
export const OUTBOX_FILE_ENV = "CRYPTOCLOUD_TEST_OUTBOX"

export interface SentNotification {
  /** The stored notification's id (Medusa passes it to the provider). */
  id: string | null
  to: string
  channel: string
  template: string
  data: Record<string, any>
  /** The attachments as the provider got them (`content` base64), or null. */
  attachments: Array<{ filename: string; content: string; content_type?: string; disposition?: string }> | null
  at: string
}

const KEY = Symbol.for("cryptocloud.test.outbox")

/** This process's sends: on globalThis, as the app's copy of this module and the test's may differ. */
export function outboxInProcess(): SentNotification[] {
  const holder = globalThis as unknown as Record<symbol, SentNotification[] | undefined>
  return (holder[KEY] ??= [])
}

const REFUSE = Symbol.for("cryptocloud.test.outbox.refuse")

/** Addresses the tests' provider refuses (it throws, as a provider whose send failed): a test adds and removes them. */
export function refusedAddresses(): Set<string> {
  const holder = globalThis as unknown as Record<symbol, Set<string> | undefined>
  return (holder[REFUSE] ??= new Set())
}
