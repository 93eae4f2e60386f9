// Aakash SMS v3 (../shared/nepal/README.md): POST /sms/v3/send with the form fields auth_token,
// to and text (no sender). Refusals come back as HTTP 200 with `error: true` and a message, so the
// body decides, not the status. A number Aakash finds invalid is listed under `data.invalid`.
import { z } from 'zod'
import { callProvider, DEFAULT_PROVIDER_TIMEOUT_MS, form, type ProviderAnswer, unexpectedAnswer } from './http.server'
import { type SmsProvider, SmsProviderError } from './types'

export const AAKASH_BASE_URL = 'https://sms.aakashsms.com'
const PROVIDER = 'Aakash SMS'

const AnswerSchema = z.object({
  error: z.boolean(),
  message: z.string().optional(),
  data: z
    .object({
      valid: z.array(z.object({ id: z.union([z.string(), z.number()]) }).loose()).default([]),
      invalid: z.array(z.unknown()).default([]),
    })
    .optional(),
})

// Aakash documents its refusals by message only, so the account-level ones are recognised by
// their words ("The provided Auth Token is not valid.", "Not enough balance."). Any other
// refusal fails the message: visible in the SMS log, never silently retried.
function refusalKind(message: string) {
  if (/balance|credit/i.test(message)) return 'NO_CREDIT'
  if (/token|auth|ip address|inactive|expired|suspend/i.test(message)) return 'ACCOUNT'
  return 'PERMANENT'
}

function answerOf(answer: ProviderAnswer) {
  const parsed = AnswerSchema.safeParse(answer.json)
  if (!parsed.success || answer.status !== 200) throw unexpectedAnswer(answer, PROVIDER)
  return parsed.data
}

export function aakashSmsProvider({
  authToken,
  baseUrl = AAKASH_BASE_URL,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
}: {
  authToken: string
  baseUrl?: string
  timeoutMs?: number
}): SmsProvider {
  return {
    name: 'aakash',
    async send(message) {
      const answer = answerOf(
        await callProvider(`${baseUrl}/sms/v3/send`, form({ auth_token: authToken, to: message.to, text: message.body }), {
          provider: PROVIDER,
          timeoutMs,
        }),
      )
      if (answer.error) {
        const text = answer.message ?? 'no reason given'
        throw new SmsProviderError(refusalKind(text), `${PROVIDER} refused the message: ${text}`)
      }
      const [accepted] = answer.data?.valid ?? []
      if (accepted) return { providerMessageId: String(accepted.id) }
      if (answer.data?.invalid.length) throw new SmsProviderError('PERMANENT', `${PROVIDER} refused the message: the number is invalid`)
      throw new SmsProviderError('UNKNOWN', `${PROVIDER} answered without saying whether it accepted the message: ${answer.message ?? ''}`.trim())
    },
  }
}
