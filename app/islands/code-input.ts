// The one-time code field (spec §4.3, §5): only digits are kept (Devanagari ones converted), a
// pasted text message gives up its digits, and the form sends itself once there are six.
import { fromDevanagariDigits } from '~/domain/devanagari-digits'

const CODE_LENGTH = 6

export function enhanceCodeInputs(root: ParentNode) {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[data-code-input]')) {
    let sent = false
    const accept = (text: string) => {
      const digits = fromDevanagariDigits(text).replace(/\D/g, '').slice(0, CODE_LENGTH)
      input.value = digits
      if (digits.length === CODE_LENGTH && !sent) {
        sent = true
        input.form?.requestSubmit()
      }
    }
    input.addEventListener('input', () => accept(input.value))
    input.addEventListener('paste', (event) => {
      event.preventDefault()
      accept(event.clipboardData?.getData('text') ?? '')
    })
  }
}
