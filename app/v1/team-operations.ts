// The /v1 operations of a property's team and the invitations (ADR 041, docs/TEAM-INTERFACE.md):
// the owner invites by phone with a role, changes a role, removes a person, cancels an
// invitation; the invitee lists and answers theirs. Merged into `operations` (operations.ts).
import { z } from 'zod'
import { INVITED_ROLES } from '~/domain/property-roles'
import { InvitationInputSchema, TeamRoleInputSchema } from '~/schemas/team-schemas'
import { EmptySchema, type Operation, PropertyRoleSchema } from './common-schemas'

const id = z.number().int()
const role = z.enum(INVITED_ROLES)
const sharePercent = z.number().nullable().meta({ description: "A co-owner's share of the property's income in % (two decimals at most); null for other roles" })

const TeamPersonSchema = z.object({ memberId: id, name: z.string(), phone: z.string(), role, sharePercent })
const InvitationSchema = z.object({ id, phone: z.string(), role, sharePercent, expiresAt: z.iso.datetime() })

export const TeamSchema = z.object({
  property: z.object({ id, name: z.string() }),
  owner: z.object({ memberId: id, name: z.string(), sharePercent: z.number().meta({ description: "What the co-owners' shares leave, in %" }) }),
  people: z.array(TeamPersonSchema),
  invitations: z.array(InvitationSchema).meta({ description: 'Open invitations (not answered, cancelled or past their 7 days)' }),
  seats: z.object({ used: z.number().int(), total: z.number().int() }).meta({ description: "People let in or invited across the owner's properties, and the owner's plan's seats" }),
  role: PropertyRoleSchema,
})

const MyInvitationSchema = z.object({ id, propertyName: z.string(), ownerName: z.string(), role, sharePercent, expiresAt: z.iso.datetime() })

export const teamOperations = {
  teamShow: {
    method: 'get',
    path: '/v1/member/property/{id}/team',
    summary: "A property's owner, team and open invitations; for the owner, co-owners, managers and viewers (404 for a collector)",
    tag: 'team',
    auth: 'bearer',
    response: TeamSchema,
    errors: [404],
  },
  teamInvite: {
    method: 'post',
    path: '/v1/member/property/{id}/team',
    summary:
      'Invite a phone to the property with a role (owner only, 403 otherwise); texts them a link to /invitations. A co-owner needs `sharePercent`; shares stay within 100 %; seats by the plan (Basic 1, Plus 3, Pro 10, 403 when full)',
    tag: 'team',
    auth: 'bearer',
    body: InvitationInputSchema,
    response: InvitationSchema,
    errors: [400, 403, 404],
    idempotent: true,
  },
  teamUpdate: {
    method: 'patch',
    path: '/v1/member/property/{id}/team/{memberId}',
    summary: "Change a person's role (and a co-owner's share); owner only",
    tag: 'team',
    auth: 'bearer',
    body: TeamRoleInputSchema,
    response: TeamPersonSchema,
    errors: [400, 403, 404],
  },
  teamRemove: {
    method: 'delete',
    path: '/v1/member/property/{id}/team/{memberId}',
    summary: 'Take a person off the property; their next request is a 404. Owner only',
    tag: 'team',
    auth: 'bearer',
    response: EmptySchema,
    errors: [403, 404],
  },
  invitationCancel: {
    method: 'delete',
    path: '/v1/member/property/{id}/invitation/{invitationId}',
    summary: 'Withdraw an open invitation; owner only',
    tag: 'team',
    auth: 'bearer',
    response: EmptySchema,
    errors: [403, 404],
  },
  invitationList: {
    method: 'get',
    path: '/v1/member/invitation',
    summary: "The open invitations to the caller's phone",
    tag: 'team',
    auth: 'bearer',
    response: z.array(MyInvitationSchema),
  },
  invitationAnswer: {
    method: 'post',
    path: '/v1/member/invitation/{id}/{answer}',
    summary: '`accept` or `decline` an invitation to the caller\'s phone; 409 when it is no longer open (expired, cancelled or answered)',
    tag: 'team',
    auth: 'bearer',
    body: EmptySchema,
    response: z.object({ propertyId: id, propertyName: z.string() }),
    errors: [404, 409],
  },
} satisfies Record<string, Operation>
