import { appendNoteLines } from "../order-outcomes"
import { orderAnnotations } from "../steps/annotate-order"

describe("order notes keep every line", () => {
  const TEST = "Paid with CryptoCloud test-mode invoice INV-1: no real money was received. Do not ship."
  it("a later line is appended, never replacing the test-mode warning", () => {
    expect(appendNoteLines(TEST, "Crypto invoice INV-1 was paid after it had expired.")).toBe(`${TEST}\nCrypto invoice INV-1 was paid after it had expired.`)
  })
  it("a line already there is not repeated; nothing before gives the line itself", () => {
    expect(appendNoteLines(TEST, TEST)).toBe(TEST)
    expect(appendNoteLines(undefined, TEST)).toBe(TEST)
  })
  it("a late test-mode payment says both", () => {
    const values = orderAnnotations({ invoice: { uuid: "INV-1", test_mode: true } as never, late: true, captured: true })
    expect(String(values.cryptocloud_note).split("\n")).toEqual([TEST, expect.stringMatching(/paid after it had expired/)])
  })
})
