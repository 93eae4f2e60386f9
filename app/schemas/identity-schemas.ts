// A tenant's identity document: the fields of the web form and of /v1's PUT. The date
// is typed in `calendarType` (A.D. or B.S.) like every date of the app; the photos are checked
// by the service from their bytes (app/domain/identity-document.ts).
import { z } from 'zod'
import { IDENTITY_TYPES, MAX_IDENTITY_NUMBER, tidyIdentityNumber } from '~/domain/identity-document'
import { type MessageCode, messageString } from '~/i18n/message'
import { CALENDAR_TYPES } from '~/domain/calendar-type'
import { adDateIn } from './agreement-rules'
import { isBlank } from './input-rules'

export const IDENTITY_MESSAGES = {
  type: 'identity.error.type' satisfies MessageCode,
  number: messageString('identity.error.number', { max: MAX_IDENTITY_NUMBER }),
  district: 'identity.error.district' satisfies MessageCode,
  issuedOn: 'identity.error.issuedOn' satisfies MessageCode,
  photoType: 'identity.error.photoType' satisfies MessageCode,
  photoSize: 'identity.error.photoSize' satisfies MessageCode,
} as const

export const IdentityInputSchema = z
  .object({
    type: z.enum(IDENTITY_TYPES, { error: IDENTITY_MESSAGES.type }),
    number: z
      .string({ error: IDENTITY_MESSAGES.number })
      .transform(tidyIdentityNumber)
      .pipe(z.string().min(1, IDENTITY_MESSAGES.number).max(MAX_IDENTITY_NUMBER, IDENTITY_MESSAGES.number))
      .meta({ description: 'As printed on the document', example: '27-01-75-01234' }),
    districtId: z.coerce.number({ error: IDENTITY_MESSAGES.district }).int(IDENTITY_MESSAGES.district).positive(IDENTITY_MESSAGES.district).meta({ description: 'The issuing district (GET /v1/member/province lists them)' }),
    calendarType: z
      .preprocess((value) => (isBlank(value) ? 'BS' : value), z.enum(CALENDAR_TYPES, { error: IDENTITY_MESSAGES.issuedOn }))
      .meta({ description: 'The calendar `issuedOn` is written in (default BS)' }),
    issuedOn: z.string({ error: IDENTITY_MESSAGES.issuedOn }).trim().min(1, IDENTITY_MESSAGES.issuedOn).meta({ description: 'YYYY-MM-DD in `calendarType`', example: '2075-01-15' }),
  })
  .transform((input, ctx) => {
    const parsed = adDateIn(input.calendarType, input.issuedOn)
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['issuedOn'], message: IDENTITY_MESSAGES.issuedOn })
      return z.NEVER
    }
    return { type: input.type, number: input.number, districtId: input.districtId, issuedOn: parsed.date, issuedCalendar: input.calendarType }
  })
export type IdentityInput = z.output<typeof IdentityInputSchema>
