// Show/Hide beside a password input (spec §2.4). The button is in the server's HTML but hidden:
// it needs JavaScript. The page script shows it; a click switches the input between a password
// and plain text, and the button's words and pressed state follow. Without JavaScript the
// password stays hidden, as the browser draws it.
export const PASSWORD_TOGGLE_MARKER = 'data-password-toggle'

export function enhancePasswordToggles(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`button[${PASSWORD_TOGGLE_MARKER}]`)) {
    const input = document.getElementById(button.getAttribute('aria-controls') ?? '')
    if (!(input instanceof HTMLInputElement)) continue
    const { show = '', hide = '', showLabel = '', hideLabel = '' } = button.dataset
    const draw = (visible: boolean) => {
      input.type = visible ? 'text' : 'password'
      button.textContent = visible ? hide : show
      button.setAttribute('aria-label', visible ? hideLabel : showLabel)
      button.setAttribute('aria-pressed', String(visible))
    }
    button.addEventListener('click', () => draw(input.type === 'password'))
    draw(false)
    button.hidden = false
  }
}
