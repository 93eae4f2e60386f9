// English texts: the landlord's bank QR (Settings > Payments) and paying by it (the pay page, My
// Rent). payment-qr.ne.ts must have every key (type-checked).
export const paymentQrEn = {
  'paymentQr.title': 'Your bank QR',
  'paymentQr.intro':
    'Tenants can pay rent by scanning the QR of your own bank account or wallet (Fonepay, NepalPay), on every plan. Upload a photo or screenshot of the QR your mobile banking app shows for receiving money, or paste its text. Bhadaa checks it and shows it to your tenants exactly as your bank made it.',
  'paymentQr.forAll': 'All properties',
  'paymentQr.forAllHint': 'Used for every property without a QR of its own',
  'paymentQr.property': 'For',
  'paymentQr.photo': 'Photo or screenshot of the QR',
  'paymentQr.photoHint': 'JPEG, PNG or WebP, at most 5 MB',
  'paymentQr.payload': 'Or the QR’s text',
  'paymentQr.payloadHint': 'Starts with 000201',
  'paymentQr.save': 'Save the QR',
  'paymentQr.remove': 'Remove',
  'paymentQr.none': 'No QR yet: tenants see only the other ways to pay.',
  'paymentQr.account': 'Account: {name}',
  'paymentQr.accountCity': 'Account: {name}, {city}',
  'paymentQr.accountUnnamed': 'The QR names no account holder',
  'paymentQr.confirm': 'Check that this is your account before tenants pay into it. If it is not, remove it.',
  'paymentQr.saved': 'QR saved. Check the account: {name}.',
  'paymentQr.removed': 'The QR is removed.',
  'paymentQr.notSet': 'There is no QR saved there',
  'paymentQr.error.required': 'Upload a photo of your QR or paste its text',
  'paymentQr.error.tooLong': 'A payment QR’s text is at most 512 characters',
  'paymentQr.error.notEmvco':
    'This is not a bank payment QR. Use the QR your mobile banking or wallet app shows for receiving money (Fonepay or NepalPay).',
  'paymentQr.error.truncated': 'This QR’s text is incomplete. Copy all of it, or upload a photo of the QR instead.',
  'paymentQr.error.wrongChecksum':
    'This QR’s check digits do not match: a character is missing or changed. Upload a photo of the QR instead, or copy its text again.',
  'paymentQr.error.noMerchantAccount': 'This QR names no account to pay into. Use the QR for receiving money.',
  'paymentQr.error.noQr': 'No QR was found in this picture. Take a sharp photo with the whole QR in it, or a screenshot.',
  'paymentQr.error.photoType': 'The picture must be a JPEG, PNG or WebP image',
  'paymentQr.error.photoTooLarge': 'The picture is larger than 5 MB',
  'paymentQr.error.photoUnreadable': 'This picture could not be opened. Try another photo or a screenshot.',
  'paymentQr.error.property': 'Choose one of your properties',
} as const
