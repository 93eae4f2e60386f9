// The properties others let a member into, as a query's condition (ADR 041): a list's "shared
// with you" part reads the records of the properties where the member's role has an ability.
import { rolesThatMay, type PropertyAbility, type PropertyRoleName } from '~/domain/property-roles'
import { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'

/** A property shared with `memberId` by a role that has `ability`. */
export function sharedPropertyWhere(memberId: number, ability: PropertyAbility): Prisma.PropertyWhereInput {
  return { team: { some: { memberId, role: { in: rolesThatMay(ability) } } } }
}

/**
 * The properties `memberId` owns or was let into by a role that has `ability`, as a condition
 * PostgreSQL answers from indexes (the owner's, the properties' ids). The shared ones are read
 * first, from the team table by member: written as one condition, `OR: [{ memberId }, { team: {
 * some: … } }]` could use no index, so every list of them tested every property of every member
 * (a sequential scan, 46 ms with 100,000 properties, and growing with them).
 */
export async function ownOrSharedWhere(memberId: number, ability: PropertyAbility, db: Pick<Tx, 'propertyTeamMember'> = prisma): Promise<Prisma.PropertyWhereInput> {
  const shared = await sharedPropertyIds(memberId, ability, db)
  return shared.length === 0 ? { memberId } : { OR: [{ memberId }, { id: { in: shared } }] }
}

/** The ids of the properties shared with `memberId` by a role that has `ability`, read from the team table by member. */
export async function sharedPropertyIds(memberId: number, ability: PropertyAbility, db: Pick<Tx, 'propertyTeamMember'> = prisma): Promise<number[]> {
  const rows = await db.propertyTeamMember.findMany({ where: { memberId, role: { in: rolesThatMay(ability) } }, select: { propertyId: true } })
  return rows.map(({ propertyId }) => propertyId)
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

/**
 * The ids of the properties `memberId` (a value, or a column of the statement) owns or was let
 * into, by a role that has `ability` or, without one, by any: a subquery PostgreSQL answers from
 * the owner's index and the team's (see `ownOrSharedWhere`; as `owner = m OR EXISTS (team …)` it
 * tested every property, and its cost estimate made PostgreSQL compile it, 0.4 s a request).
 */
export function ownOrSharedIdsSql(memberId: Prisma.Sql | number, ability?: PropertyAbility): Prisma.Sql {
  return Prisma.sql`SELECT "id" FROM "Property" WHERE "memberId" = ${memberId} UNION ALL ${sharedPropertyIdsSql(memberId, ability)}`
}

/** The ids of the properties shared with `memberId` (a value or a column) by a role that has `ability` (or by any), as a subquery. */
export function sharedPropertyIdsSql(memberId: Prisma.Sql | number, ability?: PropertyAbility): Prisma.Sql {
  const roles = ability ? Prisma.sql` AND tm."role"::text IN (${Prisma.join(rolesThatMay(ability))})` : Prisma.empty
  return Prisma.sql`SELECT tm."propertyId" FROM "PropertyTeamMember" tm WHERE tm."memberId" = ${memberId}${roles}`
}
