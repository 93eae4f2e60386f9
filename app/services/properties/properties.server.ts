// Properties (spec §2.14-2.15, §3, §4.9, §5; DESIGN §8), shared by the web screens and /v1; their
// units are in units.server.ts. The contract is docs/PROPERTIES-INTERFACE.md. Every query is
// scoped to the member: another member's id is NotFoundError, exactly like an id that does not
// exist (no existence leak).
import { PropertyInputSchema, type PropertyInput } from '~/schemas/property-schemas'
import { checkPlanLimit, type MemberPlan } from '~/domain/plans'
import { plusCodeOf } from '~/domain/plus-code'
import { type Paging, pagingOf } from '~/schemas/paging'
import { Prisma } from '~/generated/prisma/client'
import { prisma, readRows } from '~/server/db.server'
import { jsonRows, readJson } from '~/services/json-rows.server'
import { heldAgreementSql } from '~/services/agreements/current.server'
import { ConflictError, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { isForeignKeyViolation, notFound, planLimitMessage, PROPERTY_MESSAGES, validated } from './refusals.server'
import {
  ACTIVE,
  type PropertyPage,
  type PropertyView,
  type PropertyWithAgreements,
  type PropertyWithAgreementsJson,
  toSummary,
  viewOf,
  viewSelect,
  withAgreementsOf,
} from './views.server'
import { isRecordId } from '~/domain/record-id'
import type { WriteGuard } from '~/services/idempotency.server'
import { ownOrSharedIdsSql } from '~/services/team/shared-with.server'

export { planLimitMessage, PROPERTY_MESSAGES } from './refusals.server'
export type {
  AgreementBrief,
  PropertyPage,
  PropertySummary,
  PropertyType,
  PropertyView,
  PropertyWithAgreements,
  PropertyWithAgreementsJson,
  UnitAreaUnit,
  UnitView,
} from './views.server'

// ---------------------------------------------------------------------------------------------
// Properties

export async function listProperties(
  memberId: number,
  query: Partial<Paging> = {},
): Promise<PropertyPage> {
  const { page: current, pageSize: size } = pagingOf(query)
  // One statement for the count and the page, with each property's and each unit's held
  // agreements (current or upcoming, as `ACTIVE()`): Prisma sends five (a transaction of the
  // count, the properties and their units).
  const heldNow = heldAgreementSql()
  const held = (column: Prisma.Sql) => Prisma.sql`(SELECT count(*)::int FROM "Agreement" a WHERE a.${column} AND ${heldNow})`
  const [page] = await readRows<{ total: number; items: SummaryJson[] }>(Prisma.sql`
    SELECT (SELECT count(*)::int FROM "Property" WHERE "memberId" = ${memberId}) AS "total",
           COALESCE(json_agg(json_build_object(
             'id', p."id", 'name', p."name", 'address1', p."address1", 'city', p."city", 'isDivided', p."isDivided",
             'agreementCount', ${held(Prisma.sql`"propertyId" = p."id"`)},
             'activePerUnit', (SELECT COALESCE(array_agg(${held(Prisma.sql`"unitId" = u."id"`)} ORDER BY u."id"), '{}') FROM "Unit" u WHERE u."propertyId" = p."id")
           ) ORDER BY p."id"), '[]') AS "items"
    FROM (SELECT * FROM "Property" WHERE "memberId" = ${memberId} ORDER BY "id" LIMIT ${size} OFFSET ${(current - 1) * size}) p`)
  const items = (page?.items ?? []).map(({ agreementCount, activePerUnit, ...row }) =>
    toSummary({ ...row, _count: { agreements: agreementCount }, units: activePerUnit }, activePerUnit),
  )
  return { items, total: page?.total ?? 0, page: current, pageSize: size }
}

type SummaryJson = { id: number; name: string; address1: string; city: string; isDivided: boolean; agreementCount: number; activePerUnit: number[] }

/** How many properties the member has, as an SQL value. */
export const propertyCount = (memberId: number): Prisma.Sql => Prisma.sql`(SELECT COUNT(*)::int FROM "Property" WHERE "memberId" = ${memberId})`

export async function countProperties(memberId: number): Promise<number> {
  return readJson<number>(propertyCount(memberId))
}

export async function getProperty(memberId: number, propertyId: number): Promise<PropertyView> {
  if (!isRecordId(propertyId)) throw notFound('property')
  const row = await prisma.property.findFirst({ where: { id: propertyId, memberId }, select: viewSelect(propertyId) })
  if (!row) throw notFound('property')
  return viewOf(row)
}

/**
 * Every property with its units and held agreements (current or upcoming), the member's own and
 * those shared with them with the member's role (ADR 041): the /v1 list, in one
 * statement (Prisma sends three, or four in sequence as a nested select). Properties by id, units
 * by floor then id, agreements by id; every row reached through the member's properties. A new
 * field of a property is one more column in its `SELECT` and one more field of the JSON type.
 */
export async function listPropertiesWithAgreements(memberId: number): Promise<PropertyWithAgreements[]> {
  return propertiesWithAgreementsOf(await readJson<PropertyWithAgreementsJson[]>(propertiesWithAgreementsJson(Prisma.sql`${memberId}`)))
}

/**
 * The /v1 list of a member (their id as SQL: a parameter, or a column of the statement it is read
 * in, as the caller's session) as one JSON value; `propertiesWithAgreementsOf` reads it.
 */
export function propertiesWithAgreementsJson(memberId: Prisma.Sql): Prisma.Sql {
  const held = heldAgreementSql()
  const briefs = (of: Prisma.Sql) =>
    jsonRows(
      Prisma.sql`SELECT a."id", a."name", a."unitId", a."startDate", a."endDate", a."leaseAmountPaisa" FROM "Agreement" a WHERE ${of} AND ${held}`,
      Prisma.sql`x."id"`,
    )
  const units = jsonRows(
    Prisma.sql`SELECT u."id", u."propertyId", u."name", u."floor", u."area", u."areaUnit",
                      EXISTS (SELECT 1 FROM "Agreement" a WHERE a."unitId" = u."id") AS "hasAgreement",
                      ${briefs(Prisma.sql`a."unitId" = u."id"`)} AS "agreements"
               FROM "Unit" u WHERE u."propertyId" = p."id"`,
    Prisma.sql`x."floor", x."id"`,
  )
  return jsonRows(
    Prisma.sql`SELECT p."id", p."name", p."address1", p."city", p."isDivided",
                      ${units} AS "units", ${briefs(Prisma.sql`a."propertyId" = p."id"`)} AS "agreements",
                      CASE WHEN p."memberId" = ${memberId} THEN 'OWNER' ELSE t."role"::text END AS "role"
               FROM "Property" p
               LEFT JOIN "PropertyTeamMember" t ON t."propertyId" = p."id" AND t."memberId" = ${memberId}
               WHERE p."id" IN (${ownOrSharedIdsSql(memberId)})`,
    Prisma.sql`x."id"`,
  )
}

export function propertiesWithAgreementsOf(rows: PropertyWithAgreementsJson[]): PropertyWithAgreements[] {
  return rows.map(withAgreementsOf)
}

/** The district must be one of the province's; both must exist (ids come from the form). */
async function propertyData(input: PropertyInput) {
  const [province, district] = await Promise.all([
    prisma.province.findUnique({ where: { id: input.provinceId }, select: { id: true } }),
    prisma.district.findUnique({ where: { id: input.districtId }, select: { provinceId: true } }),
  ])
  const fields: Record<string, string[]> = {}
  if (!province) fields.provinceId = [PROPERTY_MESSAGES.unknownProvince]
  if (!district || district.provinceId !== input.provinceId) fields.districtId = [PROPERTY_MESSAGES.districtNotInProvince]
  if (Object.keys(fields).length > 0) throw new ValidationError(PROPERTY_MESSAGES.invalid, fields)
  return {
    name: input.name,
    type: input.type === 'commercial' ? ('COMMERCIAL' as const) : ('RESIDENTIAL' as const),
    isDivided: input.division,
    area: input.area,
    areaUnit: input.areaUnit,
    address1: input.address1,
    address2: input.address2,
    provinceId: input.provinceId,
    districtId: input.districtId,
    city: input.city,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    plusCode: plusCodeOf(input.lat, input.lng),
  }
}

/** Adds a property; with a `guard` (a form's key, /v1's Idempotency-Key), once per key however often it is sent. */
export async function createProperty(memberId: number, input: PropertyInput, { guard }: { guard?: WriteGuard<PropertyView> } = {}): Promise<PropertyView> {
  const data = await propertyData(validated(PropertyInputSchema, input))
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    // The member row is locked so two creations at once cannot both pass the plan limit.
    const [member] = await tx.$queryRaw<Array<{ plan: MemberPlan }>>`
      SELECT "plan"::text AS "plan" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`
    if (!member) throw new NotFoundError('errors.memberNotFound')
    const check = checkPlanLimit(member.plan, 'properties', await tx.property.count({ where: { memberId } }))
    if (!check.allowed) throw new LimitError(planLimitMessage(member.plan, check.limit))
    const { id } = await tx.property.create({ data: { ...data, memberId }, select: { id: true } })
    const property = viewOf(await tx.property.findUniqueOrThrow({ where: { id }, select: viewSelect(id) }))
    await guard?.settle(tx, property)
    return property
  })
}

