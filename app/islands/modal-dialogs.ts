// A dialog that is a state of the page's URL (components/inline-dialog.tsx) comes open in the
// server's HTML over a dimmed page, and works so without JavaScript. On a server-only page the page
// script makes the ones with a `data-close-to` address (the page without the dialog) modal, as
// React does on a hydrated page: the browser keeps focus inside and makes the page behind inert,
// and Escape or a click beside the dialog goes to that address, except while its form is being sent.
export const CLOSE_TO_MARKER = 'data-close-to'

export function enhanceModalDialogs(root: ParentNode) {
  for (const dialog of root.querySelectorAll<HTMLDialogElement>(`dialog[${CLOSE_TO_MARKER}]`)) {
    const closeTo = dialog.getAttribute(CLOSE_TO_MARKER) ?? ''
    let sending = false
    let leaving = false
    const leave = () => {
      if (sending || leaving) return false
      leaving = true
      window.location.assign(closeTo)
      return true
    }
    dialog.addEventListener('submit', () => void (sending = true))
    // Back to this page from the browser's history: nothing is being sent any more.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) sending = leaving = false
    })
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      leave()
    })
    // A second Escape in a row closes it whatever the page says (that cancel cannot be refused).
    // The close below, before showModal, also ends up here, after the fact: the dialog is open then.
    dialog.addEventListener('close', () => {
      if (dialog.open) return
      if (!leave() && !leaving) dialog.showModal()
    })
    dialog.addEventListener('click', (event) => {
      if (event.target !== dialog) return
      const box = dialog.getBoundingClientRect()
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
      if (!inside) leave()
    })
    // The server's `open` makes a non-modal dialog, and showModal() refuses an open one.
    dialog.close()
    dialog.showModal()
  }
}
