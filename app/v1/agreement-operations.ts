// The /v1 operations of Agreements and tenants (API.md); merged into `operations`
// (operations.ts). Relation names are the spec's, capitalised (`Tenants`, `Properties`, ...).
import { z } from 'zod'
import { AgreementCreateSchema, CALENDAR_TYPES, TENANT_LANGUAGES, TenantSearchSchema } from '~/schemas/agreement-schemas'
import { ApiPageSchema, ApiPageSizeSchema, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '~/schemas/paging'
import { TerminationFields } from '~/schemas/termination-schemas'
import { EmptySchema, type Operation, PropertyRoleSchema, RecordIdSchema as id, roled } from './common-schemas'

const date = z.iso.date()
const money = z.number().meta({ description: 'Rupees' })

const TenantSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().meta({ example: '9812345678' }),
  prefLanguage: z.enum(TENANT_LANGUAGES),
})

/** API.md answers the whole list; a client with a long history may ask for a page of it instead. */
const HistoryQuerySchema = z.object({
  page: ApiPageSchema.optional(),
  pageSize: ApiPageSizeSchema.optional().meta({ description: `Rows a page (${PAGE_SIZES.join(', ')}; default ${DEFAULT_PAGE_SIZE}), with page` }),
})

export const AgreementCardSchema = z.object({
  id,
  name: z.string(),
  status: z.enum(['ACTIVE', 'TERMINATED', 'ENDED']),
  current: z.boolean().meta({ description: 'ACTIVE, started and not past its end date (Nepal time): counted by the plan and the dashboard' }),
  state: z.enum(['upcoming', 'current', 'past']).meta({
    description:
      'upcoming: ACTIVE and not started yet (an early renewal, or a lease made ahead of time), not counted until startsOn; until a renewal starts, the agreement it renews takes every payment. current: started and not ended. past: terminated or ended',
  }),
  startsOn: date.nullable().meta({ description: 'The first day of an upcoming agreement (= startDate); null once it has started' }),
  calendarType: z.enum(CALENDAR_TYPES),
  startDate: date,
  endDate: date.meta({ description: 'The last day of the lease' }),
  bsStartDate: z.string().nullable().meta({ description: 'B.S. YYYY-MM-DD for a B.S. agreement, else null' }),
  bsEndDate: z.string().nullable(),
  moveOutDate: date.nullable().meta({ description: 'A terminated agreement’s move-out day: the tenant’s last day (A.D.); null otherwise' }),
  bsMoveOutDate: z.string().nullable().meta({ description: 'The move-out day in B.S. for a B.S. agreement, else null' }),
  leaseAmount: money.meta({ description: 'Monthly rent in rupees' }),
  deposit: money.nullable(),
  createdAt: z.iso.datetime(),
  memberId: id,
  propertyId: id,
  unitId: id.nullable(),
  tenantId: id,
  Tenants: TenantSchema,
  Properties: z.object({ id, name: z.string(), address1: z.string(), city: z.string(), division: z.boolean() }),
  Units: z
    .object({ id, name: z.string(), floor: z.number().int(), area: z.number(), areaUnit: z.enum(['sqft', 'sqm']) })
    .nullable()
    .meta({ description: 'null for an undivided property' }),
})

const UtilityJsonSchema = z.object({
  id: id.nullable().meta({ description: 'null for the Rent entry, which is the agreement’s own rent' }),
  utilityId: z.string().meta({ example: 'Electricity' }),
  price: money.nullable().meta({ description: 'Monthly price in rupees; null when the tenant pays the provider directly' }),
  deposit: money.nullable().meta({ description: 'The deposit, on the Rent entry only' }),
  paymentInterval: z.number().int(),
  paymentDayOfMonth: z.number().int(),
})

export const AgreementSchema = AgreementCardSchema.extend({
  paymentInterval: z.number().int().meta({ description: 'Months per rent payment' }),
  paymentDayOfMonth: z.number().int(),
  incrementPercentage: z.number().nullable(),
  incrementInterval: z.number().int().nullable().meta({ description: 'Years between increments' }),
  terminatedAt: z.iso.datetime().nullable().meta({ description: 'When the termination was recorded' }),
  Utilities: z.array(UtilityJsonSchema).meta({ description: 'The Rent entry (rent and deposit) first, then the utilities' }),
})

const agreementErrors = 'Errors: 400 with fields; 403 `PLAN_LIMIT`; 404 property or unit; 409 `UNIT_TAKEN` (the unit or undivided property has a current or upcoming agreement) or `TENANT_NAME_MISMATCH` (the phone is recorded under other names: send the names tenant/search answers, initials included, or another phone)'

