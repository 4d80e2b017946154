/**
 * The plugin's note on an order: notes are appended one per line, never replaced; each known
 * line is said in the admin language, the rest shown as stored, in their order.
 */
import i18next from "i18next"
import en from "../../i18n/json/en.json"
import ru from "../../i18n/json/ru.json"
import { knownOrderNote, orderNote, orderNoteLines, orderNoteTexts } from "../order-session"

const i18n = i18next.createInstance()
beforeAll(() => i18n.init({ lng: "en", resources: { en: { translation: en }, ru: { translation: ru } }, interpolation: { escapeValue: false } }))
const tIn = (lng: string) => i18n.getFixedT(lng) as unknown as (key: string, options?: Record<string, unknown>) => string

const TEST = "Paid with CryptoCloud test-mode invoice INV-T1: no real money was received. Do not ship."
const LATE = "Crypto invoice INV-L2 was paid after it had expired. Check the order: ship it or refund the customer by withdrawal."
const CANCELLED = "Cancelled automatically: crypto invoice INV-C3 expired without full payment."

describe("order notes", () => {
  it("split into lines, blank ones dropped", () => {
    expect(orderNoteLines(`${TEST}\n${LATE}\r\n\n  Custom note  `)).toEqual([TEST, LATE, "Custom note"])
    expect(orderNoteLines(null)).toEqual([])
    expect(orderNote({ id: "o", metadata: { cryptocloud_note: `${TEST}\n${LATE}` } })).toBe(`${TEST}\n${LATE}`)
  })

  it("recognise the plugin's own sentences, one line at a time", () => {
    expect(knownOrderNote(TEST)).toEqual({ kind: "test_mode", uuid: "INV-T1" })
    expect(knownOrderNote(LATE)).toEqual({ kind: "late_payment", uuid: "INV-L2" })
    expect(knownOrderNote(CANCELLED)).toEqual({ kind: "cancelled_expired", uuid: "INV-C3" })
    expect(knownOrderNote(`${TEST}\n${LATE}`)).toBeNull()
  })

  it("are said in the admin language line by line, the late one left to the late warning", () => {
    const note = `${TEST}\n${LATE}\nChecked by Anna`
    expect(orderNoteTexts(note, tIn("en"))).toEqual([TEST, LATE, "Checked by Anna"])
    expect(orderNoteTexts(note, tIn("ru"), { skipLatePayment: true })).toEqual([
      "Оплачен тестовым счётом CryptoCloud INV-T1: настоящие деньги не поступали. Не отправляйте заказ.",
      "Checked by Anna",
    ])
    expect(orderNoteTexts(CANCELLED, tIn("ru"))).toEqual(["Отменён автоматически: счёт INV-C3 истёк без полной оплаты."])
  })
})
