// English texts of the server-only public pages (ADR 009): landing page, plan chooser, support, legal
// pages. site.ne.ts must have every key (type-checked). Never drawn by a hydrated page, so the
// browser's catalogue leaves them out (page weight, ADR 012); texts a hydrated page needs go elsewhere.
// The legal documents themselves are server-only content (app/content), not interface texts.
export const siteEn = {
  // The public header and footer
  'site.nav.label': 'Site',
  'site.nav.about': 'About',
  'site.nav.plans': 'Plans',
  'site.nav.contact': 'Contact',
  'footer.about': 'Bhadaa keeps rent on time for landlords across Nepal: schedules, reminders and receipts, in Nepali and English.',
  'footer.madeIn': 'Made in Kathmandu, Nepal',
  'footer.product': 'Product',
  'footer.overview': 'Overview',
  'footer.company': 'Company',
  'footer.legal': 'Legal',
  'footer.support': 'Support',
  'footer.cookies': 'Cookies',
  'footer.terms': 'Terms of Use',
  'footer.privacy': 'Privacy Policy',

  // Landing page (spec §2.2)
  'landing.heroTitle': 'Renting Made Easy',
  'landing.heroText':
    'Keep your properties, tenants and agreements in one place. Bhadaa texts your tenants rent reminders in Nepali or English, on time, exactly once.',
  'landing.getStarted': 'Get Started',
  'landing.whatIsTitle': 'What is Bhadaa?',
  'landing.whatIsText':
    'Bhadaa is rent alerts and rental management for landlords in Nepal. Record your properties, units, tenants and lease agreements once: Bhadaa works out every rent due date in the B.S. or A.D. calendar and texts your tenants before and after each one, so you never have to chase rent by phone.',
  'landing.learnMore': 'Learn More',
  'landing.aboutTitle': 'About Us',
  'landing.aboutText':
    'We build Bhadaa in Nepal for landlords and property managers who rent out flats, rooms, shops and houses. It follows the way rent works here: monthly or quarterly rent, yearly increments, the Nepali calendar, and tenants who would rather get a text message than install an app.',
  'landing.about.schedule': 'Rent schedules in B.S. or A.D.',
  'landing.about.scheduleText': 'Due dates follow each agreement’s own calendar, with increments applied on time.',
  'landing.about.reminders': 'SMS reminders',
  'landing.about.remindersText': 'Tenants are reminded in Nepali or English before and after the due date, exactly once each time.',
  'landing.about.receipts': 'Payments and receipts',
  'landing.about.receiptsText': 'Record what was paid and give your tenant a receipt, with the balance always up to date.',
  'landing.about.anyPhone': 'Works on any phone',
  'landing.about.anyPhoneText': 'Light pages for slow connections that work even with JavaScript turned off.',
  'landing.plansTitle': 'Choose Plans',
  'landing.plansText': 'Pick the plan that fits the number of tenants you have. Paying yearly, you get two months free.',
  'landing.showYearly': 'Show Yearly Pricing',
  'landing.recommended': 'Recommended',
  'landing.free': 'Free',
  'landing.perMonth': '/month',
  'landing.perYear': '/year',
  'landing.insteadOf': 'instead of',
  'landing.youSave': 'You save: {amount}',
  'landing.knowMore': 'Know More',
  'landing.carouselLabel': 'Plans, one slide each',
  'landing.carouselIntroTitle': 'A plan for every landlord',
  'landing.carouselIntroText': 'Swipe to see each plan, from one tenant to a whole building.',
  'landing.slideLink': 'Slide {n}',
  'landing.slidesLabel': 'Choose a slide',
  'landing.carouselPause': 'Pause the slides',
  'landing.carouselPlay': 'Play the slides',
  'landing.contactTitle': 'Contact us for any Queries',
  'landing.contactSubtitle': 'Learn more about {brand}',
  'landing.chatTitle': 'Chat With Us',
  'landing.chatText': 'Our friendly support team is here to help.',
  'landing.callTitle': 'Call Us',
  'landing.callHours': 'Mon - Fri from 9am to 6pm',
  'landing.openTicket': 'Open a Support Ticket',

  // Plan names and perks, on the landing cards and in the chooser (spec §9)

  // Plans (spec §2.6, §4.6)
  'plans.title': 'Choose Your Plan',
  'plans.promptText':
    'Every new account is on the Basic Plan, which is free. Continue to compare the plans and upgrade when you need more room, or skip and keep Basic.',
  'plans.skip': 'Skip',
  'plans.intro': 'Basic is free for good. Upgrade when you manage more properties, tenants or agreements; you can change your plan at any time.',
  'plans.getThisPlan': 'Get This Plan',
  'plans.current': 'Your Current Plan',
  'plans.usage': 'You have {properties}, {tenants} and {agreements}.',
  'plans.usage.properties.one': '{n} property',
  'plans.usage.properties.other': '{n} properties',
  'plans.usage.tenants.one': '{n} tenant',
  'plans.usage.tenants.other': '{n} tenants',
  'plans.usage.agreements.one': '{n} active agreement',
  'plans.usage.agreements.other': '{n} active agreements',
  'plans.changed': 'You are now on the {plan} plan.',
  'plans.unchanged': 'You are already on the {plan} plan.',
  'plans.signInToChoose': 'Sign in to get the {plan} plan.',
  'plans.confirmChoice': 'You chose the {plan} plan. Press Get This Plan to switch to it.',
  'plans.overLimit.properties':
    'You have {count} properties and the {plan} plan allows {limit}. Nothing is deleted, but you cannot add a property until you have fewer than {limit}.',
  'plans.overLimit.tenants':
    'You have {count} tenants and the {plan} plan allows {limit}. Nothing is deleted, but you cannot add a tenant until you have fewer than {limit}.',
  'plans.overLimit.agreements':
    'You have {count} active agreements and the {plan} plan allows {limit}. Nothing is deleted, but you cannot add an agreement until you have fewer than {limit}.',
  'plans.unknown': 'Choose one of the plans shown.',

  // Support ticket (spec §2.7, §4.5)
  'support.title': 'Support Ticket',
  'support.intro': 'Tell us what went wrong or what you need, and how we can reach you.',
  'support.fullName': 'Full Name',
  'support.phoneHint': 'Optional: a Nepal mobile number we can call or text back.',
  'support.message': 'Message',
  'support.counter': '{count}/{max}',
  'support.submit': 'Submit Ticket',
  'support.nameRequired': 'Please enter your full name',
  'support.nameTooLong': 'Please keep your name within 100 characters',
  'support.messageRequired': 'Please write your message',
  'support.messageTooLong': 'Please keep your message within 300 characters',
  'support.failed': 'Could not create the support ticket. Please try again.',
  'support.createdTitle': 'Support Ticket Created',
  'support.createdText': 'Support Ticket Created. We will get back to you soon.',
  'support.ticketNumber': 'Your ticket number is #{number}. Quote it when you contact us; if you gave a phone number, we have texted it there too.',
  'support.wrongfulUseTitle': 'Report Wrongful Use',
  'support.wrongfulUseIntro': 'Someone registered or claimed your phone number? Tell us; until we look into it, the number may be frozen so nobody can claim it.',
  'support.okay': 'Okay',

  // Legal pages
  'legal.updated': 'Last updated: {date}',
  'legal.contents': 'Contents',
} as const
