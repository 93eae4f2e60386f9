// A form posted after its web session ended (ADR 066), on the production server: nothing is saved,
// what was typed is kept for the member of the ended session (never a password, a secret key or a
// file), sign-in comes back to it, and Send It Now passes it on once (a 307 the browser follows
// with the same body) to the page it was meant for. Nobody else sees it; Discard and a day end it.
// The inactivity timer's sign-out carries a form typed in and not sent, which is kept the same way.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { purgeExpired } from '~/services/retention.server'
import { webClient } from '../../support/http-clients'
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

type Web = Awaited<ReturnType<typeof webClient>>

async function idle(memberId: number) {
  await prisma.session.updateMany({ where: { memberId }, data: { lastSeenAt: new Date(Date.now() - 16 * 60_000) } })
}

/** The kept form's id from the sign-in redirect an ended session's post is answered with. */
function heldIdOf(answer: Response) {
  expect(answer.status).toBe(302)
  const location = new URL(answer.headers.get('location') ?? '', server.url)
  expect(location.pathname).toBe('/login')
  const back = location.searchParams.get('redirectTo') ?? ''
  expect(back).toMatch(/^\/held\/[\w-]{24}$/)
  return back.slice('/held/'.length)
}

/** The hidden fields of the kept form's page, as the browser posts them when Send It Now is pressed. */
function hiddenFields(html: string) {
  const form = /<form[^>]* action="(\/held\/[^"]+\/send)"[^>]*>([\s\S]*?)<\/form>/.exec(html)
  expect(form).not.toBeNull()
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  const fields = [...form![2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g)].map(([, name, value]) => [decode(name!), decode(value!)] as [string, string])
  return { action: form![1]!, fields }
}

function sendAsBrowser(web: Web, path: string, fields: Array<[string, string]>) {
  return web.get(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url }, body: new URLSearchParams(fields).toString() })
}

function expenseForm(propertyId: number) {
  const form = new FormData()
  const fields = { intent: 'add-expense', propertyId: String(propertyId), category: 'REPAIR', amount: '2500', calendarType: 'AD', spentOn: nepalToday(), paidTo: 'Ram "Plumbing" & Sons', note: 'Tap in Flat 1\nand the kitchen' }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  form.set('photo', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'bill.jpg')
  return form
}

