// The team's objects as /v1 answers them (team-operations.ts): instants as ISO strings.
import type { InvitationForMe, OpenInvitation, TeamView } from '~/services/team/team.server'

export const invitationJson = (invitation: OpenInvitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString() })

export const teamJson = (team: TeamView) => ({ ...team, invitations: team.invitations.map(invitationJson) })

export const myInvitationJson = (invitation: InvitationForMe) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString() })
