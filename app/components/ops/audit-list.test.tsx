// The audit log's rows (operators' /ops/audit, the member's Settings > Activity) give their time
// as a clock in Nepal shows it, in the reader's language: not a UTC timestamp.
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { LanguageProvider, type Language } from '~/i18n'
import { AuditList, type AuditRow } from './audit-list'

const row: AuditRow = {
  id: 1,
  createdAt: new Date('2026-11-22T08:14:00Z'), // 13:59 in Nepal
  actorMemberId: 7,
  actorRole: 'OPERATOR', actorName: null,
  action: 'ops.plan.change',
  target: 'member 9',
  ip: '203.0.113.7',
  reason: 'goodwill',
}
const render = (language: Language, rows: AuditRow[]) => renderToString(<LanguageProvider value={language}>{<AuditList items={rows} showActor />}</LanguageProvider>)

test('a row’s time is Nepal time: A.D. in English, B.S. with Devanagari digits in Nepali', () => {
  const english = render('en', [row])
  expect(english).toContain('22 Nov 2026, 13:59')
  expect(english).not.toContain('UTC')
  expect(english).not.toContain('08:14')
  expect(render('ne', [{ ...row, createdAt: '2026-11-22T08:14:00.000Z' }])).toContain('२०८३ मंसिर ६, १३:५९')
})

test('a bank QR saved or removed reads as words: the landlord’s QR for every property, or one property’s', () => {
  const saved = { ...row, id: 5, actorRole: 'MEMBER', actorName: null, action: 'member.paymentQrSave', target: 'paymentQr:all' }
  const removed = { ...row, id: 6, actorRole: 'MEMBER', actorName: null, action: 'member.paymentQrRemove', target: 'paymentQr:12' }
  const english = render('en', [saved, removed]).replaceAll('<!-- -->', '')
  expect(english).toContain('Bank QR saved · the bank QR for every property')
  expect(english).toContain('Bank QR removed · the bank QR of property 12')
  const nepali = render('ne', [saved, removed]).replaceAll('<!-- -->', '')
  expect(nepali).toContain('बैंक QR सेभ गरियो · सबै सम्पत्तिको बैंक QR')
  expect(nepali).toContain('बैंक QR हटाइयो · सम्पत्ति १२ को बैंक QR')
  for (const code of ['member.paymentQrSave', 'member.paymentQrRemove', 'paymentQr:all', 'paymentQr:12']) {
    expect(english).not.toContain(code)
    expect(nepali).not.toContain(code)
  }
})

test('a row names its action, target and actor in words, never their codes, in both languages', () => {
  const reply = { ...row, action: 'operator.ticketReply', target: 'ticket:7' }
  const terminate = { ...row, id: 2, actorRole: 'MEMBER', actorName: null, action: 'member.agreementTerminate', target: 'agreement:2' }
  const gateway = { ...row, id: 3, actorRole: 'MEMBER', actorName: null, action: 'member.gatewayKeyChange', target: 'gateway:KHALTI' }
  const older = { ...row, id: 4, action: 'ops.plan.change', target: 'member 9' }
  // React marks where one text node ends and the next begins; the reader sees one line.
  const english = render('en', [reply, terminate, gateway, older]).replaceAll('<!-- -->', '')
  for (const text of ['Support ticket answered by text · support ticket 7', 'Agreement terminated · agreement 2', 'Payment gateway key changed · Khalti', 'Other action', 'Bhadaa support 7']) {
    expect(english).toContain(text)
  }
  const nepali = render('ne', [reply, terminate, gateway]).replaceAll('<!-- -->', '')
  for (const text of ['सहायता टिकटको जवाफ SMS मा पठाइयो · सहायता टिकट ७', 'सम्झौता अन्त्य · सम्झौता २', 'Bhadaa सहायता ७']) expect(nepali).toContain(text)
  for (const code of ['operator.ticketReply', 'ticket:7', 'agreement:2', 'gateway:KHALTI', 'OPERATOR', 'ops.plan.change']) {
    expect(english).not.toContain(code)
    expect(nepali).not.toContain(code)
  }
})
