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

export const FORM_BODY_LIMIT_BYTES = 8 * 1024

export const REFUND_PAGE_STEPS = ["check", "confirm", "change"] as const

/** What the page's forms send: the address, and which button was pressed (Enter = the first, "check"). */
export const RefundPageForm = z.object({
  step: z.enum(REFUND_PAGE_STEPS).default("check"),
  address: z.string().default(""),
})
export type RefundPageFormType = z.infer<typeof RefundPageForm>

/** `?lang=` of the switch link; anything else is ignored rather than refused. */
export const RefundPageQuery = z.object({ lang: z.string().max(16).optional().catch(undefined) }).catch({ lang: undefined })

export type FormRead = { ok: true; form: RefundPageFormType } | { ok: false; problem: "too_large" | "not_a_form" | "invalid" }

const FORM_TYPE = "application/x-www-form-urlencoded"

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > FORM_BODY_LIMIT_BYTES) return null
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer)
    size += buffer.length
    if (size > FORM_BODY_LIMIT_BYTES) return null
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

export async function readRefundPageForm(req: IncomingMessage): Promise<FormRead> {
  const type = String(req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase()
  if (type !== FORM_TYPE) return { ok: false, problem: "not_a_form" }
  const body = await readBody(req)
  if (!body) return { ok: false, problem: "too_large" }
  // A field sent twice counts once (the last), as a plain object of strings for the schema.
  const fields = Object.fromEntries(new URLSearchParams(body.toString("utf8")))
  const parsed = RefundPageForm.safeParse(fields)
  return parsed.success ? { ok: true, form: parsed.data } : { ok: false, problem: "invalid" }
}
