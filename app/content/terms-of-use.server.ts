// The Terms of Use (/terms-of-use) in English and Nepali: what the service is and is not, the
// member's duties for the tenants' details they enter, text messages, plans and limits (as
// app/services/plans/plans.server.ts applies them), acceptable use, data, liability and the law.
import type { LegalDocuments } from './legal'

export const TERMS_OF_USE: LegalDocuments = {
  en: {
    title: 'Terms of Use',
    intro:
      'These terms apply to everyone who uses Bhadaa, the rent alerts and rental management service for landlords and property managers in Nepal. By creating an account or using the site you accept them.',
    sections: [
      {
        id: 'service',
        title: 'The service',
        body: [
          'Bhadaa lets members keep their properties, units, tenants and lease agreements, works out rent schedules in the B.S. or A.D. calendar, records payments with receipts and texts tenants reminders. It helps you manage rent: it does not collect or hold money for you, and it gives no legal or tax advice.',
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        body: [
          'You need a Nepal mobile number that you use; we confirm it with a one-time code. Keep your password to yourself: you are responsible for what is done with your account. Tell us at once through a support ticket if you think someone else has used it.',
        ],
      },
      {
        id: 'tenant-data',
        title: 'Your tenants’ details',
        body: [
          'When you record a tenant you confirm that you have a lease with them, that their name and number are correct, and that you have told them their details are kept in Bhadaa and that they will receive text messages about the agreement. Never enter the number of someone you have no agreement with. A tenant may claim their number and see the agreements on it.',
        ],
      },
      {
        id: 'messages',
        title: 'Text messages',
        body: [
          'Messages are sent only about real agreements (a new agreement, reminders and receipts) and never carry advertising. Delivery depends on the mobile networks, so a message may arrive late or not at all: reminders are a help, not a guarantee. Amounts and dates come from what you enter; check them.',
        ],
      },
      {
        id: 'plans',
        title: 'Plans and limits',
        body: [
          'Every account starts on the free Basic plan. Paid plans allow more properties, tenants and agreements; their prices, in Nepalese rupees, are on the Plans page. You may change plan at any time. Moving to a smaller plan deletes nothing; where you already have more than it allows, you cannot add more until you are back within its limit.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable use',
        body: [
          'Do not use the service to harass anyone, to text people who have no agreement with you, to break the law of Nepal, or to try to reach other members’ data or overload the site.',
        ],
      },
      {
        id: 'your-data',
        title: 'Your data',
        body: [
          'What you enter stays yours. You can download it (Settings, Backups) and ask us to close your account. How we handle personal data is set out in the Privacy Policy.',
        ],
      },
      {
        id: 'liability',
        title: 'Availability and liability',
        body: [
          'We work to keep the service running and your data safe, but we cannot promise that it is always available or free of errors. As far as the law of Nepal allows, we are not liable for indirect losses, such as rent left unpaid, that come from using the service or from an interruption of it.',
        ],
      },
      {
        id: 'ending',
        title: 'Ending the service',
        body: [
          'You may stop using Bhadaa at any time. We may suspend an account that breaks these terms, telling the member why wherever we can.',
        ],
      },
      {
        id: 'law',
        title: 'Law',
        body: ['These terms are governed by the law of Nepal; disputes are heard by the courts in Kathmandu.'],
      },
      {
        id: 'changes',
        title: 'Changes',
        body: ['When we change these terms we update the date above, and we tell members in the app before an important change takes effect.'],
      },
      {
        id: 'contact',
        title: 'Contact',
        body: ['For questions about these terms, open a support ticket.'],
      },
    ],
  },
  ne: {
    title: 'प्रयोगका सर्तहरू',
    intro:
      'नेपालका घरधनी तथा सम्पत्ति व्यवस्थापकका लागि भाडा सूचना र भाडा व्यवस्थापन सेवा “भाडा” प्रयोग गर्ने सबैलाई यी सर्त लागू हुन्छन्। खाता बनाएर वा साइट प्रयोग गरेर तपाईं यी सर्त स्वीकार गर्नुहुन्छ।',
    sections: [
      {
        id: 'service',
        title: 'सेवा',
        body: [
          'भाडामा सदस्यले आफ्ना सम्पत्ति, कोठा/युनिट, भाडावाल र भाडा सम्झौता राख्न सक्नुहुन्छ; यसले वि.सं. वा ई.सं. पात्रोमा भाडा तालिका निकाल्छ, रसिदसहित भुक्तानी अभिलेख राख्छ र भाडावाललाई SMS सम्झना पठाउँछ। यसले भाडा व्यवस्थापनमा सघाउँछ: तपाईंका लागि पैसा उठाउँदैन वा राख्दैन, र कुनै कानुनी वा कर सल्लाह दिँदैन।',
        ],
      },
      {
        id: 'account',
        title: 'तपाईंको खाता',
        body: [
          'तपाईंले प्रयोग गर्ने नेपाली मोबाइल नम्बर चाहिन्छ; हामी एक पटके कोडले त्यसलाई प्रमाणित गर्छौँ। पासवर्ड आफूमै राख्नुहोस्: तपाईंको खाताबाट हुने कामको जिम्मा तपाईंकै हो। अरू कसैले खाता चलाएको शंका लागे तुरुन्तै सहायता टिकटमार्फत हामीलाई भन्नुहोस्।',
        ],
      },
      {
        id: 'tenant-data',
        title: 'तपाईंका भाडावालको विवरण',
        body: [
          'भाडावालको विवरण राख्दा तपाईंको उनीसँग भाडा सम्झौता छ, उनको नाम र नम्बर सही छ, र उनको विवरण भाडामा राखिन्छ र सम्झौताबारे उनलाई SMS आउनेछ भनी तपाईंले उनलाई बताउनुभएको छ भन्ने तपाईं पुष्टि गर्नुहुन्छ। सम्झौता नभएको कसैको नम्बर कहिल्यै नराख्नुहोस्। भाडावालले आफ्नो नम्बर दाबी गरी त्यसमा भएका सम्झौता हेर्न सक्नुहुन्छ।',
        ],
      },
      {
        id: 'messages',
        title: 'SMS सन्देश',
        body: [
          'सन्देश वास्तविक सम्झौताबारे मात्र (नयाँ सम्झौता, सम्झना र रसिद) पठाइन्छन् र तिनमा कहिल्यै विज्ञापन हुँदैन। सन्देश पुग्ने कुरा मोबाइल नेटवर्कमा भर पर्छ, त्यसैले सन्देश ढिलो आउन वा नआउन सक्छ: सम्झना सहयोग हो, ग्यारेन्टी होइन। रकम र मिति तपाईंले राखेअनुसार हुन्छन्; जाँच गर्नुहोस्।',
        ],
      },
      {
        id: 'plans',
        title: 'योजना र सीमा',
        body: [
          'हरेक खाता निःशुल्क बेसिक योजनाबाट सुरु हुन्छ। सशुल्क योजनामा धेरै सम्पत्ति, भाडावाल र सम्झौता राख्न पाइन्छ; तिनको मूल्य नेपाली रुपैयाँमा योजना पृष्ठमा छ। तपाईं जुनसुकै बेला योजना बदल्न सक्नुहुन्छ। सानो योजनामा सर्दा केही पनि मेटिँदैन, तर सीमाभन्दा बढी भएका कुरा सीमाभित्र नआएसम्म नयाँ थप्न सकिँदैन।',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'उचित प्रयोग',
        body: [
          'यो सेवा कसैलाई दुःख दिन, सम्झौता नभएका मानिसलाई SMS पठाउन, नेपालको कानुन तोड्न, वा अरू सदस्यको विवरणमा पहुँच पाउन वा साइटमा अनावश्यक भार पार्न प्रयोग नगर्नुहोस्।',
        ],
      },
      {
        id: 'your-data',
        title: 'तपाईंको विवरण',
        body: [
          'तपाईंले राखेको विवरण तपाईंकै रहन्छ। तपाईं त्यसलाई डाउनलोड गर्न (सेटिङ, ब्याकअप) र खाता बन्द गर्न अनुरोध गर्न सक्नुहुन्छ। व्यक्तिगत विवरण हामी कसरी सम्हाल्छौँ भन्ने गोपनीयता नीतिमा छ।',
        ],
      },
      {
        id: 'liability',
        title: 'उपलब्धता र दायित्व',
        body: [
          'हामी सेवा चलिरहोस् र तपाईंको विवरण सुरक्षित रहोस् भन्ने प्रयास गर्छौँ, तर सेवा सधैँ उपलब्ध वा त्रुटिरहित हुने वाचा गर्न सक्दैनौँ। नेपालको कानुनले दिएसम्म, सेवा प्रयोग गर्दा वा सेवा अवरुद्ध हुँदा हुने अप्रत्यक्ष हानि, जस्तै नतिरिएको भाडा, का लागि हामी जिम्मेवार हुँदैनौँ।',
        ],
      },
      {
        id: 'ending',
        title: 'सेवा अन्त्य',
        body: ['तपाईं जुनसुकै बेला भाडा प्रयोग गर्न छोड्न सक्नुहुन्छ। यी सर्त तोड्ने खाता हामी रोक्न सक्छौँ, सम्भव भएसम्म सदस्यलाई कारण बताएर।'],
      },
      {
        id: 'law',
        title: 'कानुन',
        body: ['यी सर्तमा नेपालको कानुन लागू हुन्छ; विवाद काठमाडौंका अदालतले हेर्छन्।'],
      },
      {
        id: 'changes',
        title: 'परिवर्तन',
        body: ['यी सर्त बदल्दा हामी माथिको मिति अद्यावधिक गर्छौँ, र ठूलो परिवर्तन लागू हुनुअघि सदस्यलाई एपमै जानकारी दिन्छौँ।'],
      },
      {
        id: 'contact',
        title: 'सम्पर्क',
        body: ['यी सर्तबारे प्रश्न भए सहायता टिकट खोल्नुहोस्।'],
      },
    ],
  },
}
