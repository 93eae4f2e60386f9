// The tenant's text when the owner's side moves their repair request (ADR 043), written
// in the move's transaction, once per move (`repair-changed:<eventId>`), in the tenant's language,
// speaking for the owner. A request without an agreement has no tenant to text. A move outside
// DESIGN §5's sending hours is texted at the next 09:00, and only if it is still the request's
// latest move then (ADR 046): the tenant hears the latest state once, not a night's history.
import { repairChangedText, type TextedRepairStatus } from '~/domain/sms/repair-texts'
import { logger } from '~/server/logger.server'
import { prisma, type Tx } from '~/server/db.server'
import { createSmsInTransaction } from '~/services/sms/outbox.server'
import { fullName } from '~/domain/person-name'

/** Answers the message id to queue once the transaction commits (null when none was written). `now`: when the move was made. */
export async function recordRepairChangedText(tx: Tx, repairId: number, eventId: number, now: Date): Promise<number | null> {
  const repair = await tx.repairRequest.findUniqueOrThrow({
    where: { id: repairId },
    select: {
      status: true,
      location: true,
      declineReason: true,
      member: { select: { firstName: true, lastName: true } },
      property: { select: { name: true } },
      unit: { select: { name: true } },
      agreement: { select: { memberId: true, tenant: { select: { id: true, phone: true, firstName: true, prefLanguage: true } } } },
    },
  })
  if (!repair.agreement || repair.status === 'OPEN') return null
  const { tenant } = repair.agreement
  const idempotencyKey = `repair-changed:${eventId}`
  let body: string
  try {
    body = repairChangedText({
      language: tenant.prefLanguage,
      tenantFirstName: tenant.firstName,
      landlordName: fullName(repair.member),
      propertyName: repair.unit ? `${repair.property.name}, ${repair.unit.name}` : repair.property.name,
      repairNumber: repairId,
      status: repair.status as TextedRepairStatus,
      location: repair.location,
      reason: repair.declineReason,
    })
  } catch (error) {
    logger.warn({ err: error, idempotencyKey }, 'tenant SMS not written')
    return null
  }
  const sms = await createSmsInTransaction(tx, {
    to: tenant.phone,
    language: tenant.prefLanguage,
    template: 'repair-changed',
    body,
    idempotencyKey,
    memberId: repair.agreement.memberId,
    tenantId: tenant.id,
    decidedAt: now,
    repairEventId: eventId,
  })
  return sms.created ? sms.id : null
}

/**
 * Of held repair texts about to go out (their message and move), the messages whose move is still
 * its request's latest, in one query; the others are no longer true (the request moved again, by
 * either side, while they waited).
 */
export async function repairTextsStillLatest(texts: ReadonlyArray<{ messageId: number; repairEventId: number }>): Promise<Set<number>> {
  if (texts.length === 0) return new Set()
  const latest = await prisma.$queryRaw<Array<{ messageId: number }>>`
    SELECT t."messageId"
    FROM unnest(${texts.map(({ messageId }) => messageId)}::int[], ${texts.map(({ repairEventId }) => repairEventId)}::int[]) AS t("messageId", "eventId")
    JOIN "RepairEvent" e ON e.id = t."eventId"
    WHERE NOT EXISTS (SELECT 1 FROM "RepairEvent" later WHERE later."repairId" = e."repairId" AND later.id > e.id)`
  return new Set(latest.map(({ messageId }) => messageId))
}
