// /agreements/{id}/statement (route AgreementStatement, issue 18): the printable statement of one
// of the member's agreements for a range typed in its calendar (?from=&to=, a GET form; by
// default from its start to today). A range that is not one shows its field errors (400).
import { data, Link } from 'react-router'
import { AgreementsErrorBoundary } from '~/components/agreements/error-boundary'
import { Button } from '~/components/button'
import { PrintButton } from '~/components/ledger/receipt'
import { PropertyPage } from '~/components/page/property-page'
import { titleMeta } from '~/components/route-meta'
import { StatementDocument, StatementRangeForm } from '~/components/tenancy/statement'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { useT } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { adDateIn } from '~/schemas/agreement-rules'
import { getAgreement } from '~/services/agreements.server'
import { ValidationError } from '~/services/errors'
import { getStatement } from '~/services/statements.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/statement'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  const agreement = await loadOrThrow(getAgreement(member.id, idParam(params.id)))
  const url = new URL(request.url)
  const inCalendar = (date: string) => (agreement.calendar === 'BS' ? formatBsDate(adToBs(date)) : date)
  const typed = { from: url.searchParams.get('from')?.trim() ?? '', to: url.searchParams.get('to')?.trim() ?? '' }
  const errors: { from?: string; to?: string } = {}
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
      : await getStatement(member.id, agreement.id, range).catch((error: unknown) => {
          if (!(error instanceof ValidationError)) throw error
          for (const [field, messages] of Object.entries(error.fields)) errors[field as 'from' | 'to'] = renderMessage(language, messages[0]!)
          return null
        })
  const shown = { from: typed.from || (statement ? inCalendar(statement.from) : ''), to: typed.to || (statement ? inCalendar(statement.to) : '') }
  return data({ agreement: { id: agreement.id, name: agreement.name, calendar: agreement.calendar }, statement, shown, errors }, { status: statement ? 200 : 400 })
}

export default function AgreementStatement({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { agreement, statement, shown, errors } = loaderData
  return (
    <PropertyPage
      title={t('statement.title')}
      subtitle={agreement.name}
      actions={
        <>
          <Button component={Link} to={`/agreements/${agreement.id}`} data-no-print>
            ← {t('statement.back')}
          </Button>
          <PrintButton />
        </>
      }
    >
      <StatementRangeForm calendar={agreement.calendar} from={shown.from} to={shown.to} errors={errors} />
      {statement && <StatementDocument statement={statement} />}
    </PropertyPage>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'statement.title')
  return [{ title: loaderData ? `${loaderData.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementsErrorBoundary title="statement.title" backTo="/agreements" />
}
