// The support ticket form (spec §2.7, §5): full name required, phone optional but a Nepal mobile
// when given, message required and at most 300 characters (the database's VARCHAR(300), counted
// the same way). Messages are i18n keys; the action and the service both check with it.
import { z } from 'zod'
import { normalizeNepalPhone } from '~/domain/phone'
import { countCharacters, normalizeLineBreaks } from '~/domain/text-length'
import type { MessageKey } from '~/i18n'

export const SUPPORT_MESSAGE_MAX = 300
export const SUPPORT_NAME_MAX = 100

export const SupportTicketSchema = z.object({
  name: z
    .string({ error: 'support.nameRequired' satisfies MessageKey })
    .trim()
    .min(1, 'support.nameRequired' satisfies MessageKey)
    .refine((name) => countCharacters(name) <= SUPPORT_NAME_MAX, 'support.nameTooLong' satisfies MessageKey),
  phone: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null
      const result = normalizeNepalPhone(value)
      if (result.ok) return result.e164
      context.addIssue({ code: 'custom', message: 'register.phoneInvalid' satisfies MessageKey })
      return z.NEVER
    }),
  message: z
    .string({ error: 'support.messageRequired' satisfies MessageKey })
    .transform((message) => normalizeLineBreaks(message).trim())
    .pipe(
      z
        .string()
        .min(1, 'support.messageRequired' satisfies MessageKey)
        .refine((message) => countCharacters(message) <= SUPPORT_MESSAGE_MAX, 'support.messageTooLong' satisfies MessageKey),
    ),
})

