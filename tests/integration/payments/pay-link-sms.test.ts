// "Text it to the tenant": the pay link texted through the outbox in the tenant's language, once
// per form (the count it saw), at most three a day per agreement; another member's agreement is
// 404, a landlord without online payment is refused. The service, the agreement page's form and /v1.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { translate } from '~/i18n'
import { prisma } from '~/server/db.server'
import { createSession } from '~/services/accounts/session.server'
import { ConflictError, LimitError, NotFoundError } from '~/services/errors'
import { textPayLink } from '~/services/payments/pay-link-sms.server'
import { readAgreementPage } from '~/services/reports/agreement-page-read.server'
import { payLinkUrl } from '~/services/payments/pay-links.server'
import { action as smsAction } from '~/routes/v1/member.agreement.$id.paylink.sms'
import { apiCall } from '../../support/api-call'
import { createMember } from '../../support/fixtures'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { payableAgreement } from './pay-support'

const textsOf = (agreementId: number) => prisma.smsMessage.findMany({ where: { template: 'pay-link', idempotencyKey: { startsWith: `pay-link:${agreementId}:` } }, orderBy: { id: 'asc' } })

describe('the service', () => {
  test('one text to the tenant in their language, with what is due and the link; the same form twice sends it once', async () => {
    const { member, agreement, code, tenantPhone } = await payableAgreement({ gateways: ['KHALTI'] })
    await prisma.tenant.updateMany({ where: { phone: tenantPhone }, data: { prefLanguage: 'NEP' } })
    const share = async () => (await readAgreementPage(member.id, agreement.id)).payLink
    expect(await share()).toEqual({ url: payLinkUrl(code), textedToday: 0, perDay: 3 })
    const first = await textPayLink(member.id, agreement.id, { seen: 0 })
    expect(first).toMatchObject({ sent: true, textedToday: 1 })
    expect(await share()).toEqual({ url: payLinkUrl(code), textedToday: 1, perDay: 3 })
    const again = await textPayLink(member.id, agreement.id, { seen: 0 })
    expect(again).toMatchObject({ sent: false, textedToday: 1, messageId: first.messageId })
    const [text, ...more] = await textsOf(agreement.id)
    expect(more).toEqual([])
    expect(text).toMatchObject({ to: tenantPhone, language: 'NEP', memberId: member.id, idempotencyKey: `pay-link:${agreement.id}:${nepalToday()}:1` })
    expect(text!.body).toContain(payLinkUrl(code))
    expect(text!.body).toMatch(/^नमस्ते .*अनलाइन तिर्न: /)
    expect(text!.segments).toBeLessThanOrEqual(2)
  })

  test('three a day per agreement: the fourth is refused and nothing is sent; the next day it may be texted again', async () => {
    const { member, agreement } = await payableAgreement({ gateways: ['KHALTI'] })
    for (const seen of [0, 1, 2]) expect(await textPayLink(member.id, agreement.id, { seen })).toMatchObject({ sent: true, textedToday: seen + 1 })
    await expect(textPayLink(member.id, agreement.id, { seen: 3 })).rejects.toBeInstanceOf(LimitError)
    // A client that claims to have seen fewer repeats a text already sent; one that claims more is counted as today.
    expect(await textPayLink(member.id, agreement.id, { seen: 1 })).toMatchObject({ sent: false, textedToday: 3 })
    await expect(textPayLink(member.id, agreement.id, { seen: 50 })).rejects.toBeInstanceOf(LimitError)
    expect(await textsOf(agreement.id)).toHaveLength(3)
    const tomorrow = new Date(`${addAdDays(nepalToday(), 1)}T06:00:00Z`)
    expect(await textPayLink(member.id, agreement.id, { now: tomorrow })).toMatchObject({ sent: true, textedToday: 1 })
  })

  test('another member’s agreement is NotFoundError; a landlord without online payment is refused', async () => {
    const { member, agreement } = await payableAgreement({ gateways: ['KHALTI'] })
    const stranger = await createMember()
    await expect(textPayLink(stranger.id, agreement.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(readAgreementPage(stranger.id, agreement.id)).rejects.toBeInstanceOf(NotFoundError)
    await prisma.gatewayAccount.deleteMany({ where: { memberId: member.id } })
    await expect(textPayLink(member.id, agreement.id)).rejects.toBeInstanceOf(ConflictError)
    expect(await textsOf(agreement.id)).toEqual([])
  })
})

describe('the agreement page', () => {
  test('the card shows the link; the form texts it once, says so, and refuses the fourth in the member’s language', async () => {
    const { member, agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    const cookie = await signedInCookie(member.id)
    const page = await callRoute(pageGet(`/agreements/${agreement.id}`, { cookie }))
    expect(page.data.payLink).toEqual({ url: payLinkUrl(code), textedToday: 0, perDay: 3 })
    const post = (seen: string) => callRoute(formPost(`/agreements/${agreement.id}`, { intent: 'text-pay-link', seen }, { cookie }))
    const sent = await post('0')
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe(`/agreements/${agreement.id}#pay-link`)
    expect((await flashOf(sent))?.message).toMatch(/^The pay link is being texted to 9/)
    expect((await flashOf(await post('0')))?.message).toBe(translate('en', 'payLink.alreadySent'))
    await post('1')
    await post('2')
    expect((await callRoute(pageGet(`/agreements/${agreement.id}`, { cookie }))).data.payLink.textedToday).toBe(3)
    await prisma.member.update({ where: { id: member.id }, data: { prefLanguage: 'NEP' } })
    const refused = await post('3')
    expect(refused.status).toBe(403)
    expect(fieldErrorsOf(refused)['']).toEqual([translate('ne', 'payLink.error.dailyLimit')])
    expect(await textsOf(agreement.id)).toHaveLength(3)
  })

  test('no card without online payment; another member’s agreement is the 404 page', async () => {
    const { member, agreement } = await payableAgreement({ gateways: ['KHALTI'] })
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'BASIC' } })
    expect((await callRoute(pageGet(`/agreements/${agreement.id}`, { cookie: await signedInCookie(member.id) }))).data.payLink).toBeNull()
    const stranger = await signedInCookie((await createMember()).id)
    expect(await callRoute(formPost(`/agreements/${agreement.id}`, { intent: 'text-pay-link', seen: '0' }, { cookie: stranger }))).toMatchObject({ thrown: true, status: 404 })
    expect(await textsOf(agreement.id)).toEqual([])
  })
})

