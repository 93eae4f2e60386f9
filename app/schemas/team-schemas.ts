// The team's inputs (ADR 041), shared by the Team page and /v1: an invitation (a phone, a role,
// a co-owner's share) and a change of role. Messages are i18n keys.
import { z } from 'zod'
import { INVITED_ROLES, shareFromPercent } from '~/domain/property-roles'
import type { MessageKey } from '~/i18n'
import { PhoneSchema } from './account-schemas'

const RoleSchema = z.enum(INVITED_ROLES, { error: 'team.roleInvalid' satisfies MessageKey })

/** A co-owner's share as typed ("12.5", in %), as basis points (1 = 0.01 %); absent for other roles. */
const SharePercentSchema = z
  .union([z.string(), z.number()], { error: 'team.shareInvalid' satisfies MessageKey })
  .transform((value, context) => {
    const points = shareFromPercent(String(value))
    if (points !== null) return points
    context.addIssue({ code: 'custom', message: 'team.shareInvalid' satisfies MessageKey })
    return z.NEVER
  })
  .optional()

/** A role with the share only a co-owner has (and must have). */
function checkShare(value: { role: string; sharePercent?: number }, context: z.RefinementCtx) {
  if (value.role === 'CO_OWNER' && value.sharePercent === undefined) {
    context.addIssue({ code: 'custom', path: ['sharePercent'], message: 'team.shareRequired' satisfies MessageKey })
  }
  if (value.role !== 'CO_OWNER' && value.sharePercent !== undefined) {
    context.addIssue({ code: 'custom', path: ['sharePercent'], message: 'team.shareOnlyCoOwner' satisfies MessageKey })
  }
}

/** The share as the services keep it: basis points, named so. */
function toBasisPoints<T extends { sharePercent?: number }>({ sharePercent, ...rest }: T): Omit<T, 'sharePercent'> & { shareBasisPoints?: number } {
  return { ...rest, shareBasisPoints: sharePercent }
}

export const InvitationInputSchema = PhoneSchema.extend({ role: RoleSchema, sharePercent: SharePercentSchema }).superRefine(checkShare).transform(toBasisPoints)
export type InvitationInput = z.infer<typeof InvitationInputSchema>

export const TeamRoleInputSchema = z.object({ role: RoleSchema, sharePercent: SharePercentSchema }).superRefine(checkShare).transform(toBasisPoints)
export type TeamRoleInput = z.infer<typeof TeamRoleInputSchema>
