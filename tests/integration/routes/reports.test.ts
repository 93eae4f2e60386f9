// The rent-income report page (GET /reports/rent-income) called directly: the year asked
// for, the current one by default, the label in the member's language; a year outside the calendar
// table is 400 with its field error, in English or Nepali.
import { describe, expect, test } from 'vitest'
import { fiscalYearOf } from '~/domain/fiscal-year'
import { nepalToday } from '~/domain/nepal-time'
import { recordPayment } from '~/services/ledger/ledger.server'
import { prisma } from '~/server/db.server'
import { callRoute, pageGet, signedInCookie } from '../../support/route-call'
import { at, leasedHouse, paymentInput } from '../ledger/support'

async function landlordWithPayment() {
  const { member, agreement } = await leasedHouse({ startDate: '2025-06-01', endDate: '2026-12-31' })
  await recordPayment(member.id, agreement.id, paymentInput({ amount: 12000, paidOn: '2025-08-05' }), { now: at('2026-03-10') })
  return { member, cookie: await signedInCookie(member.id) }
}

describe('the rent-income report page', () => {
  test('shows the fiscal year asked for, and today’s by default', async () => {
    const { cookie } = await landlordWithPayment()
    const page = await callRoute(pageGet('/reports/rent-income?fiscalYear=2082', { cookie }))
    expect(page).toMatchObject({ status: 200, file: 'routes/reports/rent-income.tsx' })
    expect(page.data).toMatchObject({ typed: '2082', label: 'FY 2082/83', report: { total: { fiscalYear: 2082, rentPaisa: 12_000_00, totalPaisa: 12_000_00, taxPaisa: 1_200_00 } } })
    const current = await callRoute(pageGet('/reports/rent-income', { cookie }))
    expect(current.data.report.total.fiscalYear).toBe(fiscalYearOf(nepalToday()))
  })

  test('a year outside the calendar table or not a year is 400 with its error, in the member’s language', async () => {
    const { member, cookie } = await landlordWithPayment()
    const bad = await callRoute(pageGet('/reports/rent-income?fiscalYear=1999', { cookie }))
    expect(bad).toMatchObject({ status: 400, data: { typed: '1999', report: null, error: 'Choose a fiscal year from 2000 to 2087' } })
    await prisma.member.update({ where: { id: member.id }, data: { prefLanguage: 'NEP' } })
    const nepali = await callRoute(pageGet('/reports/rent-income?fiscalYear=abc', { cookie }))
    expect(nepali).toMatchObject({ status: 400, data: { error: '२००० देखि २०८७ सम्मको आर्थिक वर्ष छान्नुहोस्' } })
    const label = await callRoute(pageGet('/reports/rent-income?fiscalYear=२०८२', { cookie }))
    expect(label.data).toMatchObject({ label: 'आ.व. २०८२/८३', report: { total: { totalPaisa: 12_000_00 } } })
  })

  test('signed out, it goes to sign-in', async () => {
    const page = await callRoute(pageGet('/reports/rent-income'))
    expect(page.headers.get('Location')).toBe('/login?redirectTo=%2Freports%2Frent-income')
  })
})
