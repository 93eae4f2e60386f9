// What every route asks of a role on a shared property (ADR 041), as the role matrix
// (role-matrix.test.ts) checks it: each web route of app/routes.ts and each /v1 operation of the
// OpenAPI document has an entry here, so a new route without one fails the matrix. A route about
// one property's records names the record its path (or body) points at and the abilities of the
// one role table (app/domain/property-roles.ts) it needs; any other route says why it is not about
// a shared property's records.
import type { PropertyAbility } from '~/domain/property-roles'
import { bsMonthKey } from '~/domain/expenses'
import { nepalToday, nepalTodayBs } from '~/domain/nepal-time'
import { addAdDays } from '~/domain/ad-date'
import { UNIT_AREA_UNITS } from '~/domain/area-units'
import { uniquePhone } from '../../support/fixtures'

/** The records of one owner's world the matrix points routes at. */
export type Ids = {
  property: number
  /** A unit of a divided property with no agreement (created, changed and deleted by the matrix). */
  emptyUnit: number
  dividedProperty: number
  agreement: number
  /** An agreement of the property that ended and was settled. */
  settledAgreement: number
  payment: number
  receiptNumber: number
  charge: number
  reading: number
  proof: number
  tenant: number
  notice: number
  gatewayPayment: number
  /** An expense of the property, with a receipt photo. */
  expense: number
  /** A running monthly expense of the property. */
  recurringExpense: number
  /** A repair request of the property, open, with one photo. */
  repair: number
  /** A bystander on the property's team, whom the team's writes act on. */
  teammate: number
  invitation: number
}

export type Scoped = {
  /** The record the path's first id names (or, with no id in the path, the body's). */
  through: keyof Ids
  /** Without it the route is 404, as for a property the caller has no role on. */
  see: PropertyAbility
  /** A page that is a form: without it the page is 403. */
  open?: PropertyAbility
  /** What a write needs (else 403): one ability, or one per form `intent` (web). */
  write?: PropertyAbility | Record<string, PropertyAbility | WebWrite>
  /** /v1: a body the write accepts, from the world's ids. */
  body?: (ids: Ids) => unknown
  /** /v1: the query a GET names its record in (`?propertyId=`). */
  query?: (ids: Ids) => string
}
/** A web form that names its record in a field or its dialog in the URL's query. */
export type WebWrite = { need: PropertyAbility; query?: (ids: Ids) => string; fields?: (ids: Ids) => Record<string, string> }
export type Unscoped = { unscoped: string }
export type Entry = Scoped | Unscoped

export const isScoped = (entry: Entry): entry is Scoped => 'through' in entry

const PUBLIC = { unscoped: 'public, or the session itself: no property in it' }
const OWN = { unscoped: 'the member’s own account, plan or settings: never shared' }
export const LIST = { unscoped: 'a list of the member’s own records and those shared with them (tests/integration/team/*)' }
const TENANT = { unscoped: 'the tenant’s own side, by their verified phone' }
const OPERATOR = { unscoped: 'the operators’ console: operators only' }
const OWNER_MONEY = { unscoped: 'the owner’s gateway accounts and bank QR: never shared (issue 30’s table)' }

const MANAGE_TEAM = { see: 'team:view', write: 'team:manage' } as const

/** The member's own account and money, the public and the tenant's side, the operators: no property is shared in them. */
export const NOT_SHARED: Entry[] = [PUBLIC, OWN, TENANT, OPERATOR, OWNER_MONEY]

/**
 * The other /v1/member operations whose answers are not objects of one property, so carry no
 * `role` (docs/TEAM-INTERFACE.md). Every other /v1/member answer carries the caller's role on the
 * property of each of its objects (a list: on each item), which the role matrix checks.
 */
