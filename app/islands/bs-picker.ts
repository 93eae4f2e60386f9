// The B.S. date picker (spec §2.11 "date pickers for either calendar"): a month of the Nepali
// calendar in a dialog, opened from the "Calendar" button beside a typed YYYY-MM-DD field; the day
// chosen is handed to `onPick` as YYYY-MM-DD. Plain DOM, loaded when a member first opens it: by the
// page script on pages without React (islands/date-fields.ts, as a file of its own), by React on
// hydrated ones (components/agreements/bs-date-picker.tsx). The field stays a text input, so typing
// and the page without JavaScript work the same.
import { type BsDate, bsMonthName, formatBsDate, parseBsDate } from '~/domain/bs-calendar'
import { type BsMonth, BS_YEARS, bsMonthView, moveBsMonth } from '~/domain/bs-month-view'
import { localDigits } from '~/domain/devanagari-digits'
import type { Language } from '~/domain/language'
import { nepalTodayBs } from '~/domain/nepal-time'

/** The picker's words in the member's language (the catalogue's agreement.picker.*). */
export type BsPickerTexts = { month: string; year: string; previousMonth: string; nextMonth: string; weekdays: string[] }

export type BsPickerOptions = {
  /** The field's label: the dialog's name. */
  label: string
  /** What the field holds now: the month shown first when it is a B.S. date. */
  value: string
  language: Language
  texts: BsPickerTexts
  onPick: (value: string) => void
  /** Where focus goes back when the dialog closes. */
  opener: HTMLElement
}

const STYLE_ID = 'bs-picker-style'
// The page's own colours (the theme's text and background), so light and dark both read well.
const STYLE = `
.bs-picker { border: 1px solid currentColor; border-radius: 8px; padding: 16px; width: min(300px, calc(100vw - 32px)); box-sizing: border-box; color: inherit; background: var(--bs-picker-bg); }
.bs-picker::backdrop { background: rgba(0, 0, 0, 0.3); }
.bs-picker-title { font-weight: 600; margin-bottom: 8px; }
.bs-picker-bar { display: flex; gap: 8px; align-items: end; margin-bottom: 8px; }
.bs-picker-bar label { display: flex; flex-direction: column; font-size: 0.75rem; flex: 1; }
.bs-picker-bar select { font: inherit; font-size: 1rem; min-height: 40px; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: 4px; }
.bs-picker-bar option { color: initial; }
.bs-picker button { font: inherit; color: inherit; background: transparent; border: 1px solid transparent; border-radius: 4px; min-width: 40px; min-height: 40px; cursor: pointer; }
.bs-picker button:disabled { opacity: 0.4; cursor: default; }
.bs-picker button:focus-visible { outline: 2px solid currentColor; outline-offset: 1px; }
.bs-picker-days { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; text-align: center; }
.bs-picker-weekday { font-size: 0.75rem; opacity: 0.7; }
.bs-picker-days button[data-today] { border-color: currentColor; }
.bs-picker-days button[aria-pressed="true"] { background: currentColor; }
.bs-picker-days button[aria-pressed="true"] span { color: var(--bs-picker-bg); font-weight: 700; }
`

/** A new element with these properties (textContent, className, …) and children. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const created: HTMLElementTagNameMap[K] = document.createElement(tag)
  Object.assign(created, properties)
  created.append(...children)
  return created
}

function addStyle() {
  if (document.getElementById(STYLE_ID)) return
  document.head.append(element('style', { id: STYLE_ID, textContent: STYLE }))
}

/** A labelled native select of the month or the year. */
function choice(text: string, options: [number, string][], onChange: (value: number) => void) {
  const select = element('select', {}, ...options.map(([option, name]) => element('option', { value: String(option), textContent: name })))
  select.addEventListener('change', () => onChange(Number(select.value)))
  return { label: element('label', {}, text, select), select }
}

/** Opens the picker as a modal dialog; Escape, a click outside it or a day chosen closes it. */
export function openBsPicker({ label, value, language, texts, onPick, opener }: BsPickerOptions) {
  addStyle()
  const typed = parseBsDate(value)
  const selected: BsDate | null = typed.ok ? typed.date : null
  const today = nepalTodayBs()
  let shown: BsMonth = { year: (selected ?? today).year, month: (selected ?? today).month }
  const titleId = `bs-picker-title-${Date.now()}`
  const dialog = element('dialog', { className: 'bs-picker' })
  dialog.setAttribute('aria-labelledby', titleId)
  dialog.style.setProperty('--bs-picker-bg', getComputedStyle(document.body).backgroundColor)

  // The bar is drawn once (focus stays on the control used); the days are drawn for each month.
  const previous = element('button', { type: 'button', textContent: '‹' })
  previous.setAttribute('aria-label', texts.previousMonth)
  previous.addEventListener('click', () => show(moveBsMonth(shown, -1)))
  const next = element('button', { type: 'button', textContent: '›' })
  next.setAttribute('aria-label', texts.nextMonth)
  next.addEventListener('click', () => show(moveBsMonth(shown, 1)))
  const months = Array.from({ length: 12 }, (_, index): [number, string] => [index + 1, bsMonthName(index + 1, language)])
  const years = BS_YEARS.map((year): [number, string] => [year, localDigits(year, language)])
  const monthChoice = choice(texts.month, months, (month) => show({ ...shown, month }))
  const yearChoice = choice(texts.year, years, (year) => show({ ...shown, year }))
  const days = element('div', { className: 'bs-picker-days' })
  days.setAttribute('role', 'group')
  dialog.append(element('div', { id: titleId, className: 'bs-picker-title', textContent: label }), element('div', { className: 'bs-picker-bar' }, previous, monthChoice.label, yearChoice.label, next), days)

  const show = (month: BsMonth) => {
    shown = month
    const view = bsMonthView(shown, selected, today, language)
    previous.disabled = !view.hasPrevious
    next.disabled = !view.hasNext
    monthChoice.select.value = String(shown.month)
    yearChoice.select.value = String(shown.year)
    days.setAttribute('aria-label', view.title)
    days.replaceChildren(
      ...texts.weekdays.map((weekday) => element('div', { className: 'bs-picker-weekday', ariaHidden: 'true', textContent: weekday })),
      ...Array.from({ length: view.blanks }, () => element('div', { ariaHidden: 'true' })),
      ...view.days.map((day) => {
        const button = element('button', { type: 'button' }, element('span', { textContent: day.text }))
        button.setAttribute('aria-label', day.label)
        button.setAttribute('aria-pressed', String(day.selected))
        if (day.today) button.dataset.today = ''
        button.addEventListener('click', () => {
          dialog.close()
          onPick(formatBsDate({ ...shown, day: day.day }))
        })
        return button
      }),
    )
  }

  show(shown)
  dialog.addEventListener('click', (event) => {
    // A click on the backdrop lands on the dialog itself, outside its box.
    if (event.target !== dialog) return
    const box = dialog.getBoundingClientRect()
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) dialog.close()
  })
  dialog.addEventListener('close', () => {
    dialog.remove()
    opener.focus()
  })
  document.body.append(dialog)
  dialog.showModal()
  dialog.querySelector<HTMLElement>('button[aria-pressed="true"]')?.focus()
}
