// What the pay link's pages (/p/<code>/...) share: every request counts against its client
// address's limit, and a code that is unknown or whose agreement ended is 404.
import { data, type RouterContextProvider } from 'react-router'
import { NotFoundError, TooManyRequestsError } from '~/services/errors'
import { countPayLinkLookup } from '~/services/payments/pay-links.server'
import { clientIpOf } from '~/web/auth.server'

export async function openPayLink<T>(context: Pick<RouterContextProvider, 'get'>, load: () => Promise<T>): Promise<T> {
  try {
    await countPayLinkLookup(clientIpOf(context))
    return await load()
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 })
    if (error instanceof TooManyRequestsError) throw data(null, { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } })
    throw error
  }
}
