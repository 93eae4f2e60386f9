// The fiscal-year reports' pages (rent income, profit): `?fiscalYear=2082` read as a GET
// form, by default the fiscal year of today in Nepal, and the report for it; a year outside the
// calendar table answers its field error (400) and no report.
import { data } from 'react-router'
import { fiscalYearLabel, fiscalYearOf } from '~/domain/fiscal-year'
import type { Language } from '~/domain/language'
import { nepalToday } from '~/domain/nepal-time'
import { renderMessage } from '~/i18n/message'
import { FiscalYearSchema } from '~/schemas/report-schemas'

export async function fiscalYearPage<T>(request: Request, language: Language, read: (fiscalYear: number) => Promise<T>) {
  const typed = new URL(request.url).searchParams.get('fiscalYear') ?? String(fiscalYearOf(nepalToday()))
  const parsed = FiscalYearSchema.safeParse({ fiscalYear: typed })
  if (!parsed.success) {
    return data({ typed, error: renderMessage(language, parsed.error.issues[0]!.message), report: null, label: null }, { status: 400 })
  }
  const { fiscalYear } = parsed.data
  return { typed, error: undefined, report: await read(fiscalYear), label: fiscalYearLabel(fiscalYear, language) }
}