export async function updateProperty(memberId: number, propertyId: number, input: PropertyInput): Promise<PropertyView> {
  const valid = validated(PropertyInputSchema, input)
  if (!isRecordId(propertyId)) throw notFound('property')
  const current = await prisma.property.findFirst({
    where: { id: propertyId, memberId },
    select: { isDivided: true, _count: { select: { units: { where: { propertyId } }, agreements: { where: { ...ACTIVE(), propertyId } } } } },
  })
  if (!current) throw notFound('property')
  if (current.isDivided && !valid.division && current._count.units > 0) {
    throw new ConflictError(PROPERTY_MESSAGES.dividedHasUnits)
  }
  // Its active agreements have no unit; a divided property would count them nowhere.
  if (!current.isDivided && valid.division && current._count.agreements > 0) {
    throw new ConflictError(PROPERTY_MESSAGES.leasedAsWhole)
  }
  await prisma.property.update({ where: { id: propertyId }, data: await propertyData(valid) })
  return getProperty(memberId, propertyId)
}

/** PATCH: the fields given replace the current ones, and the whole is validated as on edit. */
export async function patchProperty(memberId: number, propertyId: number, fields: Partial<PropertyInput>): Promise<PropertyView> {
  const current = await getProperty(memberId, propertyId)
  const merged = {
    name: current.name,
    type: current.type,
    division: current.isDivided,
    area: current.area,
    areaUnit: current.areaUnit,
    address1: current.address1,
    address2: current.address2,
    provinceId: current.province.id,
    districtId: current.district.id,
    city: current.city,
    lat: current.lat,
    lng: current.lng,
    ...fields,
  }
  return updateProperty(memberId, propertyId, validated(PropertyInputSchema, merged))
}