export const ROLELESS: Record<string, string> = {
  'GET /v1/member/tenant': 'a tenant is a person, on agreements across the member’s properties',
  'GET /v1/member/tenant/search': 'a lookup of a phone number, whoever recorded it',
  'GET /v1/member/tenant-request': 'a tenant record is per member, not per property',
  'POST /v1/member/tenant-request/{id}': 'a tenant record is per member, not per property',
  'GET /v1/member/invitation': 'the invitations to the member’s own phone: `role` is the role offered',
  'POST /v1/member/invitation/{id}/{answer}': 'the invitations to the member’s own phone',
  'POST /v1/member/property/{id}/team': 'a person’s invitation: its `role` is theirs (only the owner writes the team)',
  'PATCH /v1/member/property/{id}/team/{memberId}': 'a person on the team: its `role` is theirs (only the owner writes the team)',
  'GET /v1/member/report/rent-income': 'a report adding up the member’s properties and shares',
  'GET /v1/member/report/profit': 'a report adding up the properties the member sees the books of',
  'GET /v1/member/report/charts': 'a report adding up the properties the member sees the books of',
}

/** Web routes by their id in app/routes.ts. */
export const WEB_ROUTES: Record<string, Entry> = {
  Preferences: PUBLIC,
  Login: PUBLIC,
  Register: PUBLIC,
  ForgotPassword: PUBLIC,
  Logout: PUBLIC,
  SessionActivity: PUBLIC,
  Dashboard: LIST,
  PropertiesIndex: LIST,
  PropertiesCreate: { unscoped: 'a new property is the member’s own' },
  PropertiesEdit: { through: 'property', see: 'property:view', open: 'property:edit', write: 'property:edit' },
  PropertiesShow: {
    through: 'property',
    see: 'property:view',
    write: {
      'add-unit': { need: 'unit:manage', query: () => '?dialog=add-unit' },
      'edit-unit': { need: 'unit:manage', query: (ids) => `?dialog=edit-unit&unit=${ids.emptyUnit}` },
      'delete-unit': { need: 'unit:manage', query: (ids) => `?dialog=delete-unit&unit=${ids.emptyUnit}` },
      'delete-property': { need: 'property:delete', query: () => '?dialog=delete-property' },
    },
  },
  PropertyReadings: { through: 'property', see: 'reading:record', write: 'reading:record' },
  PropertyTeam: {
    through: 'property',
    see: 'team:view',
    write: {
      invite: 'team:manage',
      'change-role': { need: 'team:manage', fields: (ids) => ({ memberId: String(ids.teammate), role: 'COLLECTOR' }) },
      remove: { need: 'team:manage', fields: (ids) => ({ memberId: String(ids.teammate) }) },
      'cancel-invitation': { need: 'team:manage', fields: (ids) => ({ invitationId: String(ids.invitation) }) },
    },
  },
  Invitations: { unscoped: 'the invitations to the member’s own phone' },
  HeldForm: { unscoped: 'a form the member sent after their own session ended (ADR 066): never shared' },
  HeldFormSend: { unscoped: 'a form the member sent after their own session ended (ADR 066): never shared' },
  AgreementsIndex: LIST,
  AgreementsCreate: { unscoped: 'the property is a field of the form: tests/integration/team/role-matrix.test.ts posts one for each role' },
  AgreementsHistory: LIST,
  AgreementShow: {
    through: 'agreement',
    see: 'dues:view',
    write: {
      'record-payment': 'payment:record',
      'void-payment': 'payment:void',
      'before-bhadaa': 'tenancy:manage',
      'add-charge': 'tenancy:manage',
      'cancel-charge': 'tenancy:manage',
      'late-fee': 'tenancy:manage',
      'confirm-proof': { need: 'proof:decide', fields: (ids) => ({ proofId: String(ids.proof) }) },
      'reject-proof': { need: 'proof:decide', fields: (ids) => ({ proofId: String(ids.proof) }) },
      'terminate-preview': 'tenancy:manage',
      terminate: 'tenancy:manage',
      'text-pay-link': 'tenancy:manage',
    },
  },
  AgreementLease: { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage' },
  AgreementChanges: { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage' },
  AgreementAddendum: { through: 'agreement', see: 'tenancy:view' },
  AgreementMeters: { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage' },
  AgreementStatement: { through: 'agreement', see: 'tenancy:view' },
  AgreementSettlement: { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage' },
  AgreementReceipt: { through: 'agreement', see: 'dues:view' },
  AgreementReceivedDecision: { through: 'agreement', see: 'dues:view', write: { '': { need: 'proof:decide', fields: () => ({ decision: 'refunded', note: 'Given back in cash' }) } } },
  TenantsIndex: LIST,
  ExpensesIndex: LIST,
  ExpensesNew: { unscoped: 'the property is a field of its form: tests/integration/expenses/expenses-http.test.ts posts one by role' },
  ExpenseShow: { through: 'expense', see: 'books:view', write: { 'void-expense': { need: 'expense:manage', fields: () => ({ reason: 'Typed twice' }) } } },
  ExpenseReceipt: { through: 'expense', see: 'books:view' },
  RepairsIndex: LIST,
  RepairsCreate: { unscoped: 'the property is a field of its form: tests/integration/repairs/repairs-http.test.ts posts one by role' },
  RepairShow: {
    through: 'repair',
    see: 'books:view',
    write: {
      'move-start': 'repair:manage',
      'move-done': 'repair:manage',
      'move-close': 'repair:manage',
      'move-decline': { need: 'repair:manage', fields: () => ({ reason: 'Not ours to fix' }) },
      'move-reopen': 'repair:manage',
    },
  },
  RepairPhoto: { through: 'repair', see: 'books:view' },
  MyRentRepairs: TENANT,
  MyRentRepairPhoto: TENANT,
  Reports: { unscoped: 'the member’s reports: their own properties and those shared with them by books:view (tests/integration/reports/charts.test.ts)' },
  ProfitReport: { unscoped: 'the member’s reports: their own properties and those shared with them by books:view (tests/integration/reports/profit.test.ts)' },
  TenantsShow: { through: 'tenant', see: 'tenancy:view', write: 'tenancy:manage' },
  TenantIdentity: { through: 'tenant', see: 'tenancy:view', write: 'tenancy:manage' },
  TenantIdentityPhoto: { unscoped: 'a photo of a document the matrix’s world has none of: tests/integration/team/paperwork-roles.test.ts' },
  Notifications: OWN,
  ReceiptShow: { unscoped: 'a receipt by the owner’s own numbering; the team reaches it through its agreement (AgreementReceipt)' },
  RentalNotices: LIST,
  RentalNoticeShow: { through: 'notice', see: 'tenancy:view', write: 'tenancy:manage' },
  RentIncomeReport: { unscoped: 'the member’s report: their own properties and their shares of co-owned ones (tests/integration/reports)' },
  Settings: OWN,
  SettingsPayments: OWNER_MONEY,
  SettingsBilling: OWN,
  SettingsActivity: OWN,
  SettingsSection: OWN,
  SettingsExport: LIST,
  SidebarState: OWN,
  MyRent: TENANT,
  MyRentIdentity: TENANT,
  MyRentIdentityPhoto: TENANT,
  MyRentShow: TENANT,
  MyRentReceipt: TENANT,
  MyRentStatement: TENANT,
  MyRentSettlement: TENANT,
  PaymentProofPhoto: { through: 'proof', see: 'dues:view' },
  PropertiesLocalLevels: PUBLIC,
  OpsDesk: OPERATOR,
  OpsTicket: OPERATOR,
  OpsMembers: OPERATOR,
  OpsMember: OPERATOR,
  OpsMoney: OPERATOR,
  OpsSms: OPERATOR,
  OpsAudit: OPERATOR,
  OpsNotFound: OPERATOR,
  Plans: PUBLIC,
  PlansKhaltiReturn: OWN,
  PlansEsewaReturn: OWN,
  PlansEsewaFailed: OWN,
  SupportTicket: PUBLIC,
  PayLink: TENANT,
  PayLinkKhaltiReturn: TENANT,
  PayLinkEsewaReturn: TENANT,
  PayLinkDone: TENANT,
  TermsOfUse: PUBLIC,
  PrivacyPolicy: PUBLIC,
  CookieConsent: PUBLIC,
  NotFound: PUBLIC,
}

const cash = () => ({ amount: 100, paidOn: nepalToday(), method: 'CASH' })

/** /v1 operations by `METHOD /v1/path/{param}` as the OpenAPI document names them. */
export const V1_OPERATIONS: Record<string, Entry> = {
  'GET /v1/public/release/latest': PUBLIC,
  'GET /v1/account/verify': PUBLIC,
  'POST /v1/member/login': PUBLIC,
  'POST /v1/account/logout': PUBLIC,
  'GET /v1/public/phone/verify': PUBLIC,
  'POST /v1/account/claim': PUBLIC,
  'POST /v1/account/verify': PUBLIC,
  'POST /v1/member/signup': PUBLIC,
  'POST /v1/public/password/forgot': PUBLIC,
  'POST /v1/public/password/verify': PUBLIC,
  'POST /v1/public/password/reset': PUBLIC,
  'GET /v1/member/property': LIST,
  'GET /v1/member/property/my/count': LIST,
  'GET /v1/member/property/{id}': { through: 'property', see: 'property:view' },
  'POST /v1/member/property': { unscoped: 'a new property is the member’s own' },
  'PATCH /v1/member/property/{id}': { through: 'property', see: 'property:view', write: 'property:edit', body: () => ({ name: 'Renamed by the matrix' }) },
  'DELETE /v1/member/property/{id}': { through: 'property', see: 'property:view', write: 'property:delete' },
  'GET /v1/member/unit': { through: 'dividedProperty', see: 'property:view', query: (ids) => `?propertyId=${ids.dividedProperty}` },
  'GET /v1/member/unit/{id}': { through: 'emptyUnit', see: 'property:view' },
  'POST /v1/member/unit': {
    through: 'dividedProperty',
    see: 'property:view',
    write: 'unit:manage',
    body: (ids) => ({ propertyId: ids.dividedProperty, name: `Flat ${uniquePhone().slice(-4)}`, floor: 2, area: 500, areaUnit: UNIT_AREA_UNITS[0] }),
  },
  'PATCH /v1/member/unit/{id}': { through: 'emptyUnit', see: 'property:view', write: 'unit:manage', body: () => ({ floor: 3 }) },
  'DELETE /v1/member/unit/{id}': { through: 'emptyUnit', see: 'property:view', write: 'unit:manage' },
  'GET /v1/member/province': PUBLIC,
  'GET /v1/member/tenant': LIST,
  'GET /v1/member/tenant/search': LIST,
  'GET /v1/member/tenant/count': LIST,
  'GET /v1/member/tenant/{id}': { through: 'tenant', see: 'tenancy:view' },
  'GET /v1/member/agreement': LIST,
  'GET /v1/member/agreement/my/latest': LIST,
  'GET /v1/member/agreement/my/count': LIST,
  'GET /v1/member/agreement/history': LIST,
  'POST /v1/member/agreement': {
    through: 'dividedProperty',
    see: 'property:view',
    write: 'tenancy:manage',
    body: (ids) => ({
      name: 'Matrix lease',
      propertyId: ids.dividedProperty,
      unitId: ids.emptyUnit,
      tenantFirstName: 'Sita',
      tenantLastName: 'Magar',
      tenantPhone: uniquePhone(),
      tenantPreferredLanguage: 'ENG',
      calendarType: 'AD',
      startDate: nepalToday(),
      endDate: addAdDays(nepalToday(), 364),
      utilities: [],
      leaseAmount: 12000,
      paymentInterval: 1,
      paymentDayOfMonth: 5,
    }),
  },
  'GET /v1/member/agreement/{id}': { through: 'agreement', see: 'dues:view' },
  'DELETE /v1/member/agreement/{id}': { through: 'agreement', see: 'dues:view', write: 'tenancy:manage', body: () => ({ moveOutDate: nepalToday() }) },
  'GET /v1/member/utilityoption': PUBLIC,
  'GET /v1/member/agreement/{id}/charges': { through: 'agreement', see: 'dues:view' },
  'GET /v1/member/agreement/{id}/payment': { through: 'agreement', see: 'dues:view' },
  'POST /v1/member/agreement/{id}/payment': { through: 'agreement', see: 'dues:view', write: 'payment:record', body: cash },
  'POST /v1/member/payment/{id}/void': { through: 'payment', see: 'dues:view', write: 'payment:void', body: () => ({ reason: 'Typed twice' }) },
  'GET /v1/member/sms': OWN,
  'GET /v1/tenant/agreement': TENANT,
  'GET /v1/tenant/agreement/{id}': TENANT,
  'GET /v1/tenant/agreement/{id}/charges': TENANT,
  'GET /v1/tenant/agreement/{id}/payment': TENANT,
  'GET /v1/tenant/agreement/{id}/statement': TENANT,
  'GET /v1/tenant/agreement/{id}/receipt/{receiptNumber}': TENANT,
  'GET /v1/member/gateway': OWNER_MONEY,
  'PUT /v1/member/gateway/khalti': OWNER_MONEY,
  'PUT /v1/member/gateway/esewa': OWNER_MONEY,
  'DELETE /v1/member/gateway/khalti': OWNER_MONEY,
  'DELETE /v1/member/gateway/esewa': OWNER_MONEY,
  'GET /v1/member/gateway-payment': LIST,
  'POST /v1/member/gateway-payment/{id}/decision': { through: 'gatewayPayment', see: 'dues:view', write: 'proof:decide', body: () => ({ decision: 'refunded', note: 'Given back in cash' }) },
  'GET /v1/tenant/agreement/{id}/gateway-payment': TENANT,
  'GET /v1/member/payment-qr': OWNER_MONEY,
  'PUT /v1/member/payment-qr': OWNER_MONEY,
  'DELETE /v1/member/payment-qr': OWNER_MONEY,
  'GET /v1/member/agreement/{id}/paylink': { through: 'agreement', see: 'dues:view' },
  'POST /v1/member/agreement/{id}/paylink/sms': { through: 'agreement', see: 'dues:view', write: 'tenancy:manage', body: () => ({}) },
  'GET /v1/public/pay/{code}': TENANT,
  'POST /v1/public/pay/{code}': TENANT,
  'POST /v1/public/pay/{code}/khalti': TENANT,
  'GET /v1/member/agreement/{id}/lease': { through: 'agreement', see: 'tenancy:view' },
  'PATCH /v1/member/agreement/{id}/lease': { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage', body: () => ({ noticePeriodMonths: 2 }) },
  'GET /v1/member/rental-notice': LIST,
  'GET /v1/member/rental-notice/{id}': { through: 'notice', see: 'tenancy:view' },
  'POST /v1/member/rental-notice/{id}/file': { through: 'notice', see: 'tenancy:view', write: 'tenancy:manage', body: () => ({ filedOn: nepalToday(), reference: 'KMC-2083-17' }) },
  'GET /v1/member/rental-notice/municipality': OWN,
  'PATCH /v1/member/rental-notice/municipality': OWN,
  'GET /v1/member/tenant/{id}/identity': { through: 'tenant', see: 'tenancy:view' },
  'PUT /v1/member/tenant/{id}/identity': {
    through: 'tenant',
    see: 'tenancy:view',
    write: 'tenancy:manage',
    body: () => ({ type: 'CITIZENSHIP', number: '27-01-71-01234', districtId: 27, issuedOn: '2070-01-15', calendarType: 'BS' }),
  },
  'GET /v1/member/tenant/{id}/identity/photo/{side}': { unscoped: 'a photo of a document the matrix’s world has none of: tests/integration/team/paperwork-roles.test.ts' },
  'PUT /v1/member/tenant/{id}/identity/photo/{side}': { unscoped: 'an image body: tests/integration/team/paperwork-roles.test.ts' },
  'GET /v1/member/tenant/{id}/identity/views': { through: 'tenant', see: 'tenancy:view' },
  'GET /v1/member/settings/notification': OWN,
  'PATCH /v1/member/settings/notification': OWN,
  'GET /v1/member/agreement/{id}/meter': { through: 'agreement', see: 'dues:view' },
  'POST /v1/member/agreement/{id}/meter': { through: 'agreement', see: 'dues:view', write: 'tenancy:manage', body: () => ({ utilityId: 'Electricity', rate: 13, fixed: 100, effectiveFrom: nepalToday() }) },
  'GET /v1/member/agreement/{id}/reading': { through: 'agreement', see: 'dues:view' },
  'POST /v1/member/agreement/{id}/reading': {
    through: 'agreement',
    see: 'dues:view',
    write: 'reading:record',
    body: () => ({ utilityId: 'Electricity', readOn: nepalToday(), reading: 1200 }),
  },
  'PATCH /v1/member/reading/{id}': { through: 'reading', see: 'dues:view', write: 'tenancy:manage', body: () => ({ reading: 1001 }) },
  'GET /v1/member/agreement/{id}/statement': { through: 'agreement', see: 'tenancy:view' },
  'GET /v1/member/agreement/{id}/late-fee': { through: 'agreement', see: 'tenancy:view' },
  'POST /v1/member/agreement/{id}/late-fee': { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage', body: () => ({ kind: 'FLAT', value: 100, graceDays: 5 }) },
  'POST /v1/member/agreement/{id}/charge': {
    through: 'agreement',
    see: 'dues:view',
    write: 'tenancy:manage',
    body: () => ({ description: 'Water tanker', amount: 800, dueDate: addAdDays(nepalToday(), 3) }),
  },
  'POST /v1/member/charge/{id}/cancel': { through: 'charge', see: 'dues:view', write: 'tenancy:manage', body: () => ({ reason: 'Not ours' }) },
  'GET /v1/member/agreement/{id}/settlement': { through: 'settledAgreement', see: 'tenancy:view' },
  'POST /v1/member/agreement/{id}/settlement': { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage', body: () => ({ deductions: [], calendarType: 'AD' }) },
  'GET /v1/member/agreement/{id}/before-bhadaa': { through: 'agreement', see: 'tenancy:view' },
  'POST /v1/member/agreement/{id}/before-bhadaa': { through: 'settledAgreement', see: 'tenancy:view', write: 'tenancy:manage', body: () => ({ calendarType: 'AD', paidUpTo: '2026-01-31', balance: 'NONE' }) },
  'GET /v1/member/settings': OWN,
  'PATCH /v1/member/settings': OWN,
  'GET /v1/member/report/rent-income': { unscoped: 'the member’s report: their own properties and their shares of co-owned ones (tests/integration/reports)' },
  'PATCH /v1/member/tenant/{id}': { through: 'tenant', see: 'tenancy:view', write: 'tenancy:manage', body: () => ({ firstName: 'Sita', lastName: 'Magar', prefLanguage: 'NEP' }) },
  'POST /v1/member/agreement/{id}/tenant-phone': { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage', body: () => ({ phone: uniquePhone() }) },
  'GET /v1/member/tenant-request': { unscoped: 'a tenant’s correction requests to the member who holds their record (a tenant record is per member, not per property)' },
  'POST /v1/member/tenant-request/{id}': { unscoped: 'a tenant’s correction requests to the member who holds their record (a tenant record is per member, not per property)' },
  'PATCH /v1/member/agreement/{id}': { through: 'agreement', see: 'tenancy:view', write: 'tenancy:manage', body: () => ({ leaseAmount: 13000, effectiveDate: nepalToday(), reason: 'New rent agreed', calendarType: 'AD' }) },
  'GET /v1/member/agreement/{id}/changes': { through: 'agreement', see: 'tenancy:view' },
  'POST /v1/member/agreement/{id}/renewal': {
    through: 'agreement',
    see: 'tenancy:view',
    write: 'tenancy:manage',
    body: () => ({ endDate: addAdDays(nepalToday(), 800), leaseAmount: 14000, calendarType: 'AD' }),
  },
  'GET /v1/member/agreement/{id}/addendum': { through: 'agreement', see: 'tenancy:view' },
  'POST /v1/tenant/agreement/{id}/payment-proof': TENANT,
  'GET /v1/tenant/agreement/{id}/payment-proof': TENANT,
  'GET /v1/member/payment-proof': LIST,
  'POST /v1/member/payment-proof/{id}/confirm': { through: 'proof', see: 'dues:view', write: 'proof:decide' },
  'POST /v1/member/payment-proof/{id}/reject': { through: 'proof', see: 'dues:view', write: 'proof:decide', body: () => ({ reason: 'Not received' }) },
  'GET /v1/member/plan': OWN,
  'PUT /v1/member/plan': OWN,
  'GET /v1/ops/tickets': OPERATOR,
  'GET /v1/ops/tickets/{id}': OPERATOR,
  'POST /v1/ops/tickets/{id}/reply': OPERATOR,
  'POST /v1/ops/tickets/{id}/note': OPERATOR,
  'POST /v1/ops/tickets/{id}/status': OPERATOR,
  'POST /v1/ops/tickets/{id}/claims': OPERATOR,
  'GET /v1/ops/members': OPERATOR,
  'GET /v1/ops/members/{id}': OPERATOR,
  'POST /v1/ops/members/{id}/plan': OPERATOR,
  'GET /v1/ops/money': OPERATOR,
  'GET /v1/ops/sms': OPERATOR,
  'POST /v1/ops/sms/{id}/resend': OPERATOR,
  'POST /v1/ops/sms/{id}/drop': OPERATOR,
  'POST /v1/ops/sms/resume': OPERATOR,
  'GET /v1/ops/audit': OPERATOR,
  'GET /v1/member/property/{id}/team': { through: 'property', ...MANAGE_TEAM },
  'POST /v1/member/property/{id}/team': { through: 'property', ...MANAGE_TEAM, body: () => ({ phone: uniquePhone(), role: 'VIEWER' }) },
  'PATCH /v1/member/property/{id}/team/{memberId}': { through: 'property', ...MANAGE_TEAM, body: () => ({ role: 'COLLECTOR' }) },
  'DELETE /v1/member/property/{id}/team/{memberId}': { through: 'property', ...MANAGE_TEAM },
  'DELETE /v1/member/property/{id}/invitation/{invitationId}': { through: 'property', ...MANAGE_TEAM },
  'GET /v1/member/expense': LIST,
  'POST /v1/member/expense': {
    through: 'property',
    see: 'books:view',
    write: 'expense:manage',
    body: (ids) => ({ propertyId: ids.property, category: 'WATER', amount: 1200, spentOn: nepalToday(), calendarType: 'AD', paidTo: 'Tanker' }),
  },
  'POST /v1/member/expense/{id}/void': { through: 'expense', see: 'books:view', write: 'expense:manage', body: () => ({ reason: 'Typed twice' }) },
  'GET /v1/member/expense/recurring': LIST,
  'POST /v1/member/expense/recurring': {
    through: 'property',
    see: 'books:view',
    write: 'expense:manage',
    body: (ids) => ({ propertyId: ids.property, category: 'STAFF', amount: 15000, dayOfMonth: 1, startMonth: bsMonthKey(nepalTodayBs()), paidTo: 'Guard' }),
  },
  'POST /v1/member/expense/recurring/{id}/stop': { through: 'recurringExpense', see: 'books:view', write: 'expense:manage' },
  'GET /v1/tenant/agreement/{id}/repair': TENANT,
  'POST /v1/tenant/agreement/{id}/repair': TENANT,
  'POST /v1/tenant/repair/{id}/reopen': TENANT,
  'GET /v1/member/repair': LIST,
  'POST /v1/member/repair': {
    through: 'property',
    see: 'books:view',
    write: 'repair:manage',
    body: (ids) => ({ propertyId: ids.property, category: 'PLUMBING', location: 'Roof tank', description: 'The float valve sticks.' }),
  },
  'PATCH /v1/member/repair/{id}': { through: 'repair', see: 'books:view', write: 'repair:manage', body: () => ({ status: 'IN_PROGRESS', note: 'Plumber on Sunday' }) },
  'GET /v1/member/report/profit': { unscoped: 'the member’s reports: their own properties and those shared with them by books:view (tests/integration/reports/profit.test.ts)' },
  'GET /v1/member/report/charts': { unscoped: 'the member’s reports: their own properties and those shared with them by books:view (tests/integration/reports/charts.test.ts)' },
  'GET /v1/member/invitation': { unscoped: 'the invitations to the member’s own phone' },
  'POST /v1/member/invitation/{id}/{answer}': { unscoped: 'the invitations to the member’s own phone' },
}
