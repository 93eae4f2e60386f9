import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './segments'
import { agreementChangedText, agreementRenewedText, agreementTerminatedText, paymentVoidedText, proofRejectedText, settlementText } from './change-texts'

const parties = { tenantFirstName: 'Ram', landlordName: 'Sita Sharma', propertyName: 'Baneshwor House' }
const nepali = { tenantFirstName: 'राम', landlordName: 'सीता शर्मा', propertyName: 'बानेश्वर घर' }
const paidOn = { date: '2026-07-31', calendar: 'BS' as const }

describe('paymentVoidedText', () => {
  test('English and Nepali, with the reason', () => {
    expect(paymentVoidedText({ ...parties, language: 'ENG', receiptNumber: 12, amountPaisa: 4_000_00, paidOn, reason: 'Cheque bounced' })).toBe(
      'Namaste Ram, Sita Sharma voided receipt no. 12 (Rs. 4,000.00, 15 Shrawan 2083) for Baneshwor House: Cheque bounced. It no longer counts.',
    )
    expect(paymentVoidedText({ ...nepali, language: 'NEP', receiptNumber: 12, amountPaisa: 4_000_00, paidOn, reason: 'चेक फिर्ता' })).toBe(
      'नमस्ते राम, बानेश्वर घरको रसिद नं. १२ (रु. ४,०००.००, २०८३ साउन १५) सीता शर्माले रद्द गर्नुभयो: चेक फिर्ता। यो भुक्तानी अब गनिँदैन।',
    )
  })

  test('a long reason is shortened to fit the budget; one English cannot carry is left out', () => {
    const long = paymentVoidedText({ ...parties, language: 'ENG', receiptNumber: 12, amountPaisa: 4_000_00, paidOn, reason: 'x'.repeat(400) })
    expect(countSmsSegments(long)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    expect(paymentVoidedText({ ...parties, language: 'ENG', receiptNumber: 1, amountPaisa: 100, paidOn, reason: 'चेक फिर्ता' })).toContain('for Baneshwor House. It no longer counts.')
    const nep = paymentVoidedText({ ...nepali, language: 'NEP', receiptNumber: 12, amountPaisa: 4_000_00, paidOn, reason: 'क'.repeat(400) })
    expect(countSmsSegments(nep).segments).toBeLessThanOrEqual(2)
  })
})

describe('agreementTerminatedText', () => {
  test('English and Nepali, with the date in the agreement’s calendar', () => {
    expect(agreementTerminatedText({ ...parties, language: 'ENG', terminatedOn: paidOn })).toBe(
      'Namaste Ram, your rental agreement for Baneshwor House was terminated by Sita Sharma on 15 Shrawan 2083.',
    )
    expect(agreementTerminatedText({ ...nepali, language: 'NEP', terminatedOn: { date: '2026-11-25', calendar: 'AD' } })).toContain('सम्झौता')
    expect(agreementTerminatedText({ ...nepali, language: 'NEP', terminatedOn: paidOn })).toBe('नमस्ते राम, बानेश्वर घरको भाडा सम्झौता २०८३ साउन १५मा सीता शर्माले अन्त्य गर्नुभयो।')
  })
})

describe('settlementText', () => {
  test('the refund, or what is still owed, in English and Nepali', () => {
    expect(settlementText({ ...parties, language: 'ENG', depositPaisa: 30_000_00, refundPaisa: 25_000_00, owedPaisa: 0 })).toBe(
      'Namaste Ram, Sita Sharma settled your deposit of Rs. 30,000.00 for Baneshwor House. Your refund is Rs. 25,000.00.',
    )
    expect(settlementText({ ...parties, language: 'ENG', depositPaisa: 15_000_00, refundPaisa: 0, owedPaisa: 7_000_00 })).toContain('You still owe Rs. 7,000.00.')
    expect(settlementText({ ...nepali, language: 'NEP', depositPaisa: 15_000_00, refundPaisa: 0, owedPaisa: 7_000_00 })).toContain('तिर्न बाँकी छ')
    expect(settlementText({ ...nepali, language: 'NEP', depositPaisa: 30_000_00, refundPaisa: 25_000_00, owedPaisa: 0 })).toContain('फिर्ता गरियो')
  })
})

describe('agreementChangedText and agreementRenewedText', () => {
  const endDate = { date: '2027-07-16', calendar: 'BS' as const }
  test('English and Nepali, the dates in the agreement’s calendar', () => {
    expect(agreementChangedText({ ...parties, language: 'ENG', effectiveDate: paidOn, rentPaisa: 12_000_00, endDate })).toBe(
      'Namaste Ram, Sita Sharma changed your rental agreement for Baneshwor House from 15 Shrawan 2083: rent Rs. 12,000.00 a month, ending 32 Asar 2084.',
    )
    expect(agreementRenewedText({ ...nepali, language: 'NEP', startDate: paidOn, endDate, rentPaisa: 12_000_00 })).toBe(
      'नमस्ते राम, सीता शर्माले बानेश्वर घरको सम्झौता २०८३ साउन १५–२०८४ असार ३२ नवीकरण गर्नुभयो, मासिक भाडा रु. १२,०००.००।',
    )
  })

  test('long names shrink to the segment limits (English one GSM-7, Nepali two UCS-2)', () => {
    const long = { tenantFirstName: 'R'.repeat(200), landlordName: 'S'.repeat(200), propertyName: 'B'.repeat(200) }
    const english = agreementRenewedText({ ...long, language: 'ENG', startDate: paidOn, endDate, rentPaisa: 99_999_999_00 })
    expect(countSmsSegments(english)).toMatchObject({ encoding: 'GSM-7' })
    expect(countSmsSegments(english).segments).toBe(1)
    const nep = agreementChangedText({ tenantFirstName: 'र'.repeat(200), landlordName: 'स'.repeat(200), propertyName: 'ब'.repeat(200), language: 'NEP', effectiveDate: paidOn, rentPaisa: 99_999_999_00, endDate })
    expect(countSmsSegments(nep).segments).toBeLessThanOrEqual(2)
  })
})

describe('proofRejectedText', () => {
  test('English and Nepali, with the reason, within the budgets', () => {
    expect(proofRejectedText({ ...parties, language: 'ENG', amountPaisa: 4_000_00, paidOn, reason: 'Not received' })).toBe(
      'Namaste Ram, Sita Sharma did not accept your report of Rs. 4,000.00 paid on 15 Shrawan 2083 for Baneshwor House: Not received. Please contact them.',
    )
    expect(proofRejectedText({ ...nepali, language: 'NEP', amountPaisa: 4_000_00, paidOn, reason: 'पैसा आएन' })).toBe(
      'नमस्ते राम, बानेश्वर घरको रु. ४,०००.०० (२०८३ साउन १५) तिरेको जानकारी सीता शर्माले स्वीकार गर्नुभएन: पैसा आएन।',
    )
    const long = proofRejectedText({ ...parties, language: 'ENG', amountPaisa: 12_34_56_789_00, paidOn, reason: 'x'.repeat(500) })
    expect(countSmsSegments(long)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    const nep = proofRejectedText({ ...nepali, language: 'NEP', amountPaisa: 12_34_56_789_00, paidOn, reason: 'क'.repeat(500) })
    expect(countSmsSegments(nep).segments).toBeLessThanOrEqual(2)
  })
})
