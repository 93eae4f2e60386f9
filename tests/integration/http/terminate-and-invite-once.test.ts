// Terminate Agreement and a team invitation happen once however often one form, or one /v1
// invitation with its Idempotency-Key, is sent: without JavaScript nothing stops a second tap on a
// slow connection, and the second was answered with a refusal ("no longer current", "already
// invited") although the first had done what was asked. Now the same render answers as the first
// did; the same key with other values changes nothing.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { prisma } from '~/server/db.server'
import { createAgreement } from '~/services/agreements/create.server'
import { apiClient, formKeyOn, webClient, type WebClient } from '../../support/http-clients'
import { uniquePhone } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { landlord, parsed, payload, today } from '../agreements/support'
import { toNationalNumber } from '~/domain/phone'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

/** The page a redirect leads to, with the flash message it carries (the server's own signed cookie). */
async function pageAfter(web: WebClient, answer: Response) {
  const flash = answer.headers.getSetCookie().map((set) => set.split(';')[0]).join('; ')
  return (await web.get(answer.headers.get('location')!, { headers: { cookie: `${web.cookie}; ${flash}` } })).text()
}

describe('Terminate Agreement', () => {
  test('sent twice at once, and again later: terminated once, one text, each answer the success', async () => {
    const { member, divided, flat1 } = await landlord()
    const start = addAdDays(today(), -40)
    const agreement = await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: flat1.id, startDate: start, endDate: addAdDays(start, 364) })))
    const web = await webClient(server, member.id)
    const path = `/agreements/${agreement.id}?dialog=terminate`
    const form = { intent: 'terminate-agreement', calendarType: 'AD', moveOutDate: today(), confirmName: 'Flat 1 lease', idempotencyKey: await formKeyOn(web, path) }
    const answers: Response[] = await Promise.all([web.post(path, form), web.post(path, form)])
    answers.push(await web.post(path, form))
    for (const answer of answers) {
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(`/agreements/${agreement.id}?terminated=1`)
    }
    expect(await pageAfter(web, answers[2]!)).toContain('Agreement Terminated Successfully. Redirecting to Agreements')
    expect(await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { status: true } })).toEqual({ status: 'TERMINATED' })
    expect(await prisma.auditEvent.count({ where: { action: 'member.agreementTerminate', target: `agreement:${agreement.id}` } })).toBe(1)
    expect(await prisma.smsMessage.count({ where: { template: 'agreement-terminated', tenantId: agreement.tenant.id } })).toBe(1)
    // The same render's key with another move-out day is refused, and changes nothing.
    const changed = await web.post(path, { ...form, moveOutDate: addAdDays(today(), -1) })
    expect(changed.status).toBe(409)
    // The dialog no longer opens on an ended agreement: the page says why.
    expect(await changed.text()).toContain('This form was already sent, and what it sent was saved.')
    expect(await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { moveOutDate: true } })).toEqual({ moveOutDate: new Date(`${today()}T00:00:00Z`) })
  })

  test('an agreement that has not started, cancelled twice: the second is told it was cancelled', async () => {
    const { member, house } = await landlord()
    const start = addAdDays(today(), 10)
    const agreement = await createAgreement(member.id, parsed(payload({ propertyId: house.id, name: 'House lease', startDate: start, endDate: addAdDays(start, 364) })))
    const web = await webClient(server, member.id)
    const path = `/agreements/${agreement.id}?dialog=terminate`
    const form = { intent: 'terminate-agreement', calendarType: 'AD', confirmName: 'House lease', idempotencyKey: await formKeyOn(web, path) }
    const first = await web.post(path, form)
    const second = await web.post(path, form)
    expect([first.status, second.status]).toEqual([302, 302])
    expect(await pageAfter(web, second)).toContain('Agreement cancelled. Redirecting to Agreements')
  })
})

describe('a team invitation', () => {
  test('Invite sent twice at once, and again later: one invitation, one text, each answer the success', async () => {
    const { member, house } = await landlord()
    const web = await webClient(server, member.id)
    const path = `/properties/${house.id}/team`
    const phone = uniquePhone()
    const form = { intent: 'invite', phone: toNationalNumber(phone), role: 'MANAGER', sharePercent: '', idempotencyKey: await formKeyOn(web, path) }
    const answers: Response[] = await Promise.all([web.post(path, form), web.post(path, form)])
    answers.push(await web.post(path, form))
    for (const answer of answers) {
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(path)
    }
    expect(await pageAfter(web, answers[2]!)).toContain(`Invitation sent to ${toNationalNumber(phone)}.`)
    expect(await prisma.propertyInvitation.count({ where: { propertyId: house.id, phone } })).toBe(1)
    expect(await prisma.smsMessage.count({ where: { template: 'team-invitation', to: phone } })).toBe(1)
    // Another number with the same render's key invites nobody.
    const other = uniquePhone()
    expect((await web.post(path, { ...form, phone: toNationalNumber(other) })).status).toBe(409)
    expect(await prisma.propertyInvitation.count({ where: { phone: other } })).toBe(0)
  })

  test('/v1: one invitation sent three times at once with one key, the same answer each time', async () => {
    const { member, house } = await landlord()
    const api = await apiClient(server, member.id)
    const phone = uniquePhone()
    const key = { 'Idempotency-Key': randomUUID() }
    const path = `/v1/member/property/${house.id}/team`
    const answers = await Promise.all(Array.from({ length: 3 }, () => api(path, { method: 'POST', body: { phone, role: 'VIEWER' }, headers: key })))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1)
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2)
    expect(await prisma.propertyInvitation.count({ where: { propertyId: house.id, phone } })).toBe(1)
    expect(await api(path, { method: 'POST', body: { phone: uniquePhone(), role: 'VIEWER' }, headers: key })).toMatchObject({
      status: 422,
      error: { code: 'IDEMPOTENCY_KEY_REUSED' },
    })
    // Without a key, the same invitation again is refused as before: already invited.
    expect(await api(path, { method: 'POST', body: { phone, role: 'VIEWER' } })).toMatchObject({ status: 400, error: { fields: { phone: [expect.any(String)] } } })
  })
})
