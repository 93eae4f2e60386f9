// One agreement change as the screens show it: its kind and day, what it changed, the
// reason, who saved it when; and the agreement page's "Changes" section (the latest one and a link
// to the whole history). Kept apart from the change forms so the agreement page carries no form code.
import { Link } from '~/components/link'
import { type MessageKey, useT } from '~/i18n'
import type { AgreementChangeView, TermsRecord } from '~/services/agreements/changes.server'
import { DetailsCard } from './agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import type { CalendarType } from '~/domain/calendar-type'

/**
 * The agreement page's "Changes" section: the latest change or renewal (of `count`), and a plain
 * link to the whole history on the changes page (works without JavaScript).
 */
export function LatestChange({ change, count, historyUrl, calendar }: { change: AgreementChangeView | null; count: number; historyUrl: string; calendar: CalendarType }) {
  const t = useT()
  const format = useFormat()
  return (
    <DetailsCard id="latest-change" title={t('changes.latestTitle')}>
      {change ? <ChangeItem change={change} calendar={calendar} /> : <p className="text secondary">{t('changes.none')}</p>}
      {count > 0 && (
        <p className="text mt-1">
          <Link to={historyUrl}>{t('changes.historyLink', { count: format.digits(count) })}</Link>
        </p>
      )}
    </DetailsCard>
  )
}

/** One change: its kind and day, what it changed, the reason, and who saved it when. */
export function ChangeItem({ change, calendar }: { change: AgreementChangeView; calendar: CalendarType }) {
  const t = useT()
  const format = useFormat()
  return (
    <>
      <p className="text semibold">{t(`changes.kind.${change.kind}`, { date: format.date(change.effectiveDate, calendar) })}</p>
      <ul className="indent-list">
        {differences(change.oldTerms, change.newTerms, calendar, (id) => t(`utility.${id}` as MessageKey)).map(([key, values]) => (
          <li key={key + JSON.stringify(values)}>{t(key, values(format))}</li>
        ))}
      </ul>
      {change.reason && <p className="text body2">{t('changes.reasonLine', { reason: change.reason })}</p>}
      <p className="note">{t('changes.by', { date: format.dayOf(change.createdAt, calendar), who: change.changedBy })}</p>
    </>
  )
}

type Format = ReturnType<typeof useFormat>
type Difference = [MessageKey, (format: Format) => Record<string, string>]

function differences(before: TermsRecord, after: TermsRecord, calendar: CalendarType, utilityName: (id: string) => string): Difference[] {
  const lines: Difference[] = []
  if (before.leaseAmountPaisa !== after.leaseAmountPaisa) lines.push(['changes.diff.rent', (f) => ({ from: f.money(before.leaseAmountPaisa), to: f.money(after.leaseAmountPaisa) })])
  if (before.paymentIntervalMonths !== after.paymentIntervalMonths) lines.push(['changes.diff.interval', (f) => ({ from: f.digits(before.paymentIntervalMonths), to: f.digits(after.paymentIntervalMonths) })])
  if (before.paymentDayOfMonth !== after.paymentDayOfMonth) lines.push(['changes.diff.day', (f) => ({ from: f.digits(before.paymentDayOfMonth), to: f.digits(after.paymentDayOfMonth) })])
  if (before.incrementPercentage !== after.incrementPercentage || before.incrementIntervalYears !== after.incrementIntervalYears) {
    lines.push(['changes.diff.increment', (f) => ({ from: `${f.digits(before.incrementPercentage ?? 0)}% / ${f.digits(before.incrementIntervalYears ?? 0)}`, to: `${f.digits(after.incrementPercentage ?? 0)}% / ${f.digits(after.incrementIntervalYears ?? 0)}` })])
  }
  if (before.endDate !== after.endDate) lines.push(['changes.diff.end', (f) => ({ from: f.date(before.endDate, calendar), to: f.date(after.endDate, calendar) })])
  for (const utility of after.utilities) {
    const old = before.utilities.find((line) => line.utilityId === utility.utilityId)
    if (old && old.pricePaisa !== null && utility.pricePaisa !== null && old.pricePaisa !== utility.pricePaisa) {
      lines.push(['changes.diff.utility', (f) => ({ utility: utilityName(utility.utilityId), from: f.money(old.pricePaisa ?? 0), to: f.money(utility.pricePaisa ?? 0) })])
    }
  }
  return lines
}
