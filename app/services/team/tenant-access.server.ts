// A tenant as a team member sees them (ADR 041, ADR 045): a tenant record is one per phone across
// every landlord, so the caller reaches one through an agreement with them: their own (as the
// owner), else one on a property shared with them by a role that has the ability asked. When
// several properties lead to the tenant, their own agreement first, then a role that may run the
// tenancy, then the lowest property id: one owner's books answer. No way there is NotFoundError,
// exactly as for a tenant who does not exist.
import { isRecordId } from '~/domain/record-id'
import { may, type PropertyAbility, type PropertyRoleName } from '~/domain/property-roles'
import { prisma } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'
import type { PropertyAccess } from '~/services/team/access.server'

type AccessRow = { propertyId: number; ownerId: number; role: PropertyRoleName }

/** The caller's way to the tenant `tenantId`, by a role that has `sight`; NotFoundError for none. */
export async function tenantAccess(memberId: number, tenantId: number, sight: PropertyAbility): Promise<PropertyAccess> {
  if (!isRecordId(tenantId)) throw new NotFoundError('errors.tenantNotFound')
  const rows = await prisma.$queryRaw<AccessRow[]>`
    SELECT DISTINCT p.id AS "propertyId", p."memberId" AS "ownerId",
           CASE WHEN p."memberId" = ${memberId} THEN 'OWNER' ELSE t.role::text END AS role
    FROM "Agreement" a
    JOIN "Property" p ON p.id = a."propertyId"
    LEFT JOIN "PropertyTeamMember" t ON t."propertyId" = p.id AND t."memberId" = ${memberId}
    WHERE a."tenantId" = ${tenantId} AND (p."memberId" = ${memberId} OR t."memberId" IS NOT NULL)
    ORDER BY p.id`
  const rank = (row: AccessRow) => (row.role === 'OWNER' ? 0 : may(row.role, 'tenancy:manage') ? 1 : 2)
  const [best] = rows.filter((row) => may(row.role, sight)).sort((a, b) => rank(a) - rank(b))
  if (!best) throw new NotFoundError('errors.tenantNotFound')
  return { ...best, actorId: memberId }
}

/**
 * For a write that judges its input before it looks the tenant up (a photo that is no photo is a
 * 400 for anyone): the caller's way to the tenant, or null when there is none, so the route calls
 * the service with the caller's own id and the service answers the 400, or the 404 itself.
 */
export async function tenantAccessOrNull(memberId: number, tenantId: number, sight: PropertyAbility): Promise<PropertyAccess | null> {
  try {
    return await tenantAccess(memberId, tenantId, sight)
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}
