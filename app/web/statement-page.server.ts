// The loader of a statement page, the landlord's (/agreements/{id}/statement) and the
// tenant's (/my-rent/{id}/statement) alike: the range typed in the agreement's calendar
// (?from=&to=; by default from its start to today), the statement, or the fields' errors (400).
// Outside the scope the agreement is the 404 page.
import { data } from 'react-router'
import type { Language } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { adDateIn } from '~/schemas/agreement-rules'
import { ValidationError } from '~/services/errors'
import { getScopedStatement, getStatementAgreement, type StatementScope } from '~/services/ledger/statements.server'
import { loadOrThrow } from './route-kit.server'

type RangeErrors = { from?: string; to?: string }

export async function loadStatementPage(request: Request, language: Language, scope: StatementScope, agreementId: number) {
  const agreement = await loadOrThrow(getStatementAgreement(scope, agreementId))
  const url = new URL(request.url)
  const inCalendar = (date: string) => (agreement.calendar === 'BS' ? formatBsDate(adToBs(date)) : date)
  const typed = { from: url.searchParams.get('from')?.trim() ?? '', to: url.searchParams.get('to')?.trim() ?? '' }
  const errors: RangeErrors = {}
  const range: { from?: string; to?: string } = {}
  for (const name of ['from', 'to'] as const) {
    if (typed[name] === '') continue
    const parsed = adDateIn(agreement.calendar, typed[name])
    if (parsed.ok) range[name] = parsed.date
    else errors[name] = renderMessage(language, parsed.error)
  }
  const statement =
    Object.keys(errors).length > 0
      ? null
      : await getScopedStatement(scope, agreement.id, range).catch((error: unknown) => {
          if (!(error instanceof ValidationError)) throw error
          for (const [field, messages] of Object.entries(error.fields)) errors[field as keyof RangeErrors] = renderMessage(language, messages[0]!)
          return null
        })
  const shown = { from: typed.from || (statement ? inCalendar(statement.from) : ''), to: typed.to || (statement ? inCalendar(statement.to) : '') }
  return data({ agreement, statement, shown, errors }, { status: statement ? 200 : 400 })
}