describe('POST /v1/member/agreement/{id}/paylink/sms', () => {
  test('texts the link, a repeat is not sent twice, the fourth is 403, another member’s is 404, no gateway is 409', async () => {
    const { member, agreement } = await payableAgreement({ gateways: ['KHALTI'] })
    const { token } = await createSession(member.id, 'API')
    const path = `/v1/member/agreement/${agreement.id}/paylink/sms`
    const post = (body: unknown, as = token) => apiCall(smsAction, { path, token: as, method: 'POST', body, params: { id: String(agreement.id) } })
    expect(await post({})).toEqual({ status: 200, body: { data: { sent: true, textedToday: 1, role: 'OWNER' } } })
    expect(await post({ seen: 0 })).toEqual({ status: 200, body: { data: { sent: false, textedToday: 1, role: 'OWNER' } } })
    await post({})
    await post({})
    expect(await post({})).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } })
    expect((await post({ seen: -1 })).status).toBe(400)

    const other = await payableAgreement({ gateways: ['KHALTI'] })
    const { token: strangerToken } = await createSession(other.member.id, 'API')
    expect((await post({}, strangerToken)).status).toBe(404)
    await prisma.gatewayAccount.deleteMany({ where: { memberId: other.member.id } })
    const otherPath = `/v1/member/agreement/${other.agreement.id}/paylink/sms`
    expect(await apiCall(smsAction, { path: otherPath, token: strangerToken, method: 'POST', body: {}, params: { id: String(other.agreement.id) } })).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT' } },
    })
  })
})