describe('a form posted after the session ended', () => {
  test('saves nothing, is kept without its file, and after signing in again is sent once to its page', async () => {
    const { member, house } = await landlord()
    const before = await webClient(server, member.id)
    await idle(member.id)
    const ended = await before.get('/expenses/new', { method: 'POST', headers: { origin: server.url }, body: expenseForm(house.id) })
    const id = heldIdOf(ended)
    expect(ended.headers.getSetCookie().join('\n')).toMatch(/__Host-bhadaa_session=;/)
    expect(await prisma.expense.count({ where: { propertyId: house.id } })).toBe(0)
    const kept = await prisma.heldForm.findUniqueOrThrow({ where: { id } })
    expect(kept).toMatchObject({ memberId: member.id, path: '/expenses/new', leftOut: true })
    expect((kept.fields as Array<[string, string]>).map(([name]) => name)).not.toContain('photo')

    const again = await webClient(server, member.id)
    // The dashboard says a form waits, and links to it, until it is sent.
    const waiting = await (await again.get('/dashboard')).text()
    expect(waiting).toContain('A form you typed when your session ended is waiting to be sent.')
    expect(waiting).toContain(`href="/held/${id}"`)
    const page = await again.get(`/held/${id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Send what you typed?')
    expect(html).toContain('Passwords, secret keys and files are never kept')
    const { action, fields } = hiddenFields(html)
    expect(action).toBe(`/held/${id}/send`)
    // A browser sends a typed line break as CRLF (the multipart post above did too).
    expect(Object.fromEntries(fields)).toMatchObject({ paidTo: 'Ram "Plumbing" & Sons', note: 'Tap in Flat 1\r\nand the kitchen', amount: '2500' })

    const sent = await sendAsBrowser(again, action, fields)
    expect(sent.status).toBe(307)
    expect(sent.headers.get('location')).toBe('/expenses/new')
    // The browser posts the same body there: the expense's own action answers.
    const saved = await sendAsBrowser(again, '/expenses/new', fields)
    expect(saved.status).toBe(302)
    const expense = await prisma.expense.findFirstOrThrow({ where: { propertyId: house.id } })
    expect(saved.headers.get('location')).toBe(`/expenses/${expense.id}`)
    expect(expense).toMatchObject({ amountPaisa: 250_000n, paidTo: 'Ram "Plumbing" & Sons', receiptPhotoType: null })

    // Sent once: a second press, or the page again, finds nothing to send.
    const twice = await sendAsBrowser(again, action, fields)
    expect(twice.status).toBe(303)
    expect(twice.headers.get('location')).toBe('/dashboard')
    expect((await again.get(`/held/${id}`)).headers.get('location')).toBe('/dashboard')
    expect(await prisma.expense.count({ where: { propertyId: house.id } })).toBe(1)
    expect(await (await again.get('/dashboard')).text()).not.toContain('/held/')
  })

  test('keeps no password: the change-password form is kept with its passwords left out, and says so', async () => {
    const member = await createMember()
    const before = await webClient(server, member.id)
    await idle(member.id)
    const ended = await before.post('/settings/change-password', { intent: 'password', currentPassword: 'Old-Secret-2083', password: 'New-Secret-2083!', confirmPassword: 'New-Secret-2083!' })
    const id = heldIdOf(ended)
    const kept = await prisma.heldForm.findUniqueOrThrow({ where: { id } })
    expect(kept.fields).toEqual([['intent', 'password']])
    expect(kept.leftOut).toBe(true)
    expect(JSON.stringify(kept)).not.toContain('Secret-2083')
  })

  test('is no one else’s: another member finds no form to send, and the owner’s stays until discarded', async () => {
    const { member, house } = await landlord()
    const before = await webClient(server, member.id)
    await idle(member.id)
    const id = heldIdOf(await before.post('/expenses/new', { intent: 'add-expense', propertyId: String(house.id), category: 'REPAIR', amount: '900', calendarType: 'AD', spentOn: nepalToday() }))

    const stranger = await webClient(server, (await createMember()).id)
    const look = await stranger.get(`/held/${id}`)
    expect(look.status).toBe(302)
    expect(look.headers.get('location')).toBe('/dashboard')
    expect((await stranger.post(`/held/${id}/send`, { amount: '1' })).headers.get('location')).toBe('/dashboard')
    expect((await stranger.post(`/held/${id}`, {})).status).toBe(302)
    expect(await prisma.heldForm.count({ where: { id } })).toBe(1)

    const owner = await webClient(server, member.id)
    const discarded = await owner.post(`/held/${id}`, {})
    expect(discarded.status).toBe(302)
    expect(discarded.headers.get('location')).toBe('/dashboard')
    expect(await prisma.heldForm.count({ where: { id } })).toBe(0)
    expect(await prisma.expense.count({ where: { propertyId: house.id } })).toBe(0)
  })

  test('a script’s request, a post with a NUL or without any field and a visitor never signed in keep nothing', async () => {
    const member = await createMember()
    const before = await webClient(server, member.id)
    await idle(member.id)
    const script = await before.get('/sidebar', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'sec-fetch-dest': 'empty' }, body: 'collapsed=true' })
    expect(script.headers.get('location')).toBe('/login?redirectTo=%2Fsidebar')
    // A NUL is refused by every form (no person types one), and PostgreSQL's JSON cannot keep it.
    const nul = await before.post('/invitations', { invitationId: 'a\0b' })
    expect(nul.headers.get('location')).toBe('/login?redirectTo=%2Finvitations')
    const empty = await before.post('/invitations', {})
    expect(empty.headers.get('location')).toBe('/login?redirectTo=%2Finvitations')
    const anonymous = await fetch(`${server.url}/expenses/new`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url }, body: 'amount=5' })
    expect(anonymous.headers.get('location')).toBe('/login?redirectTo=%2Fexpenses%2Fnew')
    expect(await prisma.heldForm.count({ where: { memberId: member.id } })).toBe(0)
  })

  test('a member’s ten newest are kept; retention ends one a day after it was kept', async () => {
    const member = await createMember()
    const web = await webClient(server, member.id)
    await idle(member.id)
    const ids = []
    for (let n = 1; n <= 11; n++) ids.push(heldIdOf(await web.post('/invitations', { invitationId: String(n) })))
    const left = await prisma.heldForm.findMany({ where: { memberId: member.id }, select: { id: true } })
    expect(left.map((row) => row.id).sort()).toEqual(ids.slice(1).sort())

    await purgeExpired(new Date(Date.now() + 23 * 60 * 60_000))
    expect(await prisma.heldForm.count({ where: { memberId: member.id } })).toBe(10)
    await purgeExpired(new Date(Date.now() + 25 * 60 * 60_000))
    expect(await prisma.heldForm.count({ where: { memberId: member.id } })).toBe(0)
  })

  test('the inactivity sign-out keeps the form the member typed in; what is not a same-site form of pairs is not kept, and the sign-out happens all the same', async () => {
    const member = await createMember()
    const signOut = async (fields: Record<string, string>) => {
      const web = await webClient(server, member.id)
      const answer = await web.post('/logout', fields)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/')
      expect((await web.get('/dashboard')).status).toBe(302)
    }
    const typed = JSON.stringify([['intent', 'account'], ['firstName', 'Anjali'], ['lastName', 'Rai'], ['note', 'two\nlines']])
    await signOut({ reason: 'inactive', heldPath: '/settings', heldFields: typed })
    const kept = await prisma.heldForm.findFirstOrThrow({ where: { memberId: member.id } })
    expect(kept).toMatchObject({ path: '/settings', leftOut: false, fields: [['intent', 'account'], ['firstName', 'Anjali'], ['lastName', 'Rai'], ['note', 'two\nlines']] })

    const refusals: Array<Record<string, string>> = [
      { reason: 'inactive', heldPath: '//evil.example/settings', heldFields: typed },
      { reason: 'inactive', heldPath: 'https://evil.example/settings', heldFields: typed },
      { reason: 'inactive', heldPath: '/settings', heldFields: '{not json' },
      { reason: 'inactive', heldPath: '/settings', heldFields: '[[1, 2]]' },
      { reason: 'inactive', heldPath: '/settings', heldFields: '[]' },
      { reason: 'inactive', heldPath: '/settings', heldFields: JSON.stringify([['note', 'a\u0000b']]) },
      // A sign-out the member asked for sends no typed form: one posted with it is not kept.
      { heldPath: '/settings', heldFields: typed },
    ]
    for (const refused of refusals) await signOut(refused)
    expect(await prisma.heldForm.count({ where: { memberId: member.id } })).toBe(1)
  })
})
