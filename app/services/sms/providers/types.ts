// What every SMS provider implements (DESIGN §5), and how it reports a refusal (ADR 008).
import type { StoredLanguage } from '~/domain/language'

export type OutgoingSms = {
  /** SmsMessage id, for the provider's logs. */
  id: number
  /** The 10-digit national number (98XXXXXXXX): what Nepali SMS providers expect. */
  to: string
  body: string
  template: string
  language: StoredLanguage
}

/**
 * Why a message did not go out, which decides what happens to it:
 * - TRANSIENT: not sent, worth another try later (HTTP 5xx or 429, connection refused).
 * - PERMANENT: not sent, and never will be (invalid number, empty text): FAILED at once.
 * - NO_CREDIT / ACCOUNT: not sent because of the provider account (no credit; token, IP or sender
 *   refused): the message waits and sending through the provider pauses until the account works again.
 * - UNKNOWN: the request left and no answer came (time-out, connection dropped): it may have been
 *   sent, so it is never sent again.
 */
export type SmsFailureKind = 'TRANSIENT' | 'PERMANENT' | 'NO_CREDIT' | 'ACCOUNT' | 'UNKNOWN'

export class SmsProviderError extends Error {
  override name = 'SmsProviderError'
  constructor(
    readonly kind: SmsFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export type SmsProvider = {
  name: string
  /** Resolves once the provider has accepted the message; rejects with SmsProviderError otherwise. */
  send(message: OutgoingSms): Promise<{ providerMessageId: string | null }>
  /**
   * Asks the provider, without sending anything, whether the account can send (e.g. Sparrow's
   * credit balance); rejects with SmsProviderError when it cannot. Providers without such a call
   * leave it out, and a paused provider then gets one real message instead.
   */
  checkAccount?(): Promise<{ credits: number | null }>
}
