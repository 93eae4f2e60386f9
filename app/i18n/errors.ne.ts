// Nepali texts of the message codes services answer with (ADR 020).
import type { errorsEn } from './errors.en'

export const errorsNe: Record<keyof typeof errorsEn, string> = {
  'errors.notFound': 'भेटिएन',
  'errors.memberNotFound': 'सदस्य भेटिएन',
  'errors.tenantNotFound': 'भाडावाल भेटिएन',
  'errors.noticeNotFound': 'सूचना भेटिएन',
  'errors.queryChoice': '{name} यीमध्ये एक हुनुपर्छ: {choices}',
  'errors.invalidCredentials': 'फोन नम्बर वा पासवर्ड मिलेन',
  'errors.phoneRegistered': 'यो नम्बर पहिले नै दर्ता भइसकेको छ।',
  'errors.phoneNotVerified': 'यो फोन नम्बर कोडले प्रमाणित गरिएको छैन।',
  'errors.passwordTooShort': 'पासवर्डमा कम्तीमा ८ अक्षर हुनुपर्छ।',
  'errors.passwordTooCommon': 'यो पासवर्ड धेरै सामान्य छ। कृपया अर्को छान्नुहोस्।',
  'errors.unknownPlan': 'BASIC, PLUS वा PRO मध्ये एउटा योजना छान्नुहोस्।',
  'errors.remindersNone': 'कम्तीमा एउटा सम्झाउने दिन छान्नुहोस्।',
  'errors.remindersNotAChoice': 'सम्झाउने दिन {choices} मध्येबाट छानिन्छन् (भुक्तानी मितिबाट दिन)।',
  'errors.tenantNameMismatch':
    'यो फोन नम्बर हाम्रो अभिलेखमा अर्कै नाममा छ। अभिलेखको नाम {firstName} {lastName} हो: त्यही प्रयोग गर्नुहोस् वा फोन नम्बर बदल्नुहोस्।',
  'errors.tryAgainSecond': '{n} सेकेन्डपछि फेरि प्रयास गर्नुहोस्।',
  'errors.tryAgainSeconds': '{n} सेकेन्डपछि फेरि प्रयास गर्नुहोस्।',
  'errors.tryAgainMinute': '{n} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  'errors.tryAgainMinutes': '{n} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  'errors.limit.codeResendPerPhone': 'नयाँ कोड ३ मिनेटमा एक पटक मात्र पठाउन सकिन्छ।',
  'errors.limit.codesPerPhoneHour': 'यो नम्बरमा धेरै कोड पठाइयो।',
  'errors.limit.signInFailuresPerPhone': 'यो नम्बरबाट धेरै पटक साइन इन असफल भयो।',
  'errors.limit.codeSendsPerIp': 'धेरै कोड मागियो।',
  'errors.limit.codeChecksPerIp': 'धेरै कोड प्रयास गरियो।',
  'errors.limit.signInsPerIp': 'धेरै पटक साइन इन प्रयास भयो।',
  'errors.limit.phoneChecksPerIp': 'धेरै फोन नम्बर जाँचियो।',
  'errors.limit.accountChangesPerIp': 'धेरै पटक प्रयास भयो।',
  'errors.limit.tenantLookups': 'धेरै पटक भाडावाल खोजियो।',
  'errors.limit.supportTickets': 'धेरै सहायता अनुरोध पठाइयो।',
}
