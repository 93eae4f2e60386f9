import { describe, expect, test } from 'vitest'
import { type ExistingCharge, planAgreementChange, renewalCarryOver, renewalTerms } from './agreement-change'
import { type AgreementTerms, buildRentSchedule } from './rent-schedule'

const TERMS: AgreementTerms<number> = {
  calendar: 'AD',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  leaseAmountPaisa: 10_000_00,
  paymentIntervalMonths: 1,
  paymentDayOfMonth: 1,
  utilities: [{ utilityId: 7, pricePaisa: 500_00, paymentIntervalMonths: 1, paymentDayOfMonth: 1 }],
}

/** The ledger as the service stores it: the schedule of `terms`, ids from 1, paid in full up to `paidUntil` (a due date). */
function ledgerOf(terms: AgreementTerms<number>, paidUntil = ''): ExistingCharge<number>[] {
  return buildRentSchedule(terms).map((charge, index) => {
    const paid = charge.dueDate <= paidUntil
    return {
      id: index + 1,
      kind: charge.kind,
      utilityId: charge.utilityId,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      dueDate: charge.dueDate,
      amountPaisa: charge.amountPaisa,
      paidPaisa: paid ? charge.amountPaisa : 0,
      status: paid ? 'PAID' : 'DUE',
    }
  })
}
const rentOf = <C extends { kind: string }>(charges: readonly C[]) => charges.filter((charge) => charge.kind === 'RENT')
const keptRent = (kept: ReturnType<typeof planAgreementChange<number>>['kept']) => kept.filter(({ charge }) => charge.kind === 'RENT')

describe('planAgreementChange: a new rent from an effective date', () => {
  const existing = ledgerOf(TERMS, '2026-03-01') // January to March paid
  const plan = planAgreementChange(existing, { ...TERMS, leaseAmountPaisa: 12_000_00 }, '2026-05-01')

  test('charges due before the effective date and paid charges stay as they are', () => {
    const untouchedDueDates = plan.untouched.map((charge) => `${charge.kind}:${charge.dueDate}`)
    expect(untouchedDueDates).toEqual([
      'RENT:2026-01-01', 'UTILITY:2026-01-01', 'RENT:2026-02-01', 'UTILITY:2026-02-01',
      'RENT:2026-03-01', 'UTILITY:2026-03-01', 'RENT:2026-04-01', 'UTILITY:2026-04-01',
    ])
    expect(rentOf(plan.untouched).every((charge) => charge.amountPaisa === 10_000_00)).toBe(true)
  })

  test('later rent charges keep their ids with the new amount; unchanged utilities are kept as they are', () => {
    const rent = keptRent(plan.kept)
    expect(rent.map(({ charge }) => charge.dueDate)).toEqual(['2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01'])
    expect(rent.every(({ next, changed }) => next.amountPaisa === 12_000_00 && changed)).toBe(true)
    expect(rent.every(({ charge, next }) => charge.periodStart === next.periodStart)).toBe(true)
    const utilities = plan.kept.filter(({ charge }) => charge.kind === 'UTILITY')
    expect(utilities).toHaveLength(8)
    expect(utilities.every(({ changed }) => !changed)).toBe(true)
    expect(plan.created).toEqual([])
    expect(plan.cancelled).toEqual([])
  })

  test('totals exact to the paisa: 4 months at the old rent, 8 at the new, 12 months of water', () => {
    expect(plan.totals.beforePaisa).toBe(12 * 10_000_00 + 12 * 500_00)
    expect(plan.totals.afterPaisa).toBe(4 * 10_000_00 + 8 * 12_000_00 + 12 * 500_00)
  })
})

