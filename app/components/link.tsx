// React Router's <Link>, which every screen uses. On a page that never hydrates (ADR 009, 054) no
// router runs in the browser: the link is only its <a>, and a plain path needs none of the hooks
// that React Router's Link calls on every render (resolving the path against the route, the click
// and prefetch handlers): a few percent of a signed-in page's render. Drawn here as the same <a>,
// attribute for attribute, so a page is the same HTML either way.
import { createContext, useContext } from 'react'
// eslint-disable-next-line no-restricted-imports -- the one place React Router's Link is drawn from
import { Link as RouterLink, type LinkProps } from 'react-router'

const PlainLinksContext = createContext(false)

/** Set by the root layout to whether the page is server-only (its links are never routed in the browser). */
export const PlainLinksProvider = PlainLinksContext.Provider

/** An absolute path within this site that React Router would resolve to itself: no `..` or `.` segment, no other host. */
function isPlainPath(to: LinkProps['to']): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !/\/\.\.?(?:[/?#]|$)/.test(to)
}

export function Link(props: LinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  const plain = useContext(PlainLinksContext)
  if (!plain || !isPlainPath(props.to)) return <RouterLink {...props} />
  // The props React Router's Link takes for itself; the rest go to the <a> as it passes them.
  const {
    to,
    discover = 'render',
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask: _mask,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    ...rest
  } = props
  return <a {...rest} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />
}
