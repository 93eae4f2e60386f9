// The tenant's text when their repair request changes state (ADR 043): work started,
// done (with how to reopen it), closed, declined with the reason. Speaks for the owner. Budgets as
// every text (texts.ts SMS_BUDGETS); names and the request's place shrink to fit, the decline's
// reason too (or is left out, like a void's).
import type { RepairStatusName } from '../repairs.ts'
import { fitWording, partyNames, type TenantTextParties } from './texts.ts'
import { smsNumber } from './text-parts.ts'

/** The states a tenant is texted about: every move but a reopen (the tenant's own, or seen on My Rent). */
export type TextedRepairStatus = Exclude<RepairStatusName, 'OPEN'>

export type RepairChangedInput = TenantTextParties & {
  repairNumber: number
  status: TextedRepairStatus
  /** Where, as the request says ("kitchen tap"). */
  location: string
  /** A decline's reason. */
  reason?: string | null
}

type Names = Partial<Record<'tenant' | 'property' | 'landlord' | 'where' | 'reason', string>>

const ENGLISH: Record<TextedRepairStatus, string> = {
  IN_PROGRESS: 'started work on',
  DONE: 'finished',
  CLOSED: 'closed',
  DECLINED: 'declined',
}

const NEPALI: Record<TextedRepairStatus, string> = {
  IN_PROGRESS: 'काम सुरु गर्नुभयो',
  DONE: 'सकिएको जनाउनुभयो',
  CLOSED: 'बन्द गर्नुभयो',
  DECLINED: 'अस्वीकार गर्नुभयो',
}

/** To the tenant when the landlord's side moves their repair request. */
export function repairChangedText(input: RepairChangedInput): string {
  const { language, status } = input
  const number = smsNumber(input.repairNumber, language)
  // No reason: an empty one, which usableName leaves out.
  const entries = { ...partyNames(input), where: { value: input.location, min: 6 }, reason: { value: input.reason ?? '', min: 12 } }
  const english = (after: string) => ({ tenant, property, landlord, where, reason }: Names) =>
    `Namaste${tenant ? ` ${tenant}` : ''}, ${landlord ?? 'your landlord'} ${ENGLISH[status]} your repair request #${number}${where ? ` (${where})` : ''}${property ? ` at ${property}` : ''}${reason ? `: ${reason}` : ''}.${after}`
  const nepali = (after: string) => ({ tenant, property, landlord, where, reason }: Names) =>
    `नमस्ते${tenant ? ` ${tenant}` : ''}, ${property ? `${property}को ` : ''}मर्मत अनुरोध #${number}${where ? ` (${where})` : ''} ${landlord ? `${landlord}ले` : 'घरधनीले'} ${NEPALI[status]}${reason ? `: ${reason}` : ''}।${after}`
  const reopen = status === 'DONE' ? (language === 'NEP' ? ' ठीक नभए ७ दिनभित्र मेरो भाडामा फेरि खोल्नुहोस्।' : ' Not fixed? Reopen it on My Rent within 7 days.') : ''
  const wording = language === 'NEP' ? nepali : english
  // How to reopen is a fact of a done text: names shrink before it goes.
  return fitWording(language, entries, reopen ? [[wording(reopen)], [wording('')]] : [[wording('')]])
}
