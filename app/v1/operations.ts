// The /v1 contract in one place: each operation's method, path, auth and zod schemas. Routes
// parse and shape with these schemas; /v1/openapi.json is generated from them.
import { z } from 'zod'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { UNIT_AREA_UNITS } from '~/domain/area-units'
import { MAX_PHONE_INPUT_LENGTH } from '~/domain/phone'
import { PropertyFieldsSchema, UnitCreateSchema, UnitInputSchema } from '~/schemas/property-schemas'
import { agreementOperations } from './agreement-operations'
import {
  EmptySchema,
  ErrorSchema,
  IgnoredMemberId,
  MemberSummarySchema,
  type Operation,
  PHONE_INVALID,
  PhoneInputSchema,
} from './common-schemas'
import { ledgerOperations } from './ledger-operations'
import { gatewayOperations } from './gateway-operations'
import { myRentOperations } from './my-rent-operations'
import { payOperations } from './pay-operations'

export { ErrorSchema, MemberSummarySchema, PhoneInputSchema, type Operation }

const VersionSchema = z.object({ version: z.string(), publishedAt: z.iso.datetime() })
export const ReleaseSchema = z.object({ api: VersionSchema, web: VersionSchema })

const LOGIN_MISSING = 'Please provide a Phone Number and Password'

const OtpSchema = z
  .string({ error: 'Please enter the 6-digit code' })
  .transform((value) => fromDevanagariDigits(value.trim()))
  .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code'))
  .meta({ example: '123456' })

const NewPasswordSchema = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .max(256, 'The password can have at most 256 characters.')

const NameSchema = z
  .string({ error: 'Please enter your First and Last Name' })
  .trim()
  .min(1, 'Please enter your First and Last Name')
  .max(100)

const LanguageSchema = z.enum(['ENG', 'NEP'])

