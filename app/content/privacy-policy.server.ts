// The Privacy Policy (/privacy-policy) in English and Nepali: what Bhadaa keeps about landlords
// and tenants, why, the text messages, who else sees it, how long it is kept (as jobs/ and the
// services really do), the tenant's right to claim their number, cookies, and how to reach us.
import type { LegalDocuments } from './legal'

export const PRIVACY_POLICY: LegalDocuments = {
  en: {
    title: 'Privacy Policy',
    intro:
      'Bhadaa (“we”) is a rent alerts and rental management service for landlords and property managers in Nepal. To do its job it keeps the names and mobile numbers of landlords and of their tenants. This policy says what we keep, why, who else sees it, how long we keep it and what you can ask of us. We follow the Individual Privacy Act, 2075 (2018) of Nepal.',
    sections: [
      {
        id: 'what-we-keep',
        title: 'What we keep',
        body: [
          'About members (landlords and property managers):',
          [
            'your first and last name, your mobile number and the language you prefer;',
            'your password, stored only as a one-way hash that nobody, including us, can read back;',
            'your properties, units, tenants, agreements, rent amounts, charges, payments and receipts, as you enter them;',
            'your settings, such as your theme, your plan and the days on which tenants are reminded.',
          ],
          'About tenants:',
          [
            'the first and last name, mobile number and preferred language that a landlord records;',
            'the agreements, charges and payments that the landlord records with them.',
          ],
          'When you use the site:',
          [
            'a session cookie while you are signed in, and the time of your last activity;',
            'your network (IP) address, only in counters that stop too many attempts at signing in, sending codes or opening support tickets;',
            'the support tickets you send: your name, phone number and message.',
          ],
          'We do not ask for citizenship or passport numbers, bank or card details or your location, and we use no advertising or tracking services.',
        ],
      },
      {
        id: 'why',
        title: 'Why we keep it',
        body: [
          [
            'To provide the service: to work out rent schedules and due dates, show your records, and send the text messages you and your tenants expect.',
            'To sign you in and keep accounts safe: one-time codes that prove a phone number is yours, sessions that end after 15 minutes without activity, and limits on repeated attempts.',
            'To answer your support tickets.',
          ],
          'We use your data for nothing else, and we never sell it.',
        ],
      },
      {
        id: 'tenants',
        title: 'If you are a tenant',
        body: [
          'Your landlord entered your name and number to manage the agreement you have with them; it is their duty to tell you and to keep your details correct. We use your number only to text you about your own agreements: a new agreement, rent reminders before and after a due date, and receipts for payments.',
          'You can claim your number: sign up with it and enter the code we text you. You then see the agreements on your number and choose the language of your messages. If your number was used without your agreement, open a support ticket (Report Wrongful Use on the sign-up page leads there): we will look into it, stop the messages and correct or remove the record.',
        ],
      },
      {
        id: 'sms',
        title: 'Text messages (SMS)',
        body: [
          'Messages go through an SMS gateway in Nepal (such as Sparrow SMS or Aakash SMS), which receives the number and the text in order to deliver it. Reminders are sent between 9:00 and 19:00 Nepal time, in the language the recipient prefers, and each one at most once.',
          'We never send advertising. Reminders stop when the rent is paid or the agreement ends; a tenant who wants them to stop sooner can ask the landlord or open a support ticket. We keep a record of every message (number, text, time and delivery status) to show what was sent and to make sure nothing is sent twice.',
        ],
      },
      {
        id: 'sharing',
        title: 'Who else sees it',
        body: [
          'A landlord sees only their own records. A tenant who has claimed their number sees the agreements on it. Besides the SMS gateway, only the companies that host our servers and database handle the data, on our behalf and for nothing else. We disclose data to authorities only when the law of Nepal requires it.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        body: [
          [
            'Your account, properties, agreements, charges, payments, receipts and the record of text messages: as long as you keep your account. Ending an agreement keeps its history, because payments and receipts are financial records.',
            'When you ask us to close your account, we delete or anonymise your data within 90 days, except records the law requires us to keep longer.',
            'Sessions: deleted a day after they expire, which is at most 14 days after signing in.',
            'One-time codes: valid for 10 minutes and deleted a day later.',
            'Counters that hold network addresses: deleted about a day after their time window.',
            'Support tickets: deleted one year after they were sent.',
          ],
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        body: [
          'You may see the data we hold about you, have it corrected, and ask for it to be deleted when it is no longer needed. Members correct most of it themselves in the app and can download their records (Settings, Backups). For anything else, open a support ticket; we answer within 30 days.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        body: [
          'We use only the cookies the site needs to work, never for advertising or tracking:',
          [
            'the session cookie, which keeps you signed in (until you sign out, at most 14 days);',
            'short-lived cookies that carry a sign-up or password-reset step, or a message for the next page (at most 30 minutes);',
            'lang and theme, which remember your language and theme (1 year);',
            'the consent cookie, which remembers that you pressed Got It on the cookie notice (1 year).',
          ],
          'Without cookies you can read the public pages, but you cannot sign in.',
        ],
      },
      {
        id: 'unblock-cookies',
        title: 'How to allow cookies',
        body: [
          [
            'Chrome on Android: ⋮ > Settings > Site settings > Cookies, then allow cookies or add this site as an exception.',
            'Samsung Internet: Menu > Settings > Privacy (or Sites and downloads), then allow cookies.',
            'Firefox: Menu > Settings > Privacy & Security > Cookies and site data, then allow this site.',
            'Safari on iPhone: the Settings app > Safari, then turn off Block All Cookies.',
            'Chrome on a computer: ⋮ > Settings > Privacy and security > Third-party cookies, then add this site under “Allowed to use third-party cookies” or allow all cookies.',
          ],
        ],
      },
      {
        id: 'security',
        title: 'Security',
        body: [
          'Passwords and one-time codes are stored only as hashes, codes expire after 10 minutes, the site is served over an encrypted connection, and every record is read through the account it belongs to.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes',
        body: ['When we change this policy we update the date above, and we tell members in the app before an important change takes effect.'],
      },
      {
        id: 'contact',
        title: 'Contact',
        body: ['For questions, requests or complaints about your data, open a support ticket.'],
      },
    ],
  },
  ne: {
    title: 'गोपनीयता नीति',
    intro:
      'भाडा (“हामी”) नेपालका घरधनी तथा सम्पत्ति व्यवस्थापकका लागि भाडा सूचना र भाडा व्यवस्थापन सेवा हो। यो काम गर्न हामी घरधनी र उनीहरूका भाडावालको नाम र मोबाइल नम्बर राख्छौँ। हामी के राख्छौँ, किन राख्छौँ, अरू कसले देख्छ, कति समय राख्छौँ र तपाईं हामीसँग के माग्न सक्नुहुन्छ भन्ने यो नीतिले बताउँछ। हामी नेपालको वैयक्तिक गोपनीयतासम्बन्धी ऐन, २०७५ पालना गर्छौँ।',
    sections: [
      {
        id: 'what-we-keep',
        title: 'हामी के राख्छौँ',
        body: [
          'सदस्य (घरधनी तथा सम्पत्ति व्यवस्थापक) बारे:',
          [
            'तपाईंको नाम, थर, मोबाइल नम्बर र रोजेको भाषा;',
            'तपाईंको पासवर्ड, जसलाई एकतर्फी ह्यासका रूपमा मात्र राखिन्छ र हामीसहित कसैले पनि फेरि पढ्न सक्दैन;',
            'तपाईंले राखेका सम्पत्ति, कोठा/युनिट, भाडावाल, सम्झौता, भाडा रकम, बाँकी रकम, भुक्तानी र रसिद;',
            'तपाईंका सेटिङ, जस्तै रूप, योजना र भाडावाललाई सम्झना पठाउने दिन।',
          ],
          'भाडावाल बारे:',
          ['घरधनीले राखेको नाम, थर, मोबाइल नम्बर र रोजेको भाषा;', 'त्यो घरधनीले उनीसँग राखेका सम्झौता, बाँकी रकम र भुक्तानी।'],
          'तपाईंले साइट चलाउँदा:',
          [
            'साइन इन हुँदासम्म एउटा सत्र (session) कुकी, र तपाईंले अन्तिम पटक साइट चलाएको समय;',
            'तपाईंको नेटवर्क (IP) ठेगाना, केवल साइन इन, कोड पठाउने वा सहायता टिकट खोल्ने धेरै प्रयास रोक्ने गणकमा;',
            'तपाईंले पठाएका सहायता टिकट: नाम, फोन नम्बर र सन्देश।',
          ],
          'हामी नागरिकता वा राहदानी नम्बर, बैंक वा कार्डको विवरण वा तपाईंको स्थान माग्दैनौँ, र कुनै विज्ञापन वा ट्र्याकिङ सेवा प्रयोग गर्दैनौँ।',
        ],
      },
      {
        id: 'why',
        title: 'हामी किन राख्छौँ',
        body: [
          [
            'सेवा दिन: भाडा तालिका र भुक्तानी मिति निकाल्न, तपाईंका अभिलेख देखाउन, र तपाईं तथा तपाईंका भाडावालले अपेक्षा गरेका SMS पठाउन।',
            'तपाईंलाई साइन इन गराउन र खाता सुरक्षित राख्न: फोन नम्बर तपाईंकै हो भनी प्रमाणित गर्ने एक पटके कोड, १५ मिनेट केही नचलाए आफैँ सकिने सत्र, र बारम्बार प्रयासमा सीमा।',
            'तपाईंका सहायता टिकटको जवाफ दिन।',
          ],
          'तपाईंको विवरण हामी अरू कुनै काममा प्रयोग गर्दैनौँ, र कहिल्यै बेच्दैनौँ।',
        ],
      },
      {
        id: 'tenants',
        title: 'तपाईं भाडावाल हुनुहुन्छ भने',
        body: [
          'तपाईंका घरधनीले तपाईंसँगको सम्झौता व्यवस्थापन गर्न तपाईंको नाम र नम्बर राख्नुभएको हो; तपाईंलाई जानकारी दिनु र विवरण सही राख्नु उहाँको दायित्व हो। तपाईंको नम्बर हामी तपाईंकै सम्झौताबारे SMS पठाउन मात्र प्रयोग गर्छौँ: नयाँ सम्झौता, भुक्तानी मितिअघि र पछिको भाडा सम्झना, र भुक्तानीको रसिद।',
          'तपाईं आफ्नो नम्बर दाबी गर्न सक्नुहुन्छ: त्यही नम्बरले साइन अप गर्नुहोस् र हामीले SMS गरेको कोड लेख्नुहोस्। त्यसपछि तपाईं आफ्नो नम्बरमा भएका सम्झौता हेर्न र सन्देशको भाषा रोज्न सक्नुहुन्छ। तपाईंको सहमतिबिना नम्बर प्रयोग भएको छ भने सहायता टिकट खोल्नुहोस् (साइन अप पृष्ठको “गलत प्रयोगको उजुरी गर्नुहोस्” ले त्यहीँ लैजान्छ): हामी छानबिन गर्छौँ, सन्देश रोक्छौँ र अभिलेख सच्याउँछौँ वा हटाउँछौँ।',
        ],
      },
      {
        id: 'sms',
        title: 'SMS सन्देश',
        body: [
          'सन्देश नेपालको SMS गेटवे (जस्तै स्प्यारो SMS वा आकाश SMS) मार्फत जान्छन्, जसले सन्देश पुर्‍याउन नम्बर र पाठ पाउँछ। सम्झना नेपाली समय अनुसार बिहान ९ देखि बेलुका ७ बजेभित्र, पाउने व्यक्तिले रोजेको भाषामा, र हरेक एक पटक मात्र पठाइन्छ।',
          'हामी कहिल्यै विज्ञापन पठाउँदैनौँ। भाडा तिरेपछि वा सम्झौता सकिएपछि सम्झना रोकिन्छ; त्योभन्दा अघि नै रोक्न चाहने भाडावालले घरधनीलाई भन्न वा सहायता टिकट खोल्न सक्नुहुन्छ। के पठाइयो भनी देखाउन र कुनै सन्देश दोहोरिन नदिन हामी हरेक सन्देशको अभिलेख (नम्बर, पाठ, समय र पुगेको अवस्था) राख्छौँ।',
        ],
      },
      {
        id: 'sharing',
        title: 'अरू कसले देख्छ',
        body: [
          'घरधनीले आफ्नै अभिलेख मात्र देख्नुहुन्छ। आफ्नो नम्बर दाबी गरेका भाडावालले त्यो नम्बरमा भएका सम्झौता देख्नुहुन्छ। SMS गेटवेबाहेक, हाम्रा सर्भर र डाटाबेस राख्ने कम्पनीले मात्र हाम्रो तर्फबाट र अरू कुनै कामका लागि होइन गरी विवरण सम्हाल्छन्। नेपालको कानुनले माग गरेमा मात्र हामी अधिकारीलाई विवरण दिन्छौँ।',
        ],
      },
      {
        id: 'retention',
        title: 'हामी कति समय राख्छौँ',
        body: [
          [
            'तपाईंको खाता, सम्पत्ति, सम्झौता, बाँकी रकम, भुक्तानी, रसिद र SMS को अभिलेख: तपाईंको खाता रहुन्जेल। सम्झौता सकिँदा पनि त्यसको इतिहास रहन्छ, किनकि भुक्तानी र रसिद आर्थिक अभिलेख हुन्।',
            'तपाईंले खाता बन्द गर्न अनुरोध गरेपछि ९० दिनभित्र हामी तपाईंको विवरण मेटाउँछौँ वा कसैको पहिचान नखुल्ने बनाउँछौँ, कानुनले लामो समय राख्नुपर्ने अभिलेखबाहेक।',
            'सत्र: म्याद सकिएको एक दिनपछि मेटिन्छ; म्याद साइन इन गरेको बढीमा १४ दिन हो।',
            'एक पटके कोड: १० मिनेटसम्म मान्य, एक दिनपछि मेटिन्छ।',
            'नेटवर्क ठेगाना भएका गणक: आफ्नो समयावधि सकिएको करिब एक दिनपछि मेटिन्छन्।',
            'सहायता टिकट: पठाएको एक वर्षपछि मेटिन्छ।',
          ],
        ],
      },
      {
        id: 'rights',
        title: 'तपाईंका अधिकार',
        body: [
          'हामीसँग भएको तपाईंको विवरण हेर्न, सच्याउन र आवश्यक नरहेपछि मेटाउन माग्न तपाईंलाई अधिकार छ। सदस्यले धेरैजसो विवरण एपमै सच्याउन र आफ्ना अभिलेख डाउनलोड गर्न (सेटिङ, ब्याकअप) सक्नुहुन्छ। अरू कुराका लागि सहायता टिकट खोल्नुहोस्; हामी ३० दिनभित्र जवाफ दिन्छौँ।',
        ],
      },
      {
        id: 'cookies',
        title: 'कुकी',
        body: [
          'हामी साइट चल्न चाहिने कुकी मात्र प्रयोग गर्छौँ, विज्ञापन वा ट्र्याकिङका लागि कहिल्यै होइन:',
          [
            'सत्र कुकी, जसले तपाईंलाई साइन इन राख्छ (साइन आउट नगरेसम्म, बढीमा १४ दिन);',
            'साइन अप वा पासवर्ड रिसेटको चरण, वा अर्को पृष्ठमा देखाउने सन्देश बोक्ने छोटो अवधिका कुकी (बढीमा ३० मिनेट);',
            'lang र theme, जसले तपाईंको भाषा र रूप सम्झन्छन् (१ वर्ष);',
            'सहमति कुकी, जसले तपाईंले कुकी सूचनामा “बुझेँ” थिच्नुभएको सम्झन्छ (१ वर्ष)।',
          ],
          'कुकीबिना तपाईं सार्वजनिक पृष्ठ पढ्न सक्नुहुन्छ, तर साइन इन गर्न सक्नुहुन्न।',
        ],
      },
      {
        id: 'unblock-cookies',
        title: 'कुकी कसरी खोल्ने',
        body: [
          [
            'एन्ड्रोइडको Chrome: ⋮ > Settings > Site settings > Cookies, अनि कुकी अनुमति दिनुहोस् वा यो साइटलाई अपवादमा राख्नुहोस्।',
            'Samsung Internet: Menu > Settings > Privacy (वा Sites and downloads), अनि कुकी अनुमति दिनुहोस्।',
            'Firefox: Menu > Settings > Privacy & Security > Cookies and site data, अनि यो साइटलाई अनुमति दिनुहोस्।',
            'आइफोनको Safari: Settings एप > Safari, अनि Block All Cookies बन्द गर्नुहोस्।',
            'कम्प्युटरको Chrome: ⋮ > Settings > Privacy and security > Third-party cookies, अनि यो साइटलाई अनुमति दिनुहोस् वा सबै कुकी अनुमति दिनुहोस्।',
          ],
        ],
      },
      {
        id: 'security',
        title: 'सुरक्षा',
        body: [
          'पासवर्ड र एक पटके कोड ह्यासका रूपमा मात्र राखिन्छन्, कोडको म्याद १० मिनेटमा सकिन्छ, साइट गुप्तिकृत (encrypted) जडानमा चल्छ, र हरेक अभिलेख जुन खाताको हो त्यही खाताबाट मात्र पढिन्छ।',
        ],
      },
      {
        id: 'changes',
        title: 'परिवर्तन',
        body: ['यो नीति बदल्दा हामी माथिको मिति अद्यावधिक गर्छौँ, र ठूलो परिवर्तन लागू हुनुअघि सदस्यलाई एपमै जानकारी दिन्छौँ।'],
      },
      {
        id: 'contact',
        title: 'सम्पर्क',
        body: ['आफ्नो विवरणबारे प्रश्न, अनुरोध वा गुनासो भए सहायता टिकट खोल्नुहोस्।'],
      },
    ],
  },
}
