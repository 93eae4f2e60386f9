// The printed lease called directly: the page's loader and its terms form
// (/agreements/:id/lease), and /v1/member/agreement/{id}/lease (HTML, JSON, PATCH).
import { RouterContextProvider } from 'react-router'
import { requestInfoContext } from '~/server/request-context'
import { describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { LEASE_MESSAGES } from '~/schemas/lease-rules'
import { prisma } from '~/server/db.server'
import { createSession } from '~/services/accounts/session.server'
import { callRoute, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { at, leasedHouse } from '../ledger/support'
import { changeAgreement } from '~/services/agreements/changes.server'
import { AgreementChangeSchema, RenewalSchema } from '~/schemas/agreement-change-schemas'
import { renewAgreement } from '~/services/agreements/renewals.server'
import { signedInMember } from './support'

async function landlordWithLease(overrides: Record<string, unknown> = {}) {
  const lease = await leasedHouse(overrides)
  return { ...lease, cookie: await signedInCookie(lease.member.id) }
}

const termsForm = (overrides: Record<string, string> = {}) => ({
  intent: 'lease-terms',
  purpose: 'residence of one family',
  noticeDays: '60',
  rentTaxPaidBy: 'TENANT',
  clauses: 'No pets.\nNo smoking indoors.',
  ...overrides,
})

describe('the lease page', () => {
  test('shows the lease in the language asked for, every copy, with the Civil Code’s elements', async () => {
    const { agreement, cookie } = await landlordWithLease({ calendarType: 'BS', startDate: '2082-09-17', endDate: '2083-09-16' })
    const outcome = await callRoute(pageGet(`/agreements/${agreement.id}/lease?language=ne`, { cookie }))
    expect(outcome.file).toBe('routes/agreements/lease.tsx')
    const [document] = outcome.data.lease.documents
    expect(outcome.data.lease.documents).toHaveLength(1)
    expect(document.language).toBe('ne')
    expect(document.title).toBe('घर बहाल सम्झौता')
    expect(document.copies).toHaveLength(3)
    expect(document.sections.find((section: { element: string }) => section.element === 'term').paragraphs[0]).toMatch(/^वि\.सं\. २०८२ पुस १७ गते/)
    expect(document.sections.find((section: { element: string }) => section.element === 'notice').paragraphs[0]).toContain('३५ दिन')
  })

  test('links the addendum only once the agreement has a change to print', async () => {
    const { member, agreement, cookie } = await landlordWithLease()
    expect((await callRoute(pageGet(`/agreements/${agreement.id}/lease`, { cookie }))).data.hasChanges).toBe(false)
    await changeAgreement(member.id, agreement.id, AgreementChangeSchema.parse({ effectiveDate: '2026-05-01', leaseAmount: 12000, reason: 'Market rent' }), { now: at('2026-04-20') })
    expect((await callRoute(pageGet(`/agreements/${agreement.id}/lease`, { cookie }))).data.hasChanges).toBe(true)
  })

  test('both languages side by side: English, then Nepali', async () => {
    const { agreement, cookie } = await landlordWithLease()
    const outcome = await callRoute(pageGet(`/agreements/${agreement.id}/lease?language=both`, { cookie }))
    expect(outcome.data.lease.documents.map((document: { language: string }) => document.language)).toEqual(['en', 'ne'])
  })

  test('an A.D. lease past the B.S. table’s last day (2032-04-13) prints that day in A.D. alone, as does its addendum', async () => {
    const { member, agreement, cookie } = await landlordWithLease({ startDate: '2026-01-01', endDate: '2035-12-31' })
    const lease = await callRoute(pageGet(`/agreements/${agreement.id}/lease?language=both`, { cookie }))
    const term = (document: { sections: Array<{ element: string; paragraphs: string[] }> }) => document.sections.find((section) => section.element === 'term')!.paragraphs.join(' ')
    const [english, nepali] = lease.data.lease.documents
    expect(term(english)).toContain('1 January 2026 A.D. (17 Poush 2082 B.S.)')
    expect(term(english)).toMatch(/31 December 2035 A\.D\.(?! \()/)
    expect(term(nepali)).toMatch(/ई\.सं\. २०३५-१२-३१(?! \()/)

    await renewAgreement(member.id, agreement.id, RenewalSchema.parse({ endDate: '2040-12-31', reason: 'Five more years' }), { now: at('2026-03-10') })
    const addendum = await callRoute(pageGet(`/agreements/${agreement.id}/addendum?language=both`, { cookie }))
    expect(addendum.status).toBe(200)
    expect(JSON.stringify(addendum.data.addendum)).toContain('31 December 2040 A.D.')
  })

  test('another member’s agreement is a 404', async () => {
    const { agreement } = await leasedHouse()
    const { cookie } = await signedInMember()
    expect(await callRoute(pageGet(`/agreements/${agreement.id}/lease`, { cookie }))).toMatchObject({ thrown: true, status: 404 })
    expect(await callRoute(formPost(`/agreements/${agreement.id}/lease`, termsForm(), { cookie }))).toMatchObject({ thrown: true, status: 404 })
    expect(await prisma.leaseTerms.count({ where: { agreementId: agreement.id } })).toBe(0)
  })
})

describe('the lease terms form', () => {
  test('saves the terms, says so, and the lease prints them', async () => {
    const { agreement, cookie } = await landlordWithLease()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}/lease?language=en`, termsForm(), { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/agreements/${agreement.id}/lease?language=en`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'lease.saved') })
    expect(await prisma.leaseTerms.findUniqueOrThrow({ where: { agreementId: agreement.id } })).toMatchObject({
      purpose: 'residence of one family',
      noticeDays: 60,
      rentTaxPaidBy: 'TENANT',
      clauses: 'No pets.\nNo smoking indoors.',
    })
    const page = await callRoute(pageGet(`/agreements/${agreement.id}/lease?language=en`, { cookie }))
    const sections: Array<{ element: string; paragraphs: string[] }> = page.data.lease.documents[0].sections
    expect(sections.find((section) => section.element === 'clauses')?.paragraphs).toEqual(['No pets.', 'No smoking indoors.'])
    expect(sections.find((section) => section.element === 'notice')?.paragraphs[0]).toContain('60 days')
  })

  test.each([
    ['noticeDays', { noticeDays: '0' }, renderMessage('ne', LEASE_MESSAGES.noticeDays)],
    ['noticeDays', { noticeDays: 'ten' }, 'सूचना १ देखि ३६५ सम्मको पूर्ण दिन हुनुपर्छ'],
    ['rentTaxPaidBy', { rentTaxPaidBy: 'NOBODY' }, translate('ne', 'lease.error.rentTax')],
    ['clauses', { clauses: 'x'.repeat(4001) }, 'बढीमा ४००० अक्षर'],
    ['purpose', { purpose: 'shop\u0000' }, translate('ne', 'form.controlCharacters')],
    ['purpose', { intent: 'lease-terms\u0001' }, translate('ne', 'form.controlCharacters')],
  ] as const)('bad %s is 400 with the field’s message in Nepali, and nothing is saved', async (field, values, message) => {
    const { member, agreement, cookie } = await landlordWithLease()
    await prisma.member.update({ where: { id: member.id }, data: { prefLanguage: 'NEP' } })
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}/lease`, termsForm(values), { cookie }))
    expect(outcome.status).toBe(400)
    expect(outcome.data.errors[field]).toEqual([message])
    expect(await prisma.leaseTerms.count({ where: { agreementId: agreement.id } })).toBe(0)
  })
})

describe('/v1/member/agreement/{id}/lease', () => {
  async function api(memberId: number) {
    const { token } = await createSession(memberId, 'API')
    return (path: string, init: RequestInit = {}) =>
      new Request(new URL(path, 'http://localhost'), { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })
  }
  const bodyOf = async (request: Request) => {
    const { loader, action } = await import('~/routes/v1/member.agreement.$id.lease')
    const id = new URL(request.url).pathname.split('/')[4]
    // The Express layer's per-request values (the client's IP is logged with a printed identity number).
    const context = new RouterContextProvider()
    context.set(requestInfoContext, { requestId: 'lease-test', cspNonce: 'lease-test', clientIp: '203.0.113.9' })
    const args = { request, params: { id }, context } as never
    return (await (request.method === 'GET' ? loader(args) : action(args))) as Response
  }

  test('HTML: a whole A4 page, three copies, in Nepali', async () => {
    const { member, agreement } = await leasedHouse()
    const request = (await api(member.id))(`/v1/member/agreement/${agreement.id}/lease?language=ne&format=html`)
    const response = await bodyOf(request)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toMatch(/^<!doctype html><html lang="ne">/)
    expect(html).toContain('size: A4')
    expect(html.match(/class="lease-copy"/g)).toHaveLength(3)
    expect(html).toContain('घर बहाल सम्झौता')
  })

  test('JSON: the sections behind it; PATCH changes only what it is given; another member gets 404', async () => {
    const { member, agreement } = await leasedHouse()
    const request = await api(member.id)
    const shown = await (await bodyOf(request(`/v1/member/agreement/${agreement.id}/lease?language=both`))).json()
    expect(shown.data.documents.map((document: { language: string }) => document.language)).toEqual(['en', 'ne'])
    expect(shown.data.terms).toEqual({ purpose: null, noticeDays: 35, rentTaxPaidBy: 'LANDLORD', clauses: null })

    const patched = await bodyOf(request(`/v1/member/agreement/${agreement.id}/lease`, { method: 'PATCH', body: JSON.stringify({ noticeDays: 45 }) }))
    expect((await patched.json()).data).toEqual({ purpose: null, noticeDays: 45, rentTaxPaidBy: 'LANDLORD', clauses: null, role: 'OWNER' })
    const bad = await bodyOf(request(`/v1/member/agreement/${agreement.id}/lease`, { method: 'PATCH', body: JSON.stringify({ noticeDays: 400 }) }))
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.fields.noticeDays).toHaveLength(1)

    const other = await createSession((await signedInMember()).member.id, 'API')
    const foreign = new Request(`http://localhost/v1/member/agreement/${agreement.id}/lease`, { headers: { authorization: `Bearer ${other.token}` } })
    expect((await bodyOf(foreign)).status).toBe(404)
  })
})