const SignedInSchema = z.object({
  token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`' }),
  expires: z.iso.datetime(),
  member: MemberSummarySchema,
})

const OtpTokenSchema = z.object({
  token: z.string().meta({ description: 'Send as the `otpauth` header of the next steps' }),
})

/** The active agreements on a claimed number: answered only once its code is verified. */
const ClaimAgreementsSchema = z
  .array(z.object({ name: z.string(), date: z.iso.date().meta({ description: 'Start date' }) }))
  .meta({ description: "The number's active agreements, newest first (empty for a number no landlord used)" })

// Properties and units (issue 4). Relation names are the spec's, capitalised (`Units`, ...).
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
})

export const ProvinceSchema = z.object({ id, name: z.string(), nameNe: z.string(), Districts: z.array(PlaceSchema) })

const accountAndPropertyOperations = {
  releaseLatest: {
    method: 'get',
    path: '/v1/public/release/latest',
    summary: 'Versions and release dates of the API and the web app',
    tag: 'public',
    auth: 'none',
    response: ReleaseSchema,
  },
  accountVerifyToken: {
    method: 'get',
    path: '/v1/account/verify',
    summary: 'Check that the access token is valid and name its member',
    tag: 'account',
    auth: 'bearer',
    response: z.object({ member: MemberSummarySchema }),
  },
  memberLogin: {
    method: 'post',
    path: '/v1/member/login',
    summary: 'Sign in with phone and password; answers an access token valid 14 days',
    tag: 'account',
    auth: 'none',
    body: z.object({
      firstParameter: z
        .string({ error: LOGIN_MISSING })
        .trim()
        .min(1, LOGIN_MISSING)
        .max(MAX_PHONE_INPUT_LENGTH, PHONE_INVALID)
        .meta({ description: 'The phone number', example: '9812345678' }),
      password: z.string({ error: LOGIN_MISSING }).min(1, LOGIN_MISSING),
    }),
    response: SignedInSchema,
    errors: [429],
  },
  accountLogout: {
    method: 'post',
    path: '/v1/account/logout',
    summary: 'Sign out: the access token stops working',
    tag: 'account',
    auth: 'bearer',
    response: EmptySchema,
  },
  phoneVerify: {
    method: 'get',
    path: '/v1/public/phone/verify',
    summary:
      'Can this number sign up? 200 free; 403 `PHONE_CLAIMABLE` a landlord used it: claim it (nothing of the record is answered before the code: see account/verify); 409 registered',
    tag: 'account',
    auth: 'none',
    query: z.object({ phoneNumber: PhoneInputSchema }),
    response: z.object({ available: z.literal(true) }),
    errors: [403, 409, 429],
  },
  accountClaim: {
    method: 'post',
    path: '/v1/account/claim',
    summary: 'Text a 6-digit code to a number that is not registered (free or claimable); answers the `otpauth` token',
    tag: 'account',
    auth: 'none',
    body: z.object({ phoneNumber: PhoneInputSchema }),
    response: OtpTokenSchema,
    errors: [409, 429],
  },
  accountVerifyCode: {
    method: 'post',
    path: '/v1/account/verify',
    summary:
      'Check the texted code (5 tries, 10 minutes); answers what a landlord recorded for the number (names, language, active agreements), to pre-fill sign-up',
    tag: 'account',
    auth: 'otpauth',
    body: z.object({ phoneNumber: PhoneInputSchema, otp: OtpSchema }),
    response: z.object({ firstName: z.string(), lastName: z.string(), prefLanguage: LanguageSchema, abstractAgreements: ClaimAgreementsSchema }),
    errors: [409, 429],
  },
  memberSignup: {
    method: 'post',
    path: '/v1/member/signup',
    summary: 'Create the member of a verified phone (`otpauth` of a verified code); answers an access token',
    tag: 'account',
    auth: 'otpauth',
    body: z.object({
      phone: PhoneInputSchema,
      firstName: NameSchema,
      lastName: NameSchema,
      prefLanguage: LanguageSchema.default('ENG'),
      password: NewPasswordSchema,
    }),
    response: SignedInSchema,
    errors: [403, 409, 429],
  },
  passwordForgot: {
    method: 'post',
    path: '/v1/public/password/forgot',
    summary: "Text a code to a member's number to reset the password; answers the `otpauth` token (browsers also get it as an httpOnly cookie)",
    tag: 'account',
    auth: 'none',
    body: z.object({ phone: PhoneInputSchema }),
    response: OtpTokenSchema,
    errors: [404, 429],
  },
  passwordVerify: {
    method: 'post',
    path: '/v1/public/password/verify',
    summary: 'Check the password-reset code; the token comes from the `otpauth` header or the cookie of /forgot',
    tag: 'account',
    auth: 'otpauth',
    body: z.object({ otp: OtpSchema }),
    response: EmptySchema,
    errors: [409, 429],
  },
  passwordReset: {
    method: 'post',
    path: '/v1/public/password/reset',
    summary: 'Set a new password (at least 8 characters, not a common one) after a verified code; signs out every session',
    tag: 'account',
    auth: 'otpauth',
    body: z.object({ password: NewPasswordSchema }),
    response: EmptySchema,
    errors: [403, 429],
  },
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
    summary: "A property's units, each with `available`",
    tag: 'properties',
    auth: 'bearer',
    query: UnitCreateSchema.pick({ propertyId: true }),
    response: z.array(UnitSchema),
    errors: [404],
  },
  unitShow: {
    method: 'get',
    path: '/v1/member/unit/{id}',
    summary: 'One unit',
    tag: 'properties',
    auth: 'bearer',
    response: UnitSchema,
    errors: [404],
  },
  unitCreate: {
    method: 'post',
    path: '/v1/member/unit',
    summary: 'Add a unit to a divided property (409 for an undivided one)',
    tag: 'properties',
    auth: 'bearer',
    body: UnitCreateSchema.extend({ memberId: IgnoredMemberId }),
    response: UnitSchema,
    errors: [404, 409],
  },
  unitUpdate: {
    method: 'patch',
    path: '/v1/member/unit/{id}',
    summary: 'Change a unit: the fields sent replace the current ones',
    tag: 'properties',
    auth: 'bearer',
    body: UnitInputSchema.partial(),
    response: UnitSchema,
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

export const operations = {
  ...accountAndPropertyOperations,
  ...agreementOperations,
  ...ledgerOperations,
  ...myRentOperations,
  ...gatewayOperations,
  ...payOperations,
} satisfies Record<string, Operation>
