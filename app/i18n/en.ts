// English interface texts. Keys are grouped by screen; ne.ts must have every key (type-checked).
export const en = {
  'app.name': 'Bhadaa',
  'app.tagline': 'Rent alerts and rental management for Nepal',
  'nav.skipToContent': 'Skip to content',
  'nav.home': 'Home',
  'nav.signIn': 'Sign In',
  'nav.signUp': 'Sign Up',
  'nav.language': 'Language',
  'nav.theme': 'Theme',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'language.en': 'English',
  'language.ne': 'नेपाली',
  'landing.heroTitle': 'Renting Made Easy',
  'landing.heroText':
    'Keep your properties, tenants and agreements in one place. Bhadaa texts your tenants rent reminders in Nepali or English, on time, exactly once.',
  'landing.getStarted': 'Get Started',
  'landing.featureSchedule': 'Rent schedules in the B.S. or A.D. calendar',
  'landing.featureReminders': 'SMS reminders before and after each due date',
  'landing.featureReceipts': 'Payments recorded with receipts',
  'error.title': 'An Error Occurred',
  'error.401.heading': 'Error 401',
  'error.401.text':
    'Your credentials do not match our records. Please try logging in again or contact support.',
  'error.401.action': 'Sign In Again',
  'error.403.heading': 'Error 403',
  'error.403.text':
    'Sorry, But it seems like you are not allowed to view this data. We apologize for the inconvenience.',
  'error.404.heading': 'Error 404',
  'error.404.text': 'Looks like the resource you are trying to access does not exist on our records.',
  'error.500.heading': 'Error 500',
  'error.500.text':
    "Well this time it's our fault. Looks like there might be some problem with our servers. Hang tight while we fix this problem.",
  'error.goBack': 'Go Back',
  'error.goHome': 'Go to the home page',
  'notFound.title': 'Page not found',
  'cookies.blockedTitle': 'Cookies are blocked',
  'cookies.blockedText': 'Cookies are blocked or unsupported in your browser.',
  'cookies.requiredText': 'This site requires cookies to function properly.',
  'cookies.learnUnblock': 'Learn How to Unblock Cookies',
  'cookies.privacyPolicy': 'Privacy Policy',
  'toast.close': 'Close',
  'footer.copyright': '© {year} Bhadaa',
} as const

export type MessageKey = keyof typeof en
export type Messages = Record<MessageKey, string>
