// The municipality's rental notices: one notice when an agreement starts (the house is
// let) and one when its place falls vacant (termination or end), for properties in a municipality
// that asks for them (per member; Kathmandu Metropolitan City by default). Notices are derived
// from the agreements: syncRentalNotices writes the ones that are missing (unique per agreement
// and kind, so running it twice, or two at once, writes nothing twice). It runs when the member
// looks (dashboard, notices page, /v1) and from the hourly job, which also texts the landlord on
// day 5 of 7 when a notice is not filed yet (once: the SMS's idempotency key).
import type { CalendarType } from '~/domain/calendar-type'
import { addAdDays, dateColumn, isoDateOf } from '~/domain/ad-date'
import { nepalToday, nepalTimeToInstant } from '~/domain/nepal-time'
import { isWithinSendingHours, SENDING_HOURS } from '~/domain/reminders'
import {
  localLevelName,
  localLevelOf,
  NOTICE_LOOKBACK_DAYS,
  NOTICE_REMINDER_DAY,
  NOTICE_WITHIN_DAYS,
  noticeDueDate,
  type RentalNoticeFacts,
  type RentalNoticeKind,
  rentalNoticeReminderText,
  vacancyDate,
  wardOf,
} from '~/domain/rental-notice'
import { toNationalNumber } from '~/domain/phone'
import { moveOutDayOf } from '~/services/agreements/views.server'
import { isRecordId } from '~/domain/record-id'
import { Prisma } from '~/generated/prisma/client'
import { NOTICE_MESSAGES, type NoticeFileInput } from '~/schemas/rental-notice-schemas'
import { prisma } from '~/server/db.server'
import { dateOf, dateOrNullOf, jsonRows, readJson } from '~/services/json-rows.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { createSmsBatchInTransaction, enqueueSmsAfterCommit, type QueueSmsInput } from '~/services/sms/outbox.server'
import { callerRoleSelect, roleIn, sharedPropertyWhere } from '~/services/team/shared-with.server'
import type { PropertyRoleName } from '~/domain/property-roles'
import { fullName } from '~/domain/person-name'

/** Kathmandu Metropolitan City in the reference data (prisma/data/geo.json). */
export const KATHMANDU_METROPOLITAN_CITY = 307

const BATCH = 500

type Level = { id: number; districtId: number; name: string; nameNe: string; type: string }

async function levelsByDistrict(districtIds: number[]): Promise<Map<number, Level[]>> {
  const levels = await prisma.localLevel.findMany({ where: { districtId: { in: [...new Set(districtIds)] } } })
  const map = new Map<number, Level[]>()
  for (const level of levels) map.set(level.districtId, [...(map.get(level.districtId) ?? []), level])
  return map
}

/** Whether `memberId` files notices in local level `id`: their choice, else only Kathmandu. */
async function noticeChoices(memberIds: number[]): Promise<(memberId: number, levelId: number) => boolean> {
  const rows = await prisma.rentalNoticeMunicipality.findMany({ where: { memberId: { in: [...new Set(memberIds)] } } })
  const chosen = new Map(rows.map((row) => [`${row.memberId}:${row.localLevelId}`, row.required]))
  return (memberId, levelId) => chosen.get(`${memberId}:${levelId}`) ?? levelId === KATHMANDU_METROPOLITAN_CITY
}

const CANDIDATE_SELECT = {
  id: true,
  memberId: true,
  propertyId: true,
  unitId: true,
  startDate: true,
  endDate: true,
  status: true,
  terminatedAt: true,
  moveOutDate: true,
  property: { select: { districtId: true, city: true } },
  rentalNotices: { select: { kind: true } },
} satisfies Prisma.AgreementSelect
type Candidate = Prisma.AgreementGetPayload<{ select: typeof CANDIDATE_SELECT }>

/** Whether another agreement of the same place runs on `day` (a renewal: the place is not vacant). */
async function isLetAgainOn(agreement: Candidate, day: string): Promise<boolean> {
  const next = await prisma.agreement.findFirst({
    where: {
      id: { not: agreement.id },
      memberId: agreement.memberId,
      propertyId: agreement.propertyId,
      unitId: agreement.unitId,
      startDate: { lte: dateColumn(day) },
      endDate: { gte: dateColumn(day) },
      // Still there on that day: not terminated, or its tenant moving out after it.
      OR: [{ status: { not: 'TERMINATED' } }, { moveOutDate: { gt: dateColumn(day) } }],
    },
    select: { id: true },
  })
  return next !== null
}

