// One ledger, checked by a model (README.md beside this file): seeded random sequences of 20-40
// operations over the services, the web forms and /v1, with the invariants checked after every
// step. LEDGER_MODEL_RUNS (default 50: npm test's share; the deep runs ask for thousands) sequences from LEDGER_MODEL_BASE_SEED (default 1), in
// batches of one test each, shared by the two test files beside this one (one vitest worker each,
// so the sequences take half the wall time); LEDGER_MODEL_SEED=<n> replays one sequence.
import { afterAll, afterEach, beforeEach, describe, test, vi } from 'vitest'
import { stopQueueClient } from '~/server/queue.server'
import { fakeEsewaStatus, fakeKhalti } from '../payments/pay-support'
import { checkInvariants, checkMyRent, checkReport, checkTimes, checkViews } from './invariants'
import { LedgerModel } from './model'
import { type Context, OPERATIONS, type OperationName, type Step } from './operations'
import { mulberry32 } from './prng'
import { makeWorld, setToday } from './world'

/** LEDGER_MODEL_OPERATIONS=pay,void,... draws only those. */
const ENABLED = Object.keys(OPERATIONS) as OperationName[]

const enabled = (process.env.LEDGER_MODEL_OPERATIONS?.split(',').map((name) => name.trim()) ?? ENABLED).filter((name): name is OperationName => name in OPERATIONS)
const replay = process.env.LEDGER_MODEL_SEED ? Number(process.env.LEDGER_MODEL_SEED) : null
const runs = replay === null ? Number(process.env.LEDGER_MODEL_RUNS ?? 50) : 1
const baseSeed = replay ?? Number(process.env.LEDGER_MODEL_BASE_SEED ?? 1)
const BATCH = 25
const PROFILE: string[] | null = process.env.LEDGER_MODEL_PROFILE ? [] : null

/** The first day of a sequence: anywhere in two years, so fiscal years, B.S. months and month ends all come round. */
const FIRST_DAY = '2025-04-01'

async function runSequence(seed: number, khalti: Context['khalti']) {
  const rng = mulberry32(seed)
  const start = LedgerModel.add(FIRST_DAY, rng.int(0, 730))
  // pg-boss's timers measure their waits on Date: a sequence that starts before the last one's
  // day would leave them waiting months, re-armed every millisecond (a busy loop). A fresh client
  // per sequence starts its timers on the sequence's own clock.
  await stopQueueClient()
  setToday(start)
  const world = await makeWorld()
  const model = new LedgerModel(start)
  const ctx: Context = { rng, model, world, khalti }
  const weights = Object.fromEntries(enabled.map((name) => [name, OPERATIONS[name].weight])) as Record<OperationName, number>
  const length = rng.int(20, 40)
  const log: string[] = [`start ${start}, landlord ${world.memberId}`]
  const fail = (error: unknown) =>
    new Error(
      [`ledger model: seed ${seed} failed after ${log.length - 1} steps`, `replay: LEDGER_MODEL_SEED=${seed} npx vitest run tests/integration/ledger-model`, ...log, '', String(error instanceof Error ? error.stack : error)].join('\n'),
    )
  for (let index = 0; index < length; index++) {
    let step: Step | null = null
    for (let tries = 0; step === null && tries < 50; tries++) {
      const name: OperationName = index === 0 || model.leases.length === 0 ? 'create' : rng.weighted(weights)
      if (!enabled.includes(name)) continue
      step = await OPERATIONS[name].draw(ctx)
    }
    if (step === null) break
    log.push(`${index + 1}. ${step.describe}`)
    try {
      const began = performance.now()
      await step.run()
      const ran = performance.now()
      await checkInvariants(model, world, step.agreementId, { withApi: step.via !== undefined && step.via !== 'service', report: step.movesMoney === true })
      if (PROFILE) PROFILE.push(`${step.describe.split(' ').slice(0, 2).join(' ')}\t${Math.round(ran - began)}\t${Math.round(performance.now() - ran)}`)
    } catch (error) {
      throw fail(error)
    }
  }
  try {
    await checkReport(model, world.memberId)
    await checkMyRent(model)
    for (const lease of model.leases) await checkViews(model, world, lease.id)
  } catch (error) {
    throw fail(error)
  }
}

/**
 * The sequences of one of the two test files: the first takes the first half of the seeds (and a
 * replayed one), the second the rest.
 */
export function describeSequences(half: 'first' | 'second') {
  const firstHalf = Math.ceil(runs / 2)
  const [from, count] = half === 'first' ? [0, firstHalf] : [firstHalf, runs - firstHalf]
  describe(`one ledger, checked by a model (${half} half of the seeds)`, () => {
    const khalti: Context['khalti'] = {}

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
      fakeKhalti(khalti)
      // The re-check job looks at every landlord's pending payments: an eSewa one of another test
      // in this database gets an answer too (still pending).
      fakeEsewaStatus('PENDING')
    })
    afterEach(() => {
      vi.useRealTimers()
    })
    afterAll(async () => {
      if (PROFILE) console.log([...PROFILE, ...[...checkTimes].map(([name, ms]) => `check ${name}\t${Math.round(ms)}`)].join('\n'))
      await stopQueueClient()
    })

    if (count === 0) test.skip('no seeds in this half', () => {})
    for (let first = from; first < from + count; first += BATCH) {
      const seeds = Array.from({ length: Math.min(BATCH, from + count - first) }, (_, index) => baseSeed + first + index)
      test(`sequences with seeds ${seeds[0]}..${seeds.at(-1)}`, { timeout: 600_000 }, async () => {
        for (const seed of seeds) await runSequence(seed, khalti)
      })
    }
  })
}
