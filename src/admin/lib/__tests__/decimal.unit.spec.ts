import {
  compareDecimal,
  decimalPlaces,
  formatAmount,
  formatDecimal,
  formatMoney,
  formatUsd,
  isDecimal,
  isPositiveDecimal,
  normalizeDecimalInput,
  sumDecimals,
  toDecimal,
} from "../decimal"
import ts from "typescript"
import { adminSources } from "../../i18n/__tests__/admin-sources"
import { intlLocale } from "../format"
import { formattersFor } from "../use-format"

/** Intl writes U+00A0 / U+202F where a space is shown; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

const TOKEN_UNIT = "0.000000000000000001" // 1 wei: 18 decimals

describe("admin money: sums without floats", () => {
  it("adds 0.1 and 0.2 to exactly 0.3", () => {
    expect(0.1 + 0.2).not.toBe(0.3) // why this module exists
    expect(sumDecimals(["0.1", "0.2"])).toBe("0.3")
  })

  it("keeps every digit of 18-decimal token amounts", () => {
    expect(sumDecimals([TOKEN_UNIT, TOKEN_UNIT, TOKEN_UNIT])).toBe("0.000000000000000003")
    expect(sumDecimals(["123456789012345678.123456789012345678", TOKEN_UNIT])).toBe("123456789012345678.123456789012345679")
    expect(sumDecimals(["1.5", "-0.5"])).toBe("1")
  })

  it("treats missing values as nothing and never goes exponential", () => {
    expect(sumDecimals([])).toBe("0")
    expect(sumDecimals([null, undefined, "", "2.50"])).toBe("2.5")
    expect(sumDecimals(["1000000000000000000000000", "1"])).toBe("1000000000000000000000001")
    expect(sumDecimals([TOKEN_UNIT])).not.toMatch(/e/)
  })

  it("ignores what is not a plain decimal instead of guessing", () => {
    expect(toDecimal("1e3")).toBeNull()
    expect(toDecimal("1,5")).toBeNull()
    expect(toDecimal("abc")).toBeNull()
    expect(sumDecimals(["1", "1e3", "NaN", "Infinity"])).toBe("1")
  })
})

describe("admin money: comparison", () => {
  it("compares decimal strings exactly", () => {
    expect(compareDecimal("0.1", "0.10")).toBe(0)
    expect(compareDecimal("1526.727", "1526.7270001")).toBe(-1)
    expect(compareDecimal("100000", "1526.727")).toBe(1)
    expect(compareDecimal(TOKEN_UNIT, "0")).toBe(1)
    expect(compareDecimal("9007199254740993", "9007199254740992")).toBe(1) // beyond float precision
  })

  it("accepts positive plain decimals only", () => {
    expect(isPositiveDecimal("12.5")).toBe(true)
    expect(isPositiveDecimal(TOKEN_UNIT)).toBe(true)
    expect(["0", "0.00", "-1", "1e3", "1,5", ".5", "", null].map(isPositiveDecimal)).toEqual([false, false, false, false, false, false, false, false])
    expect(isDecimal("12.5")).toBe(true)
    expect(isDecimal("-12.5")).toBe(false)
  })

  it("counts significant decimal places (what a coin's precision limits)", () => {
    expect(decimalPlaces("1.50")).toBe(1)
    expect(decimalPlaces("7")).toBe(0)
    expect(decimalPlaces(TOKEN_UNIT)).toBe(18)
    expect(decimalPlaces("0.1234567800")).toBe(8)
    expect(decimalPlaces("1e3")).toBeNull()
  })

  it("reads what the user typed: grouping spaces and a decimal comma", () => {
    expect(normalizeDecimalInput(" 1 234,5 ")).toBe("1234.5")
    expect(normalizeDecimalInput("1\u00a0234.50")).toBe("1234.50")
    expect(normalizeDecimalInput("12.5")).toBe("12.5")
    expect(normalizeDecimalInput("1,234.5")).toBe("1,234.5") // ambiguous: left for the validation to refuse
  })
})

describe("admin money: formatting for the admin language", () => {
  it("groups thousands without touching the decimals", () => {
    expect(formatDecimal("1526.7270001", "en")).toBe("1,526.7270001")
    expect(formatDecimal("0.00022055", "en")).toBe("0.00022055")
    expect(formatDecimal(null, "en")).toBe("–")
    expect(plain(formatDecimal("1526.7270001", "ru"))).toBe("1 526,7270001")
    expect(formatDecimal("1526.5", "de")).toBe("1.526,5")
  })

  it("never loses a digit, however long the number", () => {
    expect(formatDecimal("123456789012345678.123456789012345678", "en")).toBe("123,456,789,012,345,678.123456789012345678")
    expect(formatDecimal(TOKEN_UNIT, "en")).toBe(TOKEN_UNIT)
    expect(plain(formatDecimal(TOKEN_UNIT, "ru"))).toBe("0,000000000000000001")
    expect(formatDecimal("-0.5", "en")).toBe("-0.5")
    expect(formatDecimal("-1234.5", "en")).toBe("-1,234.5")
  })

  it("shows something readable for what is not a decimal", () => {
    expect(formatDecimal("n/a", "en")).toBe("n/a")
    expect(formatAmount("12.5", "USDT_TRC20", "en")).toBe("12.5 USDT_TRC20")
    expect(plain(formatAmount("1500.25", "USDT_TRC20", "ru"))).toBe("1 500,25 USDT_TRC20")
    expect(formatAmount("", "BTC", "en")).toBe("–")
  })

  it("formats USD in the locale's currency format, padding but never rounding cents", () => {
    expect(formatUsd("1234.5", "en-US")).toBe("$1,234.50")
    expect(formatUsd("0.3", "en-US")).toBe("$0.30")
    expect(formatUsd("0.123456", "en-US")).toBe("$0.123456")
    expect(formatUsd("-2.5", "en-US")).toBe("-$2.50")
    expect(formatUsd(sumDecimals(["0.1", "0.2"]), "en-US")).toBe("$0.30")
    expect(plain(formatUsd("1234.5", "ru"))).toBe("1 234,50 $")
    expect(plain(formatUsd("98765432109876543.21", "ru"))).toBe("98 765 432 109 876 543,21 $")
    expect(formatUsd(null, "en")).toBe("–")
  })

  it("formats fiat with its ISO code, and falls back for codes that are not currencies", () => {
    expect(plain(formatMoney("12.5", "EUR", "en-US", "code"))).toBe("EUR 12.50")
    expect(plain(formatMoney("12.5", "eur", "ru", "code"))).toBe("12,50 EUR")
    expect(formatMoney("1500", "JPY", "en-US")).toBe("¥1,500")
    expect(formatMoney("1500.5", "JPY", "en-US")).toBe("¥1,500.5")
    expect(formatMoney("12.5", "USDT_TRC20", "en")).toBe("12.5 USDT_TRC20")
  })
})

describe("admin language → Intl locale", () => {
  it("maps the dashboard's language codes", () => {
    expect(intlLocale("ru")).toBe("ru")
    expect(intlLocale("enGB")).toBe("en-GB")
    expect(intlLocale("ptBR")).toBe("pt-BR")
    expect(intlLocale("zhCN")).toBe("zh-CN")
    expect(intlLocale(undefined)).toBe("en")
    expect(intlLocale("not a language!")).toBe("en")
  })

  it("binds the formatters to the language", () => {
    const ru = formattersFor("ru")
    expect(plain(ru.usd("1000"))).toBe("1 000,00 $")
    expect(plain(ru.amount("0.5", "BTC"))).toBe("0,5 BTC")
    expect(ru.day("2026-03-01")).toMatch(/2026/)
    expect(ru.day("2026-03-01")).toMatch(/мар/)
    expect(formattersFor("en").day("2026-03-01")).toBe("Mar 1, 2026")
  })
})

describe("admin sources", () => {
  /** Number(x), parseFloat(x), parseInt(x) or +x where x names money. */
  const MONEY = /amount|balance|usd|fee|received|paid|surplus|surcharge|price|total|sum/i

  function floatsOnMoney(file: { name: string; text: string }): string[] {
    const sf = ts.createSourceFile(file.name, file.text, ts.ScriptTarget.Latest, true, file.name.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
    const found: string[] = []
    const visit = (node: ts.Node) => {
      let operand: ts.Node | undefined
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ["Number", "parseFloat", "parseInt"].includes(node.expression.text)) {
        operand = node.arguments[0]
      } else if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.PlusToken) {
        operand = node.operand
      }
      if (operand && MONEY.test(operand.getText(sf))) found.push(`${file.name}: ${node.getText(sf)}`)
      node.forEachChild(visit)
    }
    visit(sf)
    return found
  }

  it("never turn money into floats (Number/parseFloat/+x on amounts)", () => {
    expect(floatsOnMoney({ name: "x.ts", text: "const a = Number(b.balance_usd) + parseFloat(fee) + +amount; const n = Number(hours)" })).toEqual([
      "x.ts: Number(b.balance_usd)",
      "x.ts: parseFloat(fee)",
      "x.ts: +amount",
    ])
    expect(adminSources().flatMap(floatsOnMoney)).toEqual([])
  })
})
