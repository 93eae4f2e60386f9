// What the pay link's pages (/p/<code>/...) share: every request counts against its client
// address's limit, and a code that is unknown or whose agreement ended is 404.
import type { RouterContextProvider } from 'react-router'
import { NotFoundError, TooManyRequestsError } from '~/services/errors'
import { countPayLinkLookup } from '~/services/payments/pay-links.server'
import { clientIpOf } from '~/web/auth.server'
import { throwRefusalPage } from '~/web/refusal.server'

export async function openPayLink<T>(context: Pick<RouterContextProvider, 'get'>, load: () => Promise<T>): Promise<T> {
  try {
    await countPayLinkLookup(clientIpOf(context))
    return await load()
  } catch (error) {
    // The page's own refusals; the others are for the caller (a form's words, a gateway out of reach).
    if (error instanceof NotFoundError || error instanceof TooManyRequestsError) throwRefusalPage(error)
    throw error
  }
}
