// An amount in words, as a receipt writes it next to the figures (so a changed figure shows):
// the Indian/Nepali system of hundreds, thousands, lakhs and crores, in English or in Nepali.
// `Rupees One Lakh Twenty-Five Thousand and Fifty Paisa Only` / `एक लाख पच्चीस हजार रुपैयाँ पचास पैसा मात्र`.
import type { Language } from './language.ts'

const EN_UNITS = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen',
  'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
]
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

// Nepali numbers below a hundred are each their own word.
const NE_UNDER_100 = [
  '', 'एक', 'दुई', 'तीन', 'चार', 'पाँच', 'छ', 'सात', 'आठ', 'नौ',
  'दश', 'एघार', 'बाह्र', 'तेह्र', 'चौध', 'पन्ध्र', 'सोह्र', 'सत्र', 'अठार', 'उन्नाइस',
  'बीस', 'एक्काइस', 'बाइस', 'तेइस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताइस', 'अठ्ठाइस', 'उनन्तीस',
  'तीस', 'एकतीस', 'बत्तीस', 'तेत्तीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अठतीस', 'उनन्चालीस',
  'चालीस', 'एकचालीस', 'बयालीस', 'त्रिचालीस', 'चवालीस', 'पैंतालीस', 'छयालीस', 'सतचालीस', 'अठचालीस', 'उनन्पचास',
  'पचास', 'एकाउन्न', 'बाउन्न', 'त्रिपन्न', 'चउन्न', 'पचपन्न', 'छपन्न', 'सन्ताउन्न', 'अन्ठाउन्न', 'उनन्साठी',
  'साठी', 'एकसट्ठी', 'बयसट्ठी', 'त्रिसट्ठी', 'चौंसट्ठी', 'पैंसट्ठी', 'छयसट्ठी', 'सतसट्ठी', 'अठसट्ठी', 'उनन्सत्तरी',
  'सत्तरी', 'एकहत्तर', 'बहत्तर', 'त्रिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छयहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'असी', 'एकासी', 'बयासी', 'त्रियासी', 'चौरासी', 'पचासी', 'छयासी', 'सतासी', 'अठासी', 'उनान्नब्बे',
  'नब्बे', 'एकानब्बे', 'बयानब्बे', 'त्रियानब्बे', 'चौरानब्बे', 'पन्चानब्बे', 'छयानब्बे', 'सन्तानब्बे', 'अन्ठानब्बे', 'उनान्सय',
]

function englishUnder100(n: number): string {
  if (n < 20) return EN_UNITS[n]!
  const unit = n % 10
  return unit ? `${EN_TENS[Math.floor(n / 10)]}-${EN_UNITS[unit]}` : EN_TENS[Math.floor(n / 10)]!
}

/** Scales, largest first: [size, English, Nepali]. Above a crore, English counts crores (`One Hundred Crore`). */
const SCALES: ReadonlyArray<readonly [number, string, string]> = [
  [10_000_000, 'Crore', 'करोड'],
  [100_000, 'Lakh', 'लाख'],
  [1_000, 'Thousand', 'हजार'],
  [100, 'Hundred', 'सय'],
]
const NE_BIG: ReadonlyArray<readonly [number, string]> = [
  [100_000_000_000, 'खर्ब'],
  [1_000_000_000, 'अर्ब'],
]

/** A whole number (>= 0) in words; 0 is `Zero` / `शून्य`. */
export function numberInWords(n: number, language: Language): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`)
  if (n === 0) return language === 'ne' ? 'शून्य' : 'Zero'
  const words: string[] = []
  let rest = n
  if (language === 'ne') {
    for (const [size, name] of NE_BIG) {
      if (rest >= size) {
        const count = Math.floor(rest / size)
        words.push(numberInWords(count, language), name)
        rest %= size
      }
    }
  }
  for (const [size, en, ne] of SCALES) {
    if (rest >= size) {
      const count = Math.floor(rest / size)
      words.push(size === 10_000_000 ? numberInWords(count, language) : language === 'ne' ? NE_UNDER_100[count]! : englishUnder100(count), language === 'ne' ? ne : en)
      rest %= size
    }
  }
  if (rest > 0) words.push(language === 'ne' ? NE_UNDER_100[rest]! : englishUnder100(rest))
  return words.join(' ')
}

/** Paisa in words for a receipt: `Rupees Twelve Thousand Five Hundred and Fifty Paisa Only`. */
export function amountInWords(paisa: number, language: Language): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`Not an amount of paisa: ${paisa}`)
  const rupees = Math.floor(paisa / 100)
  const cents = paisa % 100
  if (language === 'ne') {
    const parts = [rupees > 0 || cents === 0 ? `${numberInWords(rupees, 'ne')} रुपैयाँ` : '', cents > 0 ? `${numberInWords(cents, 'ne')} पैसा` : '']
    return `${parts.filter(Boolean).join(' ')} मात्र`
  }
  const rupeeWords = rupees > 0 || cents === 0 ? `Rupees ${numberInWords(rupees, 'en')}` : ''
  const paisaWords = cents > 0 ? `${numberInWords(cents, 'en')} Paisa` : ''
  return `${[rupeeWords, paisaWords].filter(Boolean).join(' and ')} Only`
}
