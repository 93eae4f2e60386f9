// A property's team (ADR 041): invitations by phone, answered by the member with that phone;
// seats per owner by plan; co-owners' shares within 100 %; roles changed and people removed by
// the owner only; and the access every route asks for (the owner's books, the caller's role).
import { beforeEach, describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { listAudit } from '~/services/audit.server'
import { ConflictError, ForbiddenError, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { createProperty } from '~/services/properties/properties.server'
import { agreementAccess, propertyAccess } from '~/services/team/access.server'
import { answerInvitation, cancelInvitation, changeTeamRole, getTeam, inviteToProperty, listMyInvitations, removeFromTeam } from '~/services/team/team.server'
import { createMember } from '../../support/fixtures'
import { propertyInput } from '../properties/support'

type Member = Awaited<ReturnType<typeof createMember>>
let owner: Member
let propertyId: number

beforeEach(async () => {
  owner = await createMember({ firstName: 'Hari', lastName: 'Thapa' })
  await prisma.member.update({ where: { id: owner.id }, data: { plan: 'PRO' } })
  propertyId = (await createProperty(owner.id, propertyInput({ name: 'Thapa Niwas' }))).id
})

async function invitedAndJoined(role: 'CO_OWNER' | 'MANAGER' | 'COLLECTOR' | 'VIEWER', shareBasisPoints?: number) {
  const person = await createMember({ firstName: 'Gita', lastName: 'Rai' })
  const invitation = await inviteToProperty(owner.id, propertyId, { phone: person.phone, role, shareBasisPoints })
  await answerInvitation(person.id, invitation.id, true)
  return person
}

describe('an invitation', () => {
  test('is texted once to the phone and answered by the member with that phone', async () => {
    const person = await createMember({ prefLanguage: 'NEP' })
    const invitation = await inviteToProperty(owner.id, propertyId, { phone: person.phone, role: 'COLLECTOR' })

    const texts = await prisma.smsMessage.findMany({ where: { template: 'team-invitation', to: person.phone } })
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ language: 'NEP', memberId: owner.id, idempotencyKey: `team-invitation:${invitation.id}` })
    expect(texts[0]!.body).toContain('/invitations')

    expect(await listMyInvitations(person.id)).toEqual([expect.objectContaining({ id: invitation.id, propertyName: 'Thapa Niwas', ownerName: 'Hari Thapa', role: 'COLLECTOR' })])
    await expect(propertyAccess(person.id, propertyId)).rejects.toThrow(NotFoundError)

    await answerInvitation(person.id, invitation.id, true)
    expect(await propertyAccess(person.id, propertyId)).toEqual({ propertyId, ownerId: owner.id, actorId: person.id, role: 'COLLECTOR' })
    expect(await listMyInvitations(person.id)).toEqual([])
    // Answered once: a second answer is refused and changes nothing.
    await expect(answerInvitation(person.id, invitation.id, false)).rejects.toThrow(ConflictError)
    expect((await propertyAccess(person.id, propertyId)).role).toBe('COLLECTOR')
  })

  test('is nobody else’s to answer, and a declined one lets nobody in', async () => {
    const person = await createMember()
    const stranger = await createMember()
    const invitation = await inviteToProperty(owner.id, propertyId, { phone: person.phone, role: 'MANAGER' })
    await expect(answerInvitation(stranger.id, invitation.id, true)).rejects.toThrow(NotFoundError)
    await answerInvitation(person.id, invitation.id, false)
    await expect(propertyAccess(person.id, propertyId)).rejects.toThrow(NotFoundError)
    await expect(propertyAccess(stranger.id, propertyId)).rejects.toThrow(NotFoundError)
  })

  test('expires after 7 days and can be cancelled by the owner', async () => {
    const person = await createMember()
    const sentAt = new Date('2026-11-01T00:00:00Z')
    const invitation = await inviteToProperty(owner.id, propertyId, { phone: person.phone, role: 'VIEWER' }, { now: sentAt })
    const eightDaysOn = new Date('2026-11-09T00:00:00Z')
    expect(await listMyInvitations(person.id, eightDaysOn)).toEqual([])
    await expect(answerInvitation(person.id, invitation.id, true, eightDaysOn)).rejects.toThrow(ConflictError)

    const again = await inviteToProperty(owner.id, propertyId, { phone: person.phone, role: 'VIEWER' })
    await cancelInvitation(owner.id, propertyId, again.id)
    await expect(answerInvitation(person.id, again.id, true)).rejects.toThrow(ConflictError)
    await expect(propertyAccess(person.id, propertyId)).rejects.toThrow(NotFoundError)
  })

  test('is refused for the owner’s own phone, a person already in, or one already invited', async () => {
    await expect(inviteToProperty(owner.id, propertyId, { phone: owner.phone, role: 'VIEWER' })).rejects.toThrow(ValidationError)
    const joined = await invitedAndJoined('VIEWER')
    await expect(inviteToProperty(owner.id, propertyId, { phone: joined.phone, role: 'MANAGER' })).rejects.toThrow(ValidationError)
    const waiting = await createMember()
    await inviteToProperty(owner.id, propertyId, { phone: waiting.phone, role: 'MANAGER' })
    await expect(inviteToProperty(owner.id, propertyId, { phone: waiting.phone, role: 'MANAGER' })).rejects.toThrow(ValidationError)
    expect(await prisma.propertyInvitation.count({ where: { propertyId, phone: waiting.phone } })).toBe(1)
  })
})

