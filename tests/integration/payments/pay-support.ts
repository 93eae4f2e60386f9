// Shared by the pay link tests: a Plus landlord with Khalti and eSewa connected and a current
// agreement (monthly rent of Rs. 10,000 on the 5th, started about two months ago, so two or three
// charges are due today), and msw playing Khalti's initiate/lookup and eSewa's status API.
import { randomUUID } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { EsewaAccountSchema, KhaltiAccountSchema } from '~/schemas/gateway-schemas'
import { createAgreement } from '~/services/agreements/create.server'
import { connectEsewa, connectKhalti } from '~/services/payments/gateway-accounts.server'
import { esewaSignature } from '~/services/gateways/esewa.server'
import { ensurePayCode } from '~/services/payments/pay-links.server'
import { createProperty } from '~/services/properties/properties.server'
import { env } from '~/server/env.server'
import { prisma } from '~/server/db.server'
import { server } from '../../setup/msw'
import { createMember, uniquePhone } from '../../support/fixtures'
import { parsed, payload } from '../agreements/support'
import { propertyInput } from '../properties/support'
import { esewaKnows, GOOD_KHALTI_KEY, khaltiKnows } from './support'

export const ESEWA_SECRET = '8gBm/:&EnhH.1/q'
export const MERCHANT = 'EPAYTEST'

export async function payableAgreement({ gateways = ['KHALTI', 'ESEWA'] as Array<'KHALTI' | 'ESEWA'> } = {}) {
  const member = await createMember({ firstName: 'Sita', lastName: 'Sharma' })
  await prisma.member.update({ where: { id: member.id }, data: { plan: 'PLUS' } })
  const house = await createProperty(member.id, propertyInput({ name: 'Lakeside House', division: false }))
  const today = nepalToday()
  const tenantPhone = uniquePhone()
  const agreement = await createAgreement(
    member.id,
    parsed(payload({ name: 'Lakeside lease', propertyId: house.id, tenantPhone, tenantPreferredLanguage: 'ENG', startDate: addAdDays(today, -70), endDate: addAdDays(today, 300), leaseAmount: 10000, paymentDayOfMonth: 5 })),
  )
  if (gateways.includes('KHALTI')) {
    khaltiKnows(GOOD_KHALTI_KEY)
    await connectKhalti(member.id, KhaltiAccountSchema.parse({ secretKey: GOOD_KHALTI_KEY }))
  }
  if (gateways.includes('ESEWA')) {
    esewaKnows(MERCHANT)
    await connectEsewa(member.id, EsewaAccountSchema.parse({ merchantCode: MERCHANT, secretKey: ESEWA_SECRET }))
  }
  server.resetHandlers()
  const code = await ensurePayCode(agreement.id)
  return { member, agreement, code, tenantPhone }
}

export const KHALTI_PAY_PAGE = 'https://test-pay.khalti.com/?pidx='

/** Khalti: initiate hands out pidx-1, pidx-2, ...; lookup answers what `lookups` says for a pidx (default Completed at the initiated amount). */
export function fakeKhalti(lookups: Record<string, Record<string, unknown>> = {}) {
  const initiated: Array<Record<string, unknown>> = []
  const amounts = new Map<string, number>()
  server.use(
    http.post(`${env.KHALTI_BASE_URL}/epayment/initiate/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      initiated.push(body)
      const pidx = `pidx-${body.purchase_order_id as string}`
      amounts.set(pidx, body.amount as number)
      return HttpResponse.json({ pidx, payment_url: `${KHALTI_PAY_PAGE}${pidx}`, expires_at: '2026-12-01T00:00:00+05:45', expires_in: 1800 })
    }),
    http.post(`${env.KHALTI_BASE_URL}/epayment/lookup/`, async ({ request }) => {
      const { pidx } = (await request.json()) as { pidx: string }
      const answer = { pidx, total_amount: amounts.get(pidx) ?? 0, status: 'Completed', transaction_id: `txn-${pidx}`, fee: 0, refunded: false, ...lookups[pidx] }
      return HttpResponse.json(answer)
    }),
  )
  return initiated
}

/** eSewa's status API: `status` for every transaction, at the asked amount unless `totalAmount` is given. */
export function fakeEsewaStatus(status = 'COMPLETE', totalAmount?: number) {
  const asked: URL[] = []
  server.use(
    http.get(env.ESEWA_STATUS_URL, ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      return HttpResponse.json({
        product_code: url.searchParams.get('product_code'),
        transaction_uuid: url.searchParams.get('transaction_uuid'),
        total_amount: totalAmount ?? Number(url.searchParams.get('total_amount')),
        status,
        ref_id: status === 'COMPLETE' ? '0007G36' : null,
      })
    }),
  )
  return asked
}

/** What eSewa appends to the success URL: base64 JSON signed with the merchant's secret key. */
export function esewaAnswer(fields: { transactionUuid: string; totalAmount: string; status?: string; secret?: string; transactionCode?: string }) {
  const body: Record<string, string> = {
    transaction_code: fields.transactionCode ?? `000${randomUUID().slice(0, 8).toUpperCase()}`,
    status: fields.status ?? 'COMPLETE',
    total_amount: fields.totalAmount,
    transaction_uuid: fields.transactionUuid,
    product_code: MERCHANT,
    signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  }
  const signature = esewaSignature(fields.secret ?? ESEWA_SECRET, body, body.signed_field_names!.split(','))
  return Buffer.from(JSON.stringify({ ...body, signature })).toString('base64')
}

export async function receiptSmsCount(agreementId: number) {
  const payments = await prisma.payment.findMany({ where: { agreementId }, select: { id: true } })
  return prisma.smsMessage.count({ where: { idempotencyKey: { in: payments.map((payment) => `receipt:${payment.id}`) } } })
}
