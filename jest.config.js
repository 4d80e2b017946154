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

// Integration sets, by folder (docs/development.md):
//   http  — `npm test`: every user flow end to end, suites sharing an app per config;
//   deep  — `npm run test:all` adds them: the randomized payment and payout sequences;
//   long  — `npm run test:all` adds them: real `medusa start` servers, SIGKILL, log scans;
//   redis — the many-instances profile (REDIS_URL): Redis event bus, workflow engine, locking.
const INTEGRATION_SETS = { "integration:http": "http", "integration:deep": "deep", "integration:long": "long", "integration:redis": "redis" }

if (INTEGRATION_SETS[testType]) {
  module.exports.testMatch = [`**/integration-tests/${INTEGRATION_SETS[testType]}/**/*.spec.[jt]s`]
  // Three files at once on a 2-core machine: most of a test's time is waiting (the sandbox, the
  // webhook's delay, polling), so a third worker still gains. Longest file first, also on a
  // fresh clone, so the workers finish together. One at a time on Redis: apps sharing one Redis
  // would share its event queue and take each other's events.
  // The two files of deep, side by side.
  module.exports.maxWorkers = process.env.REDIS_URL ? 1 : testType === "integration:http" ? 3 : testType === "integration:deep" ? 2 : 1
  module.exports.testSequencer = "./integration-tests/sequencer.js"
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
  module.exports.maxWorkers = 2
}
