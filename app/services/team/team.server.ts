// A property's team (DESIGN §13, ADR 041): the owner invites people by phone, each with one role;
// the invitee answers on /invitations; the owner changes a role or removes a person. Seats are
// counted per owner across all their properties (a person on two of them takes one seat) by the
// owner's plan; co-owners' shares and the owner's add up to 100 %. Every change is in the audit
// log. Writes that count seats or shares lock the owner's member row, so two at once see each
// other (as plan limits do, properties.server.ts).
import { type InvitedRole, type PropertyRoleName, TEAM_SEATS, WHOLE_SHARE } from '~/domain/property-roles'
import { teamInvitationText } from '~/domain/sms/team-texts'
import { Prisma } from '~/generated/prisma/client'
import type { InvitationInput, TeamRoleInput } from '~/schemas/team-schemas'
import { messageString } from '~/i18n/message'
import { publicUrl } from '~/server/env.server'
import { prisma } from '~/server/db.server'
import { recordAudit } from '~/services/audit.server'
import { ConflictError, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { createSmsInTransaction, enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import type { WriteGuard } from '~/services/idempotency.server'
import { propertyAccess, requireAbilityOn, requireSight } from './access.server'
import { fullName } from '~/domain/person-name'

/** An invitation is open this long. */
export const INVITATION_DAYS = 7

type Tx = Prisma.TransactionClient

export type TeamPerson = { memberId: number; name: string; phone: string; role: InvitedRole; sharePercent: number | null }
export type OpenInvitation = { id: number; phone: string; role: InvitedRole; sharePercent: number | null; expiresAt: Date }
export type TeamView = {
  property: { id: number; name: string }
  owner: { memberId: number; name: string; sharePercent: number }
  people: TeamPerson[]
  invitations: OpenInvitation[]
  seats: { used: number; total: number }
  /** The caller's role: only the owner changes the team. */
  role: PropertyRoleName
}

const percent = (points: number | null) => (points === null ? null : points / 100)

/** The property's team as the caller may see it (the owner, co-owners, managers and viewers). */
export async function getTeam(memberId: number, propertyId: number, now: Date = new Date()): Promise<TeamView> {
  const access = requireSight(await propertyAccess(memberId, propertyId), 'team:view')
  const property = await prisma.property.findUniqueOrThrow({
    where: { id: propertyId },
    select: {
      id: true,
      name: true,
      member: { select: { id: true, firstName: true, lastName: true, plan: true } },
      team: { select: { role: true, shareBasisPoints: true, member: { select: { id: true, firstName: true, lastName: true, phone: true } } }, orderBy: { createdAt: 'asc' } },
      invitations: { where: openInvitation(now), select: { id: true, phone: true, role: true, shareBasisPoints: true, expiresAt: true }, orderBy: { id: 'asc' } },
    },
  })
  const coOwned = property.team.reduce((sum, person) => sum + (person.shareBasisPoints ?? 0), 0)
  return {
    property: { id: property.id, name: property.name },
    owner: { memberId: property.member.id, name: fullName(property.member), sharePercent: (WHOLE_SHARE - coOwned) / 100 },
    people: property.team.map((person) => ({
      memberId: person.member.id,
      name: fullName(person.member),
      phone: person.member.phone,
      role: person.role,
      sharePercent: percent(person.shareBasisPoints),
    })),
    invitations: property.invitations.map(openInvitationOf),
    seats: { used: (await seatHolders(prisma, access.ownerId, now)).size, total: TEAM_SEATS[property.member.plan] },
    role: access.role,
  }
}

function openInvitationOf({ shareBasisPoints, ...invitation }: Omit<OpenInvitation, 'sharePercent'> & { shareBasisPoints: number | null }): OpenInvitation {
  return { ...invitation, sharePercent: percent(shareBasisPoints) }
}

function openInvitation(now: Date): Prisma.PropertyInvitationWhereInput {
  return { status: 'PENDING', expiresAt: { gt: now } }
}

/** The people an owner has let in or invited, across their properties: one seat each, by phone. */
async function seatHolders(db: Tx | typeof prisma, ownerId: number, now: Date): Promise<Set<string>> {
  const [team, invited] = await Promise.all([
    db.propertyTeamMember.findMany({ where: { property: { memberId: ownerId } }, select: { member: { select: { phone: true } } } }),
    db.propertyInvitation.findMany({ where: { property: { memberId: ownerId }, ...openInvitation(now) }, select: { phone: true } }),
  ])
  return new Set([...team.map((row) => row.member.phone), ...invited.map((row) => row.phone)])
}

/** Locks the owner's row (seats and shares are decided one at a time) and answers their plan and phone. */
async function lockOwner(tx: Tx, ownerId: number) {
  const [owner] = await tx.$queryRaw<Array<{ plan: keyof typeof TEAM_SEATS; phone: string; firstName: string; lastName: string; prefLanguage: 'ENG' | 'NEP' }>>`
    SELECT "plan"::text AS "plan", phone, "firstName", "lastName", "prefLanguage"::text AS "prefLanguage" FROM "Member" WHERE id = ${ownerId} FOR UPDATE`
  if (!owner) throw new NotFoundError()
  return owner
}

/**
 * Refuses a co-owner's share that would take the shares past 100 %: the co-owners' on the property
 * and those invited (an open invitation keeps its share), except `replacing` (a person whose share
 * changes, or the invitation being accepted).
 */
async function checkShares(tx: Tx, propertyId: number, points: number | undefined, now: Date, replacing: { memberId?: number; invitationId?: number } = {}) {
  if (points === undefined) return
  const [team, invited] = await Promise.all([
    tx.propertyTeamMember.aggregate({ where: { propertyId, role: 'CO_OWNER', memberId: { not: replacing.memberId ?? -1 } }, _sum: { shareBasisPoints: true } }),
    tx.propertyInvitation.aggregate({ where: { propertyId, role: 'CO_OWNER', id: { not: replacing.invitationId ?? -1 }, ...openInvitation(now) }, _sum: { shareBasisPoints: true } }),
  ])
  const given = (team._sum.shareBasisPoints ?? 0) + (invited._sum.shareBasisPoints ?? 0)
  if (given + points > WHOLE_SHARE) {
    const message = messageString('team.sharesOver', { free: (WHOLE_SHARE - given) / 100 })
    throw new ValidationError(message, { sharePercent: [message] })
  }
}

/**
 * Invites `input.phone` to the property with a role, and texts them the link to answer. Owner only.
 * With a `guard` (the form's key, /v1's Idempotency-Key), once per key: sent again, the same invitation.
 */
export async function inviteToProperty(
  memberId: number,
  propertyId: number,
  input: InvitationInput,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<OpenInvitation> } = {},
): Promise<OpenInvitation> {
  const access = requireAbilityOn(await propertyAccess(memberId, propertyId), 'team:view', 'team:manage')
  const { invitation, messageId } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const owner = await lockOwner(tx, access.ownerId)
    if (input.phone === owner.phone) throw new ValidationError('team.selfInvite', { phone: ['team.selfInvite'] })
    const [inTeam, waiting, property] = await Promise.all([
      tx.propertyTeamMember.findFirst({ where: { propertyId, member: { phone: input.phone } }, select: { memberId: true } }),
      tx.propertyInvitation.findFirst({ where: { propertyId, phone: input.phone, ...openInvitation(now) }, select: { id: true } }),
      tx.property.findUniqueOrThrow({ where: { id: propertyId }, select: { name: true } }),
    ])
    if (inTeam) throw new ValidationError('team.alreadyInTeam', { phone: ['team.alreadyInTeam'] })
    if (waiting) throw new ValidationError('team.alreadyInvited', { phone: ['team.alreadyInvited'] })
    const holders = await seatHolders(tx, access.ownerId, now)
    const seats = TEAM_SEATS[owner.plan]
    if (!holders.has(input.phone) && holders.size >= seats) throw new LimitError(messageString('team.seatsFull', { seats }))
    await checkShares(tx, propertyId, input.shareBasisPoints, now)
    const invitation = await tx.propertyInvitation.create({
      data: {
        propertyId,
        phone: input.phone,
        role: input.role,
        shareBasisPoints: input.shareBasisPoints ?? null,
        invitedByMemberId: memberId,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      },
      select: { id: true, phone: true, role: true, shareBasisPoints: true, expiresAt: true },
    })
    // The invitee may not be a member yet: the text goes in the owner's language, from the owner.
    const invitee = await tx.member.findUnique({ where: { phone: input.phone }, select: { prefLanguage: true } })
    const language = invitee?.prefLanguage ?? owner.prefLanguage
    const sms = await createSmsInTransaction(tx, {
      to: input.phone,
      language,
      template: 'team-invitation',
      body: teamInvitationText({ language, ownerName: fullName(owner), propertyName: property.name, role: input.role, answerUrl: `${publicUrl}/invitations` }),
      idempotencyKey: `team-invitation:${invitation.id}`,
      memberId: access.ownerId,
    })
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: 'member.teamInvite', target: `property:${propertyId}`, subjectMemberId: access.ownerId, details: { invitationId: invitation.id, role: input.role } }, tx)
    await guard?.settle(tx, openInvitationOf(invitation))
    return { invitation, messageId: sms.id }
  })
  await enqueueSmsAfterCommit([messageId])
  return openInvitationOf(invitation)
}

