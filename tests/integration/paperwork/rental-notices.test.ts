// The municipality's rental notices against PostgreSQL: a notice is due when an
// agreement starts and again when its place falls vacant (termination or end), only where the
// member's municipality asks for one, and the landlord is texted on day 5, once.
import { describe, expect, test } from 'vitest'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { createProperty } from '~/services/properties/properties.server'
import {
  fileNotice,
  KATHMANDU_METROPOLITAN_CITY,
  listNoticeMunicipalities,
  listOpenNotices,
  noticesMayBeMissing,
  scanRentalNoticeReminders,
  setNoticeMunicipalities,
  syncRentalNotices,
} from '~/services/paperwork/rental-notices.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { readJson } from '~/services/json-rows.server'
import { readDashboard } from '~/services/reports/dashboard-read.server'
import { createMember } from '../../support/fixtures'
import { BHOJPUR, propertyInput } from '../properties/support'
import { agreementAt, at, landlordWithPlaces } from '../reminders/support'

const noticesOf = (agreementId: number) => prisma.rentalNotice.findMany({ where: { agreementId }, orderBy: { id: 'asc' } })
const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null

describe('a notice is due', () => {
  test('when an agreement starts, due 7 days later, on the dashboard until filed', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[0]!, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-01', 10))
    expect(await listOpenNotices(member.id, at('2026-03-09', 10))).toEqual([])

    const open = await listOpenNotices(member.id, at('2026-03-10', 10))
    expect(open).toMatchObject([{ kind: 'LET', eventDate: '2026-03-10', dueDate: '2026-03-17', agreement: { id: agreement.id }, tenantName: 'Ram Thapa' }])
    expect(open[0]!.municipality.en).toBe('Kathmandu Metropolitan City')

    await fileNotice(member.id, open[0]!.id, { filedOn: '2026-03-12', reference: 'KMC-2083-123' }, at('2026-03-12', 10))
    expect(await listOpenNotices(member.id, at('2026-03-12', 11))).toEqual([])
    expect(await noticesOf(agreement.id)).toHaveLength(1)
  })

  test('again when the place falls vacant by a termination', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[1]!, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-10', 10))
    await terminateAgreement(member.id, agreement.id, { now: at('2026-05-02', 10) })
    await syncRentalNotices(member.id, at('2026-05-02', 11))
    expect((await noticesOf(agreement.id)).map((notice) => [notice.kind, day(notice.eventDate), day(notice.dueDate)])).toEqual([['VACATED', '2026-05-02', '2026-05-09']])
  })

  test('again when it ends (vacant the day after its last day), but not when the place is let again at once', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement: ended } = await agreementAt(member.id, places[0]!, { start: '2026-01-01', end: '2026-06-30' }, at('2026-01-01', 10))
    const { agreement: renewed } = await agreementAt(member.id, places[2]!, { start: '2026-01-01', end: '2026-06-30' }, at('2026-01-01', 10))
    await agreementAt(member.id, places[2]!, { start: '2026-07-01', end: '2027-06-30' }, at('2026-07-01', 9))
    await syncRentalNotices(member.id, at('2026-07-01', 10))
    expect((await noticesOf(ended.id)).map((notice) => [notice.kind, day(notice.eventDate)])).toEqual([['VACATED', '2026-07-01']])
    expect(await noticesOf(renewed.id)).toEqual([])
  })

  test('the dashboard writes them only while one may be missing, and shows what it wrote', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[1]!, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-01', 10))
    const mayBeMissing = (now: Date) => readJson<boolean>(noticesMayBeMissing(member.id, now))
    expect(await mayBeMissing(at('2026-03-09', 10))).toBe(false)
    expect(await mayBeMissing(at('2026-03-10', 10))).toBe(true)
    expect((await readDashboard(member, at('2026-03-10', 10))).notices).toMatchObject([{ kind: 'LET', agreement: { id: agreement.id } }])
    expect(await mayBeMissing(at('2026-03-10', 11))).toBe(false)
    await terminateAgreement(member.id, agreement.id, { now: at('2026-05-02', 10) })
    expect(await mayBeMissing(at('2026-05-02', 11))).toBe(true)
    await syncRentalNotices(member.id, at('2026-05-02', 11))
    expect(await mayBeMissing(at('2026-05-02', 12))).toBe(false)
    expect(await noticesOf(agreement.id)).toHaveLength(2)
  })

  test('outside every district the member files in, the dashboard does not look for one; once it files there, it does', async () => {
    const member = await createMember()
    const bhojpur = await createProperty(member.id, propertyInput({ name: 'Bhojpur House', division: false, provinceId: 1, districtId: BHOJPUR, city: 'Bhojpur', lat: 27.17, lng: 87.05 }))
    const { agreement } = await agreementAt(member.id, { propertyId: bhojpur.id }, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-10', 10))
    const mayBeMissing = (now: Date) => readJson<boolean>(noticesMayBeMissing(member.id, now))
    expect(await mayBeMissing(at('2026-03-10', 11))).toBe(false)
    expect((await readDashboard(member, at('2026-03-10', 11))).notices).toEqual([])

    const bhojpurMunicipality = (await listNoticeMunicipalities(member.id)).find((m) => m.name.en === 'Bhojpur Municipality')!
    await setNoticeMunicipalities(member.id, [bhojpurMunicipality.id])
    expect(await mayBeMissing(at('2026-03-10', 12))).toBe(true)
    expect((await readDashboard(member, at('2026-03-10', 12))).notices).toMatchObject([{ kind: 'LET', agreement: { id: agreement.id } }])
    expect(await mayBeMissing(at('2026-03-10', 13))).toBe(false)
  })

  test('twice over, or at once, it is written once', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[0]!, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-10', 10))
    await Promise.all([syncRentalNotices(member.id, at('2026-03-10', 10)), syncRentalNotices(null, at('2026-03-10', 10))])
    await syncRentalNotices(member.id, at('2026-03-11', 10))
    expect(await noticesOf(agreement.id)).toHaveLength(1)
  })
})

