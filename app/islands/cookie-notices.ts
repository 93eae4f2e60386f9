// The cookie notice (spec §2.21): Got It is sent without leaving the page, then the notice slides
// out and is hidden after about a second (§9: 1001 ms). And the blocked-cookies dialog, shown when
// the browser says it refuses cookies. On hydrated pages React calls the same two functions.
export function enhanceCookieNotices(root: ParentNode) {
  revealIfCookiesBlocked(root)
  const form = root.querySelector<HTMLFormElement>('form[data-cookie-consent]')
  form?.addEventListener('submit', (event) => {
    event.preventDefault()
    void acceptCookies(form)
  })
}

export async function acceptCookies(form: HTMLFormElement) {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form)) body.set(name, String(value))
  body.set('mode', 'script')
  try {
    const response = await fetch(form.action, { method: 'POST', body, credentials: 'same-origin' })
    if (!response.ok) throw new Error(`Got It answered ${response.status}`)
  } catch {
    form.submit() // the plain form post, as without JavaScript
    return
  }
  revealIfCookiesBlocked(document)
  const banner = form.closest<HTMLElement>('[data-cookie-banner]')
  if (!banner) return
  banner.dataset.state = 'leaving'
  window.setTimeout(() => (banner.hidden = true), Number(banner.dataset.hideAfterMs))
}

export function revealIfCookiesBlocked(root: ParentNode) {
  if (navigator.cookieEnabled) return
  root.querySelector('[data-cookies-blocked]')?.removeAttribute('hidden')
}
