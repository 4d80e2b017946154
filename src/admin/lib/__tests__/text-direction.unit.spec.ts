import { textDirection } from "../text-direction"

describe("the admin's text direction", () => {
  it("is right to left for Arabic, Hebrew and Persian, however the admin names them", () => {
    for (const code of ["ar", "he", "fa", "he-IL", "fa_IR", "arSA"]) expect(textDirection(code)).toBe("rtl")
  })
  it("is left to right for every other language, and when none is known", () => {
    for (const code of ["en", "enGB", "ru", "ptBR", "zhCN", "ja", "tr", "", null, undefined]) expect(textDirection(code)).toBe("ltr")
  })
})
