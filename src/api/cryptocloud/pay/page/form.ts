/**
 * The pay page's form post (`application/x-www-form-urlencoded`: the chosen coin), read by the
 * route itself. Medusa's body parsers are switched off for the route (src/api/middlewares.ts),
 * as for the refund page: a failing parser logs the path, which holds the token. A form of this
 * page is a few dozen bytes; anything over the limit is not one of its posts.
 */
import type { IncomingMessage } from "node:http"
import { z } from "@medusajs/framework/zod"
import { mediaType, readRawBody } from "../../../refund-links/raw-body"

export const PAY_FORM_BODY_LIMIT_BYTES = 4 * 1024

/** The chosen coin; checked against the coins on offer by the route (the offer can change). */
export const PayPageForm = z.object({ cryptocurrency: z.string().trim().max(32).optional() })
export type PayPageFormType = z.infer<typeof PayPageForm>

export type PayFormRead = { ok: true; form: PayPageFormType } | { ok: false; problem: "too_large" | "not_a_form" | "invalid" }

const FORM_TYPE = "application/x-www-form-urlencoded"

export async function readPayPageForm(req: IncomingMessage): Promise<PayFormRead> {
  if (mediaType(req.headers["content-type"]) !== FORM_TYPE) return { ok: false, problem: "not_a_form" }
  const body = await readRawBody(req, PAY_FORM_BODY_LIMIT_BYTES)
  if (!body) return { ok: false, problem: "too_large" }
  // A field sent twice counts once (the last), as a plain object of strings for the schema.
  const parsed = PayPageForm.safeParse(Object.fromEntries(new URLSearchParams(body.toString("utf8"))))
  return parsed.success ? { ok: true, form: parsed.data } : { ok: false, problem: "invalid" }
}
