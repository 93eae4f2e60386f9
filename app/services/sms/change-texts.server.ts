// The tenant's texts about a change to their agreement or its ledger, written in the transaction of
// the change they report, like the receipt: a payment voided (`payment-voided:<paymentId>`), an
// agreement terminated (`agreement-terminated:<agreementId>`, with the member's AGREEMENT_TERMINATED
// event in Notifications), changed, renewed or settled, an "I paid" report rejected. Each answers the message id to queue once the transaction commits (null when
// none was written); a text that cannot be made to fit is logged, never a lost change.
import { agreementChangedText, agreementRenewedText, agreementTerminatedText, paymentVoidedText, proofRejectedText, settlementText } from '~/domain/sms/change-texts'
import type { Prisma } from '~/generated/prisma/client'
import { logger } from '~/server/logger.server'
import { isoDateOf } from '~/domain/ad-date'
import { recordNotification } from '~/services/accounts/notifications.server'
import type { Tx } from '~/server/db.server'
import { createSmsInTransaction, type QueueSmsInput } from './outbox.server'
import { fullName } from '~/domain/person-name'

const PARTIES_SELECT = {
  calendar: true,
  memberId: true,
  member: { select: { firstName: true, lastName: true } },
  tenant: { select: { id: true, phone: true, firstName: true, lastName: true, prefLanguage: true } },
  property: { select: { name: true } },
  unit: { select: { name: true } },
} satisfies Prisma.AgreementSelect

type Parties = Prisma.AgreementGetPayload<{ select: typeof PARTIES_SELECT }>


/** Writes the text to the agreement's tenant, unless its body cannot be written. */
async function textTenant(tx: Tx, agreement: Parties, template: QueueSmsInput['template'], idempotencyKey: string, body: (parties: Parties & { language: 'ENG' | 'NEP' }) => string) {
  let text: string
  try {
    text = body({ ...agreement, language: agreement.tenant.prefLanguage })
  } catch (error) {
    logger.warn({ err: error, idempotencyKey }, 'tenant SMS not written')
    return null
  }
  const sms = await createSmsInTransaction(tx, {
    to: agreement.tenant.phone,
    language: agreement.tenant.prefLanguage,
    template,
    body: text,
    idempotencyKey,
    memberId: agreement.memberId,
    tenantId: agreement.tenant.id,
  })
  return sms.created ? sms.id : null
}

const partiesOf = (agreement: Parties, language: 'ENG' | 'NEP') => ({
  language,
  tenantFirstName: agreement.tenant.firstName,
  landlordName: fullName(agreement.member),
  propertyName: agreement.unit ? `${agreement.property.name}, ${agreement.unit.name}` : agreement.property.name,
})

/** In the void's transaction: tells the tenant which receipt no longer counts, and why. */
export async function recordPaymentVoided(tx: Tx, paymentId: number): Promise<number | null> {
  const payment = await tx.payment.findUniqueOrThrow({
    where: { id: paymentId },
    select: { receiptNumber: true, amountPaisa: true, paidOn: true, voidReason: true, agreement: { select: PARTIES_SELECT } },
  })
  if (payment.receiptNumber === null) return null
  const receiptNumber = payment.receiptNumber
  return textTenant(tx, payment.agreement, 'payment-voided', `payment-voided:${paymentId}`, (agreement) =>
    paymentVoidedText({
      ...partiesOf(agreement, agreement.language),
      receiptNumber,
      amountPaisa: Number(payment.amountPaisa),
      paidOn: { date: isoDateOf(payment.paidOn), calendar: agreement.calendar },
      reason: payment.voidReason ?? '',
    }),
  )
}

/** In the termination's transaction: the member's event and the tenant's text, with the day (Nepal, A.D.). */
export async function recordAgreementTerminated(tx: Tx, agreementId: number, terminatedOn: string): Promise<number | null> {
  const agreement = await tx.agreement.findUniqueOrThrow({ where: { id: agreementId }, select: { ...PARTIES_SELECT, name: true } })
  await recordNotification(tx, agreement.memberId, 'AGREEMENT_TERMINATED', {
    agreementId,
    agreementName: agreement.name,
    tenantName: fullName(agreement.tenant),
    terminatedOn,
    calendar: agreement.calendar,
  })
  return textTenant(tx, agreement, 'agreement-terminated', `agreement-terminated:${agreementId}`, (parties) =>
    agreementTerminatedText({ ...partiesOf(parties, parties.language), terminatedOn: { date: terminatedOn, calendar: parties.calendar } }),
  )
}

/** In the settlement's transaction: tells the tenant the deposit, and the refund or what is still owed. */
export async function recordSettlementText(tx: Tx, agreementId: number, amounts: { depositPaisa: number; refundPaisa: number; owedPaisa: number }): Promise<number | null> {
  const agreement = await tx.agreement.findUniqueOrThrow({ where: { id: agreementId }, select: PARTIES_SELECT })
  return textTenant(tx, agreement, 'settlement', `settlement:${agreementId}`, (parties) => settlementText({ ...partiesOf(parties, parties.language), ...amounts }))
}

/** In a change's transaction: from when, the rent then and the end (A.D. dates, shown in the agreement's calendar). */
export async function recordAgreementChanged(tx: Tx, agreementId: number, changeId: number, change: { effectiveDate: string; rentPaisa: number; endDate: string }): Promise<number | null> {
  const agreement = await tx.agreement.findUniqueOrThrow({ where: { id: agreementId }, select: PARTIES_SELECT })
  return textTenant(tx, agreement, 'agreement-changed', `agreement-changed:${changeId}`, (parties) =>
    agreementChangedText({
      ...partiesOf(parties, parties.language),
      effectiveDate: { date: change.effectiveDate, calendar: parties.calendar },
      rentPaisa: change.rentPaisa,
      endDate: { date: change.endDate, calendar: parties.calendar },
    }),
  )
}

/** In a renewal's transaction: the new agreement's term and rent, once per renewal. */
export async function recordAgreementRenewed(tx: Tx, renewalId: number, renewal: { startDate: string; endDate: string; rentPaisa: number }): Promise<number | null> {
  const agreement = await tx.agreement.findUniqueOrThrow({ where: { id: renewalId }, select: PARTIES_SELECT })
  return textTenant(tx, agreement, 'agreement-renewed', `agreement-renewed:${renewalId}`, (parties) =>
    agreementRenewedText({
      ...partiesOf(parties, parties.language),
      startDate: { date: renewal.startDate, calendar: parties.calendar },
      endDate: { date: renewal.endDate, calendar: parties.calendar },
      rentPaisa: renewal.rentPaisa,
    }),
  )
}

/** In the rejection's transaction: tells the tenant their "I paid" report was not accepted, and why. */
export async function recordProofRejectedText(tx: Tx, proofId: number): Promise<number | null> {
  const proof = await tx.paymentProof.findUniqueOrThrow({
    where: { id: proofId },
    select: { amountPaisa: true, paidOn: true, rejectReason: true, agreement: { select: PARTIES_SELECT } },
  })
  return textTenant(tx, proof.agreement, 'payment-proof-rejected', `payment-proof-rejected:${proofId}`, (agreement) =>
    proofRejectedText({
      ...partiesOf(agreement, agreement.language),
      amountPaisa: Number(proof.amountPaisa),
      paidOn: { date: isoDateOf(proof.paidOn), calendar: agreement.calendar },
      reason: proof.rejectReason ?? '',
    }),
  )
}
