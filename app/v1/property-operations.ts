// The /v1 operations of properties, units and the provinces; merged into `operations`
// (operations.ts).
import { z } from 'zod'
import { UNIT_AREA_UNITS } from '~/domain/area-units'
import { PropertyFieldsSchema, UnitCreateSchema, UnitInputSchema } from '~/schemas/property-schemas'
import { EmptySchema, IgnoredMemberId, type Operation, PropertyRoleSchema, roled } from './common-schemas'

// Properties and units. Relation names are the spec's, capitalised (`Units`, ...).
const id = z.number().int()
const PlaceSchema = z.object({ id, name: z.string(), nameNe: z.string() })

export const UnitSchema = z.object({
  id,
  propertyId: id,
  name: z.string(),
  floor: z.number().int().meta({ description: '0 is the ground floor; negative floors are basements' }),
  area: z.number(),
  areaUnit: z.enum(UNIT_AREA_UNITS),
  available: z.boolean().meta({ description: 'No current (ACTIVE) agreement' }),
  hasAgreements: z.boolean().meta({ description: 'Any agreement ever: the unit cannot be deleted' }),
})

const AgreementBriefSchema = z.object({
  id,
  name: z.string(),
  unitId: id.nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  leaseAmount: z.number().meta({ description: 'Monthly rent in rupees' }),
})

export const PropertySchema = z.object({
  id,
  name: z.string(),
  type: z.enum(['residential', 'commercial']),
  division: z.boolean().meta({ description: 'true: divided into units' }),
  area: z.number(),
  areaUnit: z.string(),
  areaSquareFeet: z.number(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  provinceId: id,
  districtId: id,
  province: PlaceSchema,
  district: PlaceSchema,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  plusCode: z.string().nullable(),
  leased: z.boolean(),
  unitCount: z.number().int(),
  agreementCount: z.number().int().meta({ description: 'Current (ACTIVE) agreements' }),
  hasAgreements: z.boolean().meta({ description: 'Any agreement ever: the property cannot be deleted' }),
  Units: z.array(UnitSchema),
  role: PropertyRoleSchema,
})

export const PropertyListItemSchema = z.object({
  id,
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  division: z.boolean(),
  leased: z.boolean(),
  Units: z.array(
    UnitSchema.extend({
      Agreements: z.array(AgreementBriefSchema).optional().meta({ description: 'With `?units=true`: its current agreements' }),
    }),
  ),
  Agreements: z.array(AgreementBriefSchema).meta({ description: 'Current (ACTIVE) agreements' }),
  role: PropertyRoleSchema,
})

export const ProvinceSchema = z.object({ id, name: z.string(), nameNe: z.string(), Districts: z.array(PlaceSchema) })

export const propertyOperations = {
  propertyList: {
    method: 'get',
    path: '/v1/member/property',
    summary: "The member's properties with their units and current agreements; `?units=true` adds each unit's agreements",
    tag: 'properties',
    auth: 'bearer',
    query: z.object({ units: z.enum(['true', 'false']).optional() }),
    response: z.array(PropertyListItemSchema),
  },
  propertyCount: {
    method: 'get',
    path: '/v1/member/property/my/count',
    summary: "How many properties the member has (the whole body is `{ count }`)",
    tag: 'properties',
    auth: 'bearer',
    response: z.object({ count: z.number().int() }),
    bareBody: true,
  },
  propertyShow: {
    method: 'get',
    path: '/v1/member/property/{id}',
    summary: 'One property with its units, province and district',
    tag: 'properties',
    auth: 'bearer',
    response: PropertySchema,
    errors: [404],
  },
  propertyCreate: {
    method: 'post',
    path: '/v1/member/property',
    summary:
      "Add a property (the member's plan limits how many). lat/lng are optional but go together (both or neither); the Plus Code is computed from them",
    tag: 'properties',
    auth: 'bearer',
    body: PropertyFieldsSchema.extend({ memberId: IgnoredMemberId }),
    response: PropertySchema,
    errors: [403],
    idempotent: true,
  },
  propertyUpdate: {
    method: 'patch',
    path: '/v1/member/property/{id}',
    summary:
      'Change a property: the fields sent replace the current ones (lat and lng null together remove the location). 409 when making a property with units undivided, or dividing one leased as a whole',
    tag: 'properties',
    auth: 'bearer',
    body: PropertyFieldsSchema.partial(),
    response: PropertySchema,
    errors: [404, 409],
  },
  propertyDelete: {
    method: 'delete',
    path: '/v1/member/property/{id}',
    summary: 'Delete a property and its units; 409 when it has any agreement (history is never deleted)',
    tag: 'properties',
    auth: 'bearer',
    response: EmptySchema,
    errors: [404, 409],
  },
  unitList: {
    method: 'get',
    path: '/v1/member/unit',
    summary: "A property's units, each with `available`, by the caller's role on it (every role; no role: 404)",
    tag: 'properties',
    auth: 'bearer',
    query: UnitCreateSchema.pick({ propertyId: true }),
    response: z.array(roled(UnitSchema)),
    errors: [404],
  },
  unitShow: {
    method: 'get',
    path: '/v1/member/unit/{id}',
    summary: 'One unit',
    tag: 'properties',
    auth: 'bearer',
    response: roled(UnitSchema),
    errors: [404],
  },
  unitCreate: {
    method: 'post',
    path: '/v1/member/unit',
    summary: 'Add a unit to a divided property (409 for an undivided one)',
    tag: 'properties',
    auth: 'bearer',
    body: UnitCreateSchema.extend({ memberId: IgnoredMemberId }),
    response: roled(UnitSchema),
    errors: [404, 409],
    idempotent: true,
  },
  unitUpdate: {
    method: 'patch',
    path: '/v1/member/unit/{id}',
    summary: 'Change a unit: the fields sent replace the current ones',
    tag: 'properties',
    auth: 'bearer',
    body: UnitInputSchema.partial(),
    response: roled(UnitSchema),
    errors: [404],
  },
  unitDelete: {
    method: 'delete',
    path: '/v1/member/unit/{id}',
    summary: 'Delete a unit; 409 when it has any agreement (history is never deleted)',
    tag: 'properties',
    auth: 'bearer',
    response: EmptySchema,
    errors: [404, 409],
  },
  provinceList: {
    method: 'get',
    path: '/v1/member/province',
    summary: "Nepal's provinces, each with its districts",
    tag: 'properties',
    auth: 'bearer',
    response: z.array(ProvinceSchema),
  },
} satisfies Record<string, Operation>