async function noticesOf(agreement: Candidate, levelId: number, today: string): Promise<Prisma.RentalNoticeCreateManyInput[]> {
  const from = addAdDays(today, -NOTICE_LOOKBACK_DAYS)
  const has = (kind: RentalNoticeKind) => agreement.rentalNotices.some((notice) => notice.kind === kind)
  const startDate = isoDateOf(agreement.startDate)
  // The day the tenant leaves, not the day the termination was recorded.
  const terminatedOn = agreement.status === 'TERMINATED' ? moveOutDayOf(agreement) : null
  // Terminated before it started: the house was never let.
  if (terminatedOn !== null && terminatedOn < startDate) return []
  const notice = (kind: RentalNoticeKind, eventDate: string) => ({
    memberId: agreement.memberId,
    agreementId: agreement.id,
    kind,
    localLevelId: levelId,
    eventDate: dateColumn(eventDate),
    dueDate: dateColumn(noticeDueDate(eventDate)),
  })
  const notices: Prisma.RentalNoticeCreateManyInput[] = []
  if (!has('LET') && startDate >= from && startDate <= today) notices.push(notice('LET', startDate))
  const vacant = vacancyDate({ endDate: isoDateOf(agreement.endDate), terminatedOn }, today)
  if (!has('VACATED') && vacant !== null && vacant >= from && !(await isLetAgainOn(agreement, vacant))) notices.push(notice('VACATED', vacant))
  return notices
}

/**
 * Writes the notices that are due and missing: lettings and vacancies of the last 30 days (Nepal
 * time) in municipalities that ask for them; of one member, or of everyone (`memberId` null).
 * Answers how many it wrote.
 */
export async function syncRentalNotices(memberId: number | null, now: Date = new Date()): Promise<number> {
  const today = nepalToday(now)
  const from = addAdDays(today, -NOTICE_LOOKBACK_DAYS)
  let written = 0
  let after = 0
  for (;;) {
    const candidates = await prisma.agreement.findMany({
      where: {
        id: { gt: after },
        ...(memberId === null ? {} : { memberId }),
        OR: [
          { startDate: { gte: dateColumn(from), lte: dateColumn(today) } },
          { endDate: { gte: dateColumn(addAdDays(from, -1)), lt: dateColumn(today) } },
          { status: 'TERMINATED', moveOutDate: { gte: dateColumn(from), lte: dateColumn(today) } },
          { status: 'TERMINATED', moveOutDate: null, terminatedAt: { gte: nepalTimeToInstant(from, 0) } },
        ],
      },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: CANDIDATE_SELECT,
    })
    if (candidates.length === 0) return written
    after = candidates.at(-1)!.id
    const [levels, asks] = await Promise.all([
      levelsByDistrict(candidates.map((candidate) => candidate.property.districtId)),
      noticeChoices(candidates.map((candidate) => candidate.memberId)),
    ])
    const rows: Prisma.RentalNoticeCreateManyInput[] = []
    for (const agreement of candidates) {
      const levelId = localLevelOf(agreement.property.city, levels.get(agreement.property.districtId) ?? [])
      if (levelId !== null && asks(agreement.memberId, levelId)) rows.push(...(await noticesOf(agreement, levelId, today)))
    }
    if (rows.length > 0) written += (await prisma.rentalNotice.createMany({ data: rows, skipDuplicates: true })).count
    // A short batch was the last: no query to find that nothing follows (the dashboard runs this on every view).
    if (candidates.length < BATCH) return written
  }
}

// ---------------------------------------------------------------------------------------------
// Reads

const NOTICE_SELECT = {
  id: true,
  kind: true,
  eventDate: true,
  dueDate: true,
  filedOn: true,
  reference: true,
  localLevel: { select: { name: true, nameNe: true, type: true } },
  agreement: {
    select: {
      id: true,
      name: true,
      calendar: true,
      tenant: { select: { firstName: true, lastName: true } },
      property: { select: { name: true } },
      unit: { select: { name: true } },
    },
  },
} satisfies Prisma.RentalNoticeSelect
type NoticeRow = Prisma.RentalNoticeGetPayload<{ select: typeof NOTICE_SELECT }>

export type RentalNoticeView = {
  id: number
  kind: RentalNoticeKind
  eventDate: string
  dueDate: string
  filedOn: string | null
  reference: string | null
  municipality: { en: string; ne: string }
  agreement: { id: number; name: string; calendar: CalendarType }
  tenantName: string
  place: string
}

