// A termination's input, shared by the agreement page's Terminate form (its preview and its
// confirmation), `DELETE /v1/member/agreement/{id}` (JSON body or query) and the OpenAPI document:
// the move-out day typed in the agreement's calendar (blank or absent: today) and whether the
// period it falls in is charged pro rata. Whether the day lies within the agreement is the
// service's rule (it needs the agreement and today).
import { z } from 'zod'
import type { MessageCode } from '~/i18n/message'
import { adDateIn } from './agreement-rules'
import { isBlank } from './input-rules'
import { CalendarTypeSchema } from './ledger-schemas'

export const TERMINATION_MESSAGES = {
  proRata: 'agreement.error.proRata',
  moveOutOutside: 'agreement.error.moveOutOutside',
  moveOutUpcoming: 'agreement.error.moveOutUpcoming',
} as const satisfies Record<string, MessageCode>

/** A checkbox ("on"), a query ("true", "false") or JSON (true, false); absent is false. */
const ProRataSchema = z.preprocess(
  (value) => (isBlank(value) ? false : value === 'on' || value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: TERMINATION_MESSAGES.proRata }),
)

/** The fields as typed (the /v1 query documents these). */
export const TerminationFields = z.object({
  calendarType: CalendarTypeSchema.meta({ description: 'The calendar `moveOutDate` is written in (default AD)' }),
  moveOutDate: z
    .preprocess((value) => (isBlank(value) ? undefined : value), z.string().trim().optional())
    .meta({ description: 'YYYY-MM-DD in `calendarType`: the day the tenant leaves (their last day), from the agreement’s start to its end; default today (Nepal). An agreement that has not started is cancelled as a whole: leave it out (or a day before its start)', example: '2026-11-15' }),
  proRata: ProRataSchema.optional().meta({ description: 'Charge the period containing the move-out day for its days up to that day only (default false: in full)' }),
})

export const TerminationSchema = TerminationFields.transform((input, ctx) => {
  if (input.moveOutDate === undefined) return { moveOutDate: null, proRata: input.proRata ?? false }
  const parsed = adDateIn(input.calendarType, input.moveOutDate)
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', path: ['moveOutDate'], message: parsed.error })
    return z.NEVER
  }
  return { moveOutDate: parsed.date, proRata: input.proRata ?? false }
})

/** The move-out day (A.D., null: today) and whether the period it falls in is charged pro rata. */
export type TerminationInput = z.output<typeof TerminationSchema>
