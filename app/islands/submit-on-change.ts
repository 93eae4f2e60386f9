// A choice that applies as soon as it is made (the pager's rows per page; the agreement form's
// property, unit and calendar, which draw the rest of the form): without JavaScript the form's
// Apply button (Continue) sends it; with it the button is hidden and a change sends the form as
// that button would, with its name and value (the agreement form's intent).
export const SUBMIT_ON_CHANGE_MARKER = 'data-submit-on-change'
export const APPLY_BUTTON_MARKER = 'data-apply-button'

export function enhanceSubmitOnChange(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLSelectElement>(`select[${SUBMIT_ON_CHANGE_MARKER}]`)) {
    const form = field.form
    if (!form) continue
    const apply = form.querySelector<HTMLButtonElement>(`button[type="submit"][${APPLY_BUTTON_MARKER}]`)
    if (apply) apply.hidden = true
    field.addEventListener('change', () => form.requestSubmit(apply))
  }
}