function viewOf(row: NoticeRow): RentalNoticeView {
  const { agreement } = row
  return {
    id: row.id,
    kind: row.kind,
    eventDate: isoDateOf(row.eventDate),
    dueDate: isoDateOf(row.dueDate),
    filedOn: row.filedOn && isoDateOf(row.filedOn),
    reference: row.reference,
    municipality: { en: localLevelName(row.localLevel, 'en'), ne: localLevelName(row.localLevel, 'ne') },
    agreement: { id: agreement.id, name: agreement.name, calendar: agreement.calendar },
    tenantName: fullName(agreement.tenant),
    place: [agreement.property.name, agreement.unit?.name].filter(Boolean).join(', '),
  }
}

/**
 * Whether syncRentalNotices could write a notice of the member's now: an agreement that let its
 * place in the last 30 days without a LET notice, or left it (its end, its termination) without a
 * VACATED one, on a property in a district where the member files notices in some municipality
 * (their choice, else Kathmandu). The same windows as its candidates; false means it would write
 * nothing, so a screen that reads this beside its notices asks it to run only then. The district,
 * not the municipality: which municipality a property is in is the city's match in
 * `localLevelOf`, which stays in one place; without the district a landlord outside Kathmandu
 * ran the sync on every dashboard view for 30 days after each letting, to write nothing.
 */
export function noticesMayBeMissing(memberId: number, now: Date = new Date()): Prisma.Sql {
  const today = nepalToday(now)
  const from = addAdDays(today, -NOTICE_LOOKBACK_DAYS)
  const has = (kind: RentalNoticeKind) => Prisma.sql`EXISTS (SELECT 1 FROM "RentalNotice" n WHERE n."agreementId" = a."id" AND n."kind" = ${kind}::"RentalNoticeKind")`
  return Prisma.sql`EXISTS (SELECT 1 FROM "Agreement" a JOIN "Property" p ON p."id" = a."propertyId"
    WHERE a."memberId" = ${memberId}
    AND EXISTS (SELECT 1 FROM "LocalLevel" l LEFT JOIN "RentalNoticeMunicipality" r ON r."memberId" = a."memberId" AND r."localLevelId" = l."id"
      WHERE l."districtId" = p."districtId" AND COALESCE(r."required", l."id" = ${KATHMANDU_METROPOLITAN_CITY}))
    AND ((a."startDate" BETWEEN ${dateColumn(from)}::date AND ${dateColumn(today)}::date AND NOT ${has('LET')})
    OR ((a."endDate" >= ${dateColumn(addAdDays(from, -1))}::date AND a."endDate" < ${dateColumn(today)}::date
        OR a."status" = 'TERMINATED' AND a."moveOutDate" BETWEEN ${dateColumn(from)}::date AND ${dateColumn(today)}::date
        OR a."status" = 'TERMINATED' AND a."moveOutDate" IS NULL AND a."terminatedAt" >= ${nepalTimeToInstant(from, 0)})
      AND NOT ${has('VACATED')})))`
}

/** The member's notices not filed yet, the most urgent first, as JSON (jsonRows) for `openNoticesFrom`. */
export function openNoticesJson(memberId: number): Prisma.Sql {
  // One joined query: the nested select sends six, one after the other, even for no notice at
  // all (the dashboard asks on every view; ADR 025).
  return jsonRows(
    Prisma.sql`
    SELECT n."id", n."kind", n."eventDate", n."dueDate", n."filedOn", n."reference",
           l."name" AS "levelName", l."nameNe" AS "levelNameNe", l."type" AS "levelType",
           a."id" AS "agreementId", a."name" AS "agreementName", a."calendar",
           t."firstName" AS "tenantFirstName", t."lastName" AS "tenantLastName",
           p."name" AS "propertyName", u."name" AS "unitName"
    FROM "RentalNotice" n
    JOIN "LocalLevel" l ON l."id" = n."localLevelId"
    JOIN "Agreement" a ON a."id" = n."agreementId"
    JOIN "Tenant" t ON t."id" = a."tenantId"
    JOIN "Property" p ON p."id" = a."propertyId"
    LEFT JOIN "Unit" u ON u."id" = a."unitId"
    WHERE n."memberId" = ${memberId} AND n."filedOn" IS NULL`,
    Prisma.sql`x."dueDate" ASC, x."id" ASC`,
  )
}

