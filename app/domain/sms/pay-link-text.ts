// The text a landlord sends from the agreement page with its pay link ("Text it to the tenant"):
// what is due now, for which place, to whom, and the link. Within the reminders' budget (DESIGN
// §5: one GSM-7 segment in English, two UCS-2 segments in Nepali), since it is paid for like one.
// Names are shortened (or left out) for the link first; should that not do, the amount goes, never
// the link: it is what the text is for.
import { fit, firstFitting, partyNames, SMS_BUDGETS, type TenantTextParties } from './texts.ts'
import { smsAmount } from './text-parts.ts'

export type PayLinkTextInput = TenantTextParties & {
  /** What is due now; 0 when nothing is (the link still pays what comes due). */
  dueNowPaisa: number
  /** `<PUBLIC_URL>/p/<code>`. */
  payLink: string
}

export function payLinkText(input: PayLinkTextInput): string {
  const amount = input.dueNowPaisa > 0 ? smsAmount(input.dueNowPaisa, input.language) : null
  return firstFitting([() => render(input, amount), () => render(input, null)])
}

function render(input: PayLinkTextInput, amount: string | null): string {
  const { language, payLink } = input
  if (language === 'NEP') {
    return fit(language, SMS_BUDGETS.NEP, partyNames(input), ({ tenant, property, landlord }) => {
      const greeting = tenant ? `नमस्ते ${tenant},` : 'नमस्ते,'
      const what = `${property ? `${property}को ` : ''}${amount ? `बाँकी ${amount}` : 'भाडा'}`
      return `${greeting} ${what} अनलाइन तिर्न: ${payLink}${landlord ? ` -${landlord}` : ''}`
    })
  }
  return fit(language, SMS_BUDGETS.ENG, partyNames(input), ({ tenant, property, landlord }) => {
    const greeting = tenant ? `Namaste ${tenant},` : 'Namaste,'
    const what = amount ? `${amount} is due${property ? ` for ${property}` : ''}.` : `rent${property ? ` for ${property}` : ''}.`
    return `${greeting} ${what} Pay ${landlord ?? 'your landlord'} online: ${payLink}`
  })
}
