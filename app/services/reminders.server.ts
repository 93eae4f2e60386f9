// The reminder engine (DESIGN §5, ADR 011, issue 18). Every hour the `reminders-scan` job asks:
// which charges have a reminder today (due date + one of their member's offsets = today in Nepal),
// still owed, of a running agreement, not yet decided? One set-based query answers it across all
// members. A tenant gets one reminder text a day from each landlord: every charge of theirs with
// that landlord reminded today (rent, utilities, meter bills, extra charges, late fees, across
// their agreements with that landlord) is listed in one text with the total (dayReminderText).
// Exactly once, by unique keys: the day's text is a `ReminderDay` row (member, tenant, day), made
// once; each (charge, offset) is a `ReminderDecision`, listed in that text, or, when the tenant's
// text of the day had already been decided (a charge added later that day), decided without a
// text: it waits for its next reminder day. The text itself is an SmsMessage keyed by its first
// charge, `reminder:<chargeId>:<offset>`. All three are written in one transaction a batch, so a
// second scan, or two at once, decide nothing new. Only between 09:00 and 19:00 Nepal time; a
// message carries its deadline (`sendBefore`, 19:00 of its day), and sending checks every charge
// it lists again (areReminderChargesOwed), so a reminder that is no longer true is cancelled.
import type { StoredLanguage } from '~/domain/language'
import { isChargeStillOwed, isWithinSendingHours, type ReminderFacts, REMINDER_OFFSET_CHOICES, dueDatesRemindedOn, reminderKey, reminderTiming } from '~/domain/reminders'
import { nepalToday } from '~/domain/nepal-time'
import { dayReminderText, type DayItem } from '~/domain/sms-text-tenancy'
import { allowsOnlinePayment, type MemberPlan } from '~/domain/plans'
import { chargeFor } from '~/domain/sms-text-parts'
import type { ChargeKind } from '~/domain/charge-kind'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { isoDateOf } from '~/domain/ad-date'
import { recordEndingNotices } from './sms/agreement-texts.server'
import { ensurePayCode, payLinkUrl } from './pay-links.server'
import { createSmsBatchWithJobsInTransaction, enqueueSmsAfterCommit, queueCreatedSmsAfterCommit, type QueueSmsInput } from './sms/outbox.server'

/** Texts written (and queued) per transaction: keeps each statement and pg-boss insert short. */
export const REMINDER_BATCH = 1_000

type DueReminder = {
  chargeId: number
  offsetDays: number
  kind: ChargeKind
  utility: string | null
  description: string | null
  dueDate: Date
  owedPaisa: bigint
  calendar: 'AD' | 'BS'
  memberId: number
  landlordFirstName: string
  landlordLastName: string
  tenantId: number
  tenantPhone: string
  tenantFirstName: string
  language: StoredLanguage
  propertyName: string
  unitName: string | null
  agreementId: number
  payCode: string | null
  plan: MemberPlan
  /** The landlord has connected Khalti or eSewa. */
  hasGateway: boolean
}

/** One tenant's reminders of the day from one landlord, earliest due first: one text. */
type TenantDay = { memberId: number; tenantId: number; reminders: DueReminder[] }

export type ReminderScanResult = {
  /** Texts decided now, one per tenant and landlord at most a day. */
  decided: number
  /** Charges listed in them. */
  charges: number
  /** Charges decided without a text: the tenant's text of the day had been decided before. */
  waiting: number
  queued: number
  /** Texts that could not be written (logged); tried again next hour. */
  skipped: number
}

/** The hourly job's work: today's reminders, then the members' agreement-ending notices. */
export async function runReminderScan(now: Date = new Date()) {
  const reminders = await scanReminders(now)
  if (!isWithinSendingHours(now)) return { reminders, endingNotices: 0 }
  const notices = await recordEndingNotices(now)
  await enqueueSmsAfterCommit(notices)
  return { reminders, endingNotices: notices.length }
}

/**
 * Decides and queues the reminders whose day is today (in Nepal, at `now`), one text per tenant
 * and landlord. Outside the sending window it does nothing. Safe to run any number of times, also
 * concurrently.
 */
