import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './segments'
import { repairChangedText } from './repair-texts'

const parties = { tenantFirstName: 'Ram', landlordName: 'Sita Sharma', propertyName: 'Baneshwor House' }
const nepali = { tenantFirstName: 'राम', landlordName: 'सीता शर्मा', propertyName: 'बानेश्वर घर' }

describe('repairChangedText', () => {
  test('each state in English, speaking for the owner', () => {
    expect(repairChangedText({ ...parties, language: 'ENG', repairNumber: 12, status: 'IN_PROGRESS', location: 'Kitchen tap' })).toBe(
      'Namaste Ram, Sita Sharma started work on your repair request #12 (Kitchen tap) at Baneshwor House.',
    )
    expect(repairChangedText({ ...parties, language: 'ENG', repairNumber: 12, status: 'DONE', location: 'Kitchen tap' })).toBe(
      'Namaste Ram, Sita Sharma finished your repair request #12 (Kitchen tap) at Baneshwor House. Not fixed? Reopen it on My Rent within 7 days.',
    )
    expect(repairChangedText({ ...parties, language: 'ENG', repairNumber: 12, status: 'DECLINED', location: 'Kitchen tap', reason: "Tenant's own appliance" })).toContain(": Tenant's own appliance.")
  })

  test('in Nepali, with Devanagari digits', () => {
    expect(repairChangedText({ ...nepali, language: 'NEP', repairNumber: 12, status: 'CLOSED', location: 'भान्साको धारा' })).toBe(
      'नमस्ते राम, बानेश्वर घरको मर्मत अनुरोध #१२ (भान्साको धारा) सीता शर्माले बन्द गर्नुभयो।',
    )
    expect(repairChangedText({ ...nepali, language: 'NEP', repairNumber: 12, status: 'DONE', location: 'धारा' })).toContain('७ दिनभित्र')
  })

  test('long places and reasons shrink to the budget; the reopen line goes first', () => {
    const long = repairChangedText({ ...parties, language: 'ENG', repairNumber: 9_999_999, status: 'DONE', location: 'x'.repeat(300) })
    expect(countSmsSegments(long)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    const declined = repairChangedText({ ...nepali, language: 'NEP', repairNumber: 12, status: 'DECLINED', location: 'क'.repeat(300), reason: 'ख'.repeat(400) })
    expect(countSmsSegments(declined).segments).toBeLessThanOrEqual(2)
  })
})
