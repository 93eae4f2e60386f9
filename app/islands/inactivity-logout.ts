// Signs a member out after 15 minutes without activity (spec §9: 900000 ms) and sends them to the
// home page. Any pointer, key, scroll, wheel or touch counts, in any tab of the site (the moment is
// shared through localStorage). While the member is active, a keep-alive at most once a minute
// tells the server, whose own 15-minute idle rule (which also holds without JavaScript) would
// otherwise end a session spent on one page. Hydrated pages run it from React
// (components/account/inactivity-logout.tsx); server-only signed-in pages from the page script.

export const INACTIVITY_TIMEOUT_MS = 900_000
const KEEP_ALIVE_EVERY_MS = 60_000
const STORAGE_KEY = 'bhadaa:last-activity'
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const

function sharedLastActivity() {
  try {
    return Number(window.localStorage.getItem(STORAGE_KEY)) || 0
  } catch {
    return 0 // storage blocked: this tab's own activity still counts
  }
}

function shareLastActivity(at: number) {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(at))
  } catch {
    // storage blocked
  }
}

/** Calls `signOut` once the member has been idle for 15 minutes; returns what stops watching. */
export function watchInactivity(signOut: () => void): () => void {
  let lastActivity = Date.now()
  let lastKeepAlive = lastActivity
  let timer = 0
  shareLastActivity(lastActivity)

  // Instead of restarting a timer on every event, the timer checks when it fires how long it
  // has really been since the last activity and waits the rest.
  const check = () => {
    const idleFor = Date.now() - Math.max(lastActivity, sharedLastActivity())
    if (idleFor >= INACTIVITY_TIMEOUT_MS) signOut()
    else timer = window.setTimeout(check, INACTIVITY_TIMEOUT_MS - idleFor)
  }
  const onActivity = () => {
    const now = Date.now()
    if (now - lastActivity < 1000) return
    lastActivity = now
    shareLastActivity(now)
    if (now - lastKeepAlive >= KEEP_ALIVE_EVERY_MS) {
      lastKeepAlive = now
      void fetch('/session/activity', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
    }
  }

  timer = window.setTimeout(check, INACTIVITY_TIMEOUT_MS)
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true, capture: true })
  return () => {
    window.clearTimeout(timer)
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true })
  }
}

/** The marker a signed-in page carries (the React component renders it): the timer runs there. */
export const SIGNED_IN_MARKER = 'data-inactivity-logout'

/** The sign-out post's fields that carry a form typed in but not sent (routes/logout.ts keeps it; ADR 066). */
export const HELD_PATH_FIELD = 'heldPath'
export const HELD_FIELDS_FIELD = 'heldFields'

/** The page script's part: on a signed-in page, signing out is the plain form post it is without React. */
export function enhanceInactivityLogout(root: ParentNode) {
  if (!root.querySelector(`[${SIGNED_IN_MARKER}]`)) return
  // Forms the member typed or chose in (not a value a script set): the ones worth keeping.
  const touched = new WeakSet<HTMLFormElement>()
  const onInput = (event: Event) => {
    const form = event.isTrusted && event.target instanceof Element ? event.target.closest('form') : null
    if (form) touched.add(form)
  }
  document.addEventListener('input', onInput, { capture: true })
  document.addEventListener('change', onInput, { capture: true })
  watchInactivity(() => {
    const fields: Array<[string, string]> = [['reason', 'inactive']]
    const typed = typedForm(root, touched)
    if (typed) fields.push([HELD_PATH_FIELD, typed.path], [HELD_FIELDS_FIELD, JSON.stringify(typed.fields)])
    const form = document.createElement('form')
    form.method = 'post'
    form.action = '/logout'
    for (const [name, value] of fields) {
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = value
      form.append(input)
    }
    document.body.append(form)
    form.submit()
  })
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Whether the member changed a control from what the page drew (a file cannot be carried: not counted). */
function changed(control: Control) {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected)
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked !== control.defaultChecked
  if (control instanceof HTMLInputElement && (control.type === 'hidden' || control.type === 'file')) return false
  return control.value !== control.defaultValue
}

/**
 * The first form posted to this site that the member typed in and that still differs from what
 * the page drew, with its fields as its default button would send them: what signing out for
 * inactivity would otherwise throw away.
 */
function typedForm(root: ParentNode, touched: WeakSet<HTMLFormElement>): { path: string; fields: Array<[string, string]> } | null {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[method="post" i]')) {
    if (!touched.has(form)) continue
    const action = new URL(form.action, window.location.href)
    if (action.origin !== window.location.origin) continue
    const controls = [...form.elements].filter(
      (element): element is Control => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement,
    )
    if (!controls.some(changed)) continue
    const data = new FormData(form)
    // The default button (what Enter in a field presses): its name and value are part of what it sends.
    const button = [...form.elements].find((element): element is HTMLButtonElement | HTMLInputElement => (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit')
    if (button?.name) data.append(button.name, button.value)
    const fields = [...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    return { path: action.pathname + action.search, fields }
  }
  return null
}
