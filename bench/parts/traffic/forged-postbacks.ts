/**
 * The flood's forged postbacks: bodies anyone can send to the hook route without the project's
 * secret — no token, garbage, another secret, alg none, an expired genuine token, a genuine
 * token replayed onto another invoice. None may change anything; each is counted on one line.
 */
import type { Sandbox } from "../../../src/sandbox"
import { KEYS } from "../../config"

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

/** Bodies anyone can send: no token, garbage, another secret, alg none, expired, replayed onto another invoice. */
export async function forgedBodies(sandbox: Sandbox, strangers: string[]): Promise<Array<{ kind: string; contentType: string; body: string }>> {
  const out: Array<{ kind: string; contentType: string; body: string }> = []
  const json = (kind: string, body: unknown) => out.push({ kind, contentType: "application/json", body: JSON.stringify(body) })
  for (let i = 0; i < strangers.length; i++) {
    const uuid = strangers[i]
    const other = strangers[(i + 1) % strangers.length]
    json("empty JSON", {})
    out.push({ kind: "urlencoded, no token", contentType: "application/x-www-form-urlencoded", body: `status=success&invoice_id=${uuid}&amount_crypto=1` })
    json("garbage token", { status: "success", invoice_id: uuid, token: "not-a-jwt" })
    json("no invoice_id", { status: "success", token: "a.b.c" })
    json("signed with another secret", await sandbox.buildPostback(uuid, { secret: `${KEYS.secret}-forged`, expiresInSeconds: 3600 }))
    json("alg none", {
      status: "success",
      invoice_id: uuid,
      token: `${b64url({ alg: "none", typ: "JWT" })}.${b64url({ id: uuid, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    })
    json("expired genuine token (replay)", await sandbox.buildPostback(uuid, { expiresInSeconds: -120 }))
    json("genuine token, other invoice_id (replay)", { ...(await sandbox.buildPostback(uuid, { expiresInSeconds: 3600 })), invoice_id: other })
  }
  return out
}
