// An agreement's statement against PostgreSQL: for any range, the opening balance plus
// what was charged minus what was received is the closing balance, and the closing balance of the
// whole agreement to a day is what the ledger says is owed; cancelled charges and voided payments
// are left out; charges settled before Bhadaa are listed apart; a range ending before it starts is refused.
import { afterAll, describe, expect, test } from 'vitest'
import { BeforeBhadaaSchema, ExtraChargeSchema } from '~/schemas/charge-schemas'
import { addExtraCharge, cancelCharge } from '~/services/ledger/extra-charges.server'
import { getLedger, recordPayment, voidPayment } from '~/services/ledger/ledger.server'
import { setBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { getStatement } from '~/services/ledger/statements.server'
import { ValidationError } from '~/services/errors'
import { stopQueueClient } from '~/server/queue.server'
import { at, leasedHouse, paymentInput } from '../ledger/support'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { createSession } from '~/services/accounts/session.server'
import { callRoute, pageGet, signedInCookie } from '../../support/route-call'

afterAll(() => stopQueueClient())

const MARCH_10 = { now: at('2026-03-10') }

describe('getStatement', () => {
  test('balances at every step and agrees with the ledger', async () => {
    const { member, agreement } = await leasedHouse({ startDate: '2025-10-01' })
    await setBeforeBhadaa(member.id, agreement.id, BeforeBhadaaSchema.parse({ paidUpTo: '2025-12-31', balance: 'CREDIT', amount: 2000 }))
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000, paidOn: '2026-01-05' }), MARCH_10)
    const voided = await recordPayment(member.id, agreement.id, paymentInput({ amount: 5000, paidOn: '2026-02-06' }), MARCH_10)
    await voidPayment(member.id, voided.id, 'Counted twice', MARCH_10)
    const tanker = await addExtraCharge(member.id, agreement.id, ExtraChargeSchema.parse({ description: 'Water tanker', amount: 1500, dueDate: '2026-02-15' }), MARCH_10)
    const repair = await addExtraCharge(member.id, agreement.id, ExtraChargeSchema.parse({ description: 'Repair', amount: 900, dueDate: '2026-02-16' }), MARCH_10)
    await cancelCharge(member.id, repair.id, 'Not needed', MARCH_10)

    const whole = await getStatement(member.id, agreement.id, { to: '2026-03-10' })
    expect(whole.from).toBe('2025-10-01')
    expect(whole.openingBalancePaisa).toBe(0)
    expect(whole.lines.map((line) => [line.date, line.type, line.amountPaisa, line.balancePaisa])).toEqual([
      ['2025-12-31', 'PAYMENT_IN', 2_000_00, -2_000_00],
      ['2026-01-05', 'CHARGE', 10_000_00, 8_000_00],
      ['2026-01-05', 'PAYMENT_IN', 10_000_00, -2_000_00],
      ['2026-02-05', 'CHARGE', 10_000_00, 8_000_00],
      ['2026-02-15', 'CHARGE', 1_500_00, 9_500_00],
      ['2026-03-05', 'CHARGE', 10_000_00, 19_500_00],
    ])
    expect(whole.lines[4]).toMatchObject({ charge: { id: tanker.id, description: 'Water tanker' } })
    expect(whole.lines[0]).toMatchObject({ payment: { receiptNumber: null } })
    expect(whole.settledBeforeBhadaa.map((charge) => charge.dueDate)).toEqual(['2025-10-05', '2025-11-05', '2025-12-05'])
    const ledger = await getLedger(member.id, agreement.id, { today: '2026-03-10' })
    expect(whole.closingBalancePaisa).toBe(ledger.balance.dueNowPaisa - ledger.balance.creditPaisa)

    // Any range: opening + charged − received = closing, and one range's closing is the next one's opening.
    const february = await getStatement(member.id, agreement.id, { from: '2026-02-01', to: '2026-02-28' })
    expect(february).toMatchObject({ openingBalancePaisa: -2_000_00, chargedPaisa: 11_500_00, receivedPaisa: 0, closingBalancePaisa: 9_500_00 })
    const march = await getStatement(member.id, agreement.id, { from: '2026-03-01', to: '2026-03-31' })
    expect(march.openingBalancePaisa).toBe(february.closingBalancePaisa)
    expect(march.openingBalancePaisa + march.chargedPaisa - march.receivedPaisa).toBe(march.closingBalancePaisa)
  })

  test('an agreement that starts later: by default to its start day (to today it would end before it starts), on the web and in /v1', async () => {
    const start = addAdDays(nepalToday(), 30)
    const { member, agreement } = await leasedHouse({ startDate: start, endDate: addAdDays(start, 364) })
    expect(await getStatement(member.id, agreement.id)).toMatchObject({ from: start, to: start, openingBalancePaisa: 0 })
    const cookie = await signedInCookie(member.id)
    const page = await callRoute(pageGet(`/agreements/${agreement.id}/statement`, { cookie }))
    expect(page.status).toBe(200)
    expect(page.data.statement).toMatchObject({ from: start, to: start })
    const { token } = await createSession(member.id, 'API')
    const api = await callRoute(pageGet(`/v1/member/agreement/${agreement.id}/statement`, { headers: { authorization: `Bearer ${token}` } }))
    expect(api.status).toBe(200)
  })

  test('a range that ends before it starts is an error on `to`; another member’s agreement is not found', async () => {
    const { member, agreement } = await leasedHouse()
    const error = await getStatement(member.id, agreement.id, { from: '2026-05-01', to: '2026-04-01' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect(Object.keys((error as ValidationError).fields)).toEqual(['to'])
    const other = await leasedHouse()
    await expect(getStatement(other.member.id, agreement.id)).rejects.toThrow('Agreement Not Found')
  })
})