describe('planAgreementChange: paid charges are never touched', () => {
  test('a charge paid ahead, due after the effective date, keeps its amount and nothing is charged again for it', () => {
    const existing = ledgerOf(TERMS, '2026-06-01') // paid through June, ahead of the change
    const plan = planAgreementChange(existing, { ...TERMS, leaseAmountPaisa: 12_000_00 }, '2026-05-01')
    expect(rentOf(plan.untouched).filter((charge) => charge.dueDate >= '2026-05-01').map((charge) => charge.amountPaisa)).toEqual([10_000_00, 10_000_00])
    expect(keptRent(plan.kept).map(({ charge }) => charge.dueDate)[0]).toBe('2026-07-01')
    expect(plan.created).toEqual([])
    expect(plan.totals.afterPaisa).toBe(6 * 10_000_00 + 6 * 12_000_00 + 12 * 500_00)
  })

  test('a partly paid charge is untouched too', () => {
    const existing = ledgerOf(TERMS).map((charge) =>
      charge.kind === 'RENT' && charge.dueDate === '2026-05-01' ? { ...charge, paidPaisa: 1_00, status: 'PARTIAL' as const } : charge,
    )
    const plan = planAgreementChange(existing, { ...TERMS, leaseAmountPaisa: 12_000_00 }, '2026-05-01')
    expect(plan.untouched.some((charge) => charge.kind === 'RENT' && charge.dueDate === '2026-05-01')).toBe(true)
    expect(keptRent(plan.kept).map(({ charge }) => charge.dueDate)[0]).toBe('2026-06-01')
  })

  test('cancelled charges, and charges the schedule does not make, stay as they are', () => {
    const extra: ExistingCharge<number> = { id: 99, kind: 'LATE_FEE', utilityId: null, periodStart: '2026-08-10', periodEnd: '2026-08-10', dueDate: '2026-08-10', amountPaisa: 500_00, paidPaisa: 0, status: 'DUE' }
    const metered: ExistingCharge<number> = { ...extra, id: 100, kind: 'METERED', utilityId: 8 }
    const cancelled: ExistingCharge<number> = { ...extra, id: 101, kind: 'RENT', status: 'CANCELLED' }
    const plan = planAgreementChange([...ledgerOf(TERMS), extra, metered, cancelled], { ...TERMS, endDate: '2026-06-30' }, '2026-05-01')
    expect(plan.untouched).toEqual(expect.arrayContaining([extra, metered, cancelled]))
    expect(plan.cancelled.map((charge) => charge.id)).not.toContain(99)
    expect(plan.totals.afterPaisa).toBe(6 * 10_000_00 + 6 * 500_00 + 2 * 500_00)
  })
})

