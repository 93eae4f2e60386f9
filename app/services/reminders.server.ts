// The reminder engine (DESIGN §5, ADR 011). Every hour the `reminders-scan` job asks: which
// charges have a reminder today (due date + one of their member's offsets = today in Nepal),
// still owed, of a running agreement, not yet decided? One set-based query answers it across all
// members; each reminder becomes an SmsMessage whose idempotency key
// `reminder:<chargeId>:<offset>` makes the decision happen once (ON CONFLICT DO NOTHING: a second
// scan, or two at once, decide nothing new); then the send jobs are queued. Only between 09:00
// and 19:00 Nepal time; a message carries its deadline (`sendBefore`, 19:00 of its day) and its
// charge, and sending checks the charge again (isReminderChargeOwed), so a reminder that is no
// longer true is cancelled, never sent.
import type { StoredLanguage } from '~/domain/language'
import { isChargeStillOwed, isWithinSendingHours, REMINDER_OFFSET_CHOICES, dueDatesRemindedOn, reminderKey, reminderTiming } from '~/domain/reminders'
import { nepalToday } from '~/domain/nepal-time'
import { reminderText } from '~/domain/sms-text'
import { allowsOnlinePayment, type MemberPlan } from '~/domain/plans'
import { chargeFor } from '~/domain/sms-text-parts'
import type { ChargeKind } from '~/domain/charge-kind'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { isoDateOf } from '~/domain/ad-date'
import { recordEndingNotices } from './sms/agreement-texts.server'
import { ensurePayCode, payLinkUrl } from './pay-links.server'
import { createAndQueueSmsBatch, enqueueSmsAfterCommit, type QueueSmsInput } from './sms/outbox.server'

/** Reminders written (and queued) per statement: keeps each statement and pg-boss insert short. */
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

export type ReminderScanResult = { decided: number; queued: number; skipped: number }

/** The hourly job's work: today's reminders, then the members' agreement-ending notices. */
export async function runReminderScan(now: Date = new Date()) {
  const reminders = await scanReminders(now)
  if (!isWithinSendingHours(now)) return { reminders, endingNotices: 0 }
  const notices = await recordEndingNotices(now)
  await enqueueSmsAfterCommit(notices)
  return { reminders, endingNotices: notices.length }
}

/**
 * Decides and queues the reminders whose day is today (in Nepal, at `now`). Outside the sending
 * window it does nothing. Safe to run any number of times, also concurrently.
 */
export async function scanReminders(now: Date = new Date()): Promise<ReminderScanResult> {
  const result: ReminderScanResult = { decided: 0, queued: 0, skipped: 0 }
  if (!isWithinSendingHours(now)) return result
  const today = nepalToday(now)
  // Every due date any offset on offer points at today; each member's own offsets filter below.
  const dueDates = dueDatesRemindedOn(today, REMINDER_OFFSET_CHOICES).map(({ dueDate }) => dueDate)
  // One statement finds them all (a day's reminders are a few rows per agreement at most, so
  // even a million agreements fit in memory); writing and queueing go a batch at a time.
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
      -- A probe of the outbox's unique key per candidate. OFFSET 0 keeps it one (PostgreSQL would
      -- otherwise turn it into a hash anti-join that reads the whole outbox, which only grows).
      AND NOT EXISTS (
        SELECT 1 FROM "SmsMessage" s
        WHERE s."idempotencyKey" = 'reminder:' || c.id || ':' || (${today}::date - c."dueDate") OFFSET 0)
    ORDER BY c.id`

  const payLinks = await payLinksOf(due)
  // A batch is written and queued (the database's work) while the next batch's texts are
  // written (this process's): one batch in flight.
  let writing: Promise<void> = Promise.resolve()
  for (let start = 0; start < due.length; start += REMINDER_BATCH) {
    const inputs: QueueSmsInput[] = []
    for (const reminder of due.slice(start, start + REMINDER_BATCH)) {
      try {
        inputs.push(reminderMessage(reminder, payLinks.get(reminder.agreementId) ?? null))
      } catch (error) {
        // A text that cannot be written (a stored number that is not a mobile, say) must not hold
        // up everyone else's reminders.
        result.skipped++
        logger.error({ err: error, chargeId: reminder.chargeId }, 'reminder not written')
      }
    }
    // The message row is the decision, one statement a batch: all of the batch or none of it.
    // A batch another scan decided meanwhile is skipped by its keys.
    await writing
    writing = createAndQueueSmsBatch(inputs).then(({ created, queued }) => {
      result.decided += created.length
      result.queued += queued
    })
  }
  await writing
  return result
}

/** The pay link of each agreement whose landlord takes rent online (its code made now if it has none). */
async function payLinksOf(due: readonly DueReminder[]): Promise<Map<number, string>> {
  const links = new Map<number, string>()
  for (const reminder of due) {
    if (!reminder.hasGateway || !allowsOnlinePayment(reminder.plan) || links.has(reminder.agreementId)) continue
    links.set(reminder.agreementId, payLinkUrl(reminder.payCode ?? (await ensurePayCode(reminder.agreementId))))
  }
  return links
}

function reminderMessage(reminder: DueReminder, payLink: string | null): QueueSmsInput {
  const dueDate = isoDateOf(reminder.dueDate)
  const language = reminder.language
  return {
    to: reminder.tenantPhone,
    language,
    template: 'reminder',
    body: reminderText({
      language,
      tenantFirstName: reminder.tenantFirstName,
      landlordName: `${reminder.landlordFirstName} ${reminder.landlordLastName}`,
      propertyName: reminder.unitName ? `${reminder.propertyName}, ${reminder.unitName}` : reminder.propertyName,
      charge: chargeFor(reminder.kind, reminder.utility, reminder.description),
      amountDuePaisa: Number(reminder.owedPaisa),
      dueDate: { date: dueDate, calendar: reminder.calendar },
      offsetDays: reminder.offsetDays,
      payLink,
    }),
    idempotencyKey: reminderKey(reminder.chargeId, reminder.offsetDays),
    memberId: reminder.memberId,
    tenantId: reminder.tenantId,
    chargeId: reminder.chargeId,
    sendBefore: reminderTiming(dueDate, reminder.offsetDays).sendBefore,
  }
}

/**
 * At sending time: whether the reminder's charge is still owed and its agreement still runs (in
 * Nepal at `now`). A charge that no longer exists is not owed.
 */
export async function isReminderChargeOwed(chargeId: number, now: Date = new Date()): Promise<boolean> {
  return (await reminderChargesOwed([chargeId], now)).has(chargeId)
}

/** `isReminderChargeOwed` for a batch of texts being sent, in one query: the ids still owed. */
export async function reminderChargesOwed(chargeIds: readonly number[], now: Date = new Date()): Promise<Set<number>> {
  if (chargeIds.length === 0) return new Set()
  const charges = await prisma.charge.findMany({
    where: { id: { in: [...new Set(chargeIds)] } },
    select: { id: true, status: true, amountPaisa: true, paidPaisa: true, dueDate: true, agreement: { select: { status: true, endDate: true } } },
  })
  const today = nepalToday(now)
  const owed = charges.filter((charge) =>
    isChargeStillOwed(
      {
        charge: { status: charge.status, amountPaisa: Number(charge.amountPaisa), paidPaisa: Number(charge.paidPaisa), dueDate: isoDateOf(charge.dueDate) },
        agreement: { status: charge.agreement.status, endDate: isoDateOf(charge.agreement.endDate) },
      },
      today,
    ),
  )
  return new Set(owed.map(({ id }) => id))
}
