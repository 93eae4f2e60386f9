// The words for an SMS template's name (`agreement-renewed` → "Agreement renewed"), for every
// screen that lists texts. A template without words fails the type check, not a screen.
import { SMS_TEMPLATES, type SmsTemplate } from '~/domain/sms/templates'
import type { MessageKey } from '~/i18n'

const KEYS = Object.fromEntries(SMS_TEMPLATES.map((template) => [template, `smsTemplate.${template}` satisfies MessageKey])) as Record<SmsTemplate, MessageKey>

/** A stored template's name in the reader's words; a name no longer in use is shown as stored. */
export function smsTemplateName(template: string, t: (key: MessageKey) => string): string {
  const key = (KEYS as Record<string, MessageKey | undefined>)[template]
  return key ? t(key) : template
}