/** Withdraws an open invitation. Owner only; one that is not open (or not this property's) is a 404. */
export async function cancelInvitation(memberId: number, propertyId: number, invitationId: number, now: Date = new Date()): Promise<void> {
  const access = requireAbilityOn(await propertyAccess(memberId, propertyId), 'team:view', 'team:manage')
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.propertyInvitation.updateMany({ where: { id: invitationId, propertyId, ...openInvitation(now) }, data: { status: 'CANCELLED', answeredAt: now } })
    if (count === 0) throw new NotFoundError()
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: 'member.teamInvitationCancel', target: `property:${propertyId}`, subjectMemberId: access.ownerId, details: { invitationId } }, tx)
  })
}

/** Gives a person on the team another role (and a co-owner their share). Owner only. */
export async function changeTeamRole(memberId: number, propertyId: number, personId: number, input: TeamRoleInput, now: Date = new Date()): Promise<TeamPerson> {
  const access = requireAbilityOn(await propertyAccess(memberId, propertyId), 'team:view', 'team:manage')
  return prisma.$transaction(async (tx) => {
    await lockOwner(tx, access.ownerId)
    const person = await tx.propertyTeamMember.findUnique({ where: { propertyId_memberId: { propertyId, memberId: personId } }, select: { role: true } })
    if (!person) throw new NotFoundError('team.notInTeam')
    await checkShares(tx, propertyId, input.shareBasisPoints, now, { memberId: personId })
    const row = await tx.propertyTeamMember.update({
      where: { propertyId_memberId: { propertyId, memberId: personId } },
      data: { role: input.role, shareBasisPoints: input.shareBasisPoints ?? null },
      select: { role: true, shareBasisPoints: true, member: { select: { id: true, firstName: true, lastName: true, phone: true } } },
    })
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: 'member.teamRoleChange', target: `property:${propertyId}`, subjectMemberId: access.ownerId, details: { memberId: personId, from: person.role, to: input.role } }, tx)
    return { memberId: row.member.id, name: fullName(row.member), phone: row.member.phone, role: row.role, sharePercent: percent(row.shareBasisPoints) }
  })
}