describe('planAgreementChange: end date, payment day, utilities, interval', () => {
  test('an earlier end date cancels the later open charges and prorates the new last period, keeping its id', () => {
    const existing = ledgerOf(TERMS, '2026-02-01')
    const plan = planAgreementChange(existing, { ...TERMS, endDate: '2026-09-15' }, '2026-04-01')
    expect(rentOf(plan.cancelled).map((charge) => charge.dueDate)).toEqual(['2026-10-01', '2026-11-01', '2026-12-01'])
    const september = keptRent(plan.kept).find(({ charge }) => charge.dueDate === '2026-09-01')!
    expect(september.next).toMatchObject({ periodEnd: '2026-09-15', amountPaisa: 5_000_00, isProrated: true }) // 15 of 30 days
    expect(september.changed).toBe(true)
    expect(plan.totals.afterPaisa).toBe(8 * 10_000_00 + 5_000_00 + 8 * 500_00 + 250_00)
  })

  test('a later end date creates the new periods', () => {
    const plan = planAgreementChange(ledgerOf(TERMS), { ...TERMS, endDate: '2027-02-28' }, '2026-06-01')
    expect(plan.created.map((charge) => `${charge.kind}:${charge.dueDate}`)).toEqual(['RENT:2027-01-01', 'UTILITY:2027-01-01', 'RENT:2027-02-01', 'UTILITY:2027-02-01'])
    expect(plan.kept.every(({ changed }) => !changed)).toBe(true)
    expect(plan.totals.afterPaisa - plan.totals.beforePaisa).toBe(2 * 10_500_00)
  })

  test('a new payment day moves due dates but keeps identities; a period already due is not charged twice', () => {
    // Effective 10 May: May's rent (due 1 May) stays; the new schedule's May rent, due 15 May, would
    // charge the same month again and is dropped.
    const plan = planAgreementChange(ledgerOf(TERMS), { ...TERMS, paymentDayOfMonth: 15 }, '2026-05-10')
    expect(plan.created).toEqual([])
    expect(keptRent(plan.kept).map(({ next }) => next.dueDate)).toEqual(['2026-06-15', '2026-07-15', '2026-08-15', '2026-09-15', '2026-10-15', '2026-11-15', '2026-12-15'])
    expect(plan.totals.afterPaisa).toBe(plan.totals.beforePaisa)
  })

  test('a utility removed from the terms cancels its open charges; one added starts with the next due date', () => {
    const withoutWater = planAgreementChange(ledgerOf(TERMS), { ...TERMS, utilities: [] }, '2026-07-01')
    expect(withoutWater.cancelled.map((charge) => charge.kind)).toEqual(Array(6).fill('UTILITY'))
    const internet = { utilityId: 9, pricePaisa: 1_000_00, paymentIntervalMonths: 1, paymentDayOfMonth: 1 }
    const withInternet = planAgreementChange(ledgerOf(TERMS), { ...TERMS, utilities: [...TERMS.utilities!, internet] }, '2026-07-10')
    expect(withInternet.created.map((charge) => `${charge.utilityId}:${charge.dueDate}`)).toEqual(['9:2026-08-01', '9:2026-09-01', '9:2026-10-01', '9:2026-11-01', '9:2026-12-01'])
  })

  test('monthly to quarterly after April was paid ahead: May-June are charged pro rata, the rest by quarter', () => {
    const noUtilities = { ...TERMS, utilities: [] }
    const existing = ledgerOf(noUtilities, '2026-04-01')
    const plan = planAgreementChange(existing, { ...noUtilities, paymentIntervalMonths: 3 }, '2026-03-15')
    // April to June is 91 days; April (30) is paid, so May-June is 61/91 of Rs. 30,000 = Rs. 20,109.89.
    const mayJune = plan.kept.find(({ next }) => next.periodStart === '2026-05-01')!
    expect(mayJune.charge.dueDate).toBe('2026-05-01')
    expect(mayJune.next).toMatchObject({ periodEnd: '2026-06-30', dueDate: '2026-04-01', amountPaisa: 20_109_89, isProrated: true })
    expect(plan.kept.map(({ charge, next }) => `${charge.id}:${next.periodStart}..${next.periodEnd}`)).toEqual([
      '5:2026-05-01..2026-06-30', '7:2026-07-01..2026-09-30', '10:2026-10-01..2026-12-31',
    ])
    expect(plan.cancelled.map((charge) => charge.id)).toEqual([6, 8, 9, 11, 12])
    expect(plan.totals.afterPaisa).toBe(4 * 10_000_00 + 20_109_89 + 2 * 30_000_00)
  })

  test('changing nothing changes nothing', () => {
    const existing = ledgerOf(TERMS, '2026-03-01')
    const plan = planAgreementChange(existing, TERMS, '2026-03-15')
    expect(plan.cancelled).toEqual([])
    expect(plan.created).toEqual([])
    expect(plan.kept.every(({ changed }) => !changed)).toBe(true)
    expect(plan.totals.afterPaisa).toBe(plan.totals.beforePaisa)
  })

  test('a B.S. agreement keeps its months: each kept charge is matched by the B.S. period it starts', () => {
    const bsTerms: AgreementTerms<number> = { ...TERMS, calendar: 'BS', startDate: '2025-07-17', endDate: '2026-07-16', utilities: [] } // Shrawan 1, 2082 to Ashadh end 2083
    const plan = planAgreementChange(ledgerOf(bsTerms), { ...bsTerms, leaseAmountPaisa: 11_000_00 }, '2026-01-01')
    expect(plan.created).toEqual([])
    expect(plan.kept.every(({ charge, next }) => charge.periodStart === next.periodStart && next.amountPaisa === 11_000_00)).toBe(true)
    expect(plan.untouched.length + plan.kept.length).toBe(12)
  })

  test('refuses a bad effective date', () => {
    expect(() => planAgreementChange([], TERMS, '2026-13-01')).toThrow(RangeError)
  })
})

