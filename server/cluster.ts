// Several web processes on one port: `--role=web` with WEB_CONCURRENCY above 1 makes the
// launcher a primary that forks that many workers with node:cluster (each one the usual web role,
// sharing the listening socket) and only supervises them.
// - SIGTERM / SIGINT: every worker drains as a single process does (server/drain.ts), then the
//   primary exits 0.
// - SIGHUP: a rolling restart, one worker at a time: a new one is forked and listening before the
//   old one is told to drain, so the port never goes unanswered (a new build is picked up).
// - A worker that dies unasked is replaced after a second.
// - "all N web processes listening" is logged once every first worker listens.
import cluster, { type Worker } from 'node:cluster'

type Options = {
  count: number
  /** How long a worker may take to stop before it is killed (its grace period and more). */
  stopLimitMs: number
  log: (message: string) => void
}

export function superviseWebWorkers({ count, stopLimitMs, log }: Options): void {
  let stopping = false
  const restarting = new Set<Worker>()

  const fork = () => {
    // Every web process with at most two malloc arenas (ADR 053), even when the primary was started without it.
    const worker = cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' })
    worker.once('exit', (code, signal) => {
      if (stopping || restarting.has(worker)) return
      log(`web process ${worker.process.pid} exited (${signal ?? code}); starting another`)
      setTimeout(() => !stopping && fork(), 1_000).unref()
    })
    return worker
  }

  const stopWorker = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve()
      const limit = setTimeout(() => worker.process.kill('SIGKILL'), stopLimitMs)
      worker.once('exit', () => {
        clearTimeout(limit)
        resolve()
      })
      worker.process.kill('SIGTERM')
    })

  const listening = (worker: Worker) =>
    new Promise<boolean>((resolve) => {
      worker.once('listening', () => resolve(true))
      worker.once('exit', () => resolve(false))
    })

  let rolling = false
  process.on('SIGHUP', () => {
    if (stopping || rolling) return
    rolling = true
    void (async () => {
      log(`SIGHUP: restarting ${count} web processes one at a time`)
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue
        if (!(await listening(fork()))) log('a new web process failed to start; keeping the old one')
        else {
          restarting.add(old)
          await stopWorker(old)
        }
      }
      rolling = false
      log('restart done')
    })()
  })

  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal} received, draining ${Object.keys(cluster.workers ?? {}).length} web processes`)
    void Promise.all(Object.values(cluster.workers ?? {}).map((worker) => (worker ? stopWorker(worker) : undefined))).then(() => process.exit(0))
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))

  const first = Array.from({ length: count }, fork)
  log(`serving with ${count} web processes (WEB_CONCURRENCY)`)
  // Said once every first process listens: until then the first ones answer alone (the bench waits for it).
  void Promise.all(first.map(listening)).then((up) => up.every(Boolean) && log(`all ${count} web processes listening`))
}
