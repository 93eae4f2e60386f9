// The reminder engine (DESIGN §5, ADR 011). Every hour the `reminders-scan` job asks:
// which charges have a reminder today (due date + one of their member's offsets = today in Nepal),
// still owed, of a running agreement, not yet decided? One set-based query answers it across all
// members. A tenant gets one reminder text a day from each landlord: every charge of theirs with
// that landlord reminded today (rent, utilities, meter bills, extra charges, late fees, across
// their agreements with that landlord) is listed in one text with the total (dayReminderText).
// Exactly once, by unique keys: the day's text is a `ReminderDay` row (member, tenant, day), made
// once; each (charge, offset) is a `ReminderDecision`, listed in that text, or, when the tenant's
// text of the day had already been decided (a charge added later that day), decided without a
// text: it waits for its next reminder day. The text itself is an SmsMessage keyed by its first
// charge, `reminder:<chargeId>:<offset>`, written by the outbox's own INSERT (insertSmsSql). All
// three, and the texts' send jobs (pg-boss's job rows, insertSendJobsSql), are written in one
// statement a batch, so a second scan, or two at once, decide nothing new, and no text is
// committed without its job (one job per hundred texts, ADR 050). Only between 09:00 and 19:00 Nepal time; a message carries its
// deadline (`sendBefore`, 19:00 of its day), and sending checks every charge it lists again
// (areReminderChargesOwed), so a reminder that is no longer true is cancelled.
import type { CalendarType } from '~/domain/calendar-type'
import type { StoredLanguage } from '~/domain/language'
import { isChargeStillOwed, isWithinSendingHours, type ReminderFacts, reminderKey, reminderTiming } from '~/domain/reminders'
import { nepalToday } from '~/domain/nepal-time'
import { dayReminderText, type DayItem } from '~/domain/sms/charge-texts'
import { type MemberPlan, payPageTakesRent } from '~/domain/plans'
import { chargeFor } from '~/domain/sms/text-parts'
import type { ChargeKind } from '~/domain/charge-kind'
import { Prisma } from '~/generated/prisma/client'
import { prisma, runStatement, type Statement } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { isoDateOf } from '~/domain/ad-date'
import { recordEndingNotices } from '~/services/sms/agreement-texts.server'
import { ensurePayCode, payLinkUrl } from '~/services/payments/pay-links.server'
import { AGREEMENT_QRS } from '~/services/payments/payment-qrs.server'
import {
  enqueueSmsAfterCommit,
  inSendBatches,
  insertSendJobsSql,
  insertSmsSql,
  type QueueSmsInput,
  smsDraftsSql,
  type SmsRow,
  smsRowOf,
} from '~/services/sms/outbox.server'

/** Texts written (and queued) per statement: keeps each statement and pg-boss insert short. */
export const REMINDER_BATCH = 1_000
/** Batches in flight at once, each on its own connection: the database's work spreads over the cores. */
const REMINDER_WRITERS = 2

