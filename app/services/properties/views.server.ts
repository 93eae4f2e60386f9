// What the property service answers (properties.server.ts, units.server.ts): the types, the
// selects that read them and the mappers from rows. Every select is scoped by its caller.
import type { PropertyRoleName } from '~/domain/property-roles'
import { toSquareFeet, type PropertyAreaUnit } from '~/domain/area-units'
import type { Prisma } from '~/generated/prisma/client'
import { heldAgreementWhere } from '~/services/agreements/current.server'

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
  /** The caller's role on it: OWNER for their own, the invited role on one shared with them (ADR 041). */
  role: PropertyRoleName
}

// ---------------------------------------------------------------------------------------------
// Queries and mappers

// Agreements that hold a unit (agreements/current.server.ts): current or upcoming (ACTIVE, not past their end). The
// selects are functions because "today" moves: each query asks for it when it is built.
export const ACTIVE = heldAgreementWhere
export const UNIT_ORDER = [{ floor: 'asc' }, { id: 'asc' }] satisfies Prisma.UnitOrderByWithRelationInput[]

/**
 * Prisma counts a relation (`_count`) by grouping every row its condition lets in, then joining the
 * groups to the rows read: a count's condition names the property or the unit it is about, or it
 * groups every member's agreements (ADR 067). An agreement on a unit is on the unit's property.
 */
type CountedWithin = { propertyId: number } | { unitId: number }

/** A unit, its agreements counted within its property or itself. */
export function unitSelect(within: CountedWithin) {
  return {
    id: true,
    propertyId: true,
    name: true,
    floor: true,
    area: true,
    areaUnit: true,
    _count: { select: { agreements: { where: within } } },
    // One is enough to know the unit is taken.
    agreements: { where: ACTIVE(), select: { id: true }, take: 1 },
  } satisfies Prisma.UnitSelect
}

function summarySelect(propertyId: number) {
  return {
    id: true,
    name: true,
    address1: true,
    city: true,
    isDivided: true,
    _count: { select: { agreements: { where: { ...ACTIVE(), propertyId } } } },
  } satisfies Prisma.PropertySelect
}

const PLACE_SELECT = { id: true, name: true, nameNe: true } as const

/** The property `propertyId` as its page shows it. */
export function viewSelect(propertyId: number) {
  return {
    ...summarySelect(propertyId),
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
    units: { select: unitSelect({ propertyId }), orderBy: UNIT_ORDER },
  } satisfies Prisma.PropertySelect
}

type SummaryRow = Prisma.PropertyGetPayload<{ select: ReturnType<typeof summarySelect> }>
type SummaryFields = Pick<SummaryRow, 'id' | 'name' | 'address1' | 'city' | 'isDivided' | '_count'> & {
  units: readonly unknown[]
}
type ViewRow = Prisma.PropertyGetPayload<{ select: ReturnType<typeof viewSelect> }>
export type UnitRow = Prisma.UnitGetPayload<{ select: ReturnType<typeof unitSelect> }>

/**
 * Leased (DESIGN §8): an undivided property when it has an ACTIVE agreement; a divided one when
 * it has units and every unit has an ACTIVE agreement.
 */
function isLeased(isDivided: boolean, activeAgreements: number, activePerUnit: number[]): boolean {
  if (!isDivided) return activeAgreements > 0
  return activePerUnit.length > 0 && activePerUnit.every((count) => count > 0)
}

/** `row._count.agreements` counts ACTIVE agreements; `activePerUnit` is each unit's. */
export function toSummary(row: SummaryFields, activePerUnit: number[]): PropertySummary {
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

const areaUnitOf = (column: string): UnitAreaUnit => (column === 'SQM' ? 'sqm' : 'sqft')

export function unitViewOf(row: UnitRow): UnitView {
  return {
    id: row.id,
    propertyId: row.propertyId,
    name: row.name,
    floor: row.floor,
    area: row.area.toNumber(),
    areaUnit: areaUnitOf(row.areaUnit),
    hasAgreement: row._count.agreements > 0,
    isAvailable: row.agreements.length === 0,
  }
}

export function viewOf(row: ViewRow): PropertyView {
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

/**
 * A row of the /v1 list as its one statement writes it in JSON (listPropertiesWithAgreements): the
 * summary's and each unit's fields by their names, the unit's area as a number, its area unit as
 * the column holds it; what follows from the agreements is worked out here.
 */
export type PropertyWithAgreementsJson = Omit<PropertySummary, 'unitCount' | 'agreementCount' | 'isLeased'> & {
  units: Array<Omit<UnitView, 'areaUnit' | 'isAvailable'> & { areaUnit: string; agreements: AgreementBrief[] }>
  agreements: AgreementBrief[]
  role: PropertyRoleName
}

export function withAgreementsOf({ units, agreements, role, ...property }: PropertyWithAgreementsJson): PropertyWithAgreements {
  const activePerUnit = units.map((unit) => unit.agreements.length)
  return {
    ...toSummary({ ...property, units, _count: { agreements: agreements.length } }, activePerUnit),
    units: units.map(({ areaUnit, agreements: held, ...unit }) => ({
      ...unit,
      areaUnit: areaUnitOf(areaUnit),
      isAvailable: held.length === 0,
      agreements: held,
    })),
    agreements,
    role,
  }
}