export async function scanReminders(now: Date = new Date()): Promise<ReminderScanResult> {
  const result: ReminderScanResult = { decided: 0, charges: 0, waiting: 0, queued: 0, skipped: 0 }
  if (!isWithinSendingHours(now)) return result
  const today = nepalToday(now)
  // Every due date any offset on offer points at today; each member's own offsets filter below.
  const dueDates = dueDatesRemindedOn(today, REMINDER_OFFSET_CHOICES).map(({ dueDate }) => dueDate)
  // One statement finds them all (a day's reminders are a few rows per agreement at most, so
  // even a million agreements fit in memory); writing and queueing go a batch at a time. A
  // reminder decided before issue 18 has its own message key and no decision row: also skipped.
  const due = await prisma.$queryRaw<DueReminder[]>`
    SELECT c.id AS "chargeId", (${today}::date - c."dueDate") AS "offsetDays", c.kind::text AS kind,
           au."utilityOptionId" AS utility, c.description, c."dueDate", (c."amountPaisa" - c."paidPaisa") AS "owedPaisa",
           a.calendar::text AS calendar, a."memberId", m."firstName" AS "landlordFirstName",
           m."lastName" AS "landlordLastName", t.id AS "tenantId", t.phone AS "tenantPhone",
           t."firstName" AS "tenantFirstName", t."prefLanguage"::text AS language,
           p.name AS "propertyName", u.name AS "unitName", a.id AS "agreementId", a."payCode",
           m.plan::text AS plan, EXISTS (SELECT 1 FROM "GatewayAccount" g WHERE g."memberId" = a."memberId") AS "hasGateway"
    FROM "Charge" c
    JOIN "Agreement" a ON a.id = c."agreementId"
    JOIN "Member" m ON m.id = a."memberId"
    JOIN "Tenant" t ON t.id = a."tenantId"
    JOIN "Property" p ON p.id = a."propertyId"
    LEFT JOIN "Unit" u ON u.id = a."unitId"
    LEFT JOIN "AgreementUtility" au ON au.id = c."agreementUtilityId"
    WHERE c."dueDate" = ANY(${dueDates}::date[])
      AND c.status IN ('DUE', 'PARTIAL') AND c."paidPaisa" < c."amountPaisa"
      AND a.status = 'ACTIVE' AND a."endDate" >= ${today}::date
      AND (${today}::date - c."dueDate") = ANY(m."reminderOffsets")
      -- Probes of the decisions' and the outbox's unique keys per candidate. OFFSET 0 keeps each
      -- one (PostgreSQL would otherwise turn it into a hash anti-join that reads the whole table,
      -- and both only grow).
      AND NOT EXISTS (
        SELECT 1 FROM "ReminderDecision" d
        WHERE d."chargeId" = c.id AND d."offsetDays" = (${today}::date - c."dueDate") OFFSET 0)
      AND NOT EXISTS (
        SELECT 1 FROM "SmsMessage" s
        WHERE s."idempotencyKey" = 'reminder:' || c.id || ':' || (${today}::date - c."dueDate") OFFSET 0)
    ORDER BY a."memberId", t.id, c."dueDate", c.id`

  const days = tenantDays(due)
  const payLinks = await payLinksOf(days)
  // A batch is decided and queued (the database's work) while the next batch's texts are written
  // (this process's): one batch in flight, so batches are still decided one after another.
  let writing: Promise<void> = Promise.resolve()
  for (let start = 0; start < days.length; start += REMINDER_BATCH) {
    const batch: Array<{ day: TenantDay; message: QueueSmsInput }> = []
    for (const day of days.slice(start, start + REMINDER_BATCH)) {
      try {
        batch.push({ day, message: reminderMessage(day, payLinks.get(day.reminders[0]!.agreementId) ?? null) })
      } catch (error) {
        // A text that cannot be written (a stored number that is not a mobile, say) must not hold
        // up everyone else's reminders; nothing of it is decided, so the next hour tries again.
        result.skipped++
        logger.error({ err: error, chargeIds: day.reminders.map((reminder) => reminder.chargeId) }, 'reminder not written')
      }
    }
    await writing
    writing = decideBatch(today, batch).then(async (decided) => {
      result.decided += decided.created.length
      result.charges += decided.listed
      result.waiting += decided.waiting
      result.queued += await queueCreatedSmsAfterCommit(decided.created)
    })
  }
  await writing
  return result
}

