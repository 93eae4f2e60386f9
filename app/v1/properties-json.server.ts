// The /v1 shapes (API.md, app/v1/operations.ts) of the properties service's types: the spec's
// field names (`division`, `leased`, `available`) and capitalised relations (`Units`, ...).
import type { z } from 'zod'
import type { PropertyListItemSchema, PropertySchema, ProvinceSchema, UnitSchema } from '~/v1/operations'
import { paisaToRupees } from '~/domain/money'
import type { AgreementBrief, PropertyView, PropertyWithAgreements, UnitView } from '~/services/properties/properties.server'
import type { ProvinceWithDistricts } from '~/services/properties/places.server'
import type { PropertyRoleName } from '~/domain/property-roles'

type Json<S extends z.ZodType> = z.input<S>

export function unitJson(unit: UnitView): Json<typeof UnitSchema> {
  return {
    id: unit.id,
    propertyId: unit.propertyId,
    name: unit.name,
    floor: unit.floor,
    area: unit.area,
    areaUnit: unit.areaUnit,
    available: unit.isAvailable,
    hasAgreements: unit.hasAgreement,
  }
}

/** One property as /v1 answers it, with the caller's role on it (their own: OWNER). */
export function propertyJson(property: PropertyView, role: PropertyRoleName = 'OWNER'): Json<typeof PropertySchema> {
  return {
    role,
    id: property.id,
    name: property.name,
    type: property.type,
    division: property.isDivided,
    area: property.area,
    areaUnit: property.areaUnit,
    areaSquareFeet: property.areaSquareFeet,
    address1: property.address1,
    address2: property.address2,
    city: property.city,
    provinceId: property.province.id,
    districtId: property.district.id,
    province: property.province,
    district: property.district,
    lat: property.lat,
    lng: property.lng,
    plusCode: property.plusCode,
    leased: property.isLeased,
    unitCount: property.unitCount,
    agreementCount: property.agreementCount,
    hasAgreements: property.hasAgreements,
    Units: property.units.map(unitJson),
  }
}

function agreementJson({ leaseAmountPaisa, ...agreement }: AgreementBrief) {
  return { ...agreement, leaseAmount: paisaToRupees(leaseAmountPaisa) }
}

/** A row of GET /v1/member/property; each unit's `Agreements` only when asked (`?units=true`). */
export function propertyListItemJson(
  property: PropertyWithAgreements,
  { unitAgreements }: { unitAgreements: boolean },
): Json<typeof PropertyListItemSchema> {
  return {
    id: property.id,
    name: property.name,
    address1: property.address1,
    city: property.city,
    division: property.isDivided,
    leased: property.isLeased,
    role: property.role,
    Units: property.units.map((unit) => ({
      ...unitJson(unit),
      ...(unitAgreements ? { Agreements: unit.agreements.map(agreementJson) } : {}),
    })),
    Agreements: property.agreements.map(agreementJson),
  }
}

export function provinceJson({ districts, ...province }: ProvinceWithDistricts): Json<typeof ProvinceSchema> {
  return { ...province, Districts: districts }
}
