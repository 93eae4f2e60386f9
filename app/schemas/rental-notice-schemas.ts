// Filing a rental notice: the day it was filed, typed in the agreement's calendar
// (`calendarType`, like a payment's date), and the municipality's reference. Shared by the web form
// and /v1; rules that need the notice (not before the event, not in the future) are the service's.
import { z } from 'zod'
import { CALENDAR_TYPES } from '~/domain/calendar-type'
import { adDateIn } from './agreement-rules'
import { type MessageCode, messageString } from '~/i18n/message'
import { isBlank, REQUIRED } from './input-rules'

export const MAX_NOTICE_REFERENCE = 100

export const NOTICE_MESSAGES = {
  filedOn: 'notice.error.filedOn' satisfies MessageCode,
  reference: messageString('notice.error.reference', { max: MAX_NOTICE_REFERENCE }),
  notFound: 'errors.noticeNotFound' satisfies MessageCode,
} as const

export const NoticeFileSchema = z
  .object({
    calendarType: z
      .preprocess((value) => (isBlank(value) ? 'AD' : value), z.enum(CALENDAR_TYPES, { error: REQUIRED }))
      .meta({ description: 'The calendar `filedOn` is written in (default AD)' }),
    filedOn: z.string({ error: NOTICE_MESSAGES.filedOn }).trim().min(1, NOTICE_MESSAGES.filedOn).meta({ description: 'YYYY-MM-DD in `calendarType`', example: '2026-11-20' }),
    reference: z.string({ error: NOTICE_MESSAGES.reference }).trim().min(1, NOTICE_MESSAGES.reference).max(MAX_NOTICE_REFERENCE, NOTICE_MESSAGES.reference),
  })
  .transform((input, ctx) => {
    const parsed = adDateIn(input.calendarType, input.filedOn)
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['filedOn'], message: NOTICE_MESSAGES.filedOn })
      return z.NEVER
    }
    return { filedOn: parsed.date, reference: input.reference }
  })
export type NoticeFileInput = z.output<typeof NoticeFileSchema>

export const NoticeMunicipalitiesSchema = z.object({
  required: z.array(z.coerce.number().int().positive()).max(800).default([]).meta({ description: 'Ids of the local levels that ask for notices; the others do not' }),
})
