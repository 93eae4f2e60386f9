// React Router puts a route's loader and action headers on the page only when the route exports
// `headers`; without it, a form's refusal loses headers such as Retry-After on a 429. Routes
// whose action can answer with headers export this one.
import type { HeadersFunction } from 'react-router'

/** The page's headers: the parents', then the loader's, then the action's (Set-Cookie is merged by React Router). */
export const passOnHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers()
  for (const source of [parentHeaders, loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name !== 'set-cookie') headers.set(name, value)
    })
  }
  return headers
}
