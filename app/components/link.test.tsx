// The Link of every screen: on a server-only page a plain path is drawn without React Router's
// hooks, as exactly the <a> React Router's Link draws; anything React Router must resolve (a
// relative path, `..`, an object) is left to it.
import { renderToString } from 'react-dom/server'
import { createRoutesStub, type LinkProps } from 'react-router'
import { expect, test } from 'vitest'
import { Link, PlainLinksProvider } from './link'

/** The HTML of `props`' link on a page at /agreements/7/changes, drawn plainly (`plain`) or not. */
function html(props: LinkProps, plain: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/agreements/:id/changes',
      Component: () => (
        <PlainLinksProvider value={plain}>
          <Link {...props} />
        </PlainLinksProvider>
      ),
    },
  ])
  return renderToString(<Stub initialEntries={['/agreements/7/changes']} />)
}

const links: Array<[string, LinkProps]> = [
  ['a path', { to: '/dashboard', children: 'Dashboard' }],
  ['a path with a query and a fragment, and attributes', { to: '/agreements/7?tab=ledger#agreement-ledger', className: 'link', 'aria-label': 'Ledger', children: 'Ledger' }],
  ['a link to open in a new tab, not discovered', { to: '/receipts/1', target: '_blank', rel: 'noopener', discover: 'none', children: 'Receipt' }],
  ['a link React Router treats as its own (reloadDocument, replace, state)', { to: '/properties', reloadDocument: true, replace: true, state: { from: 'x' }, children: 'Properties' }],
  ['a relative path', { to: '../3', children: 'Three' }],
  ['a path with ..', { to: '/agreements/../tenants', children: 'Tenants' }],
  ['an object', { to: { pathname: '/tenants', search: '?q=ram' }, children: 'Ram' }],
  ['another host', { to: '//example.com/x', children: 'Elsewhere' }],
]

test.each(links)('%s: the same HTML drawn plainly as by React Router', (_, props) => {
  const routed = html(props, false)
  expect(routed).toContain('<a ')
  expect(html(props, true)).toBe(routed)
})

test('drawn plainly, a path needs no router at all; anything else still does', () => {
  const plainly = (to: LinkProps['to']) =>
    renderToString(
      <PlainLinksProvider value>
        <Link to={to}>Go</Link>
      </PlainLinksProvider>,
    )
  expect(plainly('/dashboard')).toBe('<a href="/dashboard" data-discover="true">Go</a>')
  // React Router's Link reads the router's context first (its basename), and there is none.
  expect(() => plainly('../3')).toThrow(/basename/)
})
