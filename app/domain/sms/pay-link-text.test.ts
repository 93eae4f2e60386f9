// The pay link text: its words in both languages, and every combination of long names, large
// amounts and long links within DESIGN §5's budget, the link always whole.
import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './segments'
import { payLinkText } from './pay-link-text'
import { SMS_BUDGETS } from './texts'

const LINK = 'https://bhadaa.com.np/p/7Kq2mNpR4sTx'
// A long PUBLIC_URL (60 characters with the code).
const LONG_LINK = 'https://rent.bhadaa-app.example.com.np/p/7Kq2mNpR4sTxABCDEFGH'.slice(0, 60)

/** `word` said `times` times: a name as long as a member may make it. */
const longName = (word: string, times: number) => Array.from({ length: times }, () => word).join(' ')

// Short names, long ones in Latin letters and in Devanagari (100 characters and more), and a mix.
const PEOPLE = [
  { tenantFirstName: 'Ram', landlordName: 'Sita Sharma', propertyName: 'Baneshwor House' },
  { tenantFirstName: longName('Bishnuprasad', 4), landlordName: longName('Ramchandra', 8), propertyName: longName('Commercial', 10) },
  { tenantFirstName: longName('लक्ष्मीप्रसाद', 4), landlordName: longName('रामचन्द्र', 8), propertyName: longName('अपार्टमेन्ट', 10) },
  { tenantFirstName: 'Anjali', landlordName: 'हरि प्रसाद', propertyName: 'Kumari Niwas' },
]
const AMOUNTS = [0, 50_00, 25_000_00, 12_34_56_789_00, Number.MAX_SAFE_INTEGER]

describe('payLinkText', () => {
  test('what is due, where, to whom and the link, in English and Nepali', () => {
    const input = { ...PEOPLE[0]!, dueNowPaisa: 10_000_00, payLink: LINK }
    expect(payLinkText({ ...input, language: 'ENG' })).toBe(`Namaste Ram, Rs. 10,000.00 is due for Baneshwor House. Pay Sita Sharma online: ${LINK}`)
    expect(payLinkText({ ...input, language: 'NEP', tenantFirstName: 'राम', propertyName: 'बानेश्वर घर', landlordName: 'सीता शर्मा' })).toBe(
      `नमस्ते राम, बानेश्वर घरको बाँकी रु. १०,०००.०० अनलाइन तिर्न: ${LINK} -सीता शर्मा`,
    )
    expect(payLinkText({ ...input, dueNowPaisa: 0, language: 'ENG' })).toBe(`Namaste Ram, rent for Baneshwor House. Pay Sita Sharma online: ${LINK}`)
  })

  test('every combination keeps one GSM-7 segment in English and two UCS-2 segments in Nepali, with the whole link', () => {
    for (const language of ['ENG', 'NEP'] as const)
      for (const people of PEOPLE)
        for (const dueNowPaisa of AMOUNTS)
          for (const payLink of [LINK, LONG_LINK]) {
            const text = payLinkText({ ...people, language, dueNowPaisa, payLink })
            const counted = countSmsSegments(text)
            const budget = SMS_BUDGETS[language]
            expect(counted.segments, text).toBeLessThanOrEqual(budget.maxSegments)
            if (budget.encoding) expect(counted.encoding, text).toBe(budget.encoding)
            expect(text).toContain(payLink)
          }
  })

  test('a Devanagari name in an English text is left out, so the text stays GSM-7', () => {
    const text = payLinkText({ ...PEOPLE[2]!, language: 'ENG', dueNowPaisa: 500_00, payLink: LINK })
    expect(text).toBe(`Namaste, Rs. 500.00 is due. Pay your landlord online: ${LINK}`)
  })
})
