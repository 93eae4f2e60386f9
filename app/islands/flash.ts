// The flash message of the last action: its close button works and it hides itself after the
// time it carries (spec §9: 5000 ms), as the React snackbar does on hydrated pages.
export function enhanceFlashMessages(root: ParentNode) {
  for (const flash of root.querySelectorAll<HTMLElement>('[data-flash-ms]')) {
    const hide = () => flash.remove()
    flash.querySelector('button')?.addEventListener('click', hide)
    window.setTimeout(hide, Number(flash.dataset.flashMs))
  }
}
