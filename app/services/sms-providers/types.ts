// What every SMS provider implements (DESIGN §5: `log` now; Sparrow and Aakash come with issue 6).
export type OutgoingSms = {
  /** SmsMessage id, for the provider's logs. */
  id: number
  /** The 10-digit national number (98XXXXXXXX): what Nepali gateways expect. */
  to: string
  body: string
  template: string
  language: 'ENG' | 'NEP'
}

export type SmsProvider = {
  name: string
  /** Resolves once the provider has accepted the message; rejects if it refused it. */
  send(message: OutgoingSms): Promise<{ providerMessageId: string }>
}
