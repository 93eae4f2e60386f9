// नेपाली: गेटवेले पक्का गरेको तर भुक्तानीको रूपमा दर्ता हुन नसकेको अनलाइन रकम। Every key of received.en.ts.
import type { receivedEn } from './received.en'

export const receivedNe: Record<keyof typeof receivedEn, string> = {
  'received.title': 'अनलाइन प्राप्त रकम: तपाईंको निर्णय चाहिन्छ',
  'received.item': '{tenant}बाट {gateway} मार्फत {date} मा प्राप्त {amount} भुक्तानीको रूपमा दर्ता हुन सकेन: {reason}।',
  'received.reason.ENDED': 'सम्झौता सकिइसकेको थियो',
  'received.reason.TERMINATED': 'सम्झौता रद्द भइसकेको थियो',
  'received.reason.SETTLED': 'सम्झौताको हिसाब मिलान भइसकेको थियो',
  'received.reason.ERROR': 'यो दर्ता गर्न सकिएन',
  'received.reason.refused': 'खाताले यसलाई स्वीकार गरेन ({detail})',
  'received.reference': 'सन्दर्भ {reference}',
  'received.apply': 'यही सम्झौतामा जम्मा गर्नुहोस्',
  'received.applyToRenewal': 'नवीकरणमा जम्मा गर्नुहोस्',
  'received.refund': 'भाडाबाहिर फिर्ता गरिएको भनी चिन्ह लगाउनुहोस्',
  'received.note': 'टिप्पणी (कसरी फिर्ता गरियो)',
  'received.seeAgreement': 'सम्झौता खोल्नुहोस्',
  'received.decided.apply': 'भुक्तानीको रूपमा जम्मा गरियो, रसिद नं. {receipt}।',
  'received.decided.refunded': 'भाडाबाहिर फिर्ता गरिएको भनी चिन्ह लगाइयो।',
  'received.tenantWaiting': '{gateway} मार्फत तपाईंको {amount} भुक्तानी प्राप्त भयो। तपाईंको घरधनीलाई जानकारी दिइएको छ, उहाँले यो कसरी गनिन्छ भन्ने निर्णय गर्नुहुनेछ। सन्दर्भ {reference}।',
  'received.tenantApplied': '{gateway} मार्फत तपाईंको {amount} भुक्तानी दर्ता भयो, रसिद नं. {receipt}।',
  'received.tenantRefunded': 'तपाईंको घरधनीका अनुसार {gateway} मार्फतको तपाईंको {amount} भुक्तानी तपाईंलाई फिर्ता गरिएको छ: {note}',
  'received.error.invalid': 'यो भुक्तानीलाई के गर्ने, छान्नुहोस्।',
  'received.error.noteRequired': 'रकम कसरी फिर्ता गरियो, लेख्नुहोस्।',
  'received.error.noteTooLong': 'टिप्पणी धेरै लामो भयो (बढीमा ५०० अक्षर)।',
  'received.error.noRenewal': 'यो सम्झौताको नवीकरण छैन।',
  'received.error.decided': 'यो भुक्तानीबारे अर्कै निर्णय भइसकेको छ।',
  'received.error.notWaiting': 'यो भुक्तानी निर्णयको पर्खाइमा छैन।',
}
