// The list of an agreement's charges, rendered on the server: a charge whose day has not come is
// "Upcoming", not "Due"; the landlord's list offers to cancel an extra charge, the tenant's does not.
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { type Language, LanguageProvider } from '~/i18n'
import type { ChargeLine, Ledger } from '~/services/ledger/ledger.server'
import { ChargeList } from './dues-and-payments'

const TODAY = '2026-03-10'

function charge(id: number, dueDate: string, overrides: Partial<ChargeLine> = {}): ChargeLine {
  const month = dueDate.slice(0, 8)
  return {
    id,
    kind: 'RENT',
    utilityId: null,
    periodStart: `${month}01`,
    periodEnd: `${month}28`,
    dueDate,
    amountPaisa: 1_000_000,
    paidPaisa: 0,
    status: 'DUE',
    openingBalance: false,
    description: null,
    cancelReason: null,
    ...overrides,
  }
}

const LEDGER: Ledger = {
  agreementId: 7,
  calendar: 'AD',
  charges: [
    charge(1, '2026-02-05', { status: 'PAID', paidPaisa: 1_000_000 }),
    charge(2, '2026-03-05'),
    charge(3, TODAY, { kind: 'EXTRA', description: 'Water tanker', amountPaisa: 50_000 }),
    charge(4, '2026-04-05'),
  ],
  payments: [],
  balance: { dueNowPaisa: 1_050_000, overduePaisa: 1_000_000, creditPaisa: 0, oldestUnpaidDueDate: '2026-03-05', next: { dueDate: '2026-04-05', unpaidPaisa: 1_000_000 } },
}

function render({ readOnly, language = 'en' }: { readOnly: boolean; language?: Language }) {
  const list = () => (
    <LanguageProvider value={language}>
      <ChargeList ledger={LEDGER} today={TODAY} showAll={false} pageUrl="/agreements/7" readOnly={readOnly} />
    </LanguageProvider>
  )
  const Stub = createRoutesStub([{ path: '/', Component: list }])
  return renderToString(<Stub initialEntries={['/']} />)
}

/** The status word of each charge, in order. */
const statusWords = (html: string) => [...html.matchAll(/data-status="[A-Z_]+"[^>]*>(?:<[^>]+>)*([^<]+)</g)].map((match) => match[1])

describe('ChargeList', () => {
  test('paid, overdue, due today and upcoming charges each have their word', () => {
    expect(statusWords(render({ readOnly: false }))).toEqual(['Paid', 'Overdue', 'Due', 'Upcoming'])
    expect(statusWords(render({ readOnly: true, language: 'ne' }))).toEqual(['तिरिसकेको', 'म्याद नाघेको', 'बाँकी', 'आगामी'])
  })

  test('the landlord may cancel an unpaid extra charge; the tenant sees no such link', () => {
    expect(render({ readOnly: false })).toContain('dialog=cancel-charge&amp;charge=3')
    const tenant = render({ readOnly: true })
    expect(tenant).toContain('Water tanker')
    expect(tenant).not.toContain('cancel-charge')
    expect(tenant).not.toContain('Cancel charge')
  })
})
