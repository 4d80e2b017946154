import { Readable } from "node:stream"
import type { IncomingMessage } from "node:http"
import { formatAmount, formatExpiry } from "../format"
import { FORM_BODY_LIMIT_BYTES, readRefundPageForm, RefundPageQuery } from "../form"
import { stringsFor } from "../language"

const en = stringsFor("en")
const ru = stringsFor("ru")

describe("the page's ?lang=", () => {
  it("?lang= is read tolerantly: an array or a long value is ignored", () => {
    expect(RefundPageQuery.parse({ lang: "ru" })).toEqual({ lang: "ru" })
    expect(RefundPageQuery.parse({ lang: ["ru", "en"] })).toEqual({ lang: undefined })
    expect(RefundPageQuery.parse({ other: "x" })).toEqual({})
    expect(RefundPageQuery.parse({ lang: "zh-Hant-TW" })).toEqual({ lang: "zh-Hant-TW" })
  })
})

describe("formats", () => {
  it("amounts digit for digit in each language's way", () => {
    expect(formatAmount("12.5", en)).toBe("12.5")
    expect(formatAmount("1234567.000001", en)).toBe("1,234,567.000001")
    expect(formatAmount("1234.5", ru)).toBe("1\u00a0234,5")
    expect(formatAmount("0.000000000000000001", ru)).toBe("0,000000000000000001")
    expect(formatAmount("1234.123456789012345678", stringsFor("de"))).toBe("1.234,123456789012345678")
    expect(formatAmount("1234.5", stringsFor("ar"))).toBe("1,234.5") // Latin digits: what a wallet takes
    expect(formatAmount("n/a", en)).toBe("n/a")
  })

  it("the expiry in UTC", () => {
    expect(formatExpiry("2026-12-01T10:00:00.000Z", en)).toBe("1 December 2026 at 10:00 UTC")
    expect(formatExpiry("2026-12-01T10:00:00.000Z", ru)).toMatch(/^1 декабря 2026 г\.,? (в )?10:00 UTC$/)
    expect(formatExpiry(null, en)).toBeNull()
    expect(formatExpiry("not a date", en)).toBeNull()
  })
})

describe("reading the form", () => {
  const request = (body: string | Buffer, type = "application/x-www-form-urlencoded", length?: number) =>
    Object.assign(Readable.from([Buffer.from(body)]), {
      headers: { "content-type": type, ...(length === undefined ? {} : { "content-length": String(length) }) },
    }) as unknown as IncomingMessage

  it("reads urlencoded fields (the last of a repeated one); Enter without a button is a check", async () => {
    expect(await readRefundPageForm(request("address=T%2Babc+def&step=confirm"))).toEqual({ ok: true, form: { address: "T+abc def", step: "confirm" } })
    expect(await readRefundPageForm(request("address=a&address=b", "application/x-www-form-urlencoded; charset=UTF-8"))).toEqual({
      ok: true,
      form: { address: "b", step: "check" },
    })
    expect(await readRefundPageForm(request(""))).toEqual({ ok: true, form: { address: "", step: "check" } })
  })

  it("refuses what is not one of the page's forms", async () => {
    expect(await readRefundPageForm(request('{"address":"x"}', "application/json"))).toEqual({ ok: false, problem: "not_a_form" })
    expect(await readRefundPageForm(request("step=pay&address=x"))).toEqual({ ok: false, problem: "invalid" })
    expect(await readRefundPageForm(request("address=" + "a".repeat(FORM_BODY_LIMIT_BYTES)))).toEqual({ ok: false, problem: "too_large" })
    expect(await readRefundPageForm(request("address=a", undefined, FORM_BODY_LIMIT_BYTES + 1))).toEqual({ ok: false, problem: "too_large" })
  })
})
