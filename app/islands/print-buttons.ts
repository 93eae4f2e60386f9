// The Print button of a printable page (components/print-button.tsx) is in the server's HTML but
// hidden: it needs JavaScript. On a server-only page the page script shows it and makes it print.
export const PRINT_BUTTON_MARKER = 'data-print-button'

export function enhancePrintButtons(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLElement>(`[${PRINT_BUTTON_MARKER}]`)) {
    button.hidden = false
    button.addEventListener('click', () => window.print())
  }
}