export function openNoticesFrom(rows: OpenNoticeJson[]): RentalNoticeView[] {
  return rows.map((row) =>
    viewOf({
      id: row.id,
      kind: row.kind,
      eventDate: dateOf(row.eventDate),
      dueDate: dateOf(row.dueDate),
      filedOn: dateOrNullOf(row.filedOn),
      reference: row.reference,
      localLevel: { name: row.levelName, nameNe: row.levelNameNe, type: row.levelType },
      agreement: {
        id: row.agreementId,
        name: row.agreementName,
        calendar: row.calendar,
        tenant: { firstName: row.tenantFirstName, lastName: row.tenantLastName },
        property: { name: row.propertyName },
        unit: row.unitName === null ? null : { name: row.unitName },
      },
    }),
  )
}

/** The member's notices not filed yet, the most urgent first (the dashboard's list), after writing the missing ones. */
export async function listOpenNotices(memberId: number, now: Date = new Date()): Promise<RentalNoticeView[]> {
  await syncRentalNotices(memberId, now)
  return readOpenNotices(memberId)
}

/** The member's notices not filed yet as they are, without writing the missing ones first. */
export async function readOpenNotices(memberId: number): Promise<RentalNoticeView[]> {
  return openNoticesFrom(await readJson<OpenNoticeJson[]>(openNoticesJson(memberId)))
}

type OpenNoticeJson = Pick<NoticeRow, 'id' | 'kind' | 'reference'> & {
  eventDate: string
  dueDate: string
  filedOn: string | null
  levelName: string
  levelNameNe: string
  levelType: string
  agreementId: number
  agreementName: string
  calendar: NoticeRow['agreement']['calendar']
  tenantFirstName: string
  tenantLastName: string
  propertyName: string
  unitName: string | null
}

/** Every notice of the member, newest first (at most `take`). */
export async function listNotices(memberId: number, { now = new Date(), take = 100 }: { now?: Date; take?: number } = {}): Promise<RentalNoticeView[]> {
  await syncRentalNotices(memberId, now)
  const rows = await prisma.rentalNotice.findMany({ where: { memberId }, orderBy: [{ eventDate: 'desc' }, { id: 'desc' }], take, select: NOTICE_SELECT })
  return rows.map(viewOf)
}

/**
 * The notices of the properties others let the member into with a role that sees their
 * tenancies (ADR 041), newest first (at most `take`), each with the member's role there; `open`:
 * only those not filed yet. The owners' hourly job writes the missing ones.
 */
export async function listSharedNotices(
  memberId: number,
  { open = false, take = 100 }: { open?: boolean; take?: number } = {},
): Promise<Array<RentalNoticeView & { role: PropertyRoleName }>> {
  const agreement = NOTICE_SELECT.agreement.select
  const rows = await prisma.rentalNotice.findMany({
    where: { agreement: { property: sharedPropertyWhere(memberId, 'tenancy:view') }, ...(open ? { filedOn: null } : {}) },
    orderBy: open ? [{ dueDate: 'asc' }, { id: 'asc' }] : [{ eventDate: 'desc' }, { id: 'desc' }],
    take,
    select: { ...NOTICE_SELECT, agreement: { select: { ...agreement, property: { select: { ...agreement.property.select, ...callerRoleSelect(memberId) } } } } },
  })
  return rows.map((row) => ({ ...viewOf(row), role: roleIn(memberId, row.agreement.property) }))
}

async function findNotice(memberId: number, noticeId: number) {
  const row = isRecordId(noticeId) ? await prisma.rentalNotice.findFirst({ where: { id: noticeId, memberId }, select: { ...NOTICE_SELECT, memberId: true } }) : null
  if (!row) throw new NotFoundError(NOTICE_MESSAGES.notFound)
  return row
}

export type RentalNoticeDocument = RentalNoticeView & { facts: RentalNoticeFacts }

/** One notice with everything its printout shows. */
export async function getNotice(memberId: number, noticeId: number): Promise<RentalNoticeDocument> {
  const row = await findNotice(memberId, noticeId)
  const agreement = await prisma.agreement.findUniqueOrThrow({
    where: { id: row.agreement.id },
    include: { member: true, tenant: true, unit: true, property: { include: { district: true, province: true } } },
  })
  const { property } = agreement
  return {
    ...viewOf(row),
    facts: {
      kind: row.kind,
      calendar: agreement.calendar,
      eventDate: isoDateOf(row.eventDate),
      landlord: { name: fullName(agreement.member), phone: toNationalNumber(agreement.member.phone) },
      tenant: { name: fullName(agreement.tenant), phone: toNationalNumber(agreement.tenant.phone) },
      property: {
        name: property.name,
        unit: agreement.unit?.name ?? null,
        address: [property.address1, property.address2].filter(Boolean),
        ward: wardOf([property.address2, property.address1, property.city]),
        municipality: localLevelName(row.localLevel, 'ne'),
        district: property.district.nameNe,
        province: property.province.nameNe,
      },
      startDate: isoDateOf(agreement.startDate),
      endDate: isoDateOf(agreement.endDate),
      monthlyRentPaisa: Number(agreement.leaseAmountPaisa),
    },
  }
}

