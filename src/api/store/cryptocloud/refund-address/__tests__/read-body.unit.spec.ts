/** The JSON refund route reads its own body: as Medusa's parsers would, but a bad one logs nothing. */
import { parseBody, TOO_LARGE } from "../read-body"

const body = (text: string) => Buffer.from(text, "utf8")

describe("parseBody", () => {
  it("JSON, with or without a charset; an empty JSON body is an empty object", () => {
    expect(parseBody("application/json", body('{"address":"T1"}'))).toEqual({ ok: true, body: { address: "T1" } })
    expect(parseBody("application/json; charset=utf-8", body('{"address":"T1"}'))).toEqual({ ok: true, body: { address: "T1" } })
    expect(parseBody("application/merge-patch+json", body("[1]"))).toEqual({ ok: true, body: [1] })
    expect(parseBody("application/json", body("  "))).toEqual({ ok: true, body: {} })
  })

  it("malformed JSON: 400 invalid_data with the parser's message, as Medusa answers body-parser's", () => {
    const read = parseBody("application/json", body('{"address": "T'))
    expect(read).toEqual({ ok: false, status: 400, type: "invalid_data", message: expect.stringMatching(/JSON/) })
  })

  it("urlencoded and plain text as Medusa's other parsers left them; anything else an empty object", () => {
    expect(parseBody("application/x-www-form-urlencoded", body("address=T1&x=2"))).toEqual({ ok: true, body: { address: "T1", x: "2" } })
    expect(parseBody("text/plain", body("T1"))).toEqual({ ok: true, body: "T1" })
    expect(parseBody(undefined, body("whatever"))).toEqual({ ok: true, body: {} })
    expect(parseBody("application/octet-stream", body("x"))).toEqual({ ok: true, body: {} })
  })

  it("a body over the limit is 413 in Medusa's shape", () => {
    expect(TOO_LARGE).toEqual({ ok: false, status: 413, type: "unknown_error", message: "request entity too large" })
  })
})