type DueReminder = {
  chargeId: number
  offsetDays: number
  kind: ChargeKind
  utility: string | null
  description: string | null
  dueDate: Date
  owedPaisa: bigint
  calendar: CalendarType
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
  paymentReference: string
  plan: MemberPlan
  /** The landlord has connected Khalti or eSewa. */
  hasGateway: boolean
  /** The landlord has saved a bank QR for the agreement's property (its own or the landlord's). */
  hasQr: boolean
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
export async function scanReminders(now: Date = new Date(), timings?: ScanTimings): Promise<ReminderScanResult> {
  const clock = phaseClock(timings)
  const result: ReminderScanResult = { decided: 0, charges: 0, waiting: 0, queued: 0, skipped: 0 }
  if (!isWithinSendingHours(now)) return result
  const today = nepalToday(now)
  const due = await clock.time('find', () => dueReminders(today))
  const days = tenantDays(due)
  // Every reminder found is of today (its due date + its offset): one deadline for all.
  const { sendBefore } = reminderTiming(today, 0)
  const payLinks = await clock.time('payLinks', () => payLinksOf(days))
  // Batches are decided and queued (the database's work, on their own connections) while the next
  // batch's texts and statement are written (this process's). A batch is one statement and touches
  // only its own tenants' days and charges, so batches in flight together never wait for one
  // another, and the unique keys keep each decision once whatever the order.
  const writes = new Set<Promise<void>>()
  let failure: { error: unknown } | undefined
  for (let start = 0; start < days.length && !failure; start += REMINDER_BATCH) {
    const composing = performance.now()
    const batch: ComposedDay[] = []
    for (const day of days.slice(start, start + REMINDER_BATCH)) {
      try {
        const message = reminderMessage(day, payLinks.get(day.reminders[0]!.agreementId) ?? null, sendBefore)
        batch.push({ day, row: smsRowOf(message) })
      } catch (error) {
        // A text that cannot be written (a stored number that is not a mobile, say) must not hold
        // up everyone else's reminders; nothing of it is decided, so the next hour tries again.
        result.skipped++
        logger.error({ err: error, chargeIds: day.reminders.map((reminder) => reminder.chargeId) }, 'reminder not written')
      }
    }
    let statement: Statement | undefined
    try {
      if (batch.length > 0) statement = await decisionStatement(today, batch)
    } catch (error) {
      // As a batch that failed: the batches in flight end first, then the scan fails.
      failure ??= { error }
    }
    clock.add('compose', performance.now() - composing)
    if (!statement) continue
    while (writes.size >= REMINDER_WRITERS) await Promise.race(writes)
    const write: Promise<void> = clock
      .time('decide', () => decideBatch(statement))
      .then((decided) => {
        result.decided += decided.created
        result.charges += decided.listed
        result.waiting += decided.waiting
        result.queued += decided.queued
      })
      .catch((error: unknown) => {
        failure ??= { error }
      })
      .finally(() => writes.delete(write))
    writes.add(write)
  }
  await Promise.all(writes)
  if (failure) throw failure.error
  return result
}

/** Milliseconds a scan spent per phase (the bench prints them); batches overlap, so they add up to more than the scan. */
export type ScanTimings = Partial<Record<'find' | 'payLinks' | 'compose' | 'decide', number>>

function phaseClock(timings: ScanTimings | undefined) {
  const add = (phase: keyof ScanTimings, ms: number) => {
    if (timings) timings[phase] = (timings[phase] ?? 0) + ms
  }
  return {
    add,
    async time<T>(phase: keyof ScanTimings, work: () => Promise<T>): Promise<T> {
      const started = performance.now()
      try {
        return await work()
      } finally {
        add(phase, performance.now() - started)
      }
    },
  }
}

/**
 * Today's reminders not decided yet, sorted by member, tenant, due date and charge. One statement
 * finds them all (a day's reminders are a few rows per agreement at most, so even a million
 * agreements fit in memory). Decided means a `ReminderDecision` row: every text's key names its
 * first charge, whose decision the same statement writes, so the outbox is not probed here. Only
 * a reminder decided before texts were grouped by tenant and day (2026-11-26) has a key and no
 * decision, and its day is past: only today's reminders are scanned (decisionStatement still skips a
 * text whose key exists).
 */
async function dueReminders(today: string): Promise<DueReminder[]> {
  // The probe below makes the plan look costly to PostgreSQL (each is costed as if it read a
  // page), so it would compile the query to machine code first: seconds, for a query that runs
  // in a fraction of one. The 100,000-agreement bench: 2.6 s of JIT for 0.4 s of work (ADR 023).
  // A day of a million agreements (100,000 reminders of wide rows) sorts and hashes more than
  // the default 4 MB: it spilled to disk; this read alone gets room to do it in memory (ADR 039).
  // The due dates are those the members' offsets point at today, read here, not every offset on
  // offer: the bench's members keep the four default ones, and the others doubled the charges
  // probed. Without hash joins (and with those dates known only when it runs) PostgreSQL probes
  // each candidate's agreement by id, rather than hashing or reading every agreement (ADR 071).
  // Its ten thousand rows are read by pg: Prisma took as long again to map them.
  return runStatement<DueReminder>(
    Prisma.sql`
    SELECT c.id AS "chargeId", (${today}::date - c."dueDate") AS "offsetDays", c.kind::text AS kind,
           au."utilityOptionId" AS utility, c.description, c."dueDate", (c."amountPaisa" - c."paidPaisa") AS "owedPaisa",
           a.calendar::text AS calendar, a."memberId", m."firstName" AS "landlordFirstName",
           m."lastName" AS "landlordLastName", t.id AS "tenantId", t.phone AS "tenantPhone",
           t."firstName" AS "tenantFirstName", t."prefLanguage"::text AS language,
           p.name AS "propertyName", u.name AS "unitName", a.id AS "agreementId", a."payCode", a."paymentReference",
           m.plan::text AS plan, EXISTS (SELECT 1 FROM "GatewayAccount" g WHERE g."memberId" = a."memberId") AS "hasGateway",
           EXISTS (SELECT 1 FROM ${AGREEMENT_QRS}) AS "hasQr"
    FROM "Charge" c
    JOIN "Agreement" a ON a.id = c."agreementId"
    JOIN "Member" m ON m.id = a."memberId"
    JOIN "Tenant" t ON t.id = a."tenantId"
    JOIN "Property" p ON p.id = a."propertyId"
    LEFT JOIN "Unit" u ON u.id = a."unitId"
    LEFT JOIN "AgreementUtility" au ON au.id = c."agreementUtilityId"
    WHERE c."dueDate" = ANY(ARRAY(SELECT DISTINCT ${today}::date - o FROM "Member" mo, unnest(mo."reminderOffsets") AS o))
      AND c.status IN ('DUE', 'PARTIAL') AND c."paidPaisa" < c."amountPaisa"
      AND a.status = 'ACTIVE' AND a."endDate" >= ${today}::date
      AND (${today}::date - c."dueDate") = ANY(m."reminderOffsets")
      -- A probe of the decisions' unique key per candidate. OFFSET 0 keeps it one (PostgreSQL
      -- would otherwise turn it into a hash anti-join that reads the whole table, which only grows).
      AND NOT EXISTS (
        SELECT 1 FROM "ReminderDecision" d
        WHERE d."chargeId" = c.id AND d."offsetDays" = (${today}::date - c."dueDate") OFFSET 0)
    ORDER BY a."memberId", t.id, c."dueDate", c.id`,
    { jit: 'off', work_mem: '32MB', enable_hashjoin: 'off' },
  )
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

/** A tenant's day with its text, ready to be written. */
type ComposedDay = { day: TenantDay; row: SmsRow }

/**
 * A batch's statement (one round trip, and atomic like a transaction; sent by pg as the find is,
 * ADR 071): the day rows first, each naming the id its text will have (a tenant's day already
 * decided, by an earlier scan or a concurrent one, is not fresh: `ON CONFLICT DO NOTHING` waits for
 * the other and skips it; a day whose text key exists already names no text), the texts of the
 * fresh days, then a decision for every charge: listed in its text, or, for a day that was not
 * fresh, none (it waits). The texts are the outbox's drafts, their ids drawn from its sequence up
 * front (which saves writing each day row twice), and the outbox's INSERT writes those of the fresh
 * days; their send jobs are written as pg-boss's job rows (insertSendJobsSql; each text names its
 * job, one job per hundred texts: inSendBatches), so texts and jobs commit together: a text is
 * never left without its job, and nothing is written a second time after the commit.
 */
async function decisionStatement(today: string, batch: readonly ComposedDay[]): Promise<Statement> {
  const texts = inSendBatches(batch.map(({ row }) => row))
  const decisions = JSON.stringify(
    batch.flatMap(({ day }, index) => day.reminders.map(({ chargeId, offsetDays }) => ({ chargeId, offsetDays, ord: index + 1 }))),
  )
  const jobs = await insertSendJobsSql(Prisma.sql`SELECT id, "jobId" FROM sms`, 'reminder')
  const statement = Prisma.sql`
    WITH texts AS MATERIALIZED (${smsDraftsSql(texts)}), fresh AS (
      INSERT INTO "ReminderDay" ("memberId", "tenantId", day, "smsMessageId")
      SELECT t."memberId", t."tenantId", ${today}::date,
             -- A probe of the outbox's key per text. OFFSET 0 keeps it one: PostgreSQL would
             -- otherwise hash the whole outbox, once per batch (ADR 039).
             CASE WHEN EXISTS (SELECT 1 FROM "SmsMessage" s WHERE s."idempotencyKey" = t."idempotencyKey" OFFSET 0) THEN NULL ELSE t.id END
      FROM texts t
      ON CONFLICT DO NOTHING
      RETURNING "smsMessageId" AS id
    ), sms AS (
      ${insertSmsSql(Prisma.sql`SELECT t.* FROM texts t JOIN fresh f ON f.id = t.id`, { onDuplicateKey: 'fail' })}
    ), decided AS (
      INSERT INTO "ReminderDecision" ("chargeId", "offsetDays", day, "smsMessageId")
      SELECT d."chargeId", d."offsetDays", ${today}::date, f.id
      FROM json_to_recordset(${decisions}::json) AS d("chargeId" int, "offsetDays" int, ord int)
      JOIN texts t ON t.ord = d.ord
      LEFT JOIN fresh f ON f.id = t.id
      ON CONFLICT DO NOTHING
      RETURNING "smsMessageId"
    ), jobs AS (
      ${jobs}
    )
    SELECT (SELECT count(*) FROM sms)::int AS created,
           (SELECT count(*) FROM decided WHERE "smsMessageId" IS NOT NULL)::int AS listed,
           (SELECT count(*) FROM decided WHERE "smsMessageId" IS NULL)::int AS waiting,
           (SELECT count(*) FROM sms s JOIN jobs j ON j.id = s."jobId"::uuid)::int AS queued`
  // Its text joined here, while the batches before it are in the database.
  return { text: statement.text, values: statement.values }
}

async function decideBatch(statement: Statement) {
  const [written] = await runStatement<{ created: number; listed: number; waiting: number; queued: number }>(statement)
  return written!
}

/**
 * The pay link of each tenant's day that is about one agreement whose pay page takes rent: a
 * gateway on a plan with online payment, or the landlord's bank QR on any plan (the rule of
 * takesRentThroughPayPage, read here from the scan's own row). Its code is made now if it has none.
 * A pay page shows one agreement's dues, so a text about several agreements has no link: it says
 * "details on request" when its lines do not fit.
 */
async function payLinksOf(days: readonly TenantDay[]): Promise<Map<number, string>> {
  const links = new Map<number, string>()
  for (const { reminders } of days) {
    const first = reminders[0]!
    if (!payPageTakesRent(first) || links.has(first.agreementId)) continue
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

function reminderMessage({ reminders }: TenantDay, payLink: string | null, sendBefore: Date): QueueSmsInput {
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
      // A reference names one agreement: a text about several has none (each has its own).
      paymentReference: sameAgreement ? first.paymentReference : null,
    }),
    // The text is keyed by its first charge; the others are its ReminderDecision rows.
    idempotencyKey: reminderKey(first.chargeId, first.offsetDays),
    memberId: first.memberId,
    tenantId: first.tenantId,
    chargeId: first.chargeId,
    sendBefore,
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
