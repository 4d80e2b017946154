/**
 * The refund page's frame: the customer pages' shared one (page-kit/frame.ts: stylesheet,
 * Content-Security-Policy, headers), titled with the refund page's words.
 */
import type { Html } from "../../page-kit/html"
import { documentOf as frameOf } from "../../page-kit/frame"
import type { PageStrings } from "./strings"

export { CONTENT_SECURITY_POLICY, PAGE_HEADERS } from "../../page-kit/frame"

/** Which page this is, for tests and for styles (`data-page`). */
export type PageKind = "form" | "confirm" | "done" | "used" | "expired" | "invalid" | "unpayable" | "bad_form" | "error"

export function documentOf(strings: PageStrings, kind: PageKind, title: string, body: Html): string {
  return frameOf({ speech: strings, pageTitle: strings.pageTitle, kind, title, body })
}
