// One call to a payment gateway (Khalti, eSewa) with a time limit. Any answer with a status comes
// back as it is (the caller reads what it means); no answer at all — refused, unreachable, too
// slow — is GatewayUnavailableError (a ServiceError: /v1 answers 502, a page 503), which the person
// is told to retry later.
import { GatewayUnavailableError } from '../errors'

export { GatewayUnavailableError }

export type GatewayName = 'Khalti' | 'eSewa'

export type GatewayAnswer = { status: number; json: unknown; text: string }

export async function callPaymentGateway(url: string, init: RequestInit, { gateway, timeoutMs }: { gateway: GatewayName; timeoutMs: number }): Promise<GatewayAnswer> {
  let response: Response
  let text: string
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' })
    text = await response.text()
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
    throw new GatewayUnavailableError(timedOut ? `${gateway} did not answer in time` : `${gateway} could not be reached`, { cause: error })
  }
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, json, text }
}