describe('which municipalities ask', () => {
  test('only Kathmandu Metropolitan City unless the member chooses others; the member can turn it off', async () => {
    const member = await createMember()
    const kirtipur = await createProperty(member.id, propertyInput({ name: 'Kirtipur House', division: false, city: 'Kirtipur' }))
    const kathmandu = await createProperty(member.id, propertyInput({ name: 'Baneshwor House', division: false }))
    const { agreement: inKirtipur } = await agreementAt(member.id, { propertyId: kirtipur.id }, { start: '2026-03-10', end: '2027-03-09' }, at('2026-03-10', 10))
    const { agreement: inKathmandu } = await agreementAt(member.id, { propertyId: kathmandu.id }, { start: '2026-03-20', end: '2027-03-19' }, at('2026-03-20', 10))
    const municipalities = await listNoticeMunicipalities(member.id)
    expect(municipalities.map((m) => [m.name.en, m.required])).toEqual([
      ['Kathmandu Metropolitan City', true],
      ['Kirtipur Municipality', false],
    ])

    await syncRentalNotices(member.id, at('2026-03-10', 12))
    expect(await noticesOf(inKirtipur.id)).toEqual([])

    const kirtipurId = municipalities[1]!.id
    await setNoticeMunicipalities(member.id, [kirtipurId])
    await syncRentalNotices(member.id, at('2026-03-20', 12))
    expect(await noticesOf(inKirtipur.id)).toHaveLength(1)
    expect(await noticesOf(inKathmandu.id)).toEqual([])
    expect(await prisma.rentalNoticeMunicipality.findMany({ where: { memberId: member.id }, orderBy: { localLevelId: 'asc' } })).toMatchObject([
      { localLevelId: KATHMANDU_METROPOLITAN_CITY, required: false },
      { localLevelId: kirtipurId, required: true },
    ])
  })
})

describe('the day-5 text to the landlord', () => {
  test('is sent once on day 5 when the notice is not filed, never before, never outside 09:00-19:00', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[0]!, { start: '2026-04-01', end: '2027-03-31' }, at('2026-04-01', 10))
    await syncRentalNotices(member.id, at('2026-04-01', 10))
    const [notice] = await noticesOf(agreement.id)
    const texts = () => prisma.smsMessage.findMany({ where: { idempotencyKey: `rental-notice:${notice!.id}` } })

    await scanRentalNoticeReminders(at('2026-04-05', 10))
    await scanRentalNoticeReminders(at('2026-04-06', 20))
    expect(await texts()).toEqual([])

    await scanRentalNoticeReminders(at('2026-04-06', 10))
    await scanRentalNoticeReminders(at('2026-04-06', 11))
    await scanRentalNoticeReminders(at('2026-04-07', 10))
    const sent = await texts()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: member.phone, memberId: member.id, template: 'rental-notice' })
    expect(sent[0]!.body).toContain('letting notice')
  })

  test('is not sent when the notice was filed first', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[1]!, { start: '2026-04-01', end: '2027-03-31' }, at('2026-04-01', 10))
    const [open] = await listOpenNotices(member.id, at('2026-04-01', 10))
    await fileNotice(member.id, open!.id, { filedOn: '2026-04-02', reference: 'R-1' }, at('2026-04-02', 10))
    await scanRentalNoticeReminders(at('2026-04-06', 10))
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: `rental-notice:${open!.id}` } })).toBe(0)
    expect(await noticesOf(agreement.id)).toMatchObject([{ reference: 'R-1' }])
  })
})

describe('filing', () => {
  test('a day in the future or before the event is refused; another member’s notice is not found', async () => {
    const { member, places } = await landlordWithPlaces()
    await agreementAt(member.id, places[0]!, { start: '2026-04-01', end: '2027-03-31' }, at('2026-04-01', 10))
    const [open] = await listOpenNotices(member.id, at('2026-04-01', 10))
    await expect(fileNotice(member.id, open!.id, { filedOn: '2026-04-03', reference: 'R' }, at('2026-04-02', 10))).rejects.toThrow(ValidationError)
    await expect(fileNotice(member.id, open!.id, { filedOn: '2026-03-31', reference: 'R' }, at('2026-04-02', 10))).rejects.toThrow(ValidationError)
    const other = await createMember()
    await expect(fileNotice(other.id, open!.id, { filedOn: '2026-04-02', reference: 'R' }, at('2026-04-02', 10))).rejects.toThrow(NotFoundError)
    expect(await prisma.rentalNotice.findUniqueOrThrow({ where: { id: open!.id } })).toMatchObject({ filedOn: null, reference: null })
  })
})
