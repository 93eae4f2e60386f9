// Starting and stopping the real server: environment validation, separate web and worker
// roles sharing one database, graceful SIGTERM, and the embedded PostgreSQL.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, inject, test } from 'vitest'
import { sessionCookie } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { freePort, runLauncher, startServer } from '../../support/server-process'

describe('environment validation', () => {
  test('a wrong value stops the start with a message naming the variable', async () => {
    const launched = runLauncher([], { PORT: 'eighty', LOG_LEVEL: 'loud' })
    const { code } = await launched.exited
    expect(code).toBe(1)
    expect(launched.output()).toContain('PORT="eighty"')
    expect(launched.output()).toContain('LOG_LEVEL="loud"')
  })

  test('a separate web process refuses to start without DATABASE_URL', async () => {
    const launched = runLauncher(['--role=web'], { DATABASE_URL: undefined })
    expect((await launched.exited).code).toBe(1)
    expect(launched.output()).toContain('DATABASE_URL is required with --role=web')
  })
})

describe('roles', () => {
  test('/readyz is 503 until a worker runs, then 200; web and worker are separate processes', async () => {
    await prisma.workerHeartbeat.deleteMany()
    const web = await startServer({ args: ['--role=web'] })
    try {
      const before = await fetch(`${web.url}/readyz`)
      expect(before.status).toBe(503)
      expect(await before.json()).toEqual({ status: 'not ready', checks: { database: true, migrations: true, worker: false } })

      const worker = runLauncher(['--role=worker'], {})
      try {
        const deadline = Date.now() + 60_000
        let status = 0
        while (Date.now() < deadline && status !== 200) {
          status = (await fetch(`${web.url}/readyz`)).status
          if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
        }
        expect(status).toBe(200)
      } finally {
        worker.child.kill('SIGTERM')
        expect((await worker.exited).code).toBe(0)
      }
    } finally {
      await web.stop()
    }
    // Two processes start here (migrations, pg-boss): on a busy machine that outlasts the default 30 s.
  }, 90_000)
})

describe('several web processes (WEB_CONCURRENCY)', () => {
  test('two web processes share the port; SIGHUP restarts them one at a time without a refused request; SIGTERM exits 0', async () => {
    // Started without MALLOC_ARENA_MAX, as `node server/index.js` would be outside the start scripts.
    const web = await startServer({ args: ['--role=web'], env: { WEB_CONCURRENCY: '2', MALLOC_ARENA_MAX: undefined } })
    try {
      expect(web.output()).toContain('serving with 2 web processes')
      // Both listen, and the launcher says so once (the bench waits for this line before it measures).
      const listening = Date.now() + 60_000
      while (!web.output().includes('all 2 web processes listening') && Date.now() < listening) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(web.output()).toContain('all 2 web processes listening')
      // Each forked process runs with at most two malloc arenas, as the start scripts run one (ADR 053).
      const forked = childrenOf(web.child.pid as number)
      expect(forked).toHaveLength(2)
      for (const pid of forked) expect(environmentOf(pid)).toContain('MALLOC_ARENA_MAX=2')
      // Requests keep coming while the processes are replaced.
      // Each failure with what it was and when, relative to the signal, so that a failed run says which race it lost.
      const failures: string[] = []
      let answered = 0
      let polling = true
      const signalledAt = Date.now()
      const poll = (async () => {
        while (polling) {
          const sentAt = Date.now() - signalledAt
          const failure = await fetch(`${web.url}/healthz`).then(
            (r) => (r.ok ? undefined : `status ${r.status}`),
            (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
          )
          if (failure === undefined) answered++
          else failures.push(`${failure} (sent ${sentAt} ms after SIGHUP)`)
        }
      })()
      web.child.kill('SIGHUP')
      const deadline = Date.now() + 60_000
      while (!web.output().includes('restart done') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
      polling = false
      await poll
      expect(web.output()).toContain('restart done')
      expect(failures).toEqual([])
      expect(answered).toBeGreaterThan(0)
    } finally {
      const { code } = await web.stop()
      expect(code).toBe(0)
    }
  }, 90_000)

  test('a WEB_CONCURRENCY that is not a whole number from 1 stops the start', async () => {
    const launched = runLauncher(['--role=web'], { WEB_CONCURRENCY: '0' })
    expect((await launched.exited).code).toBe(1)
    expect(launched.output()).toContain('WEB_CONCURRENCY="0"')
  })
})

describe('shutdown', () => {
  test('SIGTERM lets a request in flight finish, then exits 0 within 10 s', async () => {
    const server = await startServer()
    // A form post whose body is still arriving when SIGTERM comes: the server has accepted
    // the request and must finish it before exiting.
    const { port } = new URL(server.url)
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/no-such-page', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': 7 } }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      request.on('error', reject)
      request.write('a=1')
      setTimeout(() => request.end('&b=2'), 1_000)
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const stopped = server.stop()
    const { status, body } = await answered
    expect(status).toBe(404)
    expect(body).toContain('Error 404')
    const { code, ms } = await stopped
    expect(code).toBe(0)
    // The body took about 0.7 s more to arrive; an idle keep-alive connection must not add the
    // 5 s drain limit on top.
    expect(ms).toBeLessThan(4_000)
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  })
})

describe('failures', () => {
  test('when the database goes away, pages answer the 500 page without details and /readyz 503', async () => {
    const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') })
    await admin.connect()
    const database = `bhadaa_vanishing_${process.pid}`
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${inject('databaseTemplate')}`)
    const url = new URL(inject('databaseAdminUrl'))
    url.pathname = `/${database}`
    const server = await startServer({ args: ['--role=web'], env: { DATABASE_URL: url.href } })
    try {
      await admin.query(`DROP DATABASE ${database} WITH (FORCE)`)
      // A session cookie makes the root loader ask the database who is signed in.
      const cookie = (await sessionCookie.serialize('any-token')).split(';')[0]?.replace(/^[^=]+/, '__Host-bhadaa_session')
      const page = await fetch(`${server.url}/`, { headers: { cookie: cookie as string } })
      expect(page.status).toBe(500)
      const html = await page.text()
      expect(html).toContain('Error 500')
      expect(html).toContain('An Error Occurred')
      expect(html).not.toMatch(/database|prisma|at .+\.(ts|js):\d+/i)
      const ready = await fetch(`${server.url}/readyz`)
      expect(ready.status).toBe(503)
      expect((await ready.json()).checks.database).toBe(false)
    } finally {
      await server.stop()
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await admin.end()
    }
  })
})

describe('embedded PostgreSQL', () => {
  test('without DATABASE_URL it starts its own database, serves, and leaves no process behind', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bhadaa-embedded-'))
    try {
      const server = await startServer({
        env: { DATABASE_URL: undefined, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await freePort()) },
        waitFor: '/readyz',
      })
      expect((await fetch(`${server.url}/`)).status).toBe(200)
      const { code, ms } = await server.stop()
      expect(code).toBe(0)
      expect(ms).toBeLessThan(10_000)
      expect(postgresProcessesUsing(dataDir)).toEqual([])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

function postgresProcessesUsing(dataDir: string) {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
  return out.split('\n').filter((line) => line.includes(dataDir) && !line.includes('ps -eo'))
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid)
      } catch {
        return false // it ended while the list was read
      }
    })
    .map(Number)
}

function environmentOf(pid: number) {
  return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
}
