// The agreement page's tenancy forms called directly (issue 18): Before Bhadaa posts to
// /agreements/:id with its intent; bad input is a 400 with field errors and changes nothing.
import { describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { prisma } from '~/server/db.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { leasedHouse } from '../ledger/support'
import { signedInMember } from './support'

async function landlordWithOldLease() {
  const lease = await leasedHouse({ startDate: '2024-01-01', endDate: '2026-12-31' })
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
    expect(fieldErrorsOf(outcome).paidUpTo).toEqual(['The date cannot be before the agreement starts'])
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
