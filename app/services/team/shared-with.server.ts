// The properties others let a member into, as a query's condition (ADR 041): a list's "shared
// with you" part reads the records of the properties where the member's role has an ability.
import { rolesThatMay, type PropertyAbility, type PropertyRoleName } from '~/domain/property-roles'
import { Prisma } from '~/generated/prisma/client'

/** A property shared with `memberId` by a role that has `ability`. */
export function sharedPropertyWhere(memberId: number, ability: PropertyAbility): Prisma.PropertyWhereInput {
  return { team: { some: { memberId, role: { in: rolesThatMay(ability) } } } }
}

/**
 * A property's owner and the member's own row of its team, for a list's own query to select
 * beside each record: `roleIn` then gives the member's role on the record's property (no query per record).
 */
export const callerRoleSelect = (memberId: number) => ({ memberId: true, team: { where: { memberId }, select: { role: true } } }) satisfies Prisma.PropertySelect

/** The member's role on a property selected with `callerRoleSelect`: OWNER for their own. */
export function roleIn(memberId: number, property: { memberId: number; team: Array<{ role: PropertyRoleName }> }): PropertyRoleName {
  if (property.memberId === memberId) return 'OWNER'
  const [row] = property.team
  if (!row) throw new Error(`Member ${memberId} has no role on a property their list answered`)
  return row.role
}

/**
 * The member's role on the property `propertyId` (an SQL column of the list's query) owned by
 * `ownerId` (another column), as an SQL value for the list's own statement: OWNER for their own.
 */
export function callerRoleSql(memberId: number, ownerId: Prisma.Sql, propertyId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${ownerId} = ${memberId} THEN 'OWNER'
    ELSE (SELECT tm."role"::text FROM "PropertyTeamMember" tm WHERE tm."propertyId" = ${propertyId} AND tm."memberId" = ${memberId}) END`
}

/** The ids of the properties shared with `memberId` by a role that has `ability`, as a subquery. */
export function sharedPropertyIdsSql(memberId: number, ability: PropertyAbility): Prisma.Sql {
  return Prisma.sql`SELECT tm."propertyId" FROM "PropertyTeamMember" tm WHERE tm."memberId" = ${memberId} AND tm."role"::text IN (${Prisma.join(rolesThatMay(ability))})`
}
