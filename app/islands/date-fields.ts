// The date fields of a page without React (components/agreements/date-field.tsx): with JavaScript
// an A.D. date gets the browser's date picker (its value is YYYY-MM-DD too) and a B.S. date the
// Nepali calendar's "Calendar" button, which the server draws hidden. The picker is a file of its
// own (islands/bs-picker.ts, named in the button's data-bs-picker), fetched when first opened.
// What was typed before the script ran stays: the input is the same element, and an A.D. one that
// holds what a date input cannot stays a text field.
import type { BsPickerOptions } from './bs-picker'

export const BS_PICKER_MARKER = 'data-bs-picker'
export const DATE_FIELD_MARKER = 'data-date-field'

export function enhanceDateFields(root: ParentNode) {
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[${DATE_FIELD_MARKER}]`)) {
    if (input.getAttribute(DATE_FIELD_MARKER) === 'AD') {
      // What was typed before the script ran and a date input cannot hold (half a date, another
      // format) would be emptied by the change: the field stays as it is, with the typed hint.
      if (!datePickerHolds(input.value)) continue
      input.type = 'date'
      input.removeAttribute('inputmode')
    }
    // The hint for a picker (not over the server's message for a refused date).
    const hint = document.getElementById(`${input.id}-helper-text`)
    if (hint && input.dataset.scriptedHint && input.getAttribute('aria-invalid') !== 'true') hint.textContent = input.dataset.scriptedHint
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>(`button[${BS_PICKER_MARKER}]`)) {
    const input = document.getElementById(button.getAttribute('aria-controls') ?? '')
    const file = button.getAttribute(BS_PICKER_MARKER)
    if (!(input instanceof HTMLInputElement) || !file) continue
    button.hidden = false
    button.addEventListener('click', async () => {
      const { openBsPicker } = (await import(/* @vite-ignore */ file)) as { openBsPicker: (options: BsPickerOptions) => void }
      const { label = '', language, texts = '{}' } = button.dataset
      openBsPicker({
        label,
        value: input.value,
        language: language === 'ne' ? 'ne' : 'en',
        texts: JSON.parse(texts) as BsPickerOptions['texts'],
        opener: button,
        onPick: (value) => {
          input.value = value
          input.dispatchEvent(new Event('input', { bubbles: true }))
        },
      })
    })
  }
}

/** Whether the browser's date input keeps `value` as it is (it empties what is not a whole YYYY-MM-DD date). */
function datePickerHolds(value: string) {
  if (value === '') return true
  const probe = document.createElement('input')
  probe.type = 'date'
  probe.value = value
  return probe.value === value
}