/** The due reminders (sorted by member, tenant, due date, charge), one group per tenant and landlord. */
function tenantDays(due: readonly DueReminder[]): TenantDay[] {
  const days: TenantDay[] = []
  for (const reminder of due) {
    const last = days.at(-1)
    if (last && last.memberId === reminder.memberId && last.tenantId === reminder.tenantId) last.reminders.push(reminder)
    else days.push({ memberId: reminder.memberId, tenantId: reminder.tenantId, reminders: [reminder] })
  }
  return days
}

/**
 * One transaction for a batch: the day rows first (a tenant's day already decided, by an earlier
 * scan or a concurrent one, is not fresh), the texts of the fresh days, then a decision for every
 * charge: listed in its text, or, for a day that was not fresh, none (it waits).
 */
async function decideBatch(today: string, batch: ReadonlyArray<{ day: TenantDay; message: QueueSmsInput }>) {
  if (batch.length === 0) return { created: [], listed: 0, waiting: 0 }
  return prisma.$transaction(
    async (tx) => {
      const fresh = await tx.$queryRaw<Array<{ memberId: number; tenantId: number }>>`
        INSERT INTO "ReminderDay" ("memberId", "tenantId", day)
        SELECT g."memberId", g."tenantId", ${today}::date
        FROM unnest(${batch.map(({ day }) => day.memberId)}::int[], ${batch.map(({ day }) => day.tenantId)}::int[]) AS g("memberId", "tenantId")
        ON CONFLICT DO NOTHING
        RETURNING "memberId", "tenantId"`
      const isFresh = new Set(fresh.map(({ memberId, tenantId }) => `${memberId}:${tenantId}`))
      const texts = batch.filter(({ day }) => isFresh.has(`${day.memberId}:${day.tenantId}`))
      // Each text is written naming its send job, queued after the commit (no second write).
      const created = await createSmsBatchWithJobsInTransaction(tx, texts.map(({ message }) => message))
      const idOfKey = new Map(created.map(({ id, idempotencyKey }) => [idempotencyKey, id]))
      const dayRows = texts.flatMap(({ day, message }) => {
        const id = idOfKey.get(message.idempotencyKey)
        return id === undefined ? [] : [{ day, id }]
      })
      await tx.$executeRaw`
        UPDATE "ReminderDay" AS r SET "smsMessageId" = v.id
        FROM unnest(${dayRows.map(({ day }) => day.memberId)}::int[], ${dayRows.map(({ day }) => day.tenantId)}::int[], ${dayRows.map(({ id }) => id)}::int[])
          AS v("memberId", "tenantId", id)
        WHERE r."memberId" = v."memberId" AND r."tenantId" = v."tenantId" AND r.day = ${today}::date`
      const decisions = batch.flatMap(({ day, message }) =>
        day.reminders.map((reminder) => ({ reminder, smsMessageId: idOfKey.get(message.idempotencyKey) ?? null })),
      )
      const written = await tx.$queryRaw<Array<{ listed: boolean }>>`
        INSERT INTO "ReminderDecision" ("chargeId", "offsetDays", day, "smsMessageId")
        SELECT v."chargeId", v."offsetDays", ${today}::date, v."smsMessageId"
        FROM unnest(${decisions.map(({ reminder }) => reminder.chargeId)}::int[], ${decisions.map(({ reminder }) => reminder.offsetDays)}::int[],
                    ${decisions.map(({ smsMessageId }) => smsMessageId)}::int[]) AS v("chargeId", "offsetDays", "smsMessageId")
        ON CONFLICT DO NOTHING
        RETURNING ("smsMessageId" IS NOT NULL) AS listed`
      const listed = written.filter((row) => row.listed).length
      return { created, listed, waiting: written.length - listed }
    },
    { timeout: 60_000 },
  )
}

/**
 * The pay link of each tenant's day that is about one agreement whose landlord takes rent online
 * (its code made now if it has none). A pay page shows one agreement's dues, so a text about
 * several agreements has no link: it says "details on request" when its lines do not fit.
 */
async function payLinksOf(days: readonly TenantDay[]): Promise<Map<number, string>> {
  const links = new Map<number, string>()
  for (const { reminders } of days) {
    const first = reminders[0]!
    if (!first.hasGateway || !allowsOnlinePayment(first.plan) || links.has(first.agreementId)) continue
    if (reminders.some((reminder) => reminder.agreementId !== first.agreementId)) continue
    links.set(first.agreementId, payLinkUrl(first.payCode ?? (await ensurePayCode(first.agreementId))))
  }
  return links
}

