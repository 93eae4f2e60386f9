// Expenses over HTTP (ADR 042), the web without JavaScript and /v1: another landlord's expense is
// a 404 on every page and operation; a viewer sees the list but may not add (403); the form's bad
// input is a 400 with its fields and nothing written; a photo that lies about its type is
// refused; the receipt is served only to those who see the books; a void keeps the row and drops
// it from the total; a property with expenses refuses deletion with its reason, not a 500. Monthly
// expenses in /v1: set up (once per key), listed by role, stopped as the page's Stop does.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bsMonthKey } from '~/domain/expenses'
import { nepalToday, nepalTodayBs } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { apiClient, webClient } from '../../support/http-clients'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { landlord } from '../agreements/support'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])

/** The expense form as a browser without JavaScript posts it: multipart, with an optional photo. */
function expenseForm(fields: Record<string, string>, photo?: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ intent: 'add-expense', category: 'REPAIR', amount: '1500', calendarType: 'AD', spentOn: nepalToday(), ...fields })) form.set(name, value)
  if (photo) form.set('photo', new Blob([photo.bytes], { type: photo.type }), photo.name)
  return form
}

async function postMultipart(web: Awaited<ReturnType<typeof webClient>>, path: string, form: FormData) {
  return web.get(path, { method: 'POST', headers: { origin: server.url }, body: form })
}

async function teamMember(propertyId: number, role: 'MANAGER' | 'VIEWER' | 'COLLECTOR') {
  const person = await createMember({ firstName: 'Gita', lastName: 'Rai' })
  await prisma.propertyTeamMember.create({ data: { propertyId, memberId: person.id, role } })
  return person
}