export const agreementOperations = {
  tenantList: {
    method: 'get',
    path: '/v1/member/tenant',
    summary: "Tenants of the member's agreements (current or past), with how many current agreements each has",
    tag: 'tenants',
    auth: 'bearer',
    response: z.array(TenantSchema.extend({ activeAgreements: z.number().int() })),
  },
  tenantSearch: {
    method: 'get',
    path: '/v1/member/tenant/search',
    summary:
      "Whether a phone number is already a tenant (one record per phone, whoever entered it): a list of one, or empty when none. The names are the initials of the recorded ones (`M…`, `G…`) unless the tenant is already on one of the member's agreements; send them back as the agreement's tenant names to take the recorded names. At most 30 lookups an hour per member (429 with Retry-After).",
    tag: 'tenants',
    auth: 'bearer',
    query: TenantSearchSchema,
    response: z.array(
      z.object({
        id,
        firstName: z.string().meta({ description: 'The recorded first name, or its initials (`M…`) when `yours` is false' }),
        lastName: z.string().meta({ description: 'The recorded last name, or its initials when `yours` is false' }),
        yours: z.boolean().meta({ description: "The tenant is on one of the member's agreements (current or past)" }),
      }),
    ),
    errors: [429],
  },
  tenantCount: {
    method: 'get',
    path: '/v1/member/tenant/count',
    summary: "How many tenants are on the member's current agreements (started, not ended: an upcoming one counts from its start), each counted once (the whole body is `{ count }`)",
    tag: 'tenants',
    auth: 'bearer',
    response: z.object({ count: z.number().int() }),
    bareBody: true,
  },
  tenantShow: {
    method: 'get',
    path: '/v1/member/tenant/{id}',
    summary:
      "A tenant with the member's own agreements with them (404 when the member has none), or, through a property shared with the member (`tenancy:view`), with the agreements on the properties shared with them; `role` is the caller's role on the property the tenant is reached through (their own first, then one that may manage tenancies)",
    tag: 'tenants',
    auth: 'bearer',
    response: z.object({
      Tenants: z.object({ id, firstName: z.string(), lastName: z.string(), prefLanguage: z.enum(TENANT_LANGUAGES), AgreementAsTenant: z.array(AgreementCardSchema) }),
      phone: z.string(),
      role: PropertyRoleSchema,
    }),
    errors: [404],
  },
  agreementList: {
    method: 'get',
    path: '/v1/member/agreement',
    summary: "The member's current and upcoming agreements (ACTIVE, not past their end date), newest first; `state` tells an upcoming one (not started yet, `startsOn`) from a current one",
    tag: 'agreements',
    auth: 'bearer',
    response: z.array(roled(AgreementSchema)),
  },
  agreementLatest: {
    method: 'get',
    path: '/v1/member/agreement/my/latest',
    summary: 'The 3 agreements created last, whatever their status',
    tag: 'agreements',
    auth: 'bearer',
    response: z.array(
      z.object({ id, name: z.string(), unitName: z.string().nullable(), propertyName: z.string(), createdAt: z.iso.datetime(), role: PropertyRoleSchema }),
    ),
  },
  agreementCount: {
    method: 'get',
    path: '/v1/member/agreement/my/count',
    summary: 'How many current agreements the member has: started and not ended, an upcoming one not counted until it starts (the whole body is `{ count }`)',
    tag: 'agreements',
    auth: 'bearer',
    response: z.object({ count: z.number().int() }),
    bareBody: true,
  },
  agreementHistory: {
    method: 'get',
    path: '/v1/member/agreement/history',
    summary: 'Terminated and ended agreements, newest first: all of them, or one page with ?page= (and pageSize=)',
    tag: 'agreements',
    auth: 'bearer',
    query: HistoryQuerySchema,
    response: z.array(roled(AgreementSchema)),
  },
  agreementCreate: {
    method: 'post',
    path: '/v1/member/agreement',
    summary: `Create an agreement, its tenant (when the phone is new) and its rent schedule. Dates are YYYY-MM-DD in \`calendarType\` (B.S. dates are converted). ${agreementErrors}`,
    tag: 'agreements',
    auth: 'bearer',
    body: AgreementCreateSchema,
    response: roled(AgreementSchema),
    errors: [403, 404, 409],
    idempotent: true,
  },
  agreementShow: {
    method: 'get',
    path: '/v1/member/agreement/{id}',
    summary: 'One agreement, current or past',
    tag: 'agreements',
    auth: 'bearer',
    response: roled(AgreementSchema),
    errors: [404],
  },
  agreementTerminate: {
    method: 'delete',
    path: '/v1/member/agreement/{id}',
    summary:
      'Terminate a current agreement: the tenant leaves on `moveOutDate` (their last day; default today, Nepal; any day from the agreement’s start to its end, past days too), sent in the query or an optional JSON body (the body wins). ' +
      'Charges of periods that start after that day are CANCELLED (reason "Moved out"), paid or not; the charge of the period containing it stays, in full, or with `proRata` true for the days from its period’s start to the move-out day over the days of its period (rounded half up to a paisa; its period then ends on the move-out day). ' +
      'Payments stay: money beyond what is still owed is the tenant’s credit, refunded at the settlement. The unit is free at once; the history is kept; `terminatedAt` is when it was recorded. ' +
      'Its renewal, when that has not started (`state` "upcoming"), is cancelled in the same transaction: TERMINATED, every charge CANCELLED (reason "The renewed agreement ended"), nothing deleted; the deposit is settled on this agreement. ' +
      'On an upcoming agreement (a renewal, or a lease made ahead of time) this cancels it: every charge CANCELLED (reason "Cancelled before it started"), no move-out day needed (only a day before its start is accepted); a cancelled renewal no longer counts as the renewal, so the agreement it renewed may be renewed again, and its deposit copy is never settled (409 on its settlement). ' +
      '400 `VALIDATION_ERROR` with `fields.moveOutDate` for a malformed day or one outside the agreement (nothing changed); 409 `AGREEMENT_NOT_CURRENT` when already terminated or ended (also the agreement a started renewal took over from)',
    tag: 'agreements',
    auth: 'bearer',
    query: TerminationFields,
    body: TerminationFields,
    optionalBody: true,
    response: EmptySchema,
    errors: [404, 409],
  },
  utilityOptionList: {
    method: 'get',
    path: '/v1/member/utilityoption',
    summary: 'The utility options; `Rent` is the agreement’s own line (not for the utilities list)',
    tag: 'agreements',
    auth: 'bearer',
    response: z.array(z.object({ id: z.string() })),
  },
} satisfies Record<string, Operation>
