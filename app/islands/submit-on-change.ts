// A GET form whose choice applies as soon as it is made (the pager's rows per page): without
// JavaScript its Apply button sends it; with it the button is hidden and a change sends the form.
export const SUBMIT_ON_CHANGE_MARKER = 'data-submit-on-change'
export const APPLY_BUTTON_MARKER = 'data-apply-button'

export function enhanceSubmitOnChange(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLSelectElement>(`select[${SUBMIT_ON_CHANGE_MARKER}]`)) {
    const form = field.form
    if (!form) continue
    for (const button of form.querySelectorAll<HTMLElement>(`[${APPLY_BUTTON_MARKER}]`)) button.hidden = true
    field.addEventListener('change', () => form.requestSubmit())
  }
}
