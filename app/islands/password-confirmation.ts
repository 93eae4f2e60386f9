// "The passwords do not match" goes once the two agree. After a refused post the server
// renders the confirmation with its message; from then on the
// message follows every input: shown while the confirmation is empty or differs from the password,
// gone once they agree. Without JavaScript the next post decides.
export function enhancePasswordConfirmations(root: ParentNode) {
  for (const confirm of root.querySelectorAll<HTMLInputElement>('input[data-confirms]')) {
    const password = document.getElementById(confirm.dataset.confirms ?? '')
    const field = confirm.closest('.MuiFormControl-root')
    const message = document.getElementById(`${confirm.id}-helper-text`)
    if (!(password instanceof HTMLInputElement) || !field || !message || confirm.getAttribute('aria-invalid') !== 'true') continue
    // The field's parts drawn in the error colour (text-field.tsx): the outline, the label, the message.
    const marked = [field, ...field.querySelectorAll('.Mui-error')]
    const update = () => {
      const shown = confirm.value === '' || confirm.value !== password.value
      for (const element of marked) element.classList.toggle('Mui-error', shown)
      confirm.setAttribute('aria-invalid', String(shown))
      message.hidden = !shown
    }
    password.addEventListener('input', update)
    confirm.addEventListener('input', update)
    // What was typed before the script ran counts (an empty confirmation keeps the server's message).
    update()
  }
}
