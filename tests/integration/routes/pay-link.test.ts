// The pay link's pages called directly: /p/<code> without signing in, its form
// (Khalti: 303 to Khalti's page; eSewa: the signed form to post; bad choices 400 in both
// languages, nothing minted), the return addresses, the result page, the 404 of an ended
// agreement and the per-address limit.
import { describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { prisma } from '~/server/db.server'
import { languageCookie } from '~/server/language.server'
import { PAY_LINK_LIMIT } from '~/services/payments/pay-links.server'
import { callRoute, formPost, pageGet } from '../../support/route-call'
import { esewaAnswer, fakeEsewaStatus, fakeKhalti, KHALTI_PAY_PAGE, payableAgreement } from '../payments/pay-support'

const minted = (agreementId: number) => prisma.gatewayPayment.count({ where: { agreementId } })

describe('/p/<code>', () => {
  test('the page opens without signing in and shows what is due', async () => {
    const { code } = await payableAgreement()
    const page = await callRoute(pageGet(`/p/${code}`))
    expect(page).toMatchObject({ status: 200, file: 'routes/pay/index.tsx' })
    expect(page.data.page).toMatchObject({ landlordName: 'Sita Sharma', propertyName: 'Lakeside House', gateways: ['KHALTI', 'ESEWA'] })
  })

  test('Khalti: the form mints a payment and answers 303 to Khalti’s page; the return records it and shows the receipt number', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const posted = await callRoute(formPost(`/p/${code}`, { gateway: 'KHALTI', charge: 'all' }))
    expect(posted.status).toBe(303)
    const location = posted.headers.get('Location') ?? ''
    expect(location.startsWith(KHALTI_PAY_PAGE)).toBe(true)
    const pidx = location.slice(KHALTI_PAY_PAGE.length)
    const back = await callRoute(pageGet(`/p/${code}/khalti?pidx=${pidx}&status=Completed`))
    expect(back.status).toBe(303)
    const done = await callRoute(pageGet(back.headers.get('Location') ?? ''))
    expect(done).toMatchObject({ status: 200, file: 'routes/pay/done.tsx', data: { result: { status: 'COMPLETED', receiptNumber: 1 }, signedIn: false } })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id, method: 'KHALTI' } })).toBe(1)
  })

  test('eSewa: the form answers the signed fields to post; the success address records the payment', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['ESEWA'] })
    const posted = await callRoute(formPost(`/p/${code}`, { gateway: 'ESEWA', charge: 'all' }))
    expect(posted.status).toBe(200)
    const { formUrl, fields } = posted.data.esewa
    expect(formUrl).toMatch(/esewa/)
    expect(fields).toMatchObject({ signed_field_names: 'total_amount,transaction_uuid,product_code', signature: expect.any(String) })
    fakeEsewaStatus('COMPLETE')
    const data = esewaAnswer({ transactionUuid: fields.transaction_uuid, totalAmount: fields.total_amount })
    const back = await callRoute(pageGet(`/p/${code}/esewa/${fields.transaction_uuid}?data=${encodeURIComponent(data)}`))
    expect(back.headers.get('Location')).toBe(`/p/${code}/done/${fields.transaction_uuid}`)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id, method: 'ESEWA' } })).toBe(1)
  })

  test.each(['en', 'ne'] as const)('a bad choice is 400 with the message in %s, and nothing is minted', async (language) => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    const cookie = await languageCookie.serialize(language)
    for (const form of [{ gateway: 'PAYPAL', charge: 'all' }, { gateway: 'ESEWA', charge: 'all' }, { gateway: 'KHALTI', charge: '999999999' }, { gateway: 'KHALTI', charge: 'half' }]) {
      const outcome = await callRoute(formPost(`/p/${code}`, form, { cookie }))
      expect(outcome.status).toBe(400)
      expect(outcome.data.error).toBe(translate(language, 'pay.notPayable'))
    }
    expect(await minted(agreement.id)).toBe(0)
  })

  test('an ended agreement’s link is 404, page and form alike', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    await prisma.agreement.update({ where: { id: agreement.id }, data: { status: 'ENDED' } })
    expect(await callRoute(pageGet(`/p/${code}`))).toMatchObject({ status: 404, thrown: true })
    expect(await callRoute(formPost(`/p/${code}`, { gateway: 'KHALTI', charge: 'all' }))).toMatchObject({ status: 404 })
    expect(await minted(agreement.id)).toBe(0)
  })

  test('one address may look up only so many links, then 429 with Retry-After', async () => {
    const clientIp = `pay-limit-${Date.now()}`
    let last = await callRoute(pageGet('/p/zzzzzzzzzzzz'), { clientIp })
    expect(last.status).toBe(404)
    for (let attempt = 1; attempt <= PAY_LINK_LIMIT.limit; attempt++) last = await callRoute(pageGet('/p/zzzzzzzzzzzz'), { clientIp })
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