describe('renewalTerms', () => {
  const increasing: AgreementTerms<number> = { ...TERMS, startDate: '2024-01-01', endDate: '2025-12-31', incrementPercentage: 10, incrementIntervalYears: 1 }

  test('continues from the day after the end, at the rent in force on the last day', () => {
    const result = renewalTerms(increasing, { endDate: '2027-12-31' })
    expect(result).toMatchObject({ ok: true, terms: { startDate: '2026-01-01', endDate: '2027-12-31', leaseAmountPaisa: 11_000_00, incrementPercentage: 10, calendar: 'AD' } })
  })

  test('new terms replace the old ones; null clears the increment', () => {
    const result = renewalTerms(increasing, { endDate: '2026-12-31', leaseAmountPaisa: 15_000_00, paymentDayOfMonth: 5, incrementPercentage: null, incrementIntervalYears: null, utilities: [] })
    expect(result).toMatchObject({ ok: true, terms: { leaseAmountPaisa: 15_000_00, paymentDayOfMonth: 5, incrementPercentage: null, utilities: [] } })
  })

  test('an end before the new start, or a terminated agreement, is refused', () => {
    expect(renewalTerms(TERMS, { endDate: '2026-12-31' })).toMatchObject({ ok: false, issues: [{ field: 'endDate' }] })
    expect(renewalTerms({ ...TERMS, terminatedOn: '2026-06-01' }, { endDate: '2027-12-31' })).toMatchObject({ ok: false, issues: [{ field: 'terminatedOn' }] })
  })

  test('carries over the deposit and the net balance (owed minus credit)', () => {
    const charges = [
      { amountPaisa: 100_00, paidPaisa: 100_00, status: 'PAID' as const },
      { amountPaisa: 100_00, paidPaisa: 40_00, status: 'PARTIAL' as const },
      { amountPaisa: 100_00, paidPaisa: 0, status: 'CANCELLED' as const },
    ]
    expect(renewalCarryOver({ depositPaisa: 20_000_00, charges, unallocatedPaisa: 0 })).toEqual({ depositPaisa: 20_000_00, balancePaisa: 60_00 })
    expect(renewalCarryOver({ depositPaisa: 0, charges: charges.slice(0, 1), unallocatedPaisa: 250_00 })).toEqual({ depositPaisa: 0, balancePaisa: -250_00 })
  })
})

describe('planAgreementChange: charges settled before Bhadaa are skipped', () => {
  test('a BEFORE_BHADAA charge due after the effective date stays as it is and its days are not charged again', () => {
    // Paid up to the end of May outside Bhadaa; the change is from 1 May.
    const existing = ledgerOf(TERMS).map((charge) =>
      charge.periodEnd <= '2026-05-31' ? { ...charge, status: 'BEFORE_BHADAA' as const } : charge,
    )
    const plan = planAgreementChange(existing, { ...TERMS, leaseAmountPaisa: 12_000_00 }, '2026-05-01')
    const may = plan.untouched.find((charge) => charge.kind === 'RENT' && charge.dueDate === '2026-05-01')
    expect(may).toMatchObject({ status: 'BEFORE_BHADAA', amountPaisa: 10_000_00 })
    expect(plan.kept.some(({ charge }) => charge.status === 'BEFORE_BHADAA')).toBe(false)
    expect(plan.cancelled).toEqual([])
    expect(plan.created).toEqual([])
    expect(keptRent(plan.kept).map(({ charge }) => charge.dueDate)[0]).toBe('2026-06-01')
    expect(plan.totals.afterPaisa).toBe(5 * 10_000_00 + 7 * 12_000_00 + 12 * 500_00)
  })

  test('METERED, EXTRA and LATE_FEE charges are never touched, even unpaid and due later', () => {
    const others: ExistingCharge<number>[] = (['METERED', 'EXTRA', 'LATE_FEE'] as const).map((kind, index) => ({
      id: 100 + index, kind, utilityId: null, periodStart: '2026-08-01', periodEnd: '2026-08-01', dueDate: '2026-08-10', amountPaisa: 1_23, paidPaisa: 0, status: 'DUE',
    }))
    const plan = planAgreementChange([...ledgerOf(TERMS), ...others], { ...TERMS, endDate: '2026-06-30' }, '2026-05-01')
    expect(plan.untouched.filter((charge) => charge.id >= 100).map((charge) => charge.kind)).toEqual(['METERED', 'EXTRA', 'LATE_FEE'])
    expect(plan.cancelled.every((charge) => charge.kind === 'RENT' || charge.kind === 'UTILITY')).toBe(true)
    expect(plan.totals.afterPaisa).toBe(6 * 10_000_00 + 6 * 500_00 + 3 * 1_23)
  })
})
