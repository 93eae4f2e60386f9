// The button of a dangerous, final action (terminate an agreement, delete a property) that the
// member confirms by typing the record's name (components/page/confirm-name-field.tsx): with
// JavaScript it is enabled only while the typed name matches exactly. The server checks it again
// in every case, so without JavaScript the button is always enabled.
export const CONFIRM_NAME_MARKER = 'data-confirm-name'
/** The name of the field the record's name is typed in. */
export const CONFIRM_NAME_FIELD = 'confirmName'

export function enhanceConfirmByName(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`button[${CONFIRM_NAME_MARKER}]`)) {
    const field = button.form?.elements.namedItem(CONFIRM_NAME_FIELD)
    if (!(field instanceof HTMLInputElement)) continue
    const name = button.getAttribute(CONFIRM_NAME_MARKER)
    // What was typed before the script ran counts.
    const follow = () => void (button.disabled = field.value !== name)
    field.addEventListener('input', follow)
    follow()
  }
}
