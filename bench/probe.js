/**
 * Preloaded into the bench's Medusa processes (`node --require bench/probe.js …`). It changes
 * nothing the app does; on request over the IPC channel it reports:
 *  - `probe:stats`  — SQL statements since the last `probe:reset`: count and time, per plugin
 *    table (`cryptocloud_*`) and for everything else, plus transactions begun;
 *  - `probe:profile-start` / `probe:profile-stop { file }` — a V8 CPU profile of this process
 *    (what `node --cpu-prof` records), for a chosen window only;
 *  - `probe:memory` — heap after a forced GC (when started with --expose-gc);
 *  - `probe:usage` — process.memoryUsage() as it is, no GC (sampled while a request runs).
 * Plain JavaScript on purpose: it is loaded before ts-node exists in the process.
 */
"use strict"
const fs = require("node:fs")
const path = require("node:path")

if (typeof process.send === "function") {
  const stats = { statements: 0, ms: 0, begins: 0, tables: {} }
  const reset = () => {
    stats.statements = 0
    stats.ms = 0
    stats.begins = 0
    stats.tables = {}
  }
  // The plugin's tables by name wherever they appear (not the provider id "pp_cryptocloud_cryptocloud"
  // inside Medusa's queries); other statements by the first table they name.
  const PLUGIN_TABLE = /\b(cryptocloud_(?:invoice|setting|postback|withdrawal|refund|attention[a-z_]*|static[a-z_]*|customer[a-z_]*))\b/
  const FIRST_TABLE = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i
  const bucketOf = (text) => {
    const plugin = PLUGIN_TABLE.exec(text)
    if (plugin) return plugin[1]
    if (/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) return "(transaction control)"
    const table = FIRST_TABLE.exec(text)
    return table ? table[1] : "(other)"
  }
  const note = (text, started) => {
    const took = performance.now() - started
    stats.statements++
    stats.ms += took
    if (/^\s*begin\b/i.test(text)) stats.begins++
    const bucket = bucketOf(text)
    const entry = (stats.tables[bucket] ??= { statements: 0, ms: 0 })
    entry.statements++
    entry.ms += took
  }

  // Every copy of `pg` in the tree (knex's and MikroORM's may differ).
  const candidates = [
    () => require.resolve("pg", { paths: [process.cwd()] }),
    () => require.resolve("pg", { paths: [path.dirname(require.resolve("@mikro-orm/postgresql", { paths: [process.cwd()] }))] }),
    () => require.resolve("pg", { paths: [path.dirname(require.resolve("knex", { paths: [process.cwd()] }))] }),
  ]
  const patched = new Set()
  for (const find of candidates) {
    let file
    try {
      file = find()
    } catch {
      continue
    }
    if (patched.has(file)) continue
    patched.add(file)
    const { Client } = require(file)
    const original = Client.prototype.query
    Client.prototype.query = function probedQuery(config, values, callback) {
      const text = typeof config === "string" ? config : String((config && config.text) || "")
      const started = performance.now()
      if (typeof values === "function") {
        const cb = values
        return original.call(this, config, (...args) => (note(text, started), cb(...args)))
      }
      if (typeof callback === "function") {
        return original.call(this, config, values, (...args) => (note(text, started), callback(...args)))
      }
      if (config && typeof config.submit === "function") {
        config.once?.("end", () => note(text, started))
        return original.call(this, config, values, callback)
      }
      const result = original.call(this, config, values, callback)
      if (result && typeof result.then === "function")
        result.then(
          () => note(text, started),
          () => note(text, started)
        )
      return result
    }
  }

  let session = null
  const post = (method, params = {}) =>
    new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))))

  const handlers = {
    "probe:reset": async () => (reset(), {}),
    "probe:stats": async () => JSON.parse(JSON.stringify(stats)),
    "probe:profile-start": async () => {
      const inspector = require("node:inspector")
      session = new inspector.Session()
      session.connect()
      await post("Profiler.enable")
      await post("Profiler.setSamplingInterval", { interval: 500 })
      await post("Profiler.start")
      return {}
    },
    "probe:profile-stop": async (message) => {
      const { profile } = await post("Profiler.stop")
      session.disconnect()
      session = null
      fs.mkdirSync(path.dirname(message.file), { recursive: true })
      fs.writeFileSync(message.file, JSON.stringify(profile))
      return { file: message.file }
    },
    "probe:usage": async () => process.memoryUsage(),
    "probe:memory": async () => {
      if (typeof global.gc === "function") {
        for (let i = 0; i < 3; i++) {
          global.gc()
          await new Promise((resolve) => setImmediate(resolve))
        }
      }
      return process.memoryUsage()
    },
  }

  process.on("message", (message) => {
    const handler = message && handlers[message.type]
    if (!handler) return
    handler(message).then(
      (result) => process.send({ type: `${message.type}:done`, id: message.id, result }),
      (error) => process.send({ type: `${message.type}:error`, id: message.id, error: String((error && error.stack) || error) })
    )
  })
}
