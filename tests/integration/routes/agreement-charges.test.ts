// The agreement page's charge forms (and its statement and Changes section) called directly: Before Bhadaa posts to
// /agreements/:id with its intent; bad input is a 400 with field errors and changes nothing.
import { describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { AgreementChangeSchema } from '~/schemas/agreement-change-schemas'
import { changeAgreement } from '~/services/agreements/changes.server'
import { prisma } from '~/server/db.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { leasedHouse } from '../ledger/support'
import { aYearFromToday } from '../properties/support'
import { signedInMember } from './support'

/** A lease from 2024 that is still current: the routes run at the real time. */
async function landlordWithOldLease() {
  const lease = await leasedHouse({ startDate: '2024-01-01', endDate: aYearFromToday() })
  return { ...lease, cookie: await signedInCookie(lease.member.id) }
}

const beforeBhadaaForm = (overrides: Record<string, string> = {}) => ({
  intent: 'before-bhadaa',
  calendarType: 'AD',
  paidUpTo: '2026-01-31',
  balance: 'NONE',
  amount: '',
  ...overrides,
})

const settled = (agreementId: number) => prisma.charge.count({ where: { agreementId, status: 'BEFORE_BHADAA' } })

describe('Before Bhadaa (intent before-bhadaa)', () => {
  test('settles the charges up to the day and says so; the page shows it', async () => {
    const { agreement, cookie } = await landlordWithOldLease()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, beforeBhadaaForm({ balance: 'OWED', amount: '2500' }), { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/agreements/${agreement.id}#before-bhadaa`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'beforeBhadaa.saved', { date: '2026-01-31' }) })
    expect(await settled(agreement.id)).toBe(25)
    const page = await callRoute(pageGet(`/agreements/${agreement.id}`, { cookie }))
    expect(page.data.beforeBhadaa).toEqual({ paidUpTo: '2026-01-31', openingBalancePaisa: 2_500_00, settledCount: 25, settledPaisa: 25 * 10_000_00 })
    expect(page.data.paidUpToInCalendar).toBe('2026-01-31')
  })

  test('a negative amount is 400 on the amount field, and nothing changes', async () => {
    const { agreement, cookie } = await landlordWithOldLease()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, beforeBhadaaForm({ balance: 'CREDIT', amount: '-500' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).amount).toHaveLength(1)
    expect(await settled(agreement.id)).toBe(0)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('a day before the start is 400 on paidUpTo, and nothing changes', async () => {
    const { agreement, cookie } = await landlordWithOldLease()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, beforeBhadaaForm({ paidUpTo: '2023-06-30' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).paidUpTo).toEqual(['beforeBhadaa.error.beforeStart'])
    expect(await settled(agreement.id)).toBe(0)
  })

  test('on another member’s agreement it is a 404, and nothing changes', async () => {
    const { agreement } = await landlordWithOldLease()
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, beforeBhadaaForm(), { cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect(await settled(agreement.id)).toBe(0)
  })
})

const chargeForm = (overrides: Record<string, string> = {}) => ({
  intent: 'add-charge',
  calendarType: 'AD',
  description: 'Water tanker',
  amount: '1500',
  dueDate: '2026-11-30',
  ...overrides,
})
const extras = (agreementId: number) => prisma.charge.count({ where: { agreementId, kind: 'EXTRA' } })

describe('Add a Charge (intent add-charge)', () => {
  test('adds the charge and says so; the page lists it', async () => {
    const { agreement, cookie } = await landlordWithOldLease()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, chargeForm(), { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/agreements/${agreement.id}#agreement-ledger`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'extraCharge.added') })
    const page = await callRoute(pageGet(`/agreements/${agreement.id}?charges=all`, { cookie }))
    expect(page.data.ledger.charges).toContainEqual(expect.objectContaining({ kind: 'EXTRA', description: 'Water tanker', amountPaisa: 1_500_00 }))
  })

  test('a negative amount, no description and a due date before the start are 400 with field errors, and nothing is added', async () => {
    const { agreement, cookie } = await landlordWithOldLease()
    const bad = await callRoute(formPost(`/agreements/${agreement.id}`, chargeForm({ amount: '-1500', description: '' }), { cookie }))
    expect(bad.status).toBe(400)
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['amount', 'description'])
    const early = await callRoute(formPost(`/agreements/${agreement.id}`, chargeForm({ dueDate: '2023-12-31' }), { cookie }))
    expect(early.status).toBe(400)
    expect(fieldErrorsOf(early).dueDate).toEqual(['extraCharge.error.dueBeforeStart'])
    expect(await extras(agreement.id)).toBe(0)
  })
})

describe('Cancel Charge (intent cancel-charge)', () => {
  async function withCharge() {
    const lease = await landlordWithOldLease()
    await callRoute(formPost(`/agreements/${lease.agreement.id}`, chargeForm(), { cookie: lease.cookie }))
    const charge = await prisma.charge.findFirstOrThrow({ where: { agreementId: lease.agreement.id, kind: 'EXTRA' } })
    return { ...lease, charge, url: `/agreements/${lease.agreement.id}?dialog=cancel-charge&charge=${charge.id}` }
  }

  test('the dialog opens from the URL; cancelling keeps the reason and says so', async () => {
    const { agreement, charge, cookie, url } = await withCharge()
    const page = await callRoute(pageGet(url, { cookie }))
    expect(page.data.cancelling).toMatchObject({ id: charge.id })
    const outcome = await callRoute(formPost(url, { intent: 'cancel-charge', chargeId: String(charge.id), reason: 'Tanker did not come' }, { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/agreements/${agreement.id}#agreement-ledger`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'extraCharge.cancelled') })
    expect(await prisma.charge.findUniqueOrThrow({ where: { id: charge.id } })).toMatchObject({ status: 'CANCELLED', cancelReason: 'Tanker did not come' })
  })

  test('without a reason it is 400 on the reason field, and the charge stands', async () => {
    const { charge, cookie, url } = await withCharge()
    const outcome = await callRoute(formPost(url, { intent: 'cancel-charge', chargeId: String(charge.id), reason: ' ' }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).reason).toHaveLength(1)
    expect((await prisma.charge.findUniqueOrThrow({ where: { id: charge.id } })).status).toBe('DUE')
  })

  test('another member’s charge posted to one’s own agreement is a 404, and it stands', async () => {
    const { charge } = await withCharge()
    const mine = await landlordWithOldLease()
    const outcome = await callRoute(formPost(`/agreements/${mine.agreement.id}`, { intent: 'cancel-charge', chargeId: String(charge.id), reason: 'x' }, { cookie: mine.cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect((await prisma.charge.findUniqueOrThrow({ where: { id: charge.id } })).status).toBe('DUE')
  })
})

describe('Late Fee (intent late-fee) and waiving a fee (intent cancel-charge)', () => {
  const ruleOf = (agreementId: number) => prisma.agreementLateFee.findUnique({ where: { agreementId } })

  test('saves the rule and says so; NONE removes it', async () => {
    const { agreement, cookie } = await landlordWithOldLease()
    const saved = await callRoute(formPost(`/agreements/${agreement.id}`, { intent: 'late-fee', kind: 'FLAT', graceDays: '5', value: '500', cap: '' }, { cookie }))
    expect(saved.headers.get('Location')).toBe(`/agreements/${agreement.id}#late-fee`)
    expect(await flashOf(saved)).toEqual({ type: 'success', message: translate('en', 'lateFee.saved') })
    expect(await ruleOf(agreement.id)).toMatchObject({ kind: 'FLAT', graceDays: 5, capPaisa: null, version: 1 })
    const page = await callRoute(pageGet(`/agreements/${agreement.id}`, { cookie }))
    expect(page.data.lateFeeRule).toEqual({ kind: 'FLAT', graceDays: 5, value: 500_00, capPaisa: null, version: 1 })
    const removed = await callRoute(formPost(`/agreements/${agreement.id}`, { intent: 'late-fee', kind: 'NONE', graceDays: '', value: '', cap: '' }, { cookie }))
    expect(await flashOf(removed)).toEqual({ type: 'success', message: translate('en', 'lateFee.removed') })
    expect(await ruleOf(agreement.id)).toBeNull()
  })

  test('a negative amount and a percentage above 100 are 400 with field errors, and nothing is saved', async () => {
    const { agreement, cookie } = await landlordWithOldLease()
    const negative = await callRoute(formPost(`/agreements/${agreement.id}`, { intent: 'late-fee', kind: 'FLAT', graceDays: '5', value: '-500', cap: '' }, { cookie }))
    expect(negative.status).toBe(400)
    expect(fieldErrorsOf(negative).value).toHaveLength(1)
    const percent = await callRoute(formPost(`/agreements/${agreement.id}`, { intent: 'late-fee', kind: 'PERCENT', graceDays: '-2', value: '150', cap: '' }, { cookie }))
    expect(percent.status).toBe(400)
    expect(Object.keys(fieldErrorsOf(percent)).sort()).toEqual(['graceDays', 'value'])
    expect(await ruleOf(agreement.id)).toBeNull()
  })
})

describe('the statement page (GET /agreements/:id/statement)', () => {
  test('shows the range asked for, in the agreement’s calendar; a bad range is 400 with its field errors', async () => {
    const { agreement, cookie } = await landlordWithOldLease()
    const page = await callRoute(pageGet(`/agreements/${agreement.id}/statement?from=2026-01-01&to=2026-03-31`, { cookie }))
    expect(page).toMatchObject({ status: 200, file: 'routes/agreements/statement.tsx' })
    expect(page.data.statement).toMatchObject({ from: '2026-01-01', to: '2026-03-31', chargedPaisa: 3 * 10_000_00, openingBalancePaisa: 24 * 10_000_00 })
    const bad = await callRoute(pageGet(`/agreements/${agreement.id}/statement?from=2026-13-01&to=2026-01-01`, { cookie }))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.data.errors)).toEqual(['from'])
    const reversed = await callRoute(pageGet(`/agreements/${agreement.id}/statement?from=2026-03-01&to=2026-01-01`, { cookie }))
    expect(reversed.status).toBe(400)
    expect(reversed.data.errors).toEqual({ to: 'The end of the statement cannot be before its start' })
  })

  test('another member’s agreement is a 404', async () => {
    const { agreement } = await landlordWithOldLease()
    const { cookie } = await signedInMember()
    expect(await callRoute(pageGet(`/agreements/${agreement.id}/statement`, { cookie }))).toMatchObject({ thrown: true, status: 404 })
  })
})

describe('the agreement page’s Changes section', () => {
  test('no change yet: none and a count of 0; after two changes, the latest of two', async () => {
    const { member, agreement, cookie } = await landlordWithOldLease()
    const before = await callRoute(pageGet(`/agreements/${agreement.id}`, { cookie }))
    expect(before.data).toMatchObject({ latestChange: null, changeCount: 0 })
    await changeAgreement(member.id, agreement.id, AgreementChangeSchema.parse({ effectiveDate: '2026-06-01', leaseAmount: 11000, reason: 'Market rent' }))
    await changeAgreement(member.id, agreement.id, AgreementChangeSchema.parse({ effectiveDate: '2026-09-01', leaseAmount: 12000, reason: 'New roof' }))
    const after = await callRoute(pageGet(`/agreements/${agreement.id}`, { cookie }))
    expect(after.data.changeCount).toBe(2)
    expect(after.data.latestChange).toMatchObject({ kind: 'CHANGE', effectiveDate: '2026-09-01', reason: 'New roof', newTerms: { leaseAmountPaisa: 12_000_00 } })
  })
})
