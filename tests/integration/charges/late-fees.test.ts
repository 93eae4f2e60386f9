// Late fees against PostgreSQL: the daily job adds a fee once per charge past its grace
// days (idempotent by its unique key, also when two runs meet), flat or a capped percentage of
// what is unpaid, never on a fee; a waiver keeps it away for good; no rule, no fee; settled
// charges before Bhadaa get none; bad rules are refused with field errors.
import { afterAll, describe, expect, test } from 'vitest'
import { nepalTimeToInstant } from '~/domain/nepal-time'
import { LateFeeRuleSchema, BeforeBhadaaSchema } from '~/schemas/charge-schemas'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { cancelCharge } from '~/services/ledger/extra-charges.server'
import { addLateFees, getLateFeeRule, setLateFeeRule } from '~/services/ledger/late-fees.server'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import { setBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'

afterAll(() => stopQueueClient())

const rule = (fields: Record<string, unknown>) => LateFeeRuleSchema.parse(fields).rule
const flat500 = () => rule({ kind: 'FLAT', graceDays: 5, value: 500 })
/** Just after midnight in Nepal, when the job runs. */
const jobAt = (day: string) => nepalTimeToInstant(day, 0, 15)
const feesOf = (agreementId: number) =>
  prisma.charge.findMany({ where: { agreementId, kind: 'LATE_FEE' }, orderBy: { id: 'asc' }, select: { sourceChargeId: true, amountPaisa: true, dueDate: true, status: true, idempotencyKey: true, lateFeeRuleVersion: true } })
const januaryRent = (agreementId: number) => prisma.charge.findFirstOrThrow({ where: { agreementId, kind: 'RENT' }, orderBy: { dueDate: 'asc' } })

describe('the daily job', () => {
  test('adds a flat fee once, the day after the grace days, due that day; a second run and a concurrent one add nothing', async () => {
    const { member, agreement } = await leasedHouse()
    await setLateFeeRule(member.id, agreement.id, flat500())
    await addLateFees(jobAt('2026-01-10'))
    expect(await feesOf(agreement.id)).toEqual([])
    await addLateFees(jobAt('2026-01-11'))
    const rent = await januaryRent(agreement.id)
    expect(await feesOf(agreement.id)).toEqual([
      { sourceChargeId: rent.id, amountPaisa: 500_00n, dueDate: new Date('2026-01-11'), status: 'DUE', idempotencyKey: `lateFee:${rent.id}`, lateFeeRuleVersion: 1 },
    ])
    await Promise.all([addLateFees(jobAt('2026-01-12')), addLateFees(jobAt('2026-01-12'))])
    await addLateFees(jobAt('2026-02-20'))
    // January's fee once, February's rent (due 02-05) its own, and never a fee on a fee.
    expect((await feesOf(agreement.id)).map((fee) => fee.sourceChargeId)).toEqual([rent.id, expect.any(Number)])
    // February's fee is due the day it is added: due now, overdue from tomorrow.
    expect((await getLedger(member.id, agreement.id, { today: '2026-02-20' })).balance).toMatchObject({ overduePaisa: 2 * 10_000_00 + 500_00, dueNowPaisa: 2 * 10_000_00 + 2 * 500_00 })
    await expectConsistent(agreement.id)
  })

  test('a percentage of what is unpaid, capped; a paid charge earns none', async () => {
    const { member, agreement } = await leasedHouse()
    await setLateFeeRule(member.id, agreement.id, rule({ kind: 'PERCENT', graceDays: 0, value: '10', cap: '500' }))
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 7000, paidOn: '2026-01-05' }), { now: at('2026-01-05') })
    await addLateFees(jobAt('2026-01-06'))
    expect((await feesOf(agreement.id)).map((fee) => fee.amountPaisa)).toEqual([300_00n])
    await setLateFeeRule(member.id, agreement.id, rule({ kind: 'PERCENT', graceDays: 0, value: '10', cap: '500' }))
    await addLateFees(jobAt('2026-02-06'))
    expect((await feesOf(agreement.id)).map((fee) => [fee.amountPaisa, fee.lateFeeRuleVersion])).toEqual([[300_00n, 1], [500_00n, 2]])
  })

  test('a waived fee stays waived: the charge never gets another', async () => {
    const { member, agreement } = await leasedHouse()
    await setLateFeeRule(member.id, agreement.id, flat500())
    await addLateFees(jobAt('2026-01-11'))
    const fee = await prisma.charge.findFirstOrThrow({ where: { agreementId: agreement.id, kind: 'LATE_FEE' } })
    const waived = await cancelCharge(member.id, fee.id, 'First month, forgiven')
    expect(waived).toMatchObject({ status: 'CANCELLED', cancelReason: 'First month, forgiven' })
    await addLateFees(jobAt('2026-01-20'))
    expect(await feesOf(agreement.id)).toHaveLength(1)
    expect((await getLedger(member.id, agreement.id, { today: '2026-01-20' })).balance.overduePaisa).toBe(10_000_00)
  })

  test('no rule, a removed rule or a terminated agreement: no fee', async () => {
    const none = await leasedHouse()
    const removed = await leasedHouse()
    await setLateFeeRule(removed.member.id, removed.agreement.id, flat500())
    expect(await setLateFeeRule(removed.member.id, removed.agreement.id, rule({ kind: 'NONE' }))).toBeNull()
    expect(await getLateFeeRule(removed.member.id, removed.agreement.id)).toBeNull()
    const ended = await leasedHouse()
    await setLateFeeRule(ended.member.id, ended.agreement.id, flat500())
    await terminateAgreement(ended.member.id, ended.agreement.id, { now: at('2026-01-06') })
    await addLateFees(jobAt('2026-01-20'))
    for (const { agreement } of [none, removed, ended]) expect(await feesOf(agreement.id)).toEqual([])
  })

  test('charges settled before Bhadaa earn none, and an unpaid fee on one is cancelled', async () => {
    const { member, agreement } = await leasedHouse()
    await setLateFeeRule(member.id, agreement.id, flat500())
    await addLateFees(jobAt('2026-01-11'))
    await setBeforeBhadaa(member.id, agreement.id, BeforeBhadaaSchema.parse({ paidUpTo: '2026-02-28' }))
    expect((await feesOf(agreement.id)).map((fee) => fee.status)).toEqual(['CANCELLED'])
    await addLateFees(jobAt('2026-02-20'))
    expect(await feesOf(agreement.id)).toHaveLength(1)
  })
})