/** Where the text says the charges are for: the place when they share it, else nothing (generic wording). */
function placeOf(reminders: readonly DueReminder[]): string {
  const [first] = reminders
  if (!first) return ''
  const name = (reminder: DueReminder) => (reminder.unitName ? `${reminder.propertyName}, ${reminder.unitName}` : reminder.propertyName)
  if (reminders.every((reminder) => name(reminder) === name(first))) return name(first)
  return reminders.every((reminder) => reminder.propertyName === first.propertyName) ? first.propertyName : ''
}

function reminderMessage({ reminders }: TenantDay, payLink: string | null): QueueSmsInput {
  const first = reminders[0]!
  const sameAgreement = reminders.every((reminder) => reminder.agreementId === first.agreementId)
  const items: DayItem[] = reminders.map((reminder) => ({
    charge: chargeFor(reminder.kind, reminder.utility, reminder.description),
    amountDuePaisa: Number(reminder.owedPaisa),
    dueDate: { date: isoDateOf(reminder.dueDate), calendar: reminder.calendar },
    offsetDays: reminder.offsetDays,
  }))
  return {
    to: first.tenantPhone,
    language: first.language,
    template: 'reminder',
    body: dayReminderText({
      language: first.language,
      tenantFirstName: first.tenantFirstName,
      landlordName: `${first.landlordFirstName} ${first.landlordLastName}`,
      propertyName: placeOf(reminders),
      items,
      payLink: sameAgreement ? payLink : null,
    }),
    // The text is keyed by its first charge; the others are its ReminderDecision rows.
    idempotencyKey: reminderKey(first.chargeId, first.offsetDays),
    memberId: first.memberId,
    tenantId: first.tenantId,
    chargeId: first.chargeId,
    // Every reminder of a tenant's day is of the same day: the same deadline.
    sendBefore: reminderTiming(isoDateOf(first.dueDate), first.offsetDays).sendBefore,
  }
}

/**
 * At sending time: whether every charge a reminder lists (its own `chargeId` and those of its
 * decisions) is still owed and its agreement still runs (in Nepal at `now`). One that is not (or
 * no longer exists) makes the text untrue: it is cancelled, and the rest are reminded on their
 * next day.
 */
export async function areReminderChargesOwed(messageId: number, chargeId: number, now: Date = new Date()): Promise<boolean> {
  return (await remindersStillOwed([{ messageId, chargeId }], now)).has(messageId)
}

/**
 * `areReminderChargesOwed` for a batch of texts being sent, in one query: the ids of the messages
 * whose every listed charge is still owed on a running agreement.
 */
export async function remindersStillOwed(reminders: ReadonlyArray<{ messageId: number; chargeId: number }>, now: Date = new Date()): Promise<Set<number>> {
  if (reminders.length === 0) return new Set()
  const listed = await prisma.$queryRaw<
    Array<{ messageId: number; status: string | null; amountPaisa: bigint | null; paidPaisa: bigint | null; dueDate: Date | null; agreementStatus: string | null; endDate: Date | null }>
  >`
    SELECT r."messageId", c.status::text AS status, c."amountPaisa", c."paidPaisa", c."dueDate", a.status::text AS "agreementStatus", a."endDate"
    FROM unnest(${reminders.map(({ messageId }) => messageId)}::int[], ${reminders.map(({ chargeId }) => chargeId)}::int[]) AS r("messageId", "chargeId")
    CROSS JOIN LATERAL (
      SELECT r."chargeId" AS id
      UNION SELECT d."chargeId" FROM "ReminderDecision" d WHERE d."smsMessageId" = r."messageId"
    ) AS l
    LEFT JOIN "Charge" c ON c.id = l.id
    LEFT JOIN "Agreement" a ON a.id = c."agreementId"`
  const today = nepalToday(now)
  const untrue = new Set<number>()
  for (const row of listed) {
    const owed =
      row.status !== null &&
      isChargeStillOwed(
        {
          charge: { status: row.status as ReminderFacts['charge']['status'], amountPaisa: Number(row.amountPaisa), paidPaisa: Number(row.paidPaisa), dueDate: isoDateOf(row.dueDate!) },
          agreement: { status: row.agreementStatus as ReminderFacts['agreement']['status'], endDate: isoDateOf(row.endDate!) },
        },
        today,
      )
    if (!owed) untrue.add(row.messageId)
  }
  return new Set(reminders.map(({ messageId }) => messageId).filter((id) => !untrue.has(id)))
}
