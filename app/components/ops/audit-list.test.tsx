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
  actorRole: 'OPERATOR',
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
