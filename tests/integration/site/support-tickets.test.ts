// Support tickets (spec §2.7, §4.5, §5): stored as given, linked to a signed-in member, every rule
// refused with its message and nothing stored, and a few per client address an hour.
import { describe, expect, test } from 'vitest'
import { createSupportTicket, SUPPORT_TICKET_LIMIT } from '~/services/ops/support-tickets.server'
import { purgeExpired, SUPPORT_TICKET_RETENTION_DAYS } from '~/services/retention.server'
import { prisma } from '~/server/db.server'
import { TooManyRequestsError, ValidationError } from '~/services/errors'
import { createMember } from '../../support/fixtures'

let address = 0
/** A client address no other test uses, so each test starts with its own rate limit. */
function clientIp() {
  address += 1
  return `198.51.100.${address}-${process.pid}-${Date.now()}`
}

describe('a support ticket', () => {
  test('is stored with the name, the phone in E.164 and the message, line breaks as LF', async () => {
    const { id } = await createSupportTicket(null, { name: '  Sita Sharma ', phone: '९८४१२३४५६७', message: 'My tenant\r\nwas not texted.' }, { clientIp: clientIp() })
    expect(await prisma.supportTicket.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: 'Sita Sharma',
      phone: '+9779841234567',
      message: 'My tenant\nwas not texted.',
      memberId: null,
    })
  })

  test('needs no phone, and a signed-in member’s ticket is linked to them', async () => {
    const member = await createMember()
    const { id } = await createSupportTicket(member.id, { name: 'Sita Sharma', phone: '', message: 'Hello' }, { clientIp: clientIp() })
    expect(await prisma.supportTicket.findUniqueOrThrow({ where: { id } })).toMatchObject({ phone: null, memberId: member.id })
  })

  test('takes exactly 300 characters, counted as the database counts them (a CRLF is one)', async () => {
    const { id } = await createSupportTicket(null, { name: 'Ram', message: `${'न'.repeat(298)}\r\nन` }, { clientIp: clientIp() })
    expect([...(await prisma.supportTicket.findUniqueOrThrow({ where: { id } })).message]).toHaveLength(300)
  })

  test.each([
    [{ name: '', message: 'Hello' }, { name: ['support.nameRequired'] }],
    [{ name: '   ', message: 'Hello' }, { name: ['support.nameRequired'] }],
    [{ name: 'x'.repeat(101), message: 'Hello' }, { name: ['support.nameTooLong'] }],
    [{ name: 'Ram', phone: '12345', message: 'Hello' }, { phone: ['register.phoneInvalid'] }],
    [{ name: 'Ram', message: '  \n ' }, { message: ['support.messageRequired'] }],
    [{ name: 'Ram', message: 'a'.repeat(301) }, { message: ['support.messageTooLong'] }],
    [{ name: 'Ram' }, { message: ['support.messageRequired'] }],
  ])('%o is refused with %o and nothing is stored', async (input, fields) => {
    const before = await prisma.supportTicket.count()
    const refusal = createSupportTicket(null, input, { clientIp: clientIp() })
    await expect(refusal).rejects.toThrow(ValidationError)
    await expect(refusal).rejects.toMatchObject({ fields })
    expect(await prisma.supportTicket.count()).toBe(before)
  })

  test(`at most ${SUPPORT_TICKET_LIMIT.limit} an hour from one address`, async () => {
    const ip = clientIp()
    for (let n = 0; n < SUPPORT_TICKET_LIMIT.limit; n += 1) await createSupportTicket(null, { name: 'Ram', message: `Ticket ${n}` }, { clientIp: ip })
    const refusal = createSupportTicket(null, { name: 'Ram', message: 'One more' }, { clientIp: ip })
    await expect(refusal).rejects.toThrow(TooManyRequestsError)
    await expect(refusal).rejects.toThrow('Too many support tickets were sent. Try again in 60 minutes.')
    // Another address is not affected.
    await expect(createSupportTicket(null, { name: 'Ram', message: 'Hello' }, { clientIp: clientIp() })).resolves.toMatchObject({ id: expect.any(Number) })
  })
})

describe('retention', () => {
  test(`a ticket is deleted ${SUPPORT_TICKET_RETENTION_DAYS} days after it was sent, as the Privacy Policy says`, async () => {
    const old = await createSupportTicket(null, { name: 'Ram', message: 'Old' }, { clientIp: clientIp() })
    const recent = await createSupportTicket(null, { name: 'Ram', message: 'Recent' }, { clientIp: clientIp() })
    const day = 24 * 60 * 60 * 1000
    await prisma.supportTicket.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - (SUPPORT_TICKET_RETENTION_DAYS + 1) * day) } })
    await prisma.supportTicket.update({ where: { id: recent.id }, data: { createdAt: new Date(Date.now() - (SUPPORT_TICKET_RETENTION_DAYS - 1) * day) } })
    await purgeExpired()
    expect(await prisma.supportTicket.findUnique({ where: { id: old.id } })).toBeNull()
    expect(await prisma.supportTicket.findUnique({ where: { id: recent.id } })).not.toBeNull()
  })
})
