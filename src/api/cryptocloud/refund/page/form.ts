/**
 * The page's form posts (`application/x-www-form-urlencoded`), read by the route itself.
 *
 * Medusa's body parsers are switched off for this route (src/api/middlewares.ts): when one of
 * them fails (a body too large, a broken encoding) Medusa's error handler logs `req.path`,
 * which here holds the token, and answers JSON. Read here, a bad body gets an HTML page and
 * nothing is logged. A form of this page is a few hundred bytes; anything over the limit is not
 * one of its posts.
 */
import type { IncomingMessage } from "node:http"
import { z } from "@medusajs/framework/zod"
import { mediaType, readRawBody } from "../../../refund-links/raw-body"

export const FORM_BODY_LIMIT_BYTES = 8 * 1024

export const REFUND_PAGE_STEPS = ["check", "confirm", "change"] as const

/** What the page's forms send: the address, and which button was pressed (Enter = the first, "check"). */
export const RefundPageForm = z.object({
  step: z.enum(REFUND_PAGE_STEPS).default("check"),
  address: z.string().default(""),
})
export type RefundPageFormType = z.infer<typeof RefundPageForm>

/** `?lang=` of the switch link; anything else is ignored rather than refused. */
export const RefundPageQuery = z.object({ lang: z.string().max(35).optional().catch(undefined) }).catch({ lang: undefined })

export type FormRead = { ok: true; form: RefundPageFormType } | { ok: false; problem: "too_large" | "not_a_form" | "invalid" }

const FORM_TYPE = "application/x-www-form-urlencoded"

export async function readRefundPageForm(req: IncomingMessage): Promise<FormRead> {
  if (mediaType(req.headers["content-type"]) !== FORM_TYPE) return { ok: false, problem: "not_a_form" }
  const body = await readRawBody(req, FORM_BODY_LIMIT_BYTES)
  if (!body) return { ok: false, problem: "too_large" }
  // A field sent twice counts once (the last), as a plain object of strings for the schema.
  const fields = Object.fromEntries(new URLSearchParams(body.toString("utf8")))
  const parsed = RefundPageForm.safeParse(fields)
  return parsed.success ? { ok: true, form: parsed.data } : { ok: false, problem: "invalid" }
}
