// The /v1 operations of accounts (sign-up, sign-in, codes, password reset) and the release;
// merged into `operations` (operations.ts).
import { z } from 'zod'
import { STORED_LANGUAGES } from '~/domain/language'
import { oneTimeCodeSchema } from '~/schemas/account-schemas'
import { MAX_PHONE_INPUT_LENGTH } from '~/domain/phone'
import { EmptySchema, MemberSummarySchema, type Operation, PHONE_INVALID, PhoneInputSchema } from './common-schemas'

const VersionSchema = z.object({ version: z.string(), publishedAt: z.iso.datetime() })
export const ReleaseSchema = z.object({ api: VersionSchema, web: VersionSchema })

const LOGIN_MISSING = 'Please provide a Phone Number and Password'

const OtpSchema = oneTimeCodeSchema('Please enter the 6-digit code').meta({ example: '123456' })

const NewPasswordSchema = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .max(256, 'The password can have at most 256 characters.')

const NameSchema = z
  .string({ error: 'Please enter your First and Last Name' })
  .trim()
  .min(1, 'Please enter your First and Last Name')
  .max(100)

const LanguageSchema = z.enum(STORED_LANGUAGES)

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

export const accountOperations = {
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
} satisfies Record<string, Operation>
