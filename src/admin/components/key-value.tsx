/**
 * The dashboard's "section row": a label on the left, the value on the right, and the pieces
 * used inside values (copyable ids/addresses, external links).
 */
import { ArrowUpRightOnBox } from "@medusajs/icons"
import { Copy, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { shorten } from "../lib/format"

export function KeyValueRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="text-ui-fg-subtle grid grid-cols-2 items-start gap-x-4 px-6 py-3" data-testid={testId}>
      <Text size="small" leading="compact" weight="plus">
        {label}
      </Text>
      <div className="min-w-0 break-words">
        {typeof children === "string" || typeof children === "number" ? (
          <Text size="small" leading="compact">
            {children}
          </Text>
        ) : (
          children
        )}
      </div>
    </div>
  )
}

/** A long value shown shortened (full value on hover), with a copy button. */
export function CopyableValue({ value, head = 8, tail = 6 }: { value: string; head?: number; tail?: number }) {
  return (
    <div className="flex min-w-0 items-center gap-x-1">
      <Text size="small" leading="compact" className="truncate font-mono" title={value}>
        {shorten(value, head, tail)}
      </Text>
      <Copy content={value} className="text-ui-fg-muted shrink-0" />
    </div>
  )
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover inline-flex items-center gap-x-1 txt-compact-small"
    >
      {children}
      <ArrowUpRightOnBox className="shrink-0" />
    </a>
  )
}