describe('the rule', () => {
  test('bad rules are refused with field errors: negative or zero amounts, a percentage above 100 or of 0, grace days out of range', () => {
    const fieldsOf = (input: Record<string, unknown>) => {
      const parsed = LateFeeRuleSchema.safeParse(input)
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))
    }
    expect(fieldsOf({ kind: 'FLAT', graceDays: 5, value: -500 })).toEqual(['value'])
    expect(fieldsOf({ kind: 'FLAT', graceDays: 5, value: 0 })).toEqual(['value'])
    expect(fieldsOf({ kind: 'PERCENT', graceDays: 5, value: 150 })).toEqual(['value'])
    expect(fieldsOf({ kind: 'PERCENT', graceDays: 5, value: '0' })).toEqual(['value'])
    expect(fieldsOf({ kind: 'FLAT', graceDays: -1, value: 100, cap: -5 })).toEqual(['graceDays', 'cap'])
    expect(fieldsOf({ kind: 'SOMETIMES' })).toEqual(['kind'])
    expect(fieldsOf({ kind: 'NONE', graceDays: 'x' })).toEqual([])
  })

  test('each change is a new version; another member’s agreement is not found', async () => {
    const { member, agreement } = await leasedHouse()
    expect(await setLateFeeRule(member.id, agreement.id, flat500())).toEqual({ kind: 'FLAT', graceDays: 5, value: 500_00, capPaisa: null, version: 1 })
    expect(await setLateFeeRule(member.id, agreement.id, rule({ kind: 'PERCENT', graceDays: 3, value: '2.5' }))).toMatchObject({ kind: 'PERCENT', value: 2.5, version: 2 })
    const other = await leasedHouse()
    await expect(getLateFeeRule(other.member.id, agreement.id)).rejects.toThrow('Agreement Not Found')
  })
})
