// The dashboard's dues card renders on the server in both languages: totals, the late tenants
// with links to their agreements, and how many more there are.
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { type Language, LanguageProvider } from '~/i18n'
import type { DuesOverview } from '~/services/reports/dues-overview.server'
import { DuesOverviewCard } from './dues-overview'

function render(overview: DuesOverview, language: Language = 'en') {
  const Stub = createRoutesStub([{ path: '/', Component: () => <LanguageProvider value={language}><DuesOverviewCard overview={overview} /></LanguageProvider> }])
  return renderToString(<Stub initialEntries={['/']} />)
}

const late = (n: number, daysOverdue: number) => ({
  agreementId: n,
  agreementName: `Flat ${n}`,
  tenantId: 100 + n,
  tenantName: `Tenant ${n}`,
  tenantPhoneNational: '9812345678',
  overduePaisa: 25_000_00,
  daysOverdue,
  oldestDueDate: '2026-03-05',
})

describe('DuesOverviewCard', () => {
  test('totals and the late tenants, five listed and the rest counted', () => {
    const html = render({ dueThisWeekPaisa: 1_25_000_00, overduePaisa: 1_75_000_00, overdue: [late(1, 30), late(2, 1), ...[3, 4, 5, 6, 7].map((n) => late(n, 2))] })
    expect(html).toContain('Due this week')
    expect(html).toContain('Rs. 1,25,000.00')
    expect(html).toContain('Rs. 1,75,000.00')
    expect(html).toContain('href="/agreements/1#agreement-ledger"')
    expect(html).toContain('30 days late')
    expect(html).toContain('1 day late')
    expect(html).not.toContain('Tenant 6')
    expect(html).toContain('and 2 more')
  })

  test('nobody late, in Nepali', () => {
    const html = render({ dueThisWeekPaisa: 0, overduePaisa: 0, overdue: [] }, 'ne')
    expect(html).toContain('यो हप्ता तिर्नुपर्ने')
    expect(html).toContain('रु. ०.००')
    expect(html).toContain('कसैको म्याद नाघेको छैन।')
  })
})
