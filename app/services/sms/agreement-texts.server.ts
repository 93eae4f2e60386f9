// The texts an agreement's life sends besides reminders (DESIGN §5): the agreement-created SMS to
// the tenant, written in the creating transaction, and the member's notice (a notification and
// an SMS) 30 days before an agreement ends, decided by the hourly reminder scan. Each is decided
// once by its idempotency key: `agreement-created:<agreementId>`, `agreement-ending:<agreementId>`.
import { addAdDays, dateColumn, daysBetween, isoDateOf } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { agreementCreatedText, agreementEndingText } from '~/domain/sms/texts'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { recordNotification } from '~/services/accounts/notifications.server'
import { createSmsBatchInTransaction, createSmsInTransaction, type QueueSmsInput } from './outbox.server'
import { fullName } from '~/domain/person-name'

/** The member hears of an agreement's end this many days before it. */
export const ENDING_NOTICE_DAYS = 30
/**
 * A notice not decided on its day (no scan ran: the worker was down) is still decided up to this
 * many days later, with the days then left; one created with fewer days left than that gets none.
 */
const ENDING_NOTICE_CATCH_UP_DAYS = 3
const ENDING_BATCH = 500

function placeName(property: { name: string }, unit: { name: string } | null) {
  return unit ? `${property.name}, ${unit.name}` : property.name
}

/**
 * In the agreement's creating transaction: the welcome text to its tenant and the member's
 * AGREEMENT_CREATED event. Answers the message ids to queue once the transaction commits.
 */
export async function recordAgreementCreated(tx: Prisma.TransactionClient, agreementId: number): Promise<number[]> {
  const { agreement, smsIds } = await recordWelcomeText(tx, agreementId, `agreement-created:${agreementId}`)
  await recordNotification(tx, agreement.memberId, 'AGREEMENT_CREATED', {
    agreementId: agreement.id,
    agreementName: agreement.name,
    tenantName: fullName(agreement.tenant),
  })
  return smsIds
}

/**
 * The agreement's welcome text (its place, rent and dates) to its tenant as they are now, once per
 * `idempotencyKey`: at creation, and to the right number when the agreement moves to another
 * tenant record (app/services/tenants/corrections.server.ts).
 */
export async function recordWelcomeText(tx: Prisma.TransactionClient, agreementId: number, idempotencyKey: string) {
  const agreement = await tx.agreement.findUniqueOrThrow({
    where: { id: agreementId },
    select: {
      id: true,
      name: true,
      memberId: true,
      calendar: true,
      startDate: true,
      endDate: true,
      leaseAmountPaisa: true,
      member: { select: { firstName: true, lastName: true } },
      tenant: { select: { id: true, phone: true, firstName: true, lastName: true, prefLanguage: true } },
      property: { select: { name: true } },
      unit: { select: { name: true } },
    },
  })
  const { tenant, calendar } = agreement
  const sms = await createSmsInTransaction(tx, {
    to: tenant.phone,
    language: tenant.prefLanguage,
    template: 'agreement-created',
    body: agreementCreatedText({
      language: tenant.prefLanguage,
      tenantFirstName: tenant.firstName,
      landlordName: fullName(agreement.member),
      propertyName: placeName(agreement.property, agreement.unit),
      monthlyRentPaisa: Number(agreement.leaseAmountPaisa),
      startDate: { date: isoDateOf(agreement.startDate), calendar },
      endDate: { date: isoDateOf(agreement.endDate), calendar },
    }),
    idempotencyKey,
    memberId: agreement.memberId,
    tenantId: tenant.id,
  })
  return { agreement, smsIds: sms.created ? [sms.id] : [] }
}

/**
 * Decides the notices of agreements ending in 30 days (Nepal, at `now`): for each agreement not
 * told yet, an SMS to its member and an AGREEMENT_ENDING event, in one transaction a batch.
 * Answers the message ids to queue.
 */
export async function recordEndingNotices(now: Date = new Date()): Promise<number[]> {
  const today = nepalToday(now)
  const ids: number[] = []
  let after = 0
  for (;;) {
    const ending = await prisma.agreement.findMany({
      where: {
        id: { gt: after },
        status: 'ACTIVE',
        endDate: {
          gte: dateColumn(addAdDays(today, ENDING_NOTICE_DAYS - ENDING_NOTICE_CATCH_UP_DAYS)),
          lte: dateColumn(addAdDays(today, ENDING_NOTICE_DAYS)),
        },
      },
      orderBy: { id: 'asc' },
      take: ENDING_BATCH,
      select: {
        id: true,
        name: true,
        memberId: true,
        calendar: true,
        endDate: true,
        member: { select: { phone: true, prefLanguage: true } },
        tenant: { select: { firstName: true, lastName: true } },
        property: { select: { name: true } },
        unit: { select: { name: true } },
      },
    })
    if (ending.length === 0) return ids
    after = ending.at(-1)!.id

    const inputs = new Map<string, { input: QueueSmsInput; agreement: (typeof ending)[number] }>()
    for (const agreement of ending) {
      const endDate = isoDateOf(agreement.endDate)
      const tenantName = fullName(agreement.tenant)
      const idempotencyKey = `agreement-ending:${agreement.id}`
      try {
        const body = agreementEndingText({
          language: agreement.member.prefLanguage,
          agreementName: agreement.name,
          tenantName,
          propertyName: placeName(agreement.property, agreement.unit),
          endDate: { date: endDate, calendar: agreement.calendar },
          daysLeft: daysBetween(today, endDate),
        })
        const input: QueueSmsInput = { to: agreement.member.phone, language: agreement.member.prefLanguage, template: 'agreement-ending', body, idempotencyKey, memberId: agreement.memberId }
        inputs.set(idempotencyKey, { input, agreement })
      } catch (error) {
        logger.error({ err: error, agreementId: agreement.id }, 'agreement-ending notice not written')
      }
    }
    const created = await prisma.$transaction(async (tx) => {
      const createdIds = await createSmsBatchInTransaction(tx, [...inputs.values()].map(({ input }) => input))
      const messages = await tx.smsMessage.findMany({ where: { id: { in: createdIds } }, select: { id: true, idempotencyKey: true } })
      // Only the agreements decided now get the event: the key makes both happen once.
      for (const message of messages) {
        const { agreement } = inputs.get(message.idempotencyKey)!
        await recordNotification(tx, agreement.memberId, 'AGREEMENT_ENDING', {
          agreementId: agreement.id,
          agreementName: agreement.name,
          tenantName: fullName(agreement.tenant),
          endDate: isoDateOf(agreement.endDate),
          calendar: agreement.calendar,
        })
      }
      return createdIds
    })
    ids.push(...created)
  }
}
