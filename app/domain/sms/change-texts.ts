// Texts to the tenant about a change to their agreement or its ledger: a payment voided, the
// agreement terminated, changed or renewed, the move-out settled, an "I paid" report rejected.
// Budgets as every text (texts.ts SMS_BUDGETS: English one GSM-7 segment, Nepali two UCS-2
// ones). Names shrink to fit, as everywhere; the void's reason is a name of its own: it
// is shortened, or left out, before the text would not fit (an English text leaves it out when it
// is not GSM-7, e.g. typed in Devanagari).
import { fit, fitWording, SMS_BUDGETS, partyNames, type SmsDate, type TenantTextParties } from './texts.ts'
import { smsAmount, smsDate, smsNumber } from './text-parts.ts'

/** How short a void's reason may get before it is left out. */
const REASON_MIN = 12

export type PaymentVoidedInput = TenantTextParties & {
  receiptNumber: number
  amountPaisa: number
  paidOn: SmsDate
  reason: string
}

/** To the tenant when the landlord voids a payment: which receipt no longer counts, and why. */
export function paymentVoidedText(input: PaymentVoidedInput): string {
  const { language } = input
  if (!Number.isSafeInteger(input.receiptNumber) || input.receiptNumber < 1) throw new RangeError('A receipt number is a positive whole number')
  const amount = smsAmount(input.amountPaisa, language)
  const date = smsDate(input.paidOn, language)
  const number = smsNumber(input.receiptNumber, language)
  const entries = { ...partyNames(input), reason: { value: input.reason, min: REASON_MIN } }
  return fit(language, SMS_BUDGETS[language], entries, ({ tenant, property, landlord, reason }) =>
    language === 'NEP'
      ? `नमस्ते${tenant ? ` ${tenant}` : ''}, ${property ? `${property}को ` : ''}रसिद नं. ${number} (${amount}, ${date}) ${landlord ? `${landlord}ले` : 'घरधनीले'} रद्द गर्नुभयो${reason ? `: ${reason}` : ''}। यो भुक्तानी अब गनिँदैन।`
      : `Namaste${tenant ? ` ${tenant}` : ''}, ${landlord ?? 'your landlord'} voided receipt no. ${number} (${amount}, ${date})${property ? ` for ${property}` : ''}${reason ? `: ${reason}` : ''}. It no longer counts.`,
  )
}

export type AgreementTerminatedInput = TenantTextParties & { terminatedOn: SmsDate }

/** To the tenant when the landlord terminates their agreement, with its date. */
export function agreementTerminatedText(input: AgreementTerminatedInput): string {
  const { language } = input
  const date = smsDate(input.terminatedOn, language)
  return fit(language, SMS_BUDGETS[language], partyNames(input), ({ tenant, property, landlord }) =>
    language === 'NEP'
      ? `नमस्ते${tenant ? ` ${tenant}` : ''}, ${property ? `${property}को ` : ''}भाडा सम्झौता ${date}मा ${landlord ? `${landlord}ले` : 'घरधनीले'} अन्त्य गर्नुभयो।`
      : `Namaste${tenant ? ` ${tenant}` : ''}, your rental agreement${property ? ` for ${property}` : ''} was terminated by ${landlord ?? 'your landlord'} on ${date}.`,
  )
}

export type SettlementTextInput = TenantTextParties & { depositPaisa: number; refundPaisa: number; owedPaisa: number }

/** To the tenant once the deposit is settled: the deposit, and the refund or what is still owed. */
export function settlementText(input: SettlementTextInput): string {
  const { language } = input
  const deposit = smsAmount(input.depositPaisa, language)
  const rest =
    input.owedPaisa > 0
      ? language === 'NEP'
        ? `तपाईंले अझै ${smsAmount(input.owedPaisa, language)} तिर्न बाँकी छ।`
        : `You still owe ${smsAmount(input.owedPaisa, language)}.`
      : language === 'NEP'
        ? `तपाईंलाई ${smsAmount(input.refundPaisa, language)} फिर्ता गरियो।`
        : `Your refund is ${smsAmount(input.refundPaisa, language)}.`
  return fit(language, SMS_BUDGETS[language], partyNames(input), ({ tenant, property, landlord }) =>
    language === 'NEP'
      ? `नमस्ते${tenant ? ` ${tenant}` : ''}, ${property ? `${property}को ` : ''}धरौटी ${deposit}को हिसाब ${landlord ? `${landlord}ले` : 'घरधनीले'} गर्नुभयो। ${rest}`
      : `Namaste${tenant ? ` ${tenant}` : ''}, ${landlord ?? 'your landlord'} settled your deposit of ${deposit}${property ? ` for ${property}` : ''}. ${rest}`,
  )
}

