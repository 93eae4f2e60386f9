// English texts: Settings > Payments, the landlord's own Khalti and eSewa accounts. payments.ne.ts must have every key (type-checked).
export const paymentsEn = {
  'settings.payments': 'Payments',
  'settings.collecting': 'Collecting rent',
  'gateway.intro':
    'Let tenants pay rent online into your own Khalti or eSewa merchant account: the money goes straight to you, never through Bhadaa. Each key is checked with the gateway when you save it, stored encrypted, and never shown again beyond its last four characters.',
  'gateway.sandboxFirst':
    'Try the sandbox first: a Khalti test key from test-admin.khalti.com, or eSewa’s test merchant code EPAYTEST, on a Bhadaa set up with the gateways’ test addresses.',
  'gateway.planRequired': 'Online rent payment comes with the Plus and Pro plans. Choose one of them to connect a gateway.',
  'gateway.seePlans': 'See plans',
  'gateway.khalti': 'Khalti',
  'gateway.esewa': 'eSewa',
  'gateway.connected': 'Connected: secret key ending in {last4}, checked {date}',
  'gateway.connectedEsewa': 'Connected: merchant code {code}, secret key ending in {last4}, checked {date}',
  'gateway.notConnected': 'Not connected',
  'gateway.secretKey': 'Secret key',
  'gateway.secretKeyHintKhalti': 'The live secret key of your Khalti merchant account',
  'gateway.secretKeyHintEsewa': 'The secret key eSewa gave your merchant account',
  'gateway.merchantCode': 'Merchant code',
  'gateway.connect': 'Connect {gateway}',
  'gateway.replace': 'Replace key',
  'gateway.disconnect': 'Disconnect {gateway}',
  'gateway.savedKhalti': 'Khalti is connected.',
  'gateway.savedEsewa': 'eSewa is connected.',
  'gateway.disconnected': '{gateway} is disconnected. Its key is deleted.',
  'gateway.saveFailed': 'Could not save the gateway. Please try again.',
  'gateway.esewaKeyNote': 'eSewa checks the merchant code now; the secret key is proved by the first payment’s signed answer.',
  'gateway.error.secretRequired': 'Please enter the secret key',
  'gateway.error.secretInvalid': 'A secret key is 8 to 200 characters without spaces',
  'gateway.error.merchantRequired': 'Please enter the merchant code',
  'gateway.error.merchantInvalid': 'A merchant code is at most 50 letters, digits, dashes or underscores',
  'gateway.error.khaltiRefused':
    'Khalti did not accept this secret key. Copy the live secret key from your Khalti merchant dashboard (a sandbox key works only with the sandbox).',
  'gateway.error.esewaRefused':
    'eSewa does not know this merchant code. Copy it from your eSewa merchant account (EPAYTEST works only with the test addresses).',
  'gateway.error.unavailable': 'The gateway could not be reached to check the key. Nothing was saved; please try again in a minute.',
  'gateway.error.notConnected': 'This gateway is not connected',
  // The pay link's refusals: codes the services and schemas answer with (ADR 020).
  'pay.notPayable': 'That can no longer be paid here. The page shows what is due now.',
  'pay.error.invalid': 'Choose Khalti or eSewa, and all that is due or one charge.',
  'pay.error.tooManyLookups': 'Too many pay link lookups.',
} as const
