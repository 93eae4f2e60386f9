// The rent-income report's inputs: the fiscal year asked for, and the member's
// house-rent tax rate set in Settings. Messages are codes (ADR 020).
import { z } from 'zod'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { MAX_FISCAL_YEAR, MIN_FISCAL_YEAR } from '~/domain/fiscal-year'
import { messageString } from '~/i18n/message'
import type { MessageKey } from '~/i18n'
import { checkPercentage } from './agreement-rules'

const FISCAL_YEAR_MESSAGE = messageString('report.fiscalYearInvalid', { min: MIN_FISCAL_YEAR, max: MAX_FISCAL_YEAR })

/** A B.S. fiscal year named by its start year (2082 = FY 2082/83), in ASCII or Devanagari digits. */
export const FiscalYearSchema = z.object({
  fiscalYear: z
    .string({ error: FISCAL_YEAR_MESSAGE })
    .transform((value) => fromDevanagariDigits(value.trim()))
    .pipe(z.string().regex(/^\d{4}$/, FISCAL_YEAR_MESSAGE).transform(Number))
    .pipe(z.number().min(MIN_FISCAL_YEAR, FISCAL_YEAR_MESSAGE).max(MAX_FISCAL_YEAR, FISCAL_YEAR_MESSAGE)),
})

/** The house-rent tax rate: 0 to 100 %, at most 2 decimals (the column is Decimal(5,2)). */
export const RentTaxSchema = z.object({
  rentTaxPercent: z
    .string({ error: 'form.required' satisfies MessageKey })
    .trim()
    .min(1, 'form.required' satisfies MessageKey)
    .transform((value, ctx) => {
      const checked = checkPercentage(value)
      if (checked.ok) return checked.value
      ctx.addIssue({ code: 'custom', message: checked.error })
      return z.NEVER
    }),
})