export type AgreementChangedInput = TenantTextParties & { effectiveDate: SmsDate; rentPaisa: number; endDate: SmsDate }

/** To the tenant when the landlord changes the agreement's terms: from when, the rent then and the end. */
export function agreementChangedText(input: AgreementChangedInput): string {
  const { language } = input
  const from = smsDate(input.effectiveDate, language)
  const rent = smsAmount(input.rentPaisa, language)
  const end = smsDate(input.endDate, language)
  return fit(language, SMS_BUDGETS[language], partyNames(input), ({ tenant, property, landlord }) =>
    language === 'NEP'
      ? `नमस्ते${tenant ? ` ${tenant}` : ''}, ${landlord ? `${landlord}ले` : 'घरधनीले'} ${property ? `${property}को ` : ''}सम्झौता ${from}देखि बदल्नुभयो: मासिक भाडा ${rent}, अन्त्य ${end}।`
      : `Namaste${tenant ? ` ${tenant}` : ''}, ${landlord ?? 'your landlord'} changed your rental agreement${property ? ` for ${property}` : ''} from ${from}: rent ${rent} a month, ending ${end}.`,
  )
}

export type AgreementRenewedInput = TenantTextParties & { startDate: SmsDate; endDate: SmsDate; rentPaisa: number }

/** To the tenant when the landlord renews the agreement: the new term and rent. */
export function agreementRenewedText(input: AgreementRenewedInput): string {
  const { language } = input
  const start = smsDate(input.startDate, language)
  const end = smsDate(input.endDate, language)
  const rent = smsAmount(input.rentPaisa, language)
  return fit(language, SMS_BUDGETS[language], partyNames(input), ({ tenant, property, landlord }) =>
    language === 'NEP'
      ? `नमस्ते${tenant ? ` ${tenant}` : ''}, ${landlord ? `${landlord}ले` : 'घरधनीले'} ${property ? `${property}को ` : ''}सम्झौता ${start}–${end} नवीकरण गर्नुभयो, मासिक भाडा ${rent}।`
      : `Namaste${tenant ? ` ${tenant}` : ''}, ${landlord ?? 'your landlord'} renewed your rental agreement${property ? ` for ${property}` : ''} from ${start} to ${end}. Rent ${rent} a month.`,
  )
}

export type ProofRejectedInput = TenantTextParties & { amountPaisa: number; paidOn: SmsDate; reason: string }

/**
 * To the tenant when the landlord rejects their "I paid" report, with the reason (shortened
 * or left out to fit, like a void's). A confirmed report needs no text of its own: its receipt SMS is it.
 */
export function proofRejectedText(input: ProofRejectedInput): string {
  const { language } = input
  const amount = smsAmount(input.amountPaisa, language)
  const date = smsDate(input.paidOn, language)
  const entries = { ...partyNames(input), reason: { value: input.reason, min: REASON_MIN } }
  const wording = (contact: string) => ({ tenant, property, landlord, reason }: Partial<Record<'tenant' | 'property' | 'landlord' | 'reason', string>>) =>
    language === 'NEP'
      ? `नमस्ते${tenant ? ` ${tenant}` : ''}, ${property ? `${property}को ` : ''}${amount} (${date}) तिरेको जानकारी ${landlord ? `${landlord}ले` : 'घरधनीले'} स्वीकार गर्नुभएन${reason ? `: ${reason}` : ''}।${contact}`
      : `Namaste${tenant ? ` ${tenant}` : ''}, ${landlord ?? 'your landlord'} did not accept your report of ${amount} paid on ${date}${property ? ` for ${property}` : ''}${reason ? `: ${reason}` : ''}.${contact}`
  return fitWording(language, entries, [[wording(language === 'NEP' ? ' घरधनीलाई सम्पर्क गर्नुहोस्।' : ' Please contact them.'), wording('')]])
}
