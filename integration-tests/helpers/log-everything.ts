// Imported first by suites that scan log output: Medusa's logger reads LOG_LEVEL once, on load.
process.env.LOG_LEVEL = "debug"
