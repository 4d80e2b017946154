// Prettier: `npm run format` writes, `npm run format:check` checks (CI). Settled once to the
// code's own style: no semicolons, double quotes, long lines, trailing commas where ES5 allows.
/** @type {import("prettier").Config} */
export default {
  semi: false,
  printWidth: 160,
  trailingComma: "es5",
  // Template literals stay byte for byte: html`…` is the pay and refund pages' markup (tests
  // compare it), and the bench's SQL and CSS strings are what they send.
  embeddedLanguageFormatting: "off",
}
