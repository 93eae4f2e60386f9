// A live "12/300" under a text area with a limit (spec §2.7). The server renders the count of the
// text it received and refuses what is too long; this only keeps the count current while typing.
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { countCharacters } from '~/domain/text-length'

export function enhanceCharacterCounters(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLTextAreaElement>('textarea[data-max-characters]')) {
    const counter = document.getElementById(field.dataset.counter ?? '')
    if (!counter) continue
    const max = Number(field.dataset.maxCharacters)
    const nepaliDigits = counter.dataset.digits === 'devanagari'
    const update = () => {
      const count = countCharacters(field.value)
      const text = `${count}/${max}`
      counter.textContent = nepaliDigits ? toDevanagariDigits(text) : text
      counter.dataset.over = String(count > max)
    }
    field.addEventListener('input', update)
    update()
  }
}
