const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

// Tests and CI must not phone home.
process.env.MEDUSA_DISABLE_TELEMETRY ??= "true"

const testType = process.env.TEST_TYPE

module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript", decorators: true, tsx: true }, target: "es2021", transform: { react: { runtime: "automatic" } } },
        // jose@6 is ESM-only: keep `import("jose")` a real dynamic import (jest runs with
        // --experimental-vm-modules), exactly as the CommonJS build does at run time.
        module: { type: "commonjs", ignoreDynamic: true },
      },
    ],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "tsx", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  testTimeout: 30000,
}

if (testType === "integration:http") {
  module.exports.testMatch = ["**/integration-tests/http/**/*.spec.[jt]s"]
  // One embedded Postgres for the whole run when no database is configured.
  module.exports.globalSetup = "./integration-tests/global-setup.js"
  module.exports.globalTeardown = "./integration-tests/global-teardown.js"
  module.exports.testTimeout = 180000
  // Medusa logs every migration at "info"; keep CI output readable. A suite that needs every
  // line (the secret scan) raises it again before Medusa's logger loads.
  process.env.LOG_LEVEL ??= "warn"
  // Tests call the reconciliation themselves; the every-minute job would race their assertions.
  process.env.CRYPTOCLOUD_RECONCILIATION ??= "off"
} else if (testType === "unit") {
  module.exports.testMatch = ["**/src/**/__tests__/**/*.unit.spec.[jt]s"]
}
