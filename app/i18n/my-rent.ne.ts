// नेपाली: भाडावालको आफ्नै दृश्य, मेरो भाडा (issue 17). Every key of my-rent.en.ts.
import type { myRentEn } from './my-rent.en'

export const myRentNe: Record<keyof typeof myRentEn, string> = {
  'myRent.title': 'मेरो भाडा',
  'myRent.intro': 'तपाईंको नम्बर {phone} भाडावालको रूपमा राखिएका सम्झौताहरू, जुनसुकै घरधनीका। यिनलाई बदल्न वा भुक्तानी लेख्न तपाईंको घरधनीले मात्र सक्नुहुन्छ।',
  'myRent.none': 'कुनै घरधनीले अहिलेसम्म तपाईंको नम्बर {phone} मा सम्झौता राख्नुभएको छैन। राखेपछि यहाँ देखिन्छ।',
  'myRent.current': 'चालु सम्झौताहरू',
  'myRent.past': 'पुराना सम्झौताहरू',
  'myRent.landlord': 'घरधनी',
  'myRent.callLabel': '{name} लाई {phone} मा फोन गर्नुहोस्',
  'myRent.place': 'घर',
  'myRent.rent': 'मासिक भाडा',
  'myRent.deposit': 'धरौटी',
  'myRent.noDeposit': 'धरौटी छैन',
  'myRent.nextDue': 'अर्को भुक्तानी',
  'myRent.nothingNext': 'अरू केही तोकिएको छैन',
  'myRent.balance': 'बाँकी',
  'myRent.balanceValue': 'अहिले {amount} तिर्न बाँकी',
  'myRent.balanceOverdue': 'अहिले {amount} तिर्न बाँकी, जसमध्ये {overdue} म्याद नाघेको',
  'myRent.credit': '{amount} अग्रिम तिरिएको',
  'myRent.settled': 'केही बाँकी छैन',
  'myRent.open': 'बक्यौता, भुक्तानी र रसिदहरू',
  'myRent.openLabel': '{name} का बक्यौता, भुक्तानी र रसिदहरू',
  'myRent.landlordCard': 'तपाईंको घरधनी',
  'myRent.backToAgreement': 'सम्झौतामा फर्कनुहोस्',
}
