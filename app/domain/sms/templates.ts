// The names of the texts we send: the `template` of each SmsMessage. Its own module, so that the
// screens that name templates do not load the texts themselves.

/** The `template` of each SmsMessage, as the SMS log names it. */
export const SMS_TEMPLATES = ['otp', 'reminder', 'agreement-created', 'receipt', 'agreement-ending', 'meter-bill', 'rental-notice', 'payment-voided', 'agreement-terminated', 'settlement', 'agreement-changed', 'agreement-renewed', 'payment-proof-rejected', 'plan-ending', 'weekly-digest', 'support-ticket', 'support-reply', 'pay-link', 'team-invitation', 'repair-changed'] as const
export type SmsTemplate = (typeof SMS_TEMPLATES)[number]
