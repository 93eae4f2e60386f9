// The rental notice pages called directly: Mark as filed on /rental-notices/:id, the
// municipalities form on /rental-notices, the dashboard's list, and the /v1 calls.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { translate } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { NOTICE_MESSAGES } from '~/schemas/rental-notice-schemas'
import { prisma } from '~/server/db.server'
import { createAgreement } from '~/services/agreements/create.server'
import { listOpenNotices } from '~/services/paperwork/rental-notices.server'
import { createSession } from '~/services/accounts/session.server'
import { callRoute, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { landlord, parsed, payload } from '../agreements/support'
import { signedInMember } from './support'

/** A landlord in Kathmandu whose agreement starts today: one notice is open. */
async function landlordWithNotice(terms: Record<string, unknown> = {}) {
  const { member, divided, flat1 } = await landlord()
  const agreement = await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: flat1.id, ...terms })))
  const [notice] = await listOpenNotices(member.id)
  return { member, agreement, notice: notice!, cookie: await signedInCookie(member.id) }
}

describe('Mark as filed (/rental-notices/:id)', () => {
  test('the page shows the notice in Nepali; filing stores the day and reference and says so', async () => {
    const { notice, cookie } = await landlordWithNotice()
    const page = await callRoute(pageGet(`/rental-notices/${notice.id}`, { cookie }))
    expect(page.file).toBe('routes/rental-notices/show.tsx')
    expect(page.data.printed.subject).toBe('विषय: घर बहालमा दिएको जानकारी')
    expect(page.data.todayInCalendar).toBe(nepalToday())

    const outcome = await callRoute(formPost(`/rental-notices/${notice.id}`, { intent: 'file-notice', calendarType: 'AD', filedOn: nepalToday(), reference: 'KMC/83/77' }, { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/rental-notices/${notice.id}`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'notice.fileDone') })
    expect(await prisma.rentalNotice.findUniqueOrThrow({ where: { id: notice.id } })).toMatchObject({ reference: 'KMC/83/77', filedOn: new Date(`${nepalToday()}T00:00:00Z`) })
    const dashboard = await callRoute(pageGet('/dashboard', { cookie }))
    expect(dashboard.data.notices).toEqual([])
  })

  test('an A.D. lease past the B.S. table’s last day (2032-04-13): the notice prints that day in A.D. alone', async () => {
    const { notice, cookie } = await landlordWithNotice({ endDate: '2040-12-31' })
    const page = await callRoute(pageGet(`/rental-notices/${notice.id}`, { cookie }))
    const printed = JSON.stringify(page.data.printed)
    expect(printed).toContain('ई.सं. २०४०-१२-३१')
    expect(printed).not.toContain('ई.सं. २०४०-१२-३१ (')
  })

  test.each([
    ['filedOn', { filedOn: addAdDays(nepalToday(), 1) }, NOTICE_MESSAGES.filedOn],
    ['filedOn', { filedOn: '2026-02-30' }, NOTICE_MESSAGES.filedOn],
    ['reference', { reference: '' }, NOTICE_MESSAGES.reference],
    ['reference', { reference: 'R\u0007' }, 'form.controlCharacters'],
  ] as const)('bad %s is 400 with its message, and nothing changes', async (field, values, key) => {
    const { notice, cookie } = await landlordWithNotice()
    const form = { intent: 'file-notice', calendarType: 'AD', filedOn: nepalToday(), reference: 'R-1', ...values }
    const outcome = await callRoute(formPost(`/rental-notices/${notice.id}`, form, { cookie }))
    expect(outcome.status).toBe(400)
    expect(outcome.data.errors[field]).toEqual([renderMessage('en', key)])
    expect(await prisma.rentalNotice.findUniqueOrThrow({ where: { id: notice.id } })).toMatchObject({ filedOn: null, reference: null })
  })

  test('the dashboard lists the open notice; another member gets 404 and changes nothing', async () => {
    const { notice, cookie } = await landlordWithNotice()
    expect((await callRoute(pageGet('/dashboard', { cookie }))).data.notices.map((open: { id: number }) => open.id)).toEqual([notice.id])
    const other = await signedInMember()
    expect(await callRoute(pageGet(`/rental-notices/${notice.id}`, { cookie: other.cookie }))).toMatchObject({ thrown: true, status: 404 })
    const form = { intent: 'file-notice', calendarType: 'AD', filedOn: nepalToday(), reference: 'R-1' }
    expect(await callRoute(formPost(`/rental-notices/${notice.id}`, form, { cookie: other.cookie }))).toMatchObject({ thrown: true, status: 404 })
    expect(await prisma.rentalNotice.findUniqueOrThrow({ where: { id: notice.id } })).toMatchObject({ filedOn: null })
  })
})

describe('the municipalities form (/rental-notices)', () => {
  test('unticking Kathmandu stores the choice', async () => {
    const { member, cookie } = await landlordWithNotice()
    const page = await callRoute(pageGet('/rental-notices', { cookie }))
    expect(page.data.municipalities).toMatchObject([{ id: 307, required: true }])
    const outcome = await callRoute(formPost('/rental-notices', {}, { cookie }))
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'notice.settingsSaved') })
    expect(await prisma.rentalNoticeMunicipality.findMany({ where: { memberId: member.id } })).toMatchObject([{ localLevelId: 307, required: false }])
  })

  test('an id that is not a number is 400 and changes nothing', async () => {
    const { member, cookie } = await landlordWithNotice()
    const outcome = await callRoute(formPost('/rental-notices', { required: ['307', 'Kathmandu'] }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(outcome.data.error).toBe(translate('en', 'notice.settingsFailed'))
    expect(await prisma.rentalNoticeMunicipality.count({ where: { memberId: member.id } })).toBe(0)
  })
})

describe('/v1/member/rental-notice', () => {
  test('lists the open notices and files one; bad input is 400 with fields', async () => {
    const { member, notice } = await landlordWithNotice()
    const { token } = await createSession(member.id, 'API')
    const request = (path: string, init: RequestInit = {}) =>
      new Request(`http://localhost${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })
    const list = await import('~/routes/v1/member.rental-notice')
    const file = await import('~/routes/v1/member.rental-notice.$id.file')
    const listed = (await list.loader({ request: request('/v1/member/rental-notice'), params: {}, context: {} } as never)) as Response
    expect((await listed.json()).data).toMatchObject([{ id: notice.id, kind: 'LET', filedOn: null }])

    const bad = (await file.action({ request: request(`/v1/member/rental-notice/${notice.id}/file`, { method: 'POST', body: JSON.stringify({ filedOn: nepalToday() }) }), params: { id: String(notice.id) }, context: {} } as never)) as Response
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).error.fields)).toEqual(['reference'])

    const body = JSON.stringify({ filedOn: nepalToday(), reference: 'API-1' })
    const filed = (await file.action({ request: request(`/v1/member/rental-notice/${notice.id}/file`, { method: 'POST', body }), params: { id: String(notice.id) }, context: {} } as never)) as Response
    expect((await filed.json()).data).toMatchObject({ id: notice.id, filedOn: nepalToday(), reference: 'API-1' })
  })
})
