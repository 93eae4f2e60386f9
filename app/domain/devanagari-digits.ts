// Nepali text writes numbers with Devanagari digits ० (U+0966) to ९ (U+096F).
import type { Language } from './language.ts'

const ZERO_ASCII = 0x30
const ZERO_DEVANAGARI = 0x0966

export function toDevanagariDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - ZERO_ASCII + ZERO_DEVANAGARI),
  )
}

/** Lets inputs typed on a Nepali keyboard go through the same parsers as ASCII ones. */
export function fromDevanagariDigits(input: string): string {
  return input.replace(/[\u0966-\u096F]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - ZERO_DEVANAGARI + ZERO_ASCII),
  )
}

/** A number as a reader of `language` writes it: Devanagari digits in Nepali, ASCII in English. */
export function localDigits(value: string | number, language: Language): string {
  return language === 'ne' ? toDevanagariDigits(value) : String(value)
}
