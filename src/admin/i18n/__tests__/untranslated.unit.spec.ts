/**
 * No user-visible English in the admin code: JSX text, visible props (title=, placeholder=,
 * label=, aria-label=, description=…), prompt and toast texts and English sentences in string
 * literals must go through t(). A static scan of src/admin (see untranslated-check.ts for the
 * rules and the short allowlist).
 */
import { adminSources } from "./admin-sources"
import { ALLOWLIST, findUntranslated } from "./untranslated-check"

const scan = (text: string, name = "example.tsx") => findUntranslated([{ name, text }])

describe("admin sources", () => {
  it("contain no untranslated user-visible text", () => {
    const files = adminSources()
    expect(files.map((f) => f.name)).toEqual(expect.arrayContaining(["routes/cryptocloud/page.tsx", "widgets/order-crypto-payment.tsx"]))
    const findings = findUntranslated(files).map((f) => `${f.at} [${f.rule}] ${JSON.stringify(f.text)}`)
    expect(findings).toEqual([])
  })

  it("keep the allowlist short and explained", () => {
    expect(ALLOWLIST.length).toBeLessThanOrEqual(5)
    for (const entry of ALLOWLIST) expect(entry.why.length).toBeGreaterThan(3)
  })
})

describe("the untranslated-text scan catches", () => {
  it("JSX text and literal JSX children", () => {
    expect(scan(`const A = () => <Button>Save</Button>`)).toEqual([{ at: "example.tsx:1", text: "Save", rule: "jsx-text" }])
    expect(scan(`const A = ({ n }) => <Button>{n > 0 ? \`Wait \${n} s\` : "Withdraw"}</Button>`).map((f) => f.text)).toEqual(["Wait ${…} s", "Withdraw"])
  })

  it("literal visible props", () => {
    const code = [
      `<Input placeholder="Address" />`,
      `<X title={"Cancel invoice"} />`,
      `<X aria-label="From" />`,
      `<RadioGroup.ChoiceBox label="Order first" description={ok ? "Yes" : "No"} />`,
    ].join("\n")
    expect(scan(`const A = () => <>${code}</>`).map((f) => [f.text, f.rule])).toEqual([
      ["Address", "visible-prop"],
      ["Cancel invoice", "visible-prop"],
      ["From", "visible-prop"],
      ["Order first", "visible-prop"],
      ["Yes", "visible-prop"],
      ["No", "visible-prop"],
    ])
  })

  it("prompt and toast texts, option labels and English sentences in code", () => {
    const code = [
      `prompt({ title: "Send this withdrawal?", confirmText: "Send" })`,
      `toast.success("Settings saved")`,
      `const PRESETS = [{ value: "7d", label: "Last 7 days" }]`,
      `errors.amount = "Enter an amount."`,
      `const why = \`Only \${x} is available\``,
    ].join("\n")
    expect(scan(code, "example.ts").map((f) => [f.text, f.rule])).toEqual([
      ["Send this withdrawal?", "visible-prop"],
      ["Send", "visible-prop"],
      ["Settings saved", "visible-call"],
      ["Last 7 days", "visible-prop"],
      ["Enter an amount.", "prose"],
      ["Only ${…} is available", "prose"],
    ])
  })

  it("nothing in what people never read: keys, class names, test ids, codes, imports", () => {
    const code = [
      `import { Button } from "@medusajs/ui"`,
      `type Flow = "after payment" | "before payment"`,
      `const A = () => (`,
      `  <div className="flex items-center gap-x-2" data-testid="balances-section" role="list">`,
      `    <Badge color="green" size="2xsmall">{t("cryptocloud.common.test")}</Badge>`,
      `    <Input placeholder="0.00" inputMode="decimal" aria-label={t("cryptocloud.period.from")} />`,
      `    <span className={clx("text-ui-fg-subtle flex", x && "hidden sm:block")}>{"–"}</span>`,
      `  </div>`,
      `)`,
      `const KEYS = { created: "cryptocloud.invoiceStatus.created" }`,
      `if (status === "created") code = "CRYPTOCLOUD_RATE_LIMITED"`,
    ].join("\n")
    expect(scan(code)).toEqual([])
  })
})