describe('seats and shares', () => {
  test('Basic lets one person in across the owner’s properties; the same person on a second property takes no new seat', async () => {
    await prisma.member.update({ where: { id: owner.id }, data: { plan: 'BASIC' } })
    const second = await createProperty(owner.id, propertyInput({ name: 'Second house' }))
    const first = await invitedAndJoined('MANAGER')
    await inviteToProperty(owner.id, second.id, { phone: first.phone, role: 'VIEWER' })
    const other = await createMember()
    await expect(inviteToProperty(owner.id, propertyId, { phone: other.phone, role: 'VIEWER' })).rejects.toThrow(LimitError)
    expect((await getTeam(owner.id, propertyId)).seats).toEqual({ used: 1, total: 1 })
  })

  test('co-owners’ shares stay within 100 %, counting open invitations, and the owner keeps the rest', async () => {
    const coOwner = await invitedAndJoined('CO_OWNER', 4000)
    const invited = await createMember()
    await inviteToProperty(owner.id, propertyId, { phone: invited.phone, role: 'CO_OWNER', shareBasisPoints: 5000 })
    const third = await createMember()
    await expect(inviteToProperty(owner.id, propertyId, { phone: third.phone, role: 'CO_OWNER', shareBasisPoints: 1001 })).rejects.toThrow(ValidationError)
    await expect(changeTeamRole(owner.id, propertyId, coOwner.id, { role: 'CO_OWNER', shareBasisPoints: 5001 })).rejects.toThrow(ValidationError)

    const team = await getTeam(owner.id, propertyId)
    expect(team.owner.sharePercent).toBe(60)
    expect(team.people).toEqual([expect.objectContaining({ memberId: coOwner.id, role: 'CO_OWNER', sharePercent: 40 })])
    expect(team.invitations).toEqual([expect.objectContaining({ phone: invited.phone, sharePercent: 50 })])
  })
})

describe('the team is the owner’s to change', () => {
  test('a co-owner or manager may see the team but not change it; a collector does not see it', async () => {
    const manager = await invitedAndJoined('MANAGER')
    const collector = await invitedAndJoined('COLLECTOR')
    const coOwner = await invitedAndJoined('CO_OWNER', 2500)
    expect((await getTeam(manager.id, propertyId)).people).toHaveLength(3)
    await expect(getTeam(collector.id, propertyId)).rejects.toThrow(NotFoundError)
    const newcomer = await createMember()
    for (const who of [manager, coOwner]) {
      await expect(inviteToProperty(who.id, propertyId, { phone: newcomer.phone, role: 'VIEWER' })).rejects.toThrow(ForbiddenError)
      await expect(removeFromTeam(who.id, propertyId, collector.id)).rejects.toThrow(ForbiddenError)
      await expect(changeTeamRole(who.id, propertyId, collector.id, { role: 'MANAGER' })).rejects.toThrow(ForbiddenError)
    }
    const stranger = await createMember()
    await expect(removeFromTeam(stranger.id, propertyId, collector.id)).rejects.toThrow(NotFoundError)
    expect((await propertyAccess(collector.id, propertyId)).role).toBe('COLLECTOR')
  })

  test('a role changed or a person removed counts on their next request, through the agreement too', async () => {
    const person = await invitedAndJoined('COLLECTOR')
    const tenant = await prisma.tenant.create({ data: { phone: (await createMember()).phone, firstName: 'Ram', lastName: 'Karki' } })
    const agreement = await prisma.agreement.create({
      data: {
        memberId: owner.id,
        propertyId,
        tenantId: tenant.id,
        name: 'Ram Karki',
        startDate: new Date('2026-01-01'),
        endDate: new Date('2026-12-31'),
        leaseAmountPaisa: 10_000_00n,
        paymentIntervalMonths: 1,
        paymentDayOfMonth: 1,
      },
    })
    expect((await agreementAccess(person.id, agreement.id)).role).toBe('COLLECTOR')
    await changeTeamRole(owner.id, propertyId, person.id, { role: 'MANAGER' })
    expect((await agreementAccess(person.id, agreement.id)).role).toBe('MANAGER')
    expect(await removeFromTeam(owner.id, propertyId, person.id)).toEqual({ name: 'Gita Rai' })
    await expect(agreementAccess(person.id, agreement.id)).rejects.toThrow(NotFoundError)
    await expect(propertyAccess(person.id, propertyId)).rejects.toThrow(NotFoundError)
    expect((await agreementAccess(owner.id, agreement.id)).role).toBe('OWNER')
    const audit = await prisma.auditEvent.findMany({ where: { target: `property:${propertyId}` }, select: { action: true }, orderBy: { id: 'asc' } })
    expect(audit.map((row) => row.action)).toEqual(['member.teamInvite', 'member.teamJoin', 'member.teamRoleChange', 'member.teamRemove'])
  })
})

describe('who did it', () => {
  test('Settings › Activity names a team member who acted on the owner’s property, not the owner', async () => {
    const person = await invitedAndJoined('MANAGER')
    const { items } = await listAudit({ memberId: owner.id })
    const joined = items.find((row) => row.action === 'member.teamJoin')
    const invited = items.find((row) => row.action === 'member.teamInvite')
    expect(joined).toMatchObject({ actorMemberId: person.id, actorName: 'Gita Rai' })
    expect(invited).toMatchObject({ actorMemberId: owner.id, actorName: null })
  })
})
