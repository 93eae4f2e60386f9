// The agreement page's Dues and Payments section: the balance, each charge (period, due
// date, amount, paid, status), the Record Payment form and the payment history with receipts and
// voids. Everything posts to the agreement page's action and works without JavaScript; the void
// confirmation is a state of the URL (?dialog=void-payment&payment=<id>). Lists, not tables, so a
// 360 px screen shows every column.
import { Button } from '~/components/button'
import { Form } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { checkPaymentInput } from '~/schemas/ledger-rules'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import type { ChargeLine, Ledger, PaymentLine } from '~/services/ledger/ledger.server'
import { DetailsCard, FactList } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { useCheckedForm } from '~/components/form/checked-form'
import { getFormProps } from '~/components/form/form-state'
import { replyErrors, type StepFormProps, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { useChargeName } from './format'
import { useBindField } from '~/components/form/messages'
import { useMessage } from '~/i18n/message'
import { LabelChip } from '~/components/label-chip'
import { FormKeyField } from '~/components/form/form-key-field'
import { PaymentFields } from './payment-fields'
import { ChargeActions } from '~/components/charges/charge-actions'
import type { CalendarType } from '~/domain/calendar-type'
import { VoidPaymentDialog } from './void-payment-dialog'

export const RECORD_PAYMENT_INTENT = 'record-payment'
type PaymentFormValues = { amount: string; calendarType: string; paidOn: string; method: string; reference: string; note: string }

/** Charges shown after today's unless all are asked for. */
const UPCOMING_SHOWN = 3

type Props = {
  agreementId: number
  ledger: Ledger
  /** Nepal today, A.D. */
  today: string
  /** The payment date the form starts with: today in the agreement's calendar. */
  todayInCalendar: string
  showAllCharges: boolean
  voiding: PaymentLine | null
  actionData: StepReplyData | undefined
  /** This render's idempotency key of the Record and Void forms (the loader's newFormKey()). */
  formKey: string
  /** An upcoming renewal: the agreement it renews takes every payment until `startsOn`, so the page points there instead of a form that would refuse. */
  upcomingRenewal?: { renewsId: number; startsOn: string } | null
  /** What the caller's role on the property lets them do here (ADR 041); the owner may do all. */
  allowed?: { record: boolean; manageCharges: boolean; voidableIds: readonly number[]; ownReceipts: boolean }
}

export function DuesAndPayments({ agreementId, ledger, today, todayInCalendar, showAllCharges, voiding, actionData, formKey, upcomingRenewal, allowed }: Props) {
  const t = useT()
  const format = useFormat()
  const pageUrl = `/agreements/${agreementId}`
  return (
    <div id="agreement-ledger">
      <DetailsCard id="ledger" title={t('ledger.title')}>
        <BalanceFacts ledger={ledger} />
        <SubHeading>{t('ledger.charges')}</SubHeading>
        <ChargeList ledger={ledger} today={today} showAll={showAllCharges} pageUrl={pageUrl} readOnly={allowed ? !allowed.manageCharges : false} />
        {allowed?.record !== false && <SubHeading>{t('ledger.record')}</SubHeading>}
        {allowed?.record === false ? null : upcomingRenewal ? (
          <p id="renewal-upcoming" className="text">
            {t('ledger.renewalUpcoming', { date: format.date(upcomingRenewal.startsOn, ledger.calendar) })}{' '}
            <RouterLink to={`/agreements/${upcomingRenewal.renewsId}#agreement-ledger`} className="link">
              {t('ledger.renewalUpcomingLink')}
            </RouterLink>
          </p>
        ) : (
          // A new payment starts an empty form (with JavaScript the page stays; nothing typed is carried over).
          <RecordPaymentForm key={ledger.payments.length} calendar={ledger.calendar} todayInCalendar={todayInCalendar} actionData={actionData} formKey={formKey} />
        )}
        <SubHeading>{t('ledger.payments')}</SubHeading>
        <PaymentHistory
          payments={ledger.payments}
          calendar={ledger.calendar}
          // Receipt numbers are the owner's: others open a receipt through the agreement.
          receiptTo={allowed?.ownReceipts === false ? (number) => `${pageUrl}/receipts/${number}` : (number) => `/receipts/${number}`}
          voidFrom={pageUrl}
          voidable={allowed ? (id) => allowed.voidableIds.includes(id) : undefined}
        />
        {voiding && <VoidPaymentDialog payment={voiding} closeTo={pageUrl} actionData={actionData} formKey={formKey} />}
      </DetailsCard>
    </div>
  )
}

export function SubHeading({ children }: { children: React.ReactNode }) {
  return (
<h3 className="sub-heading">{children}</h3>
  )
}

export function BalanceFacts({ ledger }: { ledger: Ledger }) {
  const t = useT()
  const format = useFormat()
  const { balance } = ledger
  const rows: Array<[string, React.ReactNode]> = [
    [t('ledger.dueNow'), <strong key="due">{format.money(balance.dueNowPaisa)}</strong>],
    [t('ledger.overdue'), <span key="overdue" className={balance.overduePaisa > 0 ? 'error-text' : undefined}>{format.money(balance.overduePaisa)}</span>],
    [t('ledger.credit'), format.money(balance.creditPaisa)],
  ]
  if (balance.next) {
    rows.push([t('ledger.next'), t('ledger.nextValue', { amount: format.money(balance.next.unpaidPaisa), date: format.date(balance.next.dueDate, ledger.calendar) })])
  }
  return (
    <div id="ledger-balance">
      <FactList rows={rows} />
      {balance.dueNowPaisa === 0 && <p className="note mt-1">{t('ledger.nothingDue')}</p>}
    </div>
  )
}

function visibleCharges(charges: ChargeLine[], today: string, showAll: boolean) {
  if (showAll) return charges
  let upcoming = 0
  return charges.filter((charge) => {
    // Settled before Bhadaa: years of them for an old lease; the Before Bhadaa section counts them.
    if (charge.status === 'BEFORE_BHADAA') return false
    if (charge.dueDate <= today) return true
    if (charge.status === 'CANCELLED' || upcoming >= UPCOMING_SHOWN) return false
    upcoming++
    return true
  })
}

/** The word on a charge: an unpaid one past its day is overdue, and one whose day has not come is upcoming, not yet due. */
function statusWord(charge: ChargeLine, today: string) {
  if (charge.status !== 'DUE') return charge.status
  if (charge.dueDate < today) return 'OVERDUE'
  return charge.dueDate > today ? 'UPCOMING' : 'DUE'
}

function StatusChip({ charge, today }: { charge: ChargeLine; today: string }) {
  const t = useT()
  const overdue = (charge.status === 'DUE' || charge.status === 'PARTIAL') && charge.dueDate < today
  const color = charge.status === 'PAID' ? 'success' : charge.status === 'PARTIAL' ? 'warning' : overdue ? 'error' : 'default'
  return (
    <LabelChip
      color={color}
      variant={charge.status === 'CANCELLED' || charge.status === 'BEFORE_BHADAA' || statusWord(charge, today) === 'UPCOMING' ? 'outlined' : 'filled'}
      label={t(`ledger.status.${statusWord(charge, today)}`)}
      data-status={charge.status}
    />
  )
}

type ChargeListProps = {
  ledger: Ledger
  today: string
  showAll: boolean
  pageUrl: string
  /** The tenant's view: a cancelled charge still says why, but nothing offers to cancel or waive one. */
  readOnly?: boolean
}

export function ChargeList({ ledger, today, showAll, pageUrl, readOnly = false }: ChargeListProps) {
  const t = useT()
  const tn = usePlural()
  const format = useFormat()
  const chargeName = useChargeName()
  if (ledger.charges.length === 0) return <p className="text secondary">{t('ledger.noCharges')}</p>
  const shown = visibleCharges(ledger.charges, today, showAll)
  return (
    <>
      <ul id="ledger-charges" className="plain-list rows charge-rows">
        {shown.map((charge) => (
          <li key={charge.id} data-charge-id={charge.id}>
            <p className="text medium wrap">{chargeName(charge, ledger.calendar)}</p>
            <StatusChip charge={charge} today={today} />
            <p className="note span-all">
              {t('ledger.dueOn', { date: format.date(charge.dueDate, ledger.calendar) })} · {t('ledger.amount', { amount: format.money(charge.amountPaisa) })} ·{' '}
              {t('ledger.paid', { amount: format.money(charge.paidPaisa) })}
            </p>
            <ChargeActions charge={charge} calendar={ledger.calendar} pageUrl={pageUrl} readOnly={readOnly} />
          </li>
        ))}
      </ul>
      {(showAll || shown.length < ledger.charges.length) && (
        <RouterLink to={showAll ? pageUrl : `${pageUrl}?charges=all#agreement-ledger`} preventScrollReset className="link block">
          {showAll ? t('ledger.showCurrent') : tn('ledger.showAll', ledger.charges.length, { n: format.digits(ledger.charges.length) })}
        </RouterLink>
      )}
    </>
  )
}

function RecordPaymentForm({
  calendar,
  todayInCalendar,
  actionData,
  formKey,
}: {
  calendar: CalendarType
  todayInCalendar: string
} & StepFormProps) {
  const t = useT()
  const bind = useBindField()
  const busy = useIsSubmitting(RECORD_PAYMENT_INTENT)
  const [form, fields] = useCheckedForm<PaymentFormValues>(RECORD_PAYMENT_INTENT, checkPaymentInput, actionData, {
    calendarType: calendar,
    paidOn: todayInCalendar,
    method: 'CASH',
  })
  const message = useMessage()
  const errors = replyErrors(actionData, RECORD_PAYMENT_INTENT)?.map(message)
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={RECORD_PAYMENT_INTENT} />
      <FormKeyField value={formKey} />
      <PaymentFields fields={fields} calendar={calendar} />
      <FormTextField field={bind(fields.note)} label={t('ledger.note')} multiline minRows={2} autoComplete="off" />
      <FormErrors errors={errors} />
      <Button type="submit" variant="contained" loading={busy} className="mt-2">
        {t('ledger.record')}
      </Button>
    </Form>
  )
}

