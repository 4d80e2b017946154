// ESLint (flat config): `npm run lint`. docs/development.md says what runs where.
//
// Type-aware: every file is read with the types of the nearest tsconfig.json (typescript-eslint's
// project service, the same tsconfig an editor uses): tsconfig.json's build set and its unit tests
// (src/tsconfig.json), the admin (src/admin/tsconfig.json), the integration tests
// (integration-tests/tsconfig.json, the browser suite's own), the bench and the scripts. The
// config files at the root go through the project service's default project.
//
// The rules that matter most in a plugin that moves money are the ones about promises and
// unions: a capture or a payout whose promise nobody awaits fails silently, a promise handed to a
// callback slot is never awaited, and a `switch` over a status union that misses a case does
// nothing for the new status.
import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default defineConfig(
  globalIgnores([
    "node_modules/",
    ".medusa/",
    ".cache/",
    ".data/",
    "coverage/",
    "dist/",
    "build/",
    "test-artifacts/",
    // The packaging test's app template: copied into a fresh Medusa app with the plugin installed
    // from its tarball (integration-tests/packaging/run.js), where its imports resolve.
    "integration-tests/packaging/app/",
  ]),
  {
    files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.mjs", "*.ts", ".dependency-cruiser.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Promises: none left floating, none where a callback's result is ignored, no `await` of a
      // value that is not a promise, and no `return promise` inside a try whose catch it skips.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/return-await": ["error", "error-handling-correctness-only"],
      // Throw and reject with errors; a caught value passed on as it came (`unknown`) is fine.
      "@typescript-eslint/only-throw-error": "error",
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingAny: true, allowThrowingUnknown: true }],
      // Every case of a union, or a `default` that says what happens to the others.
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      // `_name`: left out on purpose (a destructured field dropped from a copy, an unused argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests, the bench and the scripts read untyped HTTP bodies, container results and mocks:
    // `any` there is a reading aid, not a hole in the plugin's types. The shipped code has none.
    files: ["**/__tests__/**", "integration-tests/**", "bench/**", "scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // CommonJS: the scripts, the jest and dependency-cruiser configs, the packaging test, the probe.
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // React: the admin extensions, the storefront components, the browser suite's test page.
    files: ["src/admin/**/*.{ts,tsx}", "src/storefront/react/**/*.{ts,tsx}", "integration-tests/browser/storefront/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The storefront's framework-free code and the pay/refund pages' scripts run in the browser too.
    files: ["src/storefront/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  }
)
