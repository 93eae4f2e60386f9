// The agreement page's charge forms, posted to the page's action with their intents (the page's
// table of forms: ./show.server.ts): Before Bhadaa (paid up to, opening balance), Add a Charge,
// Cancel Charge (or waive a late fee) and the Late Fee rule. Bad input comes back to the form
// (400) with nothing changed; another member's charge is the 404 page; success
// redirects with a flash message. Each form writes once per render (its hidden idempotency key):
// a double submit redirects as a success.
import { z } from 'zod'
import { BEFORE_BHADAA_INTENT } from '~/components/charges/before-bhadaa'
import { CANCEL_CHARGE_INTENT } from '~/components/charges/cancel-charge-dialog'
import { ADD_CHARGE_INTENT } from '~/components/charges/extra-charge'
import { LATE_FEE_INTENT } from '~/components/charges/late-fee'
import { formatBsDate, adToBs } from '~/domain/bs-calendar'
import { localDigits } from '~/domain/devanagari-digits'
import type { CalendarType } from '~/domain/calendar-type'
import { type Language, type MessageKey, translate } from '~/i18n'
import { BeforeBhadaaSchema, ChargeCancelSchema, ExtraChargeSchema, LateFeeRuleSchema } from '~/schemas/charge-schemas'
import { type LateFeeRuleView, setLateFeeRule } from '~/services/ledger/late-fees.server'
import { addExtraCharge, cancelCharge, type ChargeWithAgreement } from '~/services/ledger/extra-charges.server'
import { type BeforeBhadaa, setBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import type { WriteGuard } from '~/services/idempotency.server'
import { writeFormOnce } from '~/web/form-key.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { formRefusalOf } from '~/web/refusal.server'
import { idParam, type Replyable, replyTo, type SignedIn } from '~/web/route-kit.server'

type Agreement = { id: number; calendar: CalendarType }

/** An A.D. day as the agreement's calendar writes it in a message. */
function dayInCalendar(date: string, calendar: CalendarType, language: Language) {
  const text = calendar === 'BS' ? formatBsDate(adToBs(date)) : date
  return localDigits(text, language)
}

const CancelFormSchema = ChargeCancelSchema.extend({ chargeId: z.string().optional() })

/** Runs the form's write once per render; a refusal goes back to the form (`intent`) with its status. */
async function write<T>(
  { formData, who, agreement, intent }: { formData: FormData; who: SignedIn; agreement: Agreement; intent: string },
  submission: Replyable & { value: unknown },
  run: (guard?: WriteGuard<T>) => Promise<T>,
  failed: MessageKey,
  done: (result: T) => { anchor: string; message: string },
) {
  const pageUrl = `/agreements/${agreement.id}`
  try {
    const result = await writeFormOnce(formData, { memberId: who.member.id, pageUrl, input: submission.value }, run, (answer: T) => answer)
    const { anchor, message } = done(result)
    return redirectWithToast(`${pageUrl}#${anchor}`, { type: 'success', message })
  } catch (error) {
    const { status, ...errors } = formRefusalOf(error, who.language, { form: `agreement form ${intent}`, unexpected: failed })
    return replyTo(intent, submission, errors, status)
  }
}

export async function beforeBhadaaForm(formData: FormData, who: SignedIn, agreement: Agreement) {
  const { member, language } = who
  const submission = parseForm(formData, BeforeBhadaaSchema)
  if (submission.status !== 'success') return replyTo(BEFORE_BHADAA_INTENT, submission)
  const form = { formData, who, agreement, intent: BEFORE_BHADAA_INTENT }
  return write(form, submission, (guard) => setBeforeBhadaa(member.id, agreement.id, submission.value, { guard }), 'beforeBhadaa.failed', (saved: BeforeBhadaa) => ({
    anchor: 'before-bhadaa',
    message: translate(language, 'beforeBhadaa.saved', { date: dayInCalendar(saved.paidUpTo ?? submission.value.paidUpTo, agreement.calendar, language) }),
  }))
}

export async function addChargeForm(formData: FormData, who: SignedIn, agreement: Agreement) {
  const { member, language } = who
  const submission = parseForm(formData, ExtraChargeSchema)
  if (submission.status !== 'success') return replyTo(ADD_CHARGE_INTENT, submission)
  const form = { formData, who, agreement, intent: ADD_CHARGE_INTENT }
  return write(form, submission, (guard) => addExtraCharge(member.id, agreement.id, submission.value, { guard }), 'extraCharge.failed', (_: ChargeWithAgreement) => ({
    anchor: 'agreement-ledger',
    message: translate(language, 'extraCharge.added'),
  }))
}

export async function lateFeeForm(formData: FormData, who: SignedIn, agreement: Agreement) {
  const { member, language } = who
  const submission = parseForm(formData, LateFeeRuleSchema)
  if (submission.status !== 'success') return replyTo(LATE_FEE_INTENT, submission)
  const form = { formData, who, agreement, intent: LATE_FEE_INTENT }
  return write(form, submission, (guard) => setLateFeeRule(member.id, agreement.id, submission.value.rule, { guard }), 'lateFee.failed', (rule: LateFeeRuleView | null) => ({
    anchor: 'late-fee',
    message: translate(language, rule ? 'lateFee.saved' : 'lateFee.removed'),
  }))
}

export async function cancelChargeForm(formData: FormData, who: SignedIn, agreement: Agreement) {
  const { member, language } = who
  const submission = parseForm(formData, CancelFormSchema)
  if (submission.status !== 'success') return replyTo(CANCEL_CHARGE_INTENT, submission)
  const chargeId = idParam(submission.value.chargeId)
  return write(
    { formData, who, agreement, intent: CANCEL_CHARGE_INTENT },
    submission,
    (guard) => cancelCharge(member.id, chargeId, submission.value.reason, { agreementId: agreement.id, guard }),
    'extraCharge.cancelFailed',
    (_: ChargeWithAgreement) => ({ anchor: 'agreement-ledger', message: translate(language, 'extraCharge.cancelled') }),
  )
}