/**
 * The payments, each with its receipt (`receiptTo`, when given) and, when `voidFrom` (the page) is
 * given, a Void link on those `voidable` allows (all when not given).
 */
export function PaymentHistory({
  payments,
  calendar,
  receiptTo,
  voidFrom,
  voidable = () => true,
}: {
  payments: PaymentLine[]
  calendar: CalendarType
  receiptTo: ((receiptNumber: number) => string) | undefined
  voidFrom?: string
  voidable?: ((paymentId: number) => boolean) | undefined
}) {
  const t = useT()
  const format = useFormat()
  if (payments.length === 0) return <p className="text secondary">{t('ledger.noPayments')}</p>
  return (
    <ul id="ledger-payments" className="plain-list rows">
      {payments.map((payment) => {
        const number = format.digits(payment.receiptNumber)
        return (
          <li key={payment.id} data-receipt={payment.receiptNumber}>
            <div className="row-split centred">
              <p className={payment.voidedAt ? 'text medium struck' : 'text medium'}>{format.money(payment.amountPaisa)}</p>
              {payment.voidedAt && <LabelChip color="error" variant="outlined" label={t('ledger.voided')} />}
            </div>
            <p className="note">
              {t('ledger.receiptNo', { number })} · {format.date(payment.paidOn, calendar)} · {t(`ledger.method.${payment.method}`)}
              {payment.reference ? ` · ${payment.reference}` : ''}
            </p>
            {payment.voidReason && <p className="text body2 error-text wrap">{t('ledger.voidedBecause', { reason: payment.voidReason })}</p>}
            <div className="link-row">
              {receiptTo && (
                <RouterLink to={receiptTo(payment.receiptNumber)} className="link" aria-label={t('ledger.viewReceiptLabel', { number })}>
                  {t('ledger.viewReceipt')}
                </RouterLink>
              )}
              {!payment.voidedAt && voidFrom && voidable(payment.id) && (
                <RouterLink
                  to={`${voidFrom}?dialog=void-payment&payment=${payment.id}`}
                  preventScrollReset
                  className="link error-link"
                  aria-label={t('ledger.voidLabel', { number })}
                >
                  {t('ledger.void')}
                </RouterLink>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
