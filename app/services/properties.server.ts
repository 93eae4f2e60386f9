// Properties and units (spec §2.14-2.16, §3, §4.9, §5; DESIGN §8), shared by the web screens and
// /v1. The contract is docs/PROPERTIES-INTERFACE.md. Every query is scoped to the member: another
// member's id is NotFoundError, exactly like an id that does not exist (no existence leak).
import type { z } from 'zod'
import {
  PropertyInputSchema,
  UnitInputSchema,
  type PropertyInput,
  type UnitInput,
} from '~/schemas/property-schemas'
import { isoDateOf } from '~/domain/ad-date'
import { toSquareFeet, type PropertyAreaUnit } from '~/domain/area-units'
import { checkPlanLimit, chooserPlan, type MemberPlan } from '~/domain/plans'
import { plusCodeOf } from '~/domain/plus-code'
import { Prisma } from '~/generated/prisma/client'
import { fieldErrorsOf } from '~/schemas/field-errors'
import { type Paging, pagingOf } from '~/schemas/paging'
import { prisma } from '~/server/db.server'
import { ConflictError, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { currentAgreementWhere } from './current-agreements.server'
import { isRecordId } from '~/domain/record-id'

export const PROPERTY_MESSAGES = {
  propertyNotFound: 'Property Not Found',
  unitNotFound: 'Unit Not Found',
  invalid: 'Some fields are missing or invalid.',
  unknownProvince: 'Choose a province from the list',
  districtNotInProvince: 'Choose a district of the chosen province',
  propertyHasAgreements:
    'This property has agreements and cannot be deleted. Terminate or keep them; history is never deleted.',
  unitHasAgreements: 'This unit has agreements and cannot be deleted. Terminate or keep them; history is never deleted.',
  undividedHasNoUnits: 'Units can only be added to a divided property. Edit the property and make it divided first.',
  dividedHasUnits: 'This property has units. Delete its units before making it undivided.',
  leasedAsWhole:
    'This property has an active agreement for the whole property. It can be divided into units once that agreement ends.',
} as const

export function planLimitMessage(plan: MemberPlan, limit: number): string {
  return `Your ${chooserPlan(plan).name} plan allows ${limit} ${limit === 1 ? 'property' : 'properties'}. Upgrade your plan to add more.`
}

export type PropertyType = 'residential' | 'commercial'
export type UnitAreaUnit = 'sqft' | 'sqm'

export type PropertySummary = {
  id: number
  name: string
  address1: string
  city: string
  isDivided: boolean
  unitCount: number
  /** ACTIVE agreements. */
  agreementCount: number
  isLeased: boolean
}

export type UnitView = {
  id: number
  propertyId: number
  name: string
  floor: number
  area: number
  areaUnit: UnitAreaUnit
  /** Any agreement ever: the unit cannot be deleted. */
  hasAgreement: boolean
  /** No ACTIVE agreement. */
  isAvailable: boolean
}

type Place = { id: number; name: string; nameNe: string }

export type PropertyView = PropertySummary & {
  type: PropertyType
  area: number
  areaUnit: string
  areaSquareFeet: number
  address2: string
  province: Place
  district: Place
  lat: number | null
  lng: number | null
  plusCode: string | null
  /** Any agreement ever: the property cannot be deleted. */
  hasAgreements: boolean
  units: UnitView[]
}

export type PropertyPage = { items: PropertySummary[]; total: number; page: number; pageSize: number }

/** A current agreement as the /v1 property list carries it (`Agreements`). */
export type AgreementBrief = {
  id: number
  name: string
  unitId: number | null
  startDate: string
  endDate: string
  leaseAmountPaisa: number
}

export type PropertyWithAgreements = PropertySummary & {
  units: Array<UnitView & { agreements: AgreementBrief[] }>
  agreements: AgreementBrief[]
}

// ---------------------------------------------------------------------------------------------
// Queries and mappers

// "Current" agreements (current-agreements.server.ts): ACTIVE and not past their end date. The
// selects are functions because "today" moves: each query asks for it when it is built.
const ACTIVE = currentAgreementWhere
const UNIT_ORDER = [{ floor: 'asc' }, { id: 'asc' }] satisfies Prisma.UnitOrderByWithRelationInput[]

function unitSelect() {
  return {
    id: true,
    propertyId: true,
    name: true,
    floor: true,
    area: true,
    areaUnit: true,
    _count: { select: { agreements: true } },
    // One is enough to know the unit is taken.
    agreements: { where: ACTIVE(), select: { id: true }, take: 1 },
  } satisfies Prisma.UnitSelect
}

function summarySelect() {
  return {
    id: true,
    name: true,
    address1: true,
    city: true,
    isDivided: true,
    _count: { select: { agreements: { where: ACTIVE() } } },
    units: { select: { _count: { select: { agreements: { where: ACTIVE() } } } } },
  } satisfies Prisma.PropertySelect
}

const PLACE_SELECT = { id: true, name: true, nameNe: true } as const

function viewSelect() {
  return {
    ...summarySelect(),
    type: true,
    area: true,
    areaUnit: true,
    address2: true,
    lat: true,
    lng: true,
    plusCode: true,
    province: { select: PLACE_SELECT },
    district: { select: PLACE_SELECT },
    // Any agreement, whatever its status, blocks deletion.
    agreements: { select: { id: true }, take: 1 },
    units: { select: unitSelect(), orderBy: UNIT_ORDER },
  } satisfies Prisma.PropertySelect
}

type SummaryRow = Prisma.PropertyGetPayload<{ select: ReturnType<typeof summarySelect> }>
type SummaryFields = Pick<SummaryRow, 'id' | 'name' | 'address1' | 'city' | 'isDivided' | '_count'> & {
  units: readonly unknown[]
}
type ViewRow = Prisma.PropertyGetPayload<{ select: ReturnType<typeof viewSelect> }>
type UnitRow = Prisma.UnitGetPayload<{ select: ReturnType<typeof unitSelect> }>

/**
 * Leased (DESIGN §8): an undivided property when it has an ACTIVE agreement; a divided one when
 * it has units and every unit has an ACTIVE agreement.
 */
function isLeased(isDivided: boolean, activeAgreements: number, activePerUnit: number[]): boolean {
  if (!isDivided) return activeAgreements > 0
  return activePerUnit.length > 0 && activePerUnit.every((count) => count > 0)
}

/** `row._count.agreements` counts ACTIVE agreements; `activePerUnit` is each unit's. */
function toSummary(row: SummaryFields, activePerUnit: number[]): PropertySummary {
  return {
    id: row.id,
    name: row.name,
    address1: row.address1,
    city: row.city,
    isDivided: row.isDivided,
    unitCount: row.units.length,
    agreementCount: row._count.agreements,
    isLeased: isLeased(row.isDivided, row._count.agreements, activePerUnit),
  }
}

function summaryOf(row: SummaryRow): PropertySummary {
  return toSummary(row, row.units.map((unit) => unit._count.agreements))
}

function unitViewOf(row: UnitRow): UnitView {
  return {
    id: row.id,
    propertyId: row.propertyId,
    name: row.name,
    floor: row.floor,
    area: row.area.toNumber(),
    areaUnit: row.areaUnit === 'SQM' ? 'sqm' : 'sqft',
    hasAgreement: row._count.agreements > 0,
    isAvailable: row.agreements.length === 0,
  }
}

function viewOf(row: ViewRow): PropertyView {
  return {
    ...toSummary(row, row.units.map((unit) => unit.agreements.length)),
    type: row.type === 'COMMERCIAL' ? 'commercial' : 'residential',
    area: row.area.toNumber(),
    areaUnit: row.areaUnit,
    // From the decimal's text, so the conversion is exact (area-units.ts).
    areaSquareFeet: toSquareFeet(row.area.toString(), row.areaUnit as PropertyAreaUnit),
    address2: row.address2,
    province: row.province,
    district: row.district,
    lat: row.lat?.toNumber() ?? null,
    lng: row.lng?.toNumber() ?? null,
    plusCode: row.plusCode,
    hasAgreements: row.agreements.length > 0,
    units: row.units.map(unitViewOf),
  }
}

const BRIEF_SELECT = {
  id: true,
  name: true,
  unitId: true,
  startDate: true,
  endDate: true,
  leaseAmountPaisa: true,
} satisfies Prisma.AgreementSelect

function briefOf(row: Prisma.AgreementGetPayload<{ select: typeof BRIEF_SELECT }>): AgreementBrief {
  return {
    id: row.id,
    name: row.name,
    unitId: row.unitId,
    startDate: isoDateOf(row.startDate),
    endDate: isoDateOf(row.endDate),
    leaseAmountPaisa: Number(row.leaseAmountPaisa),
  }
}

/** Input from a caller that may not have parsed it: the same schema, the same messages. */
function validated<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ValidationError(PROPERTY_MESSAGES.invalid, fieldErrorsOf(result.error))
  return result.data
}

