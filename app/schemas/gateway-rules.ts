// The gateway forms' and service's messages (issue 17), without zod: the Settings > Payments page
// imports them to show each in the member's language (page weight, ADR 012).
export const GATEWAY_MESSAGES = {
  secretRequired: 'Please enter the secret key',
  secretInvalid: 'A secret key is 8 to 200 characters without spaces',
  merchantRequired: 'Please enter the merchant code',
  merchantInvalid: 'A merchant code is at most 50 letters, digits, dashes or underscores',
  khaltiRefused: 'Khalti did not accept this secret key. Copy the live secret key from your Khalti merchant dashboard (a sandbox key works only with the sandbox).',
  esewaRefused: 'eSewa does not know this merchant code. Copy it from your eSewa merchant account (EPAYTEST works only with the test addresses).',
  unavailable: 'The gateway could not be reached to check the key. Nothing was saved; please try again in a minute.',
  planRequired: 'Online rent payment comes with the Plus and Pro plans. Choose one of them to connect a gateway.',
  notConnected: 'This gateway is not connected',
} as const
