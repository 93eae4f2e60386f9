// The landlord's weekly digest against PostgreSQL: texted on Sunday from 09:00 Nepal
// time only to members who opted in, once per member and week, with the dashboard's totals.
import { describe, expect, test } from 'vitest'
import { dateColumn } from '~/domain/ad-date'
import { weeklyDigestText } from '~/domain/weekly-digest'
import { prisma } from '~/server/db.server'
import { getWeeklyDigest, getWeeklyDigestSetting, sendWeeklyDigests, setWeeklyDigest } from '~/services/reports/weekly-digest.server'
import { agreementAt, at, landlordWithPlaces } from '../reminders/support'

const digestsOf = (memberId: number) => prisma.smsMessage.findMany({ where: { memberId, template: 'weekly-digest' }, orderBy: { id: 'asc' } })

/** A landlord with two tenants, each with monthly rent due on the 5th since October. */
async function landlordWithDues() {
  const { member, places } = await landlordWithPlaces()
  for (const place of places.slice(0, 2)) await agreementAt(member.id, place, { start: '2026-10-01', end: '2027-09-30' }, at('2026-10-01', 10))
  return member
}

/** What the ledger holds unpaid: due before `today`, and due from `today` to 6 days later. */
async function unpaid(memberId: number, today: string, weekEnd: string) {
  const charges = await prisma.charge.findMany({ where: { agreement: { memberId }, status: { in: ['DUE', 'PARTIAL'] } }, select: { dueDate: true, amountPaisa: true, paidPaisa: true } })
  const sum = (keep: (due: Date) => boolean) => charges.filter((charge) => keep(charge.dueDate)).reduce((total, charge) => total + Number(charge.amountPaisa - charge.paidPaisa), 0)
  return { overduePaisa: sum((due) => due < dateColumn(today)), dueThisWeekPaisa: sum((due) => due >= dateColumn(today) && due <= dateColumn(weekEnd)) }
}

describe('the weekly digest', () => {
  test('is off by default and not sent to a member who did not opt in', async () => {
    const member = await landlordWithDues()
    expect(await getWeeklyDigestSetting(member.id)).toBe(false)
    await sendWeeklyDigests(at('2026-11-29', 9))
    expect(await digestsOf(member.id)).toEqual([])
  })

  test('is sent once on Sunday from 09:00 with the right totals, in the landlord’s language', async () => {
    const member = await landlordWithDues()
    await prisma.member.update({ where: { id: member.id }, data: { prefLanguage: 'NEP' } })
    expect(await setWeeklyDigest(member.id, true)).toBe(true)

    await sendWeeklyDigests(at('2026-11-29', 8, 59)) // before 09:00
    await sendWeeklyDigests(at('2026-11-28', 10)) // a Saturday
    expect(await digestsOf(member.id)).toEqual([])

    await sendWeeklyDigests(at('2026-11-29', 9))
    await sendWeeklyDigests(at('2026-11-29', 10)) // the next hourly run the same Sunday
    const texts = await digestsOf(member.id)
    expect(texts).toHaveLength(1)
    expect(texts[0]!.idempotencyKey).toBe(`weekly-digest:${member.id}:2026-11-29`)

    const expected = await unpaid(member.id, '2026-11-29', '2026-12-05')
    expect(expected.overduePaisa).toBeGreaterThan(0)
    expect(expected.dueThisWeekPaisa).toBeGreaterThan(0)
    const digest = await getWeeklyDigest(member.id, '2026-11-29')
    expect(digest).toEqual({ overdueTenants: 2, ...expected })
    expect(texts[0]).toMatchObject({ language: 'NEP', to: member.phone, body: weeklyDigestText('NEP', digest) })
    expect(texts[0]!.segments).toBeLessThanOrEqual(2)

    // The next Sunday is a new week: one more.
    await sendWeeklyDigests(at('2026-12-06', 9))
    expect((await digestsOf(member.id)).map((text) => text.idempotencyKey)).toEqual([`weekly-digest:${member.id}:2026-11-29`, `weekly-digest:${member.id}:2026-12-06`])
  })

  test('runs at once send it once', async () => {
    const member = await landlordWithDues()
    await setWeeklyDigest(member.id, true)
    await Promise.all([sendWeeklyDigests(at('2026-12-13', 9)), sendWeeklyDigests(at('2026-12-13', 9, 1))])
    expect(await digestsOf(member.id)).toHaveLength(1)
    // Turned off: no more.
    await setWeeklyDigest(member.id, false)
    await sendWeeklyDigests(at('2026-12-20', 9))
    expect(await digestsOf(member.id)).toHaveLength(1)
  })
})
