import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './segments.ts'
import { planEndingText } from './plan-texts.ts'

describe('planEndingText', () => {
  test('English and Nepali, within the budgets', () => {
    const en = planEndingText({ language: 'ENG', plan: 'PLUS', endsOn: '2026-12-26', daysLeft: 7 })
    expect(en).toBe('Bhadaa: your Plus plan ends on 26 Dec 2026, in 7 days. Renew it on the Plans page in Bhadaa; otherwise you go back to Basic, and nothing is deleted.')
    expect(planEndingText({ language: 'ENG', plan: 'PRO', endsOn: '2026-12-26', daysLeft: 1 })).toContain('Pro plan ends on 26 Dec 2026, in 1 day.')
    const ne = planEndingText({ language: 'NEP', plan: 'PRO', endsOn: '2026-12-26', daysLeft: 1 })
    expect(ne).toContain('प्रो योजना सन् २०२६')
    expect(ne).toContain('१ दिन बाँकी')
    expect(countSmsSegments(en)).toMatchObject({ encoding: 'GSM-7' })
    expect(countSmsSegments(en).segments).toBe(1)
    expect(countSmsSegments(ne).segments).toBeLessThanOrEqual(2)
  })

  test('refuses a day count that is not one', () => {
    expect(() => planEndingText({ language: 'ENG', plan: 'PLUS', endsOn: '2026-12-26', daysLeft: 0 })).toThrow(RangeError)
  })
})
