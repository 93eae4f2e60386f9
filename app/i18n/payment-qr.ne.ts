// नेपाली: घरधनीको बैंक QR (सेटिङ > भुक्तानी) र त्यसबाट तिर्ने (भुक्तानी पृष्ठ, मेरो भाडा). Every key of payment-qr.en.ts.
import type { paymentQrEn } from './payment-qr.en'

export const paymentQrNe: Record<keyof typeof paymentQrEn, string> = {
  'paymentQr.title': 'तपाईंको बैंक QR',
  'paymentQr.intro':
    'भाडावालले तपाईंकै बैंक खाता वा वालेटको QR (फोनपे, नेपालपे) स्क्यान गरेर भाडा तिर्न सक्छन्, हरेक योजनामा। तपाईंको मोबाइल बैंकिङ एपले पैसा लिन देखाउने QR को फोटो वा स्क्रिनसट अपलोड गर्नुहोस्, वा त्यसको पाठ टाँस्नुहोस्। भाडा (Bhadaa) ले यसलाई जाँच्छ र तपाईंको बैंकले बनाएकै रूपमा भाडावाललाई देखाउँछ।',
  'paymentQr.forAll': 'सबै सम्पत्ति',
  'paymentQr.forAllHint': 'आफ्नै QR नभएका हरेक सम्पत्तिका लागि',
  'paymentQr.property': 'कसका लागि',
  'paymentQr.photo': 'QR को फोटो वा स्क्रिनसट',
  'paymentQr.photoHint': 'JPEG, PNG वा WebP, बढीमा ५ MB',
  'paymentQr.payload': 'वा QR को पाठ',
  'paymentQr.payloadHint': '000201 बाट सुरु हुन्छ',
  'paymentQr.save': 'QR सेभ गर्नुहोस्',
  'paymentQr.remove': 'हटाउनुहोस्',
  'paymentQr.none': 'अहिलेसम्म QR छैन: भाडावालले तिर्ने अरू उपाय मात्र देख्छन्।',
  'paymentQr.account': 'खाता: {name}',
  'paymentQr.accountCity': 'खाता: {name}, {city}',
  'paymentQr.accountUnnamed': 'यो QR मा खातावालाको नाम छैन',
  'paymentQr.confirm': 'भाडावालले तिर्नुअघि यो तपाईंकै खाता हो भनी जाँच्नुहोस्। होइन भने हटाउनुहोस्।',
  'paymentQr.saved': 'QR सेभ भयो। खाता जाँच्नुहोस्: {name}।',
  'paymentQr.removed': 'QR हटाइयो।',
  'paymentQr.notSet': 'त्यहाँ कुनै QR सेभ गरिएको छैन',
  'paymentQr.error.required': 'QR को फोटो अपलोड गर्नुहोस् वा त्यसको पाठ टाँस्नुहोस्',
  'paymentQr.error.tooLong': 'भुक्तानी QR को पाठ बढीमा ५१२ अक्षरको हुन्छ',
  'paymentQr.error.notEmvco':
    'यो बैंक भुक्तानी QR होइन। तपाईंको मोबाइल बैंकिङ वा वालेट एपले पैसा लिन देखाउने QR (फोनपे वा नेपालपे) प्रयोग गर्नुहोस्।',
  'paymentQr.error.truncated': 'यो QR को पाठ अधुरो छ। पूरै कपी गर्नुहोस्, वा बरु QR को फोटो अपलोड गर्नुहोस्।',
  'paymentQr.error.wrongChecksum':
    'यो QR को जाँच अङ्क मिलेन: कुनै अक्षर छुटेको वा फेरिएको छ। बरु QR को फोटो अपलोड गर्नुहोस्, वा पाठ फेरि कपी गर्नुहोस्।',
  'paymentQr.error.noMerchantAccount': 'यो QR मा पैसा जाने खाता छैन। पैसा लिने QR प्रयोग गर्नुहोस्।',
  'paymentQr.error.noQr': 'यो तस्बिरमा QR भेटिएन। पूरै QR आउने गरी सफा फोटो खिच्नुहोस्, वा स्क्रिनसट लिनुहोस्।',
  'paymentQr.error.photoType': 'तस्बिर JPEG, PNG वा WebP हुनुपर्छ',
  'paymentQr.error.photoTooLarge': 'तस्बिर ५ MB भन्दा ठूलो छ',
  'paymentQr.error.photoUnreadable': 'यो तस्बिर खोल्न सकिएन। अर्को फोटो वा स्क्रिनसट प्रयास गर्नुहोस्।',
  'paymentQr.error.property': 'आफ्नो कुनै एउटा सम्पत्ति रोज्नुहोस्',
}