/** Takes a person off the property's team: their next request, web or /v1, is a 404. Owner only. */
export async function removeFromTeam(memberId: number, propertyId: number, personId: number): Promise<{ name: string }> {
  const access = requireAbilityOn(await propertyAccess(memberId, propertyId), 'team:view', 'team:manage')
  return prisma.$transaction(async (tx) => {
    const removed = await tx.propertyTeamMember.delete({
      where: { propertyId_memberId: { propertyId, memberId: personId } },
      select: { role: true, member: { select: { firstName: true, lastName: true } } },
    }).catch(() => null)
    if (!removed) throw new NotFoundError('team.notInTeam')
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: 'member.teamRemove', target: `property:${propertyId}`, subjectMemberId: access.ownerId, details: { memberId: personId, role: removed.role } }, tx)
    return { name: fullName(removed.member) }
  })
}

// ---------------------------------------------------------------------------------------------
// The invitee's side

export type InvitationForMe = { id: number; propertyName: string; ownerName: string; role: InvitedRole; sharePercent: number | null; expiresAt: Date }

/** The open invitations to the member's phone (verified when they signed up). */
export async function listMyInvitations(memberId: number, now: Date = new Date()): Promise<InvitationForMe[]> {
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { phone: true } })
  if (!member) throw new NotFoundError()
  const rows = await prisma.propertyInvitation.findMany({
    where: { phone: member.phone, ...openInvitation(now) },
    select: { id: true, role: true, shareBasisPoints: true, expiresAt: true, property: { select: { name: true, member: { select: { firstName: true, lastName: true } } } } },
    orderBy: { id: 'asc' },
  })
  return rows.map((row) => ({
    id: row.id,
    propertyName: row.property.name,
    ownerName: fullName(row.property.member),
    role: row.role,
    sharePercent: percent(row.shareBasisPoints),
    expiresAt: row.expiresAt,
  }))
}

