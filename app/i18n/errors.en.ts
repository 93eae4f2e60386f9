// English texts of the message codes services answer with (ADR 020) that no screen's catalogue
// had already: refusals /v1 words in English and the web shows in the page's language.
// errors.ne.ts must have every key (type-checked).
export const errorsEn = {
  'errors.notFound': 'Not found',
  'errors.memberNotFound': 'Member not found',
  'errors.tenantNotFound': 'Tenant Not Found',
  'errors.noticeNotFound': 'Notice Not Found',
  'errors.queryChoice': '{name} must be one of: {choices}',
  'errors.invalidCredentials': 'The phone number or password does not match',
  'errors.phoneRegistered': 'This number has already been registered.',
  'errors.phoneNotVerified': 'This phone number has not been verified with a code.',
  'errors.passwordTooShort': 'The password must have at least 8 characters.',
  'errors.passwordTooCommon': 'This password is too common. Please choose another one.',
  'errors.unknownPlan': 'Choose one of the plans BASIC, PLUS or PRO.',
  'errors.remindersNone': 'Choose at least one reminder day.',
  'errors.remindersNotAChoice': 'Reminder days are chosen from {choices} (days from the due date).',
  'errors.tenantNameMismatch':
    'This phone number already exists in our records under another name. The recorded name is {firstName} {lastName}: use it or change the phone number.',
  'errors.tryAgainSecond': 'Try again in {n} second.',
  'errors.tryAgainSeconds': 'Try again in {n} seconds.',
  'errors.tryAgainMinute': 'Try again in {n} minute.',
  'errors.tryAgainMinutes': 'Try again in {n} minutes.',
  'errors.limit.codeResendPerPhone': 'A new code can be sent only every 3 minutes.',
  'errors.limit.codesPerPhoneHour': 'Too many codes were sent to this number.',
  'errors.limit.signInFailuresPerPhone': 'Too many failed sign-ins for this number.',
  'errors.limit.codeSendsPerIp': 'Too many codes were requested.',
  'errors.limit.codeChecksPerIp': 'Too many codes were tried.',
  'errors.limit.signInsPerIp': 'Too many sign-in attempts.',
  'errors.limit.phoneChecksPerIp': 'Too many phone numbers were checked.',
  'errors.limit.accountChangesPerIp': 'Too many attempts.',
  'errors.limit.tenantLookups': 'Too many tenant lookups.',
  'errors.limit.supportTickets': 'Too many support tickets were sent.',
} as const
