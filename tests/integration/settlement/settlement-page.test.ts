// The move-out settlement page called directly: /agreements/:id/settlement previews
// (nothing written), settles once with its deductions and shows the printable statement; bad
// input is a 400 on its field and changes nothing; another member's agreement is a 404.
import { afterAll, describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { leasedHouse } from '../ledger/support'
import { aYearFromToday } from '../properties/support'
import { signedInMember } from '../routes/support'

afterAll(() => stopQueueClient())

/** A lease that ended on 28 February with a deposit of 30,000 (January and February rent unpaid: 20,000). */
async function endedLease() {
  const lease = await leasedHouse({ endDate: '2026-02-28', deposit: 30000 })
  return { ...lease, cookie: await signedInCookie(lease.member.id), url: `/agreements/${lease.agreement.id}/settlement` }
}

const form = (intent: string, overrides: Record<string, string> = {}) => ({
  intent,
  calendarType: 'AD',
  depositReceivedOn: '2026-01-01',
  depositMethod: 'BANK_TRANSFER',
  'deductions[0].reason': '',
  'deductions[0].amount': '',
  'deductions[1].reason': 'Broken window',
  'deductions[1].amount': '2500',
  refundMethod: 'CASH',
  ...overrides,
})

const written = async (agreementId: number) => ({
  settlements: await prisma.settlement.count({ where: { agreementId } }),
  extra: await prisma.charge.count({ where: { agreementId, kind: 'EXTRA' } }),
  payments: await prisma.payment.count({ where: { agreementId } }),
  depositReceivedOn: (await prisma.agreement.findUniqueOrThrow({ where: { id: agreementId } })).depositReceivedOn,
})
const NOTHING = { settlements: 0, extra: 0, payments: 0, depositReceivedOn: null }

describe('the settlement page', () => {
  test('shows the figures with no deduction, previews with them (nothing written), then settles and shows the statement', async () => {
    const { agreement, cookie, url } = await endedLease()
    const page = await callRoute(pageGet(url, { cookie }))
    expect(page.data.page).toMatchObject({ isOver: true, settlement: null, deposit: { amountPaisa: 30_000_00, receivedOn: null }, preview: { unpaidDuesPaisa: 20_000_00, refundPaisa: 10_000_00 } })

    const preview = await callRoute(formPost(url, form('preview'), { cookie }))
    expect(preview.status).toBe(200)
    expect(preview.data.preview).toMatchObject({ deductionsPaisa: 2_500_00, refundPaisa: 7_500_00, owedPaisa: 0 })
    expect(await written(agreement.id)).toEqual(NOTHING)

    const settled = await callRoute(formPost(url, form('settle'), { cookie }))
    expect(settled.headers.get('Location')).toBe(url)
    expect(await flashOf(settled)).toEqual({ type: 'success', message: translate('en', 'settlement.saved') })
    const after = await callRoute(pageGet(url, { cookie }))
    expect(after.data.page.settlement).toMatchObject({ deductions: [{ reason: 'Broken window', amountPaisa: 2_500_00 }], refundPaisa: 7_500_00 })
    expect(after.data.page.deposit).toEqual({ amountPaisa: 30_000_00, receivedOn: '2026-01-01', method: 'BANK_TRANSFER' })
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: `settlement:${agreement.id}` } })).toBe(1)
  })

  test('deductions above the deposit plus the dues are 400 on the deductions, and nothing changes', async () => {
    const { agreement, cookie, url } = await endedLease()
    const outcome = await callRoute(formPost(url, form('settle', { 'deductions[1].amount': '50000.01' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).deductions).toHaveLength(1)
    expect(await written(agreement.id)).toEqual(NOTHING)
  })

  test('a negative amount and a missing reason are 400 on their own row, and nothing changes', async () => {
    const { agreement, cookie, url } = await endedLease()
    const outcome = await callRoute(formPost(url, form('settle', { 'deductions[1].amount': '-5', 'deductions[2].reason': '', 'deductions[2].amount': '300' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(Object.keys(fieldErrorsOf(outcome)).sort()).toEqual(['deductions[1].amount', 'deductions[2].reason'])
    expect(await written(agreement.id)).toEqual(NOTHING)
  })

  test('a current agreement cannot be settled (409), and nothing changes', async () => {
    const lease = await leasedHouse({ endDate: aYearFromToday(), deposit: 30000 })
    const cookie = await signedInCookie(lease.member.id)
    const url = `/agreements/${lease.agreement.id}/settlement`
    expect((await callRoute(pageGet(url, { cookie }))).data.page).toMatchObject({ isOver: false, preview: null })
    const outcome = await callRoute(formPost(url, form('settle'), { cookie }))
    expect(outcome.status).toBe(409)
    expect(await written(lease.agreement.id)).toEqual(NOTHING)
  })

  test('another member’s agreement is a 404 to read and to settle, and nothing changes', async () => {
    const { agreement, url } = await endedLease()
    const { cookie } = await signedInMember()
    expect(await callRoute(pageGet(url, { cookie }))).toMatchObject({ thrown: true, status: 404 })
    expect(await callRoute(formPost(url, form('settle'), { cookie }))).toMatchObject({ thrown: true, status: 404 })
    expect(await written(agreement.id)).toEqual(NOTHING)
  })
})
