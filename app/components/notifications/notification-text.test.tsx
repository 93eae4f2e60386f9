// Notifications and the paused-gateway warning in the reader's language, with times in Nepal.
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { LanguageProvider, type Language } from '~/i18n'
import { SmsProviderWarning } from '~/components/sms/provider-warning'
import { formatNepalTime } from '~/components/format/nepal-time'
import { notificationText } from './notification-text'

describe('notificationText', () => {
  test('each kind in English, with a link to the agreement where there is one', () => {
    expect(
      notificationText('en', { kind: 'SMS_FAILED', payload: { smsId: 1, to: '+9779812345678', template: 'reminder', status: 'FAILED', error: 'the receiver is invalid (code 1007)' } }),
    ).toEqual({ text: 'A text to 9812345678 (Rent reminder) could not be sent: the receiver is invalid (code 1007)' })
    expect(notificationText('en', { kind: 'SMS_FAILED', payload: { smsId: 1, to: '+9779812345678', template: 'otp', status: 'UNKNOWN', error: 'x' } }).text).toBe(
      'A text to 9812345678 (Verification code) may not have been delivered. It was not sent again, so it never arrives twice.',
    )
    expect(notificationText('en', { kind: 'SMS_GATEWAY_PAUSED', payload: { reason: 'NO_CREDIT', error: 'x' } }).text).toBe(
      'Texts are on hold: the SMS account has run out of credit.',
    )
    expect(notificationText('en', { kind: 'SMS_GATEWAY_RESUMED', payload: {} }).text).toMatch(/^Texts are going out again/)
    expect(notificationText('en', { kind: 'AGREEMENT_CREATED', payload: { agreementId: 4, agreementName: 'Flat 2', tenantName: 'Ram Thapa' } })).toEqual({
      text: 'Agreement "Flat 2" with Ram Thapa was created.',
      href: '/agreements/4',
    })
    expect(
      notificationText('en', { kind: 'PAYMENT_RECORDED', payload: { agreementId: 4, paymentId: 9, receiptNumber: 12, amountPaisa: 1_25_000_00, tenantName: 'Ram Thapa' } }).text,
    ).toBe('Payment of Rs. 1,25,000.00 from Ram Thapa recorded, receipt no. 12.')
    expect(
      notificationText('en', { kind: 'AGREEMENT_ENDING', payload: { agreementId: 4, agreementName: 'Flat 2', tenantName: 'Ram Thapa', endDate: '2026-07-31', calendar: 'BS' } }).text,
    ).toBe('Agreement "Flat 2" with Ram Thapa ends on 15 Shrawan 2083.')
  })

  test('in Nepali, numbers in Devanagari digits and B.S. dates', () => {
    expect(
      notificationText('ne', { kind: 'PAYMENT_RECORDED', payload: { agreementId: 4, paymentId: 9, receiptNumber: 12, amountPaisa: 1_25_000_00, tenantName: 'राम थापा' } }).text,
    ).toBe('राम थापाबाट रु. १,२५,०००.०० भुक्तानी दर्ता भयो, रसिद नं. १२।')
    expect(
      notificationText('ne', { kind: 'AGREEMENT_ENDING', payload: { agreementId: 4, agreementName: 'फ्ल्याट २', tenantName: 'राम', endDate: '2026-07-31', calendar: 'BS' } }).text,
    ).toBe('रामसँगको "फ्ल्याट २" सम्झौता २०८३ साउन १५मा सकिन्छ।')
    expect(notificationText('ne', { kind: 'SMS_FAILED', payload: { smsId: 1, to: '+9779812345678', template: 'receipt', status: 'FAILED', error: 'e' } }).text).toBe(
      '९८१२३४५६७८ मा पठाउनुपर्ने SMS (भुक्तानी रसिद) पठाउन सकिएन: e',
    )
  })
})

test('formatNepalTime: the clock in Nepal, A.D. in English and B.S. in Nepali', () => {
  const instant = new Date('2026-11-22T08:14:00Z') // 13:59 in Nepal
  expect(formatNepalTime(instant, 'en')).toBe('22 Nov 2026, 13:59')
  expect(formatNepalTime(instant.toISOString(), 'ne')).toBe('२०८३ मंसिर ६, १३:५९')
})

describe('SmsProviderWarning', () => {
  const render = (node: React.ReactNode, language: Language = 'en') => renderToString(<LanguageProvider value={language}>{node}</LanguageProvider>)

  test('renders nothing while texts go out', () => {
    expect(render(<SmsProviderWarning status={{ paused: false }} />)).toBe('')
  })

  test('says texts are on hold, why, and since when', () => {
    const status = { paused: true, reason: 'ACCOUNT', error: 'the token is invalid (code 1002)', since: new Date('2026-11-22T08:14:00Z') } as const
    const html = render(<SmsProviderWarning status={status} />)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Text messages are on hold')
    expect(html).toContain('The SMS gateway refused our account (the token is invalid (code 1002)).')
    expect(html).toContain('On hold since 22 Nov 2026, 13:59.')
    expect(render(<SmsProviderWarning status={status} />, 'ne')).toContain('SMS रोकिएका छन्')
  })
})
