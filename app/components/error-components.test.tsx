// The reusable error panels, the error page and the flash snackbar render on the server (so
// they show without JavaScript) in both languages, and never leak error details.
import { renderToString } from 'react-dom/server'
import { createRoutesStub, createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { LanguageProvider, type Language } from '~/i18n'
import { BlockedCookiesDialog, ErrorDialog, type ErrorStatus } from './error-dialog'
import { RouteErrorPage } from './error-page'
import { FlashSnackbar } from './flash-snackbar'

function render(node: React.ReactNode, language: Language = 'en') {
  const Stub = createRoutesStub([{ path: '/', Component: () => <LanguageProvider value={language}>{node}</LanguageProvider> }])
  return renderToString(<Stub initialEntries={['/']} />)
}

describe('ErrorDialog', () => {
  test.each<[ErrorStatus, string]>([
    [403, 'Sorry, But it seems like you are not allowed to view this data. We apologize for the inconvenience.'],
    [404, 'Looks like the resource you are trying to access does not exist on our records.'],
    [500, 'Well this time it&#x27;s our fault.'],
  ])('%i renders inline with the spec text and a Go Back link', (status, text) => {
    const html = render(<ErrorDialog status={status} backTo="/properties" />)
    expect(html).toContain('role="dialog"')
    expect(html).toContain('An Error Occurred')
    expect(html).toContain(`Error ${status}`)
    expect(html).toContain(text)
    expect(html).toMatch(/<a[^>]+href="\/properties"[^>]*>Go Back<\/a>/)
  })

  test('401 explains the credentials problem', () => {
    const html = render(<ErrorDialog status={401} />)
    expect(html).toContain('Error 401')
    expect(html).toContain('Your credentials do not match our records.')
  })

  test('speaks Nepali', () => {
    const html = render(<ErrorDialog status={404} />, 'ne')
    expect(html).toContain('त्रुटि भयो')
    expect(html).toContain('त्रुटि ४०४')
    expect(html).toContain('पछाडि जानुहोस्')
  })

  test('a closed dialog renders nothing', () => {
    expect(render(<ErrorDialog status={403} open={false} />)).not.toContain('role="dialog"')
  })
})

test('the blocked-cookies dialog says what is wrong and how to fix it', () => {
  const html = render(<BlockedCookiesDialog />)
  expect(html).toContain('Cookies are blocked or unsupported in your browser.')
  expect(html).toContain('This site requires cookies to function properly.')
  expect(html).toContain('Learn How to Unblock Cookies')
  expect(html).toMatch(/href="\/privacy-policy"/)
  expect(html).toMatch(/href="\/privacy-policy#unblock-cookies"/)
})

describe('RouteErrorPage', () => {
  // The server's path: the loader fails, the static handler renders the error boundary.
  async function renderFailing(error: unknown) {
    const handler = createStaticHandler([
      {
        path: '/',
        loader: () => {
          throw error
        },
        Component: () => null,
        ErrorBoundary: RouteErrorPage,
      },
    ])
    const context = await handler.query(new Request('http://test/'))
    if (context instanceof Response) throw new Error('unexpected redirect')
    const router = createStaticRouter(handler.dataRoutes, context)
    return { status: context.statusCode, html: renderToString(<StaticRouterProvider router={router} context={context} />) }
  }

  test('an unexpected error is the 500 page without any of its details', async () => {
    const { status, html } = await renderFailing(new Error('relation "Member" does not exist at db.server.ts:12'))
    expect(status).toBe(500)
    expect(html).toContain('Error 500')
    expect(html).toContain('An Error Occurred')
    // What the page shows (this harness's hydration script is not the production runtime's,
    // which replaces server errors; tests/integration/http/lifecycle.test.ts covers that).
    const visible = html.split('<script>')[0]
    expect(visible).not.toContain('Member')
    expect(visible).not.toContain('db.server')
  })

  test('a thrown 404 response is the not-found page', async () => {
    const { status, html } = await renderFailing(new Response(null, { status: 404 }))
    expect(status).toBe(404)
    expect(html).toContain('Error 404')
    expect(html).toContain('Page not found')
  })
})

describe('FlashSnackbar', () => {
  test('renders the message on the server, as an alert for errors', () => {
    const html = render(<FlashSnackbar toast={{ type: 'error', message: 'Could not create property' }} />)
    expect(html).toContain('Could not create property')
    expect(html).toContain('role="alert"')
  })

  test('a success is a polite status, with a translated close button', () => {
    const html = render(<FlashSnackbar toast={{ type: 'success', message: 'Property Created Successfully' }} />, 'ne')
    expect(html).toContain('role="status"')
    expect(html).toContain('aria-label="बन्द गर्नुहोस्"')
  })

  test('renders nothing without a toast', () => {
    expect(render(<FlashSnackbar toast={null} />)).not.toContain('role="alert"')
  })
})