describe('the Expenses pages', () => {
  test('add an expense with a receipt photo, list it with the total, show the photo to the books’ readers only, void it with a reason', async () => {
    const { member: owner, house } = await landlord()
    const web = await webClient(server, owner.id)
    const saved = await postMultipart(web, '/expenses/new', expenseForm({ propertyId: String(house.id), amount: '2500', paidTo: 'Ram Plumbing' }, { bytes: JPEG, type: 'image/jpeg', name: 'bill.jpg' }))
    expect(saved.status).toBe(302)
    const expense = await prisma.expense.findFirstOrThrow({ where: { propertyId: house.id } })
    expect(saved.headers.get('location')).toBe(`/expenses/${expense.id}`)
    expect(expense).toMatchObject({ memberId: owner.id, amountPaisa: 250_000n, receiptPhotoType: 'image/jpeg', recordedByMemberId: null })

    const list = await (await web.get('/expenses')).text()
    expect(list).toContain('Ram Plumbing')
    expect(list).toContain('Rs. 2,500')
    const receipt = await web.get(`/expenses/${expense.id}/receipt`)
    expect(receipt.status).toBe(200)
    expect(receipt.headers.get('content-type')).toBe('image/jpeg')
    expect(receipt.headers.get('cache-control')).toContain('no-store')
    expect(new Uint8Array(await receipt.arrayBuffer())).toEqual(JPEG)

    const viewer = await webClient(server, (await teamMember(house.id, 'VIEWER')).id)
    expect((await viewer.get(`/expenses/${expense.id}/receipt`)).status).toBe(200)
    const collector = await webClient(server, (await teamMember(house.id, 'COLLECTOR')).id)
    expect((await collector.get(`/expenses/${expense.id}/receipt`)).status).toBe(404)
    expect((await collector.get(`/expenses/${expense.id}`)).status).toBe(404)

    expect((await web.post(`/expenses/${expense.id}`, { intent: 'void-expense', reason: '' })).status).toBe(400)
    const voided = await web.post(`/expenses/${expense.id}`, { intent: 'void-expense', reason: 'Typed twice' })
    expect(voided.status).toBe(302)
    const page = await (await web.get(`/expenses/${expense.id}`)).text()
    expect(page).toContain('Voided: Typed twice')
    expect(await prisma.expense.count({ where: { id: expense.id, voidReason: 'Typed twice' } })).toBe(1)
    const after = await (await web.get('/expenses')).text()
    expect(after).toContain('Voided')
    expect(after).toMatch(/Total<!-- -->: <!-- -->Rs\. 0|Total: Rs\. 0/)
  })

  test('another landlord’s expense is a 404 on every page and operation, web and /v1', async () => {
    const { member: owner, house } = await landlord()
    const ownerApi = await apiClient(server, owner.id)
    const created = await ownerApi('/v1/member/expense', { method: 'POST', body: { propertyId: house.id, category: 'WATER', amount: 800, spentOn: nepalToday() } })
    expect(created.status).toBe(201)
    const { id } = created.data as { id: number }

    const stranger = await createMember()
    const web = await webClient(server, stranger.id)
    const api = await apiClient(server, stranger.id)
    expect((await web.get(`/expenses/${id}`)).status).toBe(404)
    expect((await web.get(`/expenses/${id}/receipt`)).status).toBe(404)
    expect((await web.post(`/expenses/${id}`, { intent: 'void-expense', reason: 'x' })).status).toBe(404)
    expect((await api(`/v1/member/expense/${id}/void`, { method: 'POST', body: { reason: 'x' } })).status).toBe(404)
    expect((await api('/v1/member/expense', { method: 'POST', body: { propertyId: house.id, category: 'WATER', amount: 1, spentOn: nepalToday() } })).status).toBe(404)
    expect(((await api('/v1/member/expense')).data as { items: unknown[] }).items).toEqual([])
    expect(await (await web.get('/expenses')).text()).not.toContain(house.name)
    expect(await prisma.expense.count({ where: { propertyId: house.id, voidedAt: null } })).toBe(1)
  })

  test('a viewer sees the list but may not add (403), on the web and /v1; a manager adds in the owner’s books, named', async () => {
    const { member: owner, house } = await landlord()
    const viewer = await teamMember(house.id, 'VIEWER')
    const viewerWeb = await webClient(server, viewer.id)
    expect((await viewerWeb.get('/expenses')).status).toBe(200)
    expect((await viewerWeb.get('/expenses/new')).status).toBe(403)
    expect((await postMultipart(viewerWeb, '/expenses/new', expenseForm({ propertyId: String(house.id) }))).status).toBe(403)
    const viewerApi = await apiClient(server, viewer.id)
    expect((await viewerApi('/v1/member/expense', { method: 'POST', body: { propertyId: house.id, category: 'WATER', amount: 1, spentOn: nepalToday() } })).status).toBe(403)
    expect(await prisma.expense.count({ where: { propertyId: house.id } })).toBe(0)

    const manager = await teamMember(house.id, 'MANAGER')
    const managerApi = await apiClient(server, manager.id)
    const headers = { 'Idempotency-Key': `expense-${manager.id}` }
    const body = { propertyId: house.id, category: 'ELECTRICITY', amount: 1250, spentOn: nepalToday(), electricityUnits: 100, paidTo: 'NEA' }
    const [first, again] = [await managerApi('/v1/member/expense', { method: 'POST', body, headers }), await managerApi('/v1/member/expense', { method: 'POST', body, headers })]
    expect(first.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(first.data).toMatchObject({ amount: 1250, electricityUnits: 100, recordedBy: { memberId: manager.id, name: 'Gita Rai', isOwner: false }, voided: false })
    expect(await prisma.expense.count({ where: { propertyId: house.id, memberId: owner.id, recordedByMemberId: manager.id } })).toBe(1)
    const ownerList = await (await apiClient(server, owner.id))('/v1/member/expense?propertyId=' + house.id)
    expect(ownerList.data).toMatchObject({ total: 1, totalAmount: 1250, items: [{ recordedBy: { name: 'Gita Rai' } }] })
    // The property page shows the rate the landlord paid per unit.
    expect(await (await (await webClient(server, owner.id)).get(`/properties/${house.id}`)).text()).toContain('You paid Rs. 12.50 per unit')
  })

  test('bad input is a 400 with its fields and nothing written; a photo that lies about its type is refused', async () => {
    const { member: owner, house } = await landlord()
    const web = await webClient(server, owner.id)
    const bad = await postMultipart(web, '/expenses/new', expenseForm({ propertyId: String(house.id), amount: 'lots', spentOn: '2026-02-31', category: 'PIZZA' }))
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Enter an amount in rupees')
    expect(html).toContain('Choose a category')
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const lying = await postMultipart(web, '/expenses/new', expenseForm({ propertyId: String(house.id) }, { bytes: svg, type: 'image/jpeg', name: 'receipt.jpg' }))
    expect(lying.status).toBe(400)
    expect(await lying.text()).toContain('The photo must be a JPEG, PNG or WebP image')
    const api = await apiClient(server, owner.id)
    const apiBad = await api('/v1/member/expense', { method: 'POST', body: { propertyId: house.id, category: 'REPAIR', amount: -1, spentOn: 'soon', receiptPhoto: Buffer.from(svg).toString('base64') } })
    expect(apiBad.status).toBe(400)
    expect(Object.keys(apiBad.error?.fields ?? {}).sort()).toEqual(['amount', 'spentOn'])
    const apiLying = await api('/v1/member/expense', { method: 'POST', body: { propertyId: house.id, category: 'REPAIR', amount: 5, spentOn: nepalToday(), receiptPhoto: Buffer.from(svg).toString('base64') } })
    expect(apiLying.status).toBe(400)
    expect(apiLying.error?.fields).toEqual({ receiptPhoto: ['The photo must be a JPEG, PNG or WebP image'] })
    expect(await prisma.expense.count({ where: { propertyId: house.id } })).toBe(0)
  })

  test('a monthly expense set up on the web is written and listed, and stopped from the list; the property then refuses deletion with its reason', async () => {
    const { member: owner, house } = await landlord()
    const web = await webClient(server, owner.id)
    const today = nepalToday()
    const month = (await import('~/domain/bs-calendar')).adToBs(today)
    const startMonth = `${month.year}-${String(month.month).padStart(2, '0')}`
    // The form sent twice from one render (a double tap, a browser's resend) sets up one.
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(await (await web.get('/expenses/new')).text())?.[1]
    expect(key).toBeDefined()
    const form = { intent: 'add-recurring', propertyId: String(house.id), category: 'STAFF', amount: '15000', dayOfMonth: '1', startMonth, paidTo: 'Guard', idempotencyKey: key! }
    const sent = await Promise.all([web.post('/expenses/new', form), web.post('/expenses/new', form)])
    for (const set of [...sent, await web.post('/expenses/new', form)]) {
      expect(set.status).toBe(302)
      expect(set.headers.get('location')).toBe('/expenses')
    }
    expect(await prisma.recurringExpense.count({ where: { propertyId: house.id } })).toBe(1)
    const recurring = await prisma.recurringExpense.findFirstOrThrow({ where: { propertyId: house.id } })
    expect(await prisma.expense.count({ where: { recurringExpenseId: recurring.id } })).toBe(1)
    expect(await (await web.get('/expenses')).text()).toContain('Guard')
    expect((await web.post('/expenses', { intent: 'stop-recurring', recurringId: String(recurring.id) })).status).toBe(302)
    expect((await prisma.recurringExpense.findUniqueOrThrow({ where: { id: recurring.id } })).stoppedAt).not.toBeNull()

    const refused = await web.post(`/properties/${house.id}?dialog=delete-property`, { intent: 'delete-property', confirmName: house.name })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('This property has expenses, so it cannot be deleted.')
    const apiRefused = await (await apiClient(server, owner.id))(`/v1/member/property/${house.id}`, { method: 'DELETE' })
    expect(apiRefused.status).toBe(409)
    expect(await prisma.property.count({ where: { id: house.id } })).toBe(1)
  })
})

describe('monthly expenses in /v1', () => {
  /** The B.S. month `back` months before this one, YYYY-MM. */
  const monthsBefore = (back: number) => {
    const today = nepalTodayBs()
    const index = today.year * 12 + (today.month - 1) - back
    return bsMonthKey({ year: Math.floor(index / 12), month: (index % 12) + 1 })
  }

  test('set up once per Idempotency-Key with the months already due written, listed with the caller’s role, stopped once', async () => {
    const { member: owner, house } = await landlord()
    const manager = await teamMember(house.id, 'MANAGER')
    const managerApi = await apiClient(server, manager.id)
    const body = { propertyId: house.id, category: 'STAFF', amount: 15000, dayOfMonth: 1, startMonth: monthsBefore(2), paidTo: 'Guard' }
    const headers = { 'Idempotency-Key': `recurring-${manager.id}` }
    const [first, again] = [
      await managerApi('/v1/member/expense/recurring', { method: 'POST', body, headers }),
      await managerApi('/v1/member/expense/recurring', { method: 'POST', body, headers }),
    ]
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.data).toEqual(first.data)
    // This month's day 1 and the two months before: written at once, in the owner's books, by the manager.
    expect(first.data).toMatchObject({ role: 'MANAGER', propertyId: house.id, propertyName: house.name, unitId: null, category: 'STAFF', amount: 15000, dayOfMonth: 1, startMonth: monthsBefore(2), paidTo: 'Guard', stopped: false, stoppedAt: null, monthsWritten: 3 })
    const { id } = first.data as { id: number }
    expect(await prisma.recurringExpense.count({ where: { propertyId: house.id } })).toBe(1)
    expect(await prisma.expense.count({ where: { recurringExpenseId: id, memberId: owner.id, recordedByMemberId: manager.id, amountPaisa: 1_500_000n } })).toBe(3)

    // The owner and a viewer list it, each with their own role; a viewer may not stop it.
    const ownerApi = await apiClient(server, owner.id)
    expect((await ownerApi(`/v1/member/expense/recurring?propertyId=${house.id}`)).data).toEqual([{ ...(first.data as object), role: 'OWNER' }])
    const viewerApi = await apiClient(server, (await teamMember(house.id, 'VIEWER')).id)
    expect(((await viewerApi('/v1/member/expense/recurring')).data as Array<{ id: number; role: string }>).map(({ id, role }) => ({ id, role }))).toEqual([{ id, role: 'VIEWER' }])
    const viewerStop = await viewerApi(`/v1/member/expense/recurring/${id}/stop`, { method: 'POST' })
    expect(viewerStop.status).toBe(403)
    expect((await viewerApi('/v1/member/expense/recurring', { method: 'POST', body })).status).toBe(403)
    const collectorApi = await apiClient(server, (await teamMember(house.id, 'COLLECTOR')).id)
    expect((await collectorApi('/v1/member/expense/recurring')).data).toEqual([])
    expect((await collectorApi(`/v1/member/expense/recurring/${id}/stop`, { method: 'POST' })).status).toBe(404)

    // Stopped once: the retry with its key is the first answer, without it 409; the months written stay.
    const stopHeaders = { 'Idempotency-Key': `stop-${id}` }
    const stopped = await ownerApi(`/v1/member/expense/recurring/${id}/stop`, { method: 'POST', headers: stopHeaders })
    expect(stopped.status).toBe(200)
    expect(stopped.data).toMatchObject({ id, role: 'OWNER', stopped: true, monthsWritten: 3 })
    const stoppedAt = (stopped.data as { stoppedAt: string }).stoppedAt
    expect((await prisma.recurringExpense.findUniqueOrThrow({ where: { id } })).stoppedAt?.toISOString()).toBe(stoppedAt)
    const replayed = await ownerApi(`/v1/member/expense/recurring/${id}/stop`, { method: 'POST', headers: stopHeaders })
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    expect(replayed.data).toEqual(stopped.data)
    const twice = await ownerApi(`/v1/member/expense/recurring/${id}/stop`, { method: 'POST' })
    expect(twice.status).toBe(409)
    expect(twice.error?.code).toBe('ALREADY_STOPPED')
    expect(await prisma.expense.count({ where: { recurringExpenseId: id } })).toBe(3)
    // The Expenses page lists it stopped.
    expect(await (await (await webClient(server, owner.id)).get('/expenses')).text()).toContain('Stopped')
  })

  test('bad input is a 400 naming each field, with nothing set up and nothing written', async () => {
    const { member: owner, house, divided, flat1 } = await landlord()
    const api = await apiClient(server, owner.id)
    const bad = await api('/v1/member/expense/recurring', { method: 'POST', body: { propertyId: house.id, category: 'PIZZA', amount: -5, dayOfMonth: 33, startMonth: '2082-13' } })
    expect(bad.status).toBe(400)
    expect(bad.error?.code).toBe('VALIDATION_ERROR')
    expect(Object.keys(bad.error?.fields ?? {}).sort()).toEqual(['amount', 'category', 'dayOfMonth', 'startMonth'])
    expect(bad.error?.fields?.startMonth).toEqual(['Enter a B.S. month like 2082-08'])
    expect(bad.error?.fields?.category).toEqual(['Choose a category'])
    const missing = await api('/v1/member/expense/recurring', { method: 'POST', body: { propertyId: house.id, category: 'STAFF', amount: 100 } })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.error?.fields ?? {}).sort()).toEqual(['dayOfMonth', 'startMonth'])
    // A unit of another property: refused by the service, before anything is written.
    const wrongUnit = await api('/v1/member/expense/recurring', { method: 'POST', body: { propertyId: house.id, unitId: flat1.id, category: 'STAFF', amount: 100, dayOfMonth: 1, startMonth: monthsBefore(1) } })
    expect(wrongUnit.status).toBe(400)
    expect(Object.keys(wrongUnit.error?.fields ?? {})).toEqual(['unitId'])
    expect(await prisma.recurringExpense.count({ where: { propertyId: { in: [house.id, divided.id] } } })).toBe(0)
    expect(await prisma.expense.count({ where: { propertyId: { in: [house.id, divided.id] } } })).toBe(0)
    // A stop of a recurring id that cannot be one is a 404, not a 500.
    expect((await api('/v1/member/expense/recurring/abc/stop', { method: 'POST' })).status).toBe(404)
  })

  test('another landlord’s monthly expense is a 404 to stop, absent from the list, and their property a 404 to set one up on', async () => {
    const { member: owner, house } = await landlord()
    const ownerApi = await apiClient(server, owner.id)
    const created = await ownerApi('/v1/member/expense/recurring', { method: 'POST', body: { propertyId: house.id, category: 'LOAN_INTEREST', amount: 9000, dayOfMonth: 32, startMonth: monthsBefore(0) } })
    expect(created.status).toBe(201)
    const { id } = created.data as { id: number }

    const stranger = await apiClient(server, (await createMember()).id)
    const stop = await stranger(`/v1/member/expense/recurring/${id}/stop`, { method: 'POST' })
    expect(stop.status).toBe(404)
    expect(stop.error?.code).toBe('NOT_FOUND')
    expect((await stranger('/v1/member/expense/recurring')).data).toEqual([])
    expect((await stranger(`/v1/member/expense/recurring?propertyId=${house.id}`)).data).toEqual([])
    expect((await stranger('/v1/member/expense/recurring', { method: 'POST', body: { propertyId: house.id, category: 'STAFF', amount: 1, dayOfMonth: 1, startMonth: monthsBefore(0) } })).status).toBe(404)
    expect(await prisma.recurringExpense.findMany({ where: { propertyId: house.id }, select: { id: true, stoppedAt: true } })).toEqual([{ id, stoppedAt: null }])
  })
})
