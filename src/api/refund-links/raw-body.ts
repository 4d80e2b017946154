/**
 * A request body read by the refund routes themselves, whose Medusa body parsers are switched
 * off (see hide-token.ts: a failing parser logs the path, and the path holds the token).
 */
import type { IncomingMessage } from "node:http"

/** The body, or null once it is over `limitBytes` (declared or streamed): not read further. */
export async function readRawBody(req: IncomingMessage, limitBytes: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > limitBytes) return null
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer)
    size += buffer.length
    if (size > limitBytes) return null
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** The media type of a Content-Type header, lower case, without parameters ("" when absent). */
export function mediaType(contentType: string | string[] | undefined): string {
  return String(contentType ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase()
}
