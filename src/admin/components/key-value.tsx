/**
 * The dashboard's "section row": a label on the left, the value on the right, and the pieces
 * used inside values (copyable ids/addresses, external links).
 */
import { ArrowUpRightOnBox, CheckCircleSolid, SquareTwoStack } from "@medusajs/icons"
import { Text, Tooltip, clx } from "@medusajs/ui"
import { useEffect, useState, type MouseEvent, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { shorten } from "../lib/format"

/**
 * `verbatim`: the value is data shown as it is (names, ids, addresses from the API), marked
 * `translate="no"` so that browser translators leave it alone (and the Russian browser test
 * knows it is not UI text).
 */
export function KeyValueRow({ label, children, testId, verbatim }: { label: string; children: ReactNode; testId?: string; verbatim?: boolean }) {
  return (
    <div className="text-ui-fg-subtle grid grid-cols-2 items-start gap-x-4 px-6 py-3" data-testid={testId}>
      <Text size="small" leading="compact" weight="plus">
        {label}
      </Text>
      <div className="min-w-0 break-words" translate={verbatim ? "no" : undefined}>
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

/** Clipboard API where the page is a secure context, the old selection trick elsewhere. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Fall through to the selection trick.
  }
  const area = document.createElement("textarea")
  area.value = text
  area.setAttribute("readonly", "")
  area.style.position = "fixed"
  area.style.opacity = "0"
  document.body.appendChild(area)
  area.select()
  try {
    return document.execCommand("copy")
  } finally {
    document.body.removeChild(area)
  }
}

/**
 * A copy button like @medusajs/ui's Copy, whose tooltip and label are in the admin language
 * (Copy's own say "Copy"/"Copied" in English whatever the language).
 */
export function CopyButton({ content, className, testId }: { content: string; className?: string; testId?: string }) {
  const { t } = useTranslation()
  const [done, setDone] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!done) return
    const timer = window.setTimeout(() => setDone(false), 2000)
    return () => window.clearTimeout(timer)
  }, [done])

  const onClick = async (event: MouseEvent) => {
    event.stopPropagation()
    if (await copyText(content)) setDone(true)
  }

  return (
    <Tooltip content={done ? t("cryptocloud.common.copied") : t("cryptocloud.common.copy")} open={done || open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-label={t("cryptocloud.common.copy")}
        className={clx("h-fit w-fit", className)}
        onClick={(event) => void onClick(event)}
        data-testid={testId}
      >
        {done ? <CheckCircleSolid className="text-ui-fg-subtle" /> : <SquareTwoStack className="text-ui-fg-subtle" />}
      </button>
    </Tooltip>
  )
}

/** A long value shown shortened (full value on hover), with a copy button. */
export function CopyableValue({ value, head = 8, tail = 6 }: { value: string; head?: number; tail?: number }) {
  return (
    <div className="flex min-w-0 items-center gap-x-1">
      <Text size="small" leading="compact" className="truncate font-mono" title={value} translate="no">
        {shorten(value, head, tail)}
      </Text>
      <CopyButton content={value} className="text-ui-fg-muted shrink-0" />
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
