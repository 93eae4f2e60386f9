// Nepali texts of the meter input's and the meter services' refusals (issue 18, ADR 020).
import type { metersErrorsEn } from './meters-errors.en'

export const metersErrorsNe: Record<keyof typeof metersErrorsEn, string> = {
  'meters.error.reading': '१२३४ वा १२३४.५ जस्तो रिडिङ लेख्नुहोस्',
  'meters.error.readingNegative': 'रिडिङ ऋणात्मक हुन सक्दैन',
  'meters.error.readingDecimals': 'दशमलवपछि बढीमा २ अङ्क लेख्नुहोस्',
  'meters.error.readingTooLarge': 'यो रिडिङ धेरै ठूलो भयो',
  'meters.error.ratePositive': 'दर ० भन्दा बढी हुनुपर्छ',
  'meters.error.fixedNegative': 'स्थिर शुल्क ऋणात्मक हुन सक्दैन',
  'meters.error.tooLarge': 'यो रकम धेरै ठूलो भयो',
  'meters.error.dueInDays': '० देखि {max} सम्मको पूर्ण सङ्ख्यामा दिन लेख्नुहोस्',
  'meters.error.utility': 'बिजुली वा पानी छान्नुहोस्',
  'meters.error.replacementNeeded': 'पुरानो मिटरको अन्तिम रिडिङ र नयाँ मिटरको सुरु रिडिङ लेख्नुहोस्',
  'meters.error.noReadings': 'कम्तीमा एउटा रिडिङ लेख्नुहोस्',
  'meters.error.meterNotFound': 'मिटर भेटिएन',
  'meters.error.fixedPriceUtility': 'यो सम्झौतामा यस सुविधाको मासिक निश्चित मूल्य छ, त्यसैले मिटर पनि राख्न मिल्दैन',
  'meters.error.rateBeforeStart': 'दर सम्झौता सुरु हुनुभन्दा अघिदेखि लागू हुन सक्दैन',
  'meters.error.rateAfterEnd': 'दर सम्झौता सकिएपछिदेखि लागू हुन सक्दैन',
  'meters.error.readingInFuture': 'रिडिङ मिति भविष्यको हुन सक्दैन',
  'meters.error.outsideAgreement': 'रिडिङ मिति यो सम्झौताको अवधिभित्र छैन',
  'meters.error.sameDay': 'यो मिटरको यस दिनको रिडिङ पहिल्यै छ',
  'meters.error.beforeLatest': 'रिडिङ मिटरको पछिल्लो रिडिङभन्दा पछिको हुनुपर्छ',
  'meters.error.lowerThanPrevious': 'अघिल्लो रिडिङभन्दा कम भयो। मिटर फेरिएको भए चिन्ह लगाई दुवै मिटरको रिडिङ लेख्नुहोस्',
  'meters.error.oldFinalBelowPrevious': 'पुरानो मिटरको अन्तिम रिडिङ यसको अघिल्लो रिडिङभन्दा कम हुन सक्दैन',
  'meters.error.belowNewStart': 'रिडिङ नयाँ मिटरको सुरु रिडिङभन्दा कम हुन सक्दैन',
  'meters.error.noRate': 'रिडिङ मितिमा यो मिटरको दर तोकिएको छैन',
  'meters.error.notMetered': 'यो सम्झौतामा यो सुविधाको मिटर छैन: पहिले दर तोक्नुहोस्',
}
