// A form that records money or data carries a form key (components/form/form-key-field.tsx): the
// server records it once however often it is sent. On a slow connection the member still deserves
// to see that the tap was taken: once such a form is sent, its submit buttons are disabled and a
// second send does nothing, as the hydrated pages' loading buttons do. They come back when the
// page is shown again from the browser's history (Back), or after a while in case no answer ever
// replaces the page.

/** The form key's field name (the island finds the forms by it; the server reads it). */
export const FORM_KEY_FIELD = 'idempotencyKey'
const BUSY_FOR_MS = 20_000

export function enhanceBusyForms(root: ParentNode) {
  const forms = [...root.querySelectorAll<HTMLFormElement>('form')].filter((form) => form.elements.namedItem(FORM_KEY_FIELD))
  const buttons = (form: HTMLFormElement) => form.querySelectorAll<HTMLButtonElement>('button[type="submit"], button:not([type])')
  const release = (form: HTMLFormElement) => {
    form.removeAttribute('aria-busy')
    for (const button of buttons(form)) button.disabled = false
  }
  for (const form of forms) {
    form.addEventListener('submit', (event) => {
      if (event.defaultPrevented) return
      if (form.getAttribute('aria-busy') === 'true') return event.preventDefault()
      form.setAttribute('aria-busy', 'true')
      // After the browser has read the form: a disabled submitter would leave its intent out.
      setTimeout(() => {
        for (const button of buttons(form)) button.disabled = true
      })
      setTimeout(() => release(form), BUSY_FOR_MS)
    })
  }
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) forms.forEach(release)
  })
}