/** An agreement was written between our check and the delete: the database refused it (P2003). */
function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003'
}

function notFound(kind: 'property' | 'unit'): NotFoundError {
  return new NotFoundError(kind === 'property' ? PROPERTY_MESSAGES.propertyNotFound : PROPERTY_MESSAGES.unitNotFound)
}

// ---------------------------------------------------------------------------------------------
// Properties

export async function listProperties(
  memberId: number,
  query: Partial<Paging> = {},
): Promise<PropertyPage> {
  const { page: current, pageSize: size } = pagingOf(query)
  const where = { memberId }
  const [total, rows] = await prisma.$transaction([
    prisma.property.count({ where }),
    prisma.property.findMany({
      where,
      select: summarySelect(),
      orderBy: { id: 'asc' },
      skip: (current - 1) * size,
      take: size,
    }),
  ])
  return { items: rows.map(summaryOf), total, page: current, pageSize: size }
}

export async function countProperties(memberId: number): Promise<number> {
  return prisma.property.count({ where: { memberId } })
}

export async function getProperty(memberId: number, propertyId: number): Promise<PropertyView> {
  if (!isRecordId(propertyId)) throw notFound('property')
  const row = await prisma.property.findFirst({ where: { id: propertyId, memberId }, select: viewSelect() })
  if (!row) throw notFound('property')
  return viewOf(row)
}

