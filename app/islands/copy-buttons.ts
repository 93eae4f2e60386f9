// Copy (the agreement page's pay link): the clipboard needs JavaScript, so the button is in the
// server's HTML but hidden, and the page script shows it. It copies its `data-copy` text and then
// says so in its live region (`data-copied`, in the page's language).
export const COPY_BUTTON_MARKER = 'data-copy'

export function enhanceCopyButtons(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`button[${COPY_BUTTON_MARKER}]`)) {
    // The clipboard is there only in a secure context (https, or localhost).
    if (!navigator.clipboard) continue
    button.hidden = false
    button.addEventListener('click', () => {
      void navigator.clipboard.writeText(button.getAttribute(COPY_BUTTON_MARKER) ?? '').then(() => {
        const label = button.querySelector('[aria-live]')
        if (label) label.textContent = button.dataset.copied ?? ''
      })
    })
  }
}
