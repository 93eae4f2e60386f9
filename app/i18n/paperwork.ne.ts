// Nepali texts: the printed lease and the municipality's rental notices.
import type { paperworkEn } from './paperwork.en'

export const paperworkNe: Record<keyof typeof paperworkEn, string> = {
  'lease.title': 'बहाल सम्झौता',
  'lease.print': 'छाप्नुहोस्',
  'lease.languages': 'सम्झौताको भाषा',
  'lease.language.en': 'अंग्रेजी',
  'lease.language.ne': 'नेपाली',
  'lease.language.both': 'दुवै, छेउछेउमा',
  'lease.copiesNote': 'छाप्दा A4 मा तीन प्रति आउँछ: घरधनी, बहालवाला र नगरपालिकाका लागि।',
  'lease.terms': 'सम्झौतामा लेखिने कुरा',
  'lease.termsText': 'यी कुरा तपाईंले लेखेजस्तै हरेक प्रति र हरेक भाषामा छापिन्छन्।',
  'lease.purpose': 'प्रयोजन',
  'lease.purposeHint': 'खाली छाडे सम्पत्तिको किसिम अनुसार आवास वा व्यापार',
  'lease.noticeDays': 'अवधिअघि छाड्ने सूचना (दिन)',
  'lease.noticeHint': 'अर्को नतोकेसम्म देवानी संहिताको ३५ दिन',
  'lease.rentTaxPaidBy': 'घर बहाल कर तिर्ने',
  'lease.rentTax.LANDLORD': 'घरधनी',
  'lease.rentTax.TENANT': 'बहालवाला (भाडाबाट कट्टा गरी)',
  'lease.clauses': 'तपाईंका थप शर्त',
  'lease.clausesHint': 'सादा पाठ, एक लाइनमा एक शर्त',
  'lease.save': 'सुरक्षित गर्नुहोस्',
  'lease.saved': 'सम्झौता अद्यावधिक भयो।',
  'lease.saveFailed': 'सम्झौता सुरक्षित गर्न सकिएन। फेरि प्रयास गर्नुहोस्।',
  'lease.error.noticeDays': 'सूचना {min} देखि {max} सम्मको पूर्ण दिन हुनुपर्छ',
  'lease.error.rentTax': 'घर बहाल कर कसले तिर्ने छान्नुहोस्',
}
