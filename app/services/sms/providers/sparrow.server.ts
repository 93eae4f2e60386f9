// Sparrow SMS v2 (../shared/nepal/README.md): POST /v2/sms/ with token, from, to, text. Success is
// HTTP 200 with response_code 200; refusals are HTTP 403 with a numeric response_code, which
// decides whether the message, or the whole account, is the problem.
import { z } from 'zod'
import { callProvider, DEFAULT_PROVIDER_TIMEOUT_MS, form, type ProviderAnswer, unexpectedAnswer } from './http.server'
import { type SmsFailureKind, type SmsProvider, SmsProviderError } from './types'

export const SPARROW_BASE_URL = 'https://api.sparrowsms.com'
const PROVIDER = 'Sparrow SMS'

/** Sparrow's documented response codes: the kind of failure each is for us, and what it means. */
const CODE_TABLE = `
1000  PERMANENT  a required field is missing
1001  ACCOUNT    this server’s IP address is not allowed
1002  ACCOUNT    the token is invalid
1003  ACCOUNT    the account is inactive
1004  ACCOUNT    the account is inactive
1005  ACCOUNT    the account has expired
1006  ACCOUNT    the account has expired
1007  PERMANENT  the receiver is invalid
1008  ACCOUNT    the sender (SPARROW_FROM) is invalid
1010  PERMANENT  the text is empty
1011  PERMANENT  there is no valid receiver
1012  NO_CREDIT  there are no credits
1013  NO_CREDIT  there are not enough credits
`

const KINDS: readonly SmsFailureKind[] = ['PERMANENT', 'ACCOUNT', 'NO_CREDIT']

export const SPARROW_CODES: Record<number, { kind: SmsFailureKind; meaning: string }> = Object.fromEntries(
  CODE_TABLE.trim()
    .split('\n')
    .map((row) => {
      const [code, kind, ...meaning] = row.trim().split(/\s+/)
      const known = KINDS.find((candidate) => candidate === kind)
      if (!known) throw new Error(`Sparrow code ${code}: unknown kind ${kind}`)
      return [Number(code), { kind: known, meaning: meaning.join(' ') }]
    }),
)

const SentSchema = z.object({ response_code: z.literal(200), count: z.number().optional(), response: z.string().optional() })
const RefusedSchema = z.object({ response_code: z.number(), response: z.string().optional() })
const CreditSchema = z.object({ response_code: z.literal(200), credits_available: z.coerce.number() })

function refusal(answer: ProviderAnswer): SmsProviderError {
  const refused = RefusedSchema.safeParse(answer.json)
  if (!refused.success || answer.status >= 500 || answer.status === 429) return unexpectedAnswer(answer, PROVIDER)
  const { response_code: code, response } = refused.data
  const known = SPARROW_CODES[code]
  const detail = response ? `: ${response}` : ''
  if (!known) return new SmsProviderError('PERMANENT', `${PROVIDER} refused the message (code ${code})${detail}`)
  return new SmsProviderError(known.kind, `${PROVIDER} refused the message, ${known.meaning} (code ${code})${detail}`)
}

export function sparrowSmsProvider({
  token,
  from,
  baseUrl = SPARROW_BASE_URL,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
}: {
  token: string
  from: string
  baseUrl?: string
  timeoutMs?: number
}): SmsProvider {
  return {
    name: 'sparrow',
    async send(message) {
      const answer = await callProvider(`${baseUrl}/v2/sms/`, form({ token, from, to: message.to, text: message.body }), {
        provider: PROVIDER,
        timeoutMs,
      })
      if (answer.status === 200 && SentSchema.safeParse(answer.json).success) return { providerMessageId: null }
      throw refusal(answer)
    },
    async checkAccount() {
      const url = `${baseUrl}/v2/credit/?${new URLSearchParams({ token })}`
      const answer = await callProvider(url, { headers: { Accept: 'application/json' } }, { provider: PROVIDER, timeoutMs })
      const credit = CreditSchema.safeParse(answer.json)
      if (answer.status !== 200 || !credit.success) throw refusal(answer)
      const credits = credit.data.credits_available
      if (credits <= 0) throw new SmsProviderError('NO_CREDIT', `${PROVIDER} has no credits left`)
      return { credits }
    },
  }
}
