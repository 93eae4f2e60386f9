// The notes Bhadaa writes on payments read in the page's language; a typed note stays as typed.
import { expect, test } from 'vitest'
import { onlinePaymentNote, reportedPaymentNote } from '~/domain/payment-notes'
import { translate } from '~/i18n'
import { paymentNoteWords } from './payment-note'

test('Bhadaa’s own notes in English and Nepali; a typed note as typed', () => {
  const words = (note: string, language: 'en' | 'ne') => paymentNoteWords(note, (key, params) => translate(language, key, params), language)
  expect(words('Paid online through Khalti', 'en')).toBe('Paid online through Khalti')
  expect(words(onlinePaymentNote('ESEWA'), 'ne')).toBe('eSewa बाट अनलाइन तिरिएको')
  expect(words(reportedPaymentNote(3), 'ne')).toBe('भाडावालले जानकारी दिएको (जानकारी ३)')
  expect(words('Reported by the tenant (proof 12)', 'ne')).toBe('भाडावालले जानकारी दिएको (जानकारी १२)')
  expect(words('Reported by the tenant (proof 12)', 'en')).toBe('Reported by the tenant (proof 12)')
  expect(words('Paid in person at the shop', 'ne')).toBe('Paid in person at the shop')
})
