// The tenant's text when the owner's side moves their repair request (ADR 043), written
// in the move's transaction, once per move (`repair-changed:<eventId>`), in the tenant's language,
// speaking for the owner. A request without an agreement has no tenant to text.
import { repairChangedText, type TextedRepairStatus } from '~/domain/sms/repair-texts'
import { logger } from '~/server/logger.server'
import type { Tx } from '~/server/db.server'
import { createSmsInTransaction } from '~/services/sms/outbox.server'
import { fullName } from '~/domain/person-name'


/** Answers the message id to queue once the transaction commits (null when none was written). */
export async function recordRepairChangedText(tx: Tx, repairId: number, eventId: number): Promise<number | null> {
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
  })
  return sms.created ? sms.id : null
}