/**
 * Accepts or declines an invitation to the member's phone. Someone else's invitation is a 404; one
 * no longer open (expired, cancelled, answered) a ConflictError. Accepting checks the shares again
 * (the owner may have changed them since) and makes the member one of the team.
 */
export async function answerInvitation(memberId: number, invitationId: number, accept: boolean, now: Date = new Date()): Promise<{ propertyId: number; propertyName: string }> {
  return prisma.$transaction(async (tx) => {
    const member = await tx.member.findUnique({ where: { id: memberId }, select: { phone: true } })
    const invitation = await tx.propertyInvitation.findUnique({
      where: { id: invitationId },
      select: { phone: true, status: true, expiresAt: true, role: true, shareBasisPoints: true, propertyId: true, property: { select: { name: true, memberId: true } } },
    })
    if (!member || !invitation || invitation.phone !== member.phone) throw new NotFoundError()
    await lockOwner(tx, invitation.property.memberId)
    const open = await tx.propertyInvitation.updateMany({
      where: { id: invitationId, ...openInvitation(now) },
      data: { status: accept ? 'ACCEPTED' : 'DECLINED', answeredAt: now, answeredByMemberId: memberId },
    })
    if (open.count === 0) throw new ConflictError('invitations.gone')
    if (accept) {
      if (invitation.property.memberId === memberId) throw new ValidationError('team.selfInvite', { phone: ['team.selfInvite'] })
      await checkShares(tx, invitation.propertyId, invitation.shareBasisPoints ?? undefined, now, { memberId, invitationId })
      const place = { propertyId: invitation.propertyId, memberId }
      const role = { role: invitation.role, shareBasisPoints: invitation.shareBasisPoints }
      await tx.propertyTeamMember.upsert({ where: { propertyId_memberId: place }, create: { ...place, ...role }, update: role })
    }
    await recordAudit(
      {
        actorMemberId: memberId,
        actorRole: 'MEMBER',
        action: accept ? 'member.teamJoin' : 'member.teamDecline',
        target: `property:${invitation.propertyId}`,
        subjectMemberId: invitation.property.memberId,
        details: { invitationId, role: invitation.role },
      },
      tx,
    )
    return { propertyId: invitation.propertyId, propertyName: invitation.property.name }
  })
}


// ---------------------------------------------------------------------------------------------
// What a member runs for others

export type SharedProperty = { id: number; name: string; address1: string; city: string; ownerName: string; role: InvitedRole }

/** The properties others let the member into (JSON, by name), for a composed read (ADR 030). */
export function sharedPropertiesJson(memberId: number): Prisma.Sql {
  return Prisma.sql`coalesce((
    SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'address1', p.address1, 'city', p.city,
             'ownerName', concat(o."firstName", ' ', o."lastName"), 'role', t.role) ORDER BY p.name, p.id)
    FROM "PropertyTeamMember" t JOIN "Property" p ON p.id = t."propertyId" JOIN "Member" o ON o.id = p."memberId"
    WHERE t."memberId" = ${memberId}), '[]')`
}

/** How many invitations to the member's phone wait for an answer, for a composed read. */
export function invitationCountSql(memberId: number, now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM "PropertyInvitation" i JOIN "Member" m ON m.phone = i.phone
    WHERE m.id = ${memberId} AND i.status = 'PENDING' AND i."expiresAt" > ${now})`
}

export type TeamLines = { shared: SharedProperty[]; invitationCount: number }

/** The properties others share with the member and the invitations waiting: one statement (the properties list). */
export async function teamLinesOf(memberId: number, now: Date = new Date()): Promise<TeamLines> {
  const [row] = await prisma.$queryRaw<TeamLines[]>`
    SELECT ${sharedPropertiesJson(memberId)} AS shared, ${invitationCountSql(memberId, now)} AS "invitationCount"`
  return row ?? { shared: [], invitationCount: 0 }
}
