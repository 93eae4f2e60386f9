// English texts: SMS delivery, the SMS log and notifications (issue 6). sms.ne.ts must have every key (type-checked).
export const smsEn = {
} as const
