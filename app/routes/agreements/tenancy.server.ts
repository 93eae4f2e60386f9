// The agreement page's tenancy forms (issue 18), posted to the page's action with their intents:
// Before Bhadaa (paid up to, opening balance). Bad input comes back to the form (400) with
// nothing changed; success redirects with a flash message. Each form writes once per render (its
// hidden idempotency key): a double submit redirects as a success.
import { BEFORE_BHADAA_INTENT } from '~/components/tenancy/before-bhadaa'
import { formatBsDate, adToBs } from '~/domain/bs-calendar'
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { translate } from '~/i18n'
import { BeforeBhadaaSchema } from '~/schemas/tenancy-schemas'
import { type BeforeBhadaa, setBeforeBhadaa } from '~/services/opening-balance.server'
import { replyTo } from '~/web/auth-flow.server'
import { writeFormOnce } from '~/web/form-key.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { formFailureOf, type PropertyMember } from '../properties/web.server'

export const TENANCY_INTENTS: readonly string[] = [BEFORE_BHADAA_INTENT]

type Agreement = { id: number; calendar: 'AD' | 'BS' }

/** An A.D. day as the agreement's calendar writes it in a message. */
export function dayInCalendar(date: string, calendar: 'AD' | 'BS', language: 'en' | 'ne') {
  const text = calendar === 'BS' ? formatBsDate(adToBs(date)) : date
  return language === 'ne' ? toDevanagariDigits(text) : text
}

export async function tenancyFormAction(formData: FormData, who: PropertyMember, agreement: Agreement) {
  const pageUrl = `/agreements/${agreement.id}`
  const { member, language } = who
  const submission = parseForm(formData, BeforeBhadaaSchema)
  if (submission.status !== 'success') return replyTo(BEFORE_BHADAA_INTENT, submission)
  try {
    const saved = await writeFormOnce(
      formData,
      { memberId: member.id, language, pageUrl, input: submission.value },
      (guard) => setBeforeBhadaa(member.id, agreement.id, submission.value, { guard }),
      (answer: BeforeBhadaa) => answer,
    )
    const date = dayInCalendar(saved.paidUpTo ?? submission.value.paidUpTo, agreement.calendar, language)
    return redirectWithToast(`${pageUrl}#before-bhadaa`, { type: 'success', message: translate(language, 'beforeBhadaa.saved', { date }) })
  } catch (error) {
    const { status, ...errors } = formFailureOf(error, who, 'beforeBhadaa.failed')
    return replyTo(BEFORE_BHADAA_INTENT, submission, errors, status)
  }
}
