// नेपाली: सेटिङ > भुक्तानी, घरधनीका आफ्नै खल्ती र इसेवा खाता. Every key of payments.en.ts.
import type { paymentsEn } from './payments.en'

export const paymentsNe: Record<keyof typeof paymentsEn, string> = {
  'settings.payments': 'भुक्तानी',
  'settings.collecting': 'भाडा उठाउने',
  'gateway.intro':
    'भाडावालले भाडा अनलाइन तपाईंकै खल्ती वा इसेवा मर्चेन्ट खातामा तिर्न सकून्: पैसा सिधै तपाईंकहाँ जान्छ, भाडा (Bhadaa) हुँदै कहिल्यै जाँदैन। हरेक कुञ्जी सेभ गर्दा गेटवेसँग जाँचिन्छ, गोप्य रूपमा (इन्क्रिप्ट गरेर) राखिन्छ, र त्यसपछि अन्तिम चार अक्षरभन्दा बढी कहिल्यै देखाइँदैन।',
  'gateway.sandboxFirst':
    'पहिले परीक्षण (स्यान्डबक्स) मा चलाएर हेर्नुहोस्: test-admin.khalti.com को खल्ती परीक्षण कुञ्जी, वा इसेवाको परीक्षण मर्चेन्ट कोड EPAYTEST, गेटवेका परीक्षण ठेगाना राखिएको भाडामा।',
  'gateway.planRequired': 'अनलाइन भाडा भुक्तानी प्लस र प्रो योजनामा मात्र आउँछ। गेटवे जोड्न ती मध्ये एउटा रोज्नुहोस्।',
  'gateway.seePlans': 'योजनाहरू हेर्नुहोस्',
  'gateway.khalti': 'खल्ती',
  'gateway.esewa': 'इसेवा',
  'gateway.connected': 'जोडिएको: {last4} मा टुङ्गिने गोप्य कुञ्जी, {date} मा जाँचिएको',
  'gateway.connectedEsewa': 'जोडिएको: मर्चेन्ट कोड {code}, {last4} मा टुङ्गिने गोप्य कुञ्जी, {date} मा जाँचिएको',
  'gateway.notConnected': 'जोडिएको छैन',
  'gateway.secretKey': 'गोप्य कुञ्जी',
  'gateway.secretKeyHintKhalti': 'तपाईंको खल्ती मर्चेन्ट खाताको लाइभ गोप्य कुञ्जी',
  'gateway.secretKeyHintEsewa': 'इसेवाले तपाईंको मर्चेन्ट खातालाई दिएको गोप्य कुञ्जी',
  'gateway.merchantCode': 'मर्चेन्ट कोड',
  'gateway.connect': '{gateway} जोड्नुहोस्',
  'gateway.replace': 'कुञ्जी बदल्नुहोस्',
  'gateway.disconnect': '{gateway} हटाउनुहोस्',
  'gateway.savedKhalti': 'खल्ती जोडियो।',
  'gateway.savedEsewa': 'इसेवा जोडियो।',
  'gateway.disconnected': '{gateway} हटाइयो। यसको कुञ्जी मेटाइयो।',
  'gateway.saveFailed': 'गेटवे सेभ गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  'gateway.esewaKeyNote': 'इसेवाले मर्चेन्ट कोड अहिले नै जाँच्छ; गोप्य कुञ्जी पहिलो भुक्तानीको हस्ताक्षरित जवाफले प्रमाणित गर्छ।',
  'gateway.error.secretRequired': 'कृपया गोप्य कुञ्जी लेख्नुहोस्',
  'gateway.error.secretInvalid': 'गोप्य कुञ्जी खाली ठाउँ बिना ८ देखि २०० अक्षरको हुन्छ',
  'gateway.error.merchantRequired': 'कृपया मर्चेन्ट कोड लेख्नुहोस्',
  'gateway.error.merchantInvalid': 'मर्चेन्ट कोड बढीमा ५० अक्षर, अङ्क, ड्यास वा अन्डरस्कोरको हुन्छ',
  'gateway.error.khaltiRefused':
    'खल्तीले यो गोप्य कुञ्जी स्वीकार गरेन। आफ्नो खल्ती मर्चेन्ट ड्यासबोर्डबाट लाइभ गोप्य कुञ्जी कपी गर्नुहोस् (स्यान्डबक्स कुञ्जी स्यान्डबक्समा मात्र चल्छ)।',
  'gateway.error.esewaRefused':
    'इसेवाले यो मर्चेन्ट कोड चिन्दैन। आफ्नो इसेवा मर्चेन्ट खाताबाट कपी गर्नुहोस् (EPAYTEST परीक्षण ठेगानामा मात्र चल्छ)।',
  'gateway.error.unavailable': 'कुञ्जी जाँच्न गेटवेसम्म पुग्न सकिएन। केही सेभ भएन; कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  'gateway.error.notConnected': 'यो गेटवे जोडिएको छैन',
  'pay.notPayable': 'त्यो अब यहाँ तिर्न मिल्दैन। पृष्ठले अहिले तिर्नुपर्ने देखाउँछ।',
  'pay.error.invalid': 'खल्ती वा इसेवा, र सबै बाँकी वा एउटा शुल्क छान्नुहोस्।',
  'pay.error.tooManyLookups': 'भुक्तानी लिङ्क धेरै पटक खोलियो।',
}