/** Refused when it has any agreement (history is kept); its units go with it otherwise. */
export async function deleteProperty(memberId: number, propertyId: number): Promise<void> {
  if (!isRecordId(propertyId)) throw notFound('property')
  try {
    await prisma.$transaction(async (tx) => {
      const property = await tx.property.findFirst({ where: { id: propertyId, memberId }, select: { id: true } })
      if (!property) throw notFound('property')
      // An agreement on a unit is on the unit's property too: its `propertyId` alone finds it, by
      // index (with the unit's, PostgreSQL tested every agreement, ADR 067). Were one to name a
      // unit here and another property, deleting the units fails on its key: the same refusal.
      const agreements = await tx.agreement.count({ where: { propertyId } })
      if (agreements > 0) throw new ConflictError(PROPERTY_MESSAGES.propertyHasAgreements)
      // Expenses are never deleted (ADR 042): a property with any, voided ones too, stays.
      const expenses = await tx.expense.count({ where: { propertyId } })
      const recurring = await tx.recurringExpense.count({ where: { propertyId } })
      if (expenses + recurring > 0) throw new ConflictError(PROPERTY_MESSAGES.propertyHasExpenses)
      await tx.unit.deleteMany({ where: { propertyId } })
      await tx.property.delete({ where: { id: propertyId } })
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(PROPERTY_MESSAGES.propertyHasAgreements)
    throw error
  }
}
