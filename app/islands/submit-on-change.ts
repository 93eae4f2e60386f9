// A choice that applies as soon as it is made (the pager's rows per page; the agreement form's
// property, unit and calendar, which draw the rest of the form): without JavaScript the form's
// Apply button (Continue) sends it; with it the button is hidden and a change sends the form as
// that button would, with its name and value (the agreement form's intent).
export const SUBMIT_ON_CHANGE_MARKER = 'data-submit-on-change'
export const APPLY_BUTTON_MARKER = 'data-apply-button'

export function enhanceSubmitOnChange(root: ParentNode) {
  const fields = [...root.querySelectorAll<HTMLSelectElement>(`select[${SUBMIT_ON_CHANGE_MARKER}]`)]
  // A choice made before this script ran (a slow phone, a slow connection) was not sent: its form's
  // button stays, so it can still be applied, instead of a choice shown that the form does not
  // follow. It is not sent in the member's place: a browser puts a form's choices back when the
  // page is opened again (Back), and a page that sent itself as it opened would send them again.
  const choseEarly = new Set(fields.filter(isChoiceChanged).map((field) => field.form))
  for (const field of fields) {
    const form = field.form
    if (!form) continue
    const apply = form.querySelector<HTMLButtonElement>(`button[type="submit"][${APPLY_BUTTON_MARKER}]`)
    if (apply && !choseEarly.has(form)) apply.hidden = true
    field.addEventListener('change', () => form.requestSubmit(apply))
  }
}

/**
 * Whether a select's choice is not the one the server drew (made before a script ran): its last
 * option marked selected, or else its first option that is not disabled (as the browser chooses,
 * HTML's selectedness setting).
 */
export function isChoiceChanged(select: HTMLSelectElement) {
  const options = [...select.options]
  const marked = options.findLastIndex((option) => option.defaultSelected)
  const drawn = marked === -1 ? options.findIndex((option) => !option.disabled) : marked
  return select.selectedIndex !== drawn
}
