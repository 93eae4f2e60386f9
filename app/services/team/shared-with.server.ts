// The properties others let a member into, as a query's condition (ADR 041): a list's "shared
// with you" part reads the records of the properties where the member's role has an ability.
import { rolesThatMay, type PropertyAbility } from '~/domain/property-roles'
import { Prisma } from '~/generated/prisma/client'

/** A property shared with `memberId` by a role that has `ability`. */
export function sharedPropertyWhere(memberId: number, ability: PropertyAbility): Prisma.PropertyWhereInput {
  return { team: { some: { memberId, role: { in: rolesThatMay(ability) } } } }
}

/** The ids of the properties shared with `memberId` by a role that has `ability`, as a subquery. */
export function sharedPropertyIdsSql(memberId: number, ability: PropertyAbility): Prisma.Sql {
  return Prisma.sql`SELECT tm."propertyId" FROM "PropertyTeamMember" tm WHERE tm."memberId" = ${memberId} AND tm."role"::text IN (${Prisma.join(rolesThatMay(ability))})`
}