/** Every property with its units and current (ACTIVE) agreements: the /v1 list. */
export async function listPropertiesWithAgreements(memberId: number): Promise<PropertyWithAgreements[]> {
  const rows = await prisma.property.findMany({
    where: { memberId },
    orderBy: { id: 'asc' },
    select: {
      ...summarySelect(),
      agreements: { where: ACTIVE(), select: BRIEF_SELECT, orderBy: { id: 'asc' } },
      units: {
        orderBy: UNIT_ORDER,
        select: {
          ...unitSelect(),
          agreements: { where: ACTIVE(), select: BRIEF_SELECT, orderBy: { id: 'asc' } },
        },
      },
    },
  })
  return rows.map((row) => ({
    ...toSummary(row, row.units.map((unit) => unit.agreements.length)),
    agreements: row.agreements.map(briefOf),
    units: row.units.map((unit) => ({ ...unitViewOf(unit), agreements: unit.agreements.map(briefOf) })),
  }))
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

export async function createProperty(memberId: number, input: PropertyInput): Promise<PropertyView> {
  const data = await propertyData(validated(PropertyInputSchema, input))
  const id = await prisma.$transaction(async (tx) => {
    // The member row is locked so two creations at once cannot both pass the plan limit.
    const [member] = await tx.$queryRaw<Array<{ plan: MemberPlan }>>`
      SELECT "plan"::text AS "plan" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`
    if (!member) throw new NotFoundError('Member not found')
    const check = checkPlanLimit(member.plan, 'properties', await tx.property.count({ where: { memberId } }))
    if (!check.allowed) throw new LimitError(planLimitMessage(member.plan, check.limit))
    const created = await tx.property.create({ data: { ...data, memberId }, select: { id: true } })
    return created.id
  })
  return getProperty(memberId, id)
}

export async function updateProperty(memberId: number, propertyId: number, input: PropertyInput): Promise<PropertyView> {
  const valid = validated(PropertyInputSchema, input)
  if (!isRecordId(propertyId)) throw notFound('property')
  const current = await prisma.property.findFirst({
    where: { id: propertyId, memberId },
    select: { isDivided: true, _count: { select: { units: true, agreements: { where: ACTIVE() } } } },
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
      const agreements = await tx.agreement.count({
        where: { OR: [{ propertyId }, { unit: { propertyId } }] },
      })
      if (agreements > 0) throw new ConflictError(PROPERTY_MESSAGES.propertyHasAgreements)
      await tx.unit.deleteMany({ where: { propertyId } })
      await tx.property.delete({ where: { id: propertyId } })
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(PROPERTY_MESSAGES.propertyHasAgreements)
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Units

export async function listUnits(memberId: number, propertyId: number): Promise<UnitView[]> {
  if (!isRecordId(propertyId)) throw notFound('property')
  const property = await prisma.property.findFirst({
    where: { id: propertyId, memberId },
    select: { units: { select: unitSelect(), orderBy: UNIT_ORDER } },
  })
  if (!property) throw notFound('property')
  return property.units.map(unitViewOf)
}

async function findUnit(memberId: number, unitId: number, db: Prisma.TransactionClient = prisma): Promise<UnitRow> {
  if (!isRecordId(unitId)) throw notFound('unit')
  const row = await db.unit.findFirst({ where: { id: unitId, property: { memberId } }, select: unitSelect() })
  if (!row) throw notFound('unit')
  return row
}

export async function getUnit(memberId: number, unitId: number): Promise<UnitView> {
  return unitViewOf(await findUnit(memberId, unitId))
}

function unitData(input: UnitInput) {
  return {
    name: input.name,
    floor: input.floor,
    area: input.area,
    areaUnit: input.areaUnit === 'sqm' ? ('SQM' as const) : ('SQFT' as const),
  }
}

export async function createUnit(memberId: number, propertyId: number, input: UnitInput): Promise<UnitView> {
  const valid = validated(UnitInputSchema, input)
  if (!isRecordId(propertyId)) throw notFound('property')
  const property = await prisma.property.findFirst({ where: { id: propertyId, memberId }, select: { isDivided: true } })
  if (!property) throw notFound('property')
  if (!property.isDivided) throw new ConflictError(PROPERTY_MESSAGES.undividedHasNoUnits)
  const created = await prisma.unit.create({ data: { ...unitData(valid), propertyId }, select: unitSelect() })
  return unitViewOf(created)
}

export async function updateUnit(memberId: number, unitId: number, input: UnitInput): Promise<UnitView> {
  const valid = validated(UnitInputSchema, input)
  await findUnit(memberId, unitId)
  return unitViewOf(await prisma.unit.update({ where: { id: unitId }, data: unitData(valid), select: unitSelect() }))
}

/** PATCH: the fields given replace the current ones. */
export async function patchUnit(memberId: number, unitId: number, fields: Partial<UnitInput>): Promise<UnitView> {
  const { name, floor, area, areaUnit } = await getUnit(memberId, unitId)
  return updateUnit(memberId, unitId, validated(UnitInputSchema, { name, floor, area, areaUnit, ...fields }))
}

/** Refused when the unit has any agreement, whatever its status (history is kept). */
export async function deleteUnit(memberId: number, unitId: number): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const unit = await findUnit(memberId, unitId, tx)
      if (unit._count.agreements > 0) throw new ConflictError(PROPERTY_MESSAGES.unitHasAgreements)
      await tx.unit.delete({ where: { id: unitId } })
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(PROPERTY_MESSAGES.unitHasAgreements)
    throw error
  }
}