/** Marks a notice filed on a day (not before the event, not after today in Nepal) with the city's reference. */
export async function fileNotice(memberId: number, noticeId: number, input: NoticeFileInput, now: Date = new Date()): Promise<RentalNoticeView> {
  const row = await findNotice(memberId, noticeId)
  if (input.filedOn > nepalToday(now) || input.filedOn < isoDateOf(row.eventDate)) {
    throw new ValidationError(NOTICE_MESSAGES.filedOn, { filedOn: [NOTICE_MESSAGES.filedOn] })
  }
  const updated = await prisma.rentalNotice.update({ where: { id: row.id }, data: { filedOn: dateColumn(input.filedOn), reference: input.reference }, select: NOTICE_SELECT })
  return viewOf(updated)
}

// ---------------------------------------------------------------------------------------------
// Which municipalities ask (per member)

export type NoticeMunicipality = { id: number; name: { en: string; ne: string }; required: boolean }

/** The municipalities of the member's properties, each with whether it asks for notices. */
export async function listNoticeMunicipalities(memberId: number): Promise<NoticeMunicipality[]> {
  const properties = await prisma.property.findMany({ where: { memberId }, select: { districtId: true, city: true } })
  const levels = await levelsByDistrict(properties.map((property) => property.districtId))
  const asks = await noticeChoices([memberId])
  const found = new Map<number, NoticeMunicipality>()
  for (const property of properties) {
    const candidates = levels.get(property.districtId) ?? []
    const level = candidates.find((candidate) => candidate.id === localLevelOf(property.city, candidates))
    if (level && !found.has(level.id)) {
      found.set(level.id, { id: level.id, name: { en: localLevelName(level, 'en'), ne: localLevelName(level, 'ne') }, required: asks(memberId, level.id) })
    }
  }
  return [...found.values()].sort((a, b) => a.name.en.localeCompare(b.name.en))
}

/** Sets which of the member's municipalities ask for notices: those in `requiredIds`; the others not. */
export async function setNoticeMunicipalities(memberId: number, requiredIds: readonly number[]): Promise<NoticeMunicipality[]> {
  const municipalities = await listNoticeMunicipalities(memberId)
  await prisma.$transaction(
    municipalities.map((municipality) => {
      const required = requiredIds.includes(municipality.id)
      return prisma.rentalNoticeMunicipality.upsert({
        where: { memberId_localLevelId: { memberId, localLevelId: municipality.id } },
        create: { memberId, localLevelId: municipality.id, required },
        update: { required },
      })
    }),
  )
  return listNoticeMunicipalities(memberId)
}

// ---------------------------------------------------------------------------------------------
// The day-5 text

/**
 * The hourly job's work: writes missing notices, then texts each landlord whose notice is still
 * not filed on day 5 after the event (or days 6 and 7, if no run could send it on day 5), once,
 * between 09:00 and 19:00 Nepal time. Answers how many texts it decided now.
 */
export async function scanRentalNoticeReminders(now: Date = new Date()): Promise<number> {
  if (!isWithinSendingHours(now)) return 0
  await syncRentalNotices(null, now)
  const today = nepalToday(now)
  const notices = await prisma.rentalNotice.findMany({
    where: {
      filedOn: null,
      eventDate: { gte: dateColumn(addAdDays(today, -NOTICE_WITHIN_DAYS)), lte: dateColumn(addAdDays(today, -NOTICE_REMINDER_DAY)) },
    },
    select: { ...NOTICE_SELECT, memberId: true, member: { select: { phone: true, prefLanguage: true } } },
  })
  const inputs: QueueSmsInput[] = notices.map((notice) => {
    const view = viewOf(notice)
    return {
      to: notice.member.phone,
      language: notice.member.prefLanguage,
      template: 'rental-notice',
      body: rentalNoticeReminderText({ language: notice.member.prefLanguage, kind: notice.kind, place: view.place, dueDate: { date: view.dueDate, calendar: view.agreement.calendar } }),
      idempotencyKey: `rental-notice:${notice.id}`,
      memberId: notice.memberId,
      sendBefore: nepalTimeToInstant(today, SENDING_HOURS.until),
    }
  })
  const created = await prisma.$transaction((tx) => createSmsBatchInTransaction(tx, inputs))
  await enqueueSmsAfterCommit(created)
  return created.length
}
