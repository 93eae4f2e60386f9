// The text to a person the owner invites to help run a property (ADR 041): who invites, to
// which property, as what, and where to answer. Within every text's budget (texts.ts
// SMS_BUDGETS); names shrink before the link goes, and the link never goes.
import type { InvitedRole } from '../property-roles.ts'
import { fit, SMS_BUDGETS } from './texts.ts'
import type { SmsLanguage } from './text-parts.ts'

const ROLE_WORDS: Record<SmsLanguage, Record<InvitedRole, string>> = {
  ENG: { CO_OWNER: 'co-owner', MANAGER: 'manager', COLLECTOR: 'rent collector', VIEWER: 'viewer' },
  NEP: { CO_OWNER: 'सह-मालिक', MANAGER: 'व्यवस्थापक', COLLECTOR: 'भाडा उठाउने', VIEWER: 'हेर्ने' },
}

export type TeamInvitationTextInput = {
  language: SmsLanguage
  ownerName: string
  propertyName: string
  role: InvitedRole
  /** `<PUBLIC_URL>/invitations`. */
  answerUrl: string
}

export function teamInvitationText({ language, ownerName, propertyName, role, answerUrl }: TeamInvitationTextInput): string {
  const entries = { owner: { value: ownerName, min: 3 }, property: { value: propertyName, min: 4 } }
  const roleWord = ROLE_WORDS[language][role]
  return fit(language, SMS_BUDGETS[language], entries, ({ owner, property }) =>
    language === 'NEP'
      ? `Bhadaa: ${owner ?? 'घरधनी'}ले ${property ? `${property}मा ` : ''}${roleWord}को रूपमा निमन्त्रणा गर्नुभयो। ७ दिनभित्र जवाफ: ${answerUrl}`
      : `Bhadaa: ${owner ?? 'A landlord'} invites you to help run ${property ?? 'a property'} as ${roleWord}. Answer within 7 days: ${answerUrl}`,
  )
}
