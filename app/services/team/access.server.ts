// Who may do what on a property (DESIGN §13, ADR 041): the caller's role there, from the
// property, an agreement on it or a payment of it. The owner's books stay the owner's: a team
// member's request is answered from the owner's records (`ownerId`), within what the role may,
// with the team member named as the one who acted. Nobody else learns the property exists: a
// property the caller has no role on is a NotFoundError, exactly as one that does not exist.
import { changesSomething, may, type PropertyAbility, type PropertyRoleName } from '~/domain/property-roles'
import { noteTeamAct } from '~/server/team-acts.server'
import { Prisma } from '~/generated/prisma/client'
import { readRows } from '~/server/db.server'
import { isRecordId } from '~/domain/record-id'
import { ForbiddenError, NotFoundError } from '~/services/errors'
import type { MessageCode } from '~/i18n/message'

export type PropertyAccess = {
  propertyId: number
  /** The member whose books the property is in: every service call is scoped to them. */
  ownerId: number
  /** The member asking. */
  actorId: number
  role: PropertyRoleName
}

type AccessRow = { propertyId: number; ownerId: number; role: PropertyRoleName }

/** The caller's role on the property `p` that `from` names (the property, or an agreement joined to it). */
async function accessThrough(memberId: number, id: number, from: Prisma.Sql, missing: MessageCode): Promise<PropertyAccess> {
  // An id no row can have (typed into a URL or a body) is simply not found.
  if (!isRecordId(id)) throw new NotFoundError(missing)
  const [row] = await readRows<AccessRow>(Prisma.sql`
    SELECT p.id AS "propertyId", p."memberId" AS "ownerId",
           CASE WHEN p."memberId" = ${memberId} THEN 'OWNER' ELSE t.role::text END AS role
    FROM ${from}
    LEFT JOIN "PropertyTeamMember" t ON t."propertyId" = p.id AND t."memberId" = ${memberId}
    WHERE p."memberId" = ${memberId} OR t."memberId" IS NOT NULL`)
  if (!row) throw new NotFoundError(missing)
  return { ...row, actorId: memberId }
}

/** The caller's role on a property; NotFoundError when they have none. */
export function propertyAccess(memberId: number, propertyId: number): Promise<PropertyAccess> {
  return accessThrough(memberId, propertyId, Prisma.sql`(SELECT id, "memberId" FROM "Property" WHERE id = ${propertyId}) p`, 'property.error.notFound')
}

/** The caller's role on an agreement's property; NotFoundError when they have none. */
export function agreementAccess(memberId: number, agreementId: number): Promise<PropertyAccess> {
  return accessThrough(memberId, agreementId, Prisma.sql`"Agreement" a JOIN "Property" p ON p.id = a."propertyId" AND a.id = ${agreementId}`, 'agreement.error.notFound')
}

/**
 * A read of a record on a property, as its owner first: one statement for the owner, the common
 * case (ADR 030); when it is not theirs, through the caller's role on its property, read in the
 * owner's books. `propertyOf` names the record's property; `accessOf` finds the caller's role.
 */
export async function readOwnerFirst<T>(
  memberId: number,
  read: (ownerId: number) => Promise<T>,
  propertyOf: (value: T) => number,
  accessOf: () => Promise<PropertyAccess>,
): Promise<{ value: T; access: PropertyAccess }> {
  try {
    const value = await read(memberId)
    return { value, access: { propertyId: propertyOf(value), ownerId: memberId, actorId: memberId, role: 'OWNER' } }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error
    const access = await accessOf()
    return { value: await read(access.ownerId), access }
  }
}

/** Who to name as having recorded a row in the owner's books: the team member, or nobody when the owner did it (null). */
export function actedForOwner(by: PropertyAccess | undefined): number | null {
  return by && by.actorId !== by.ownerId ? by.actorId : null
}

/** A row of `table` (one with an `agreementId`) joined through its agreement to the property `p`. */
const throughAgreementOf = (table: 'Payment' | 'PaymentProof' | 'Charge' | 'RentalNotice' | 'GatewayPayment', id: number) =>
  Prisma.sql`${Prisma.raw(`"${table}"`)} rec JOIN "Agreement" a ON a.id = rec."agreementId" AND rec.id = ${id} JOIN "Property" p ON p.id = a."propertyId"`

/** The caller's role on a payment's property; NotFoundError when they have none. */
export function paymentAccess(memberId: number, paymentId: number): Promise<PropertyAccess> {
  return accessThrough(memberId, paymentId, throughAgreementOf('Payment', paymentId), 'ledger.error.paymentNotFound')
}

/** The caller's role on the property of a tenant's "I paid" report; NotFoundError when they have none. */
export function proofAccess(memberId: number, proofId: number): Promise<PropertyAccess> {
  return accessThrough(memberId, proofId, throughAgreementOf('PaymentProof', proofId), 'proof.error.notFound')
}

/** The caller's role on the property of a charge (an extra charge, a late fee, ...); NotFoundError when they have none. */
export function chargeAccess(memberId: number, chargeId: number): Promise<PropertyAccess> {
  return accessThrough(memberId, chargeId, throughAgreementOf('Charge', chargeId), 'extraCharge.error.notFound')
}

/** The caller's role on a unit's property; NotFoundError when they have none. */
export function unitAccess(memberId: number, unitId: number): Promise<PropertyAccess> {
  return accessThrough(memberId, unitId, Prisma.sql`"Unit" u JOIN "Property" p ON p.id = u."propertyId" AND u.id = ${unitId}`, 'unit.error.notFound')
}

/** The caller's role on the property of a meter reading (through its meter's agreement); NotFoundError when they have none. */
export function readingAccess(memberId: number, readingId: number): Promise<PropertyAccess> {
  return accessThrough(
    memberId,
    readingId,
    Prisma.sql`"MeterReading" r JOIN "Meter" m ON m.id = r."meterId" AND r.id = ${readingId}
      JOIN "AgreementUtility" au ON au.id = m."agreementUtilityId" JOIN "Agreement" a ON a.id = au."agreementId" JOIN "Property" p ON p.id = a."propertyId"`,
    'meters.error.readingNotFound',
  )
}

/** The caller's role on the property of a rental notice's agreement; NotFoundError when they have none. */
export function noticeAccess(memberId: number, noticeId: number): Promise<PropertyAccess> {
  return accessThrough(memberId, noticeId, throughAgreementOf('RentalNotice', noticeId), 'errors.noticeNotFound')
}

/** The caller's role on the property of money received online (a GatewayPayment); NotFoundError when they have none. */
export function gatewayPaymentAccess(memberId: number, gatewayPaymentId: number): Promise<PropertyAccess> {
  return accessThrough(memberId, gatewayPaymentId, throughAgreementOf('GatewayPayment', gatewayPaymentId), 'errors.notFound')
}

/** Refuses (403) what the role may see but not do. */
export function requireAbility(access: PropertyAccess, ability: PropertyAbility): PropertyAccess {
  if (!may(access.role, ability)) throw new ForbiddenError()
  // A team member's write in the owner's books is logged by the person once it succeeds (server/http.ts).
  if (access.actorId !== access.ownerId && changesSomething(ability)) noteTeamAct({ ...access, ability })
  return access
}

/** Hides (404) what the role may not see. */
export function requireSight(access: PropertyAccess, ability: PropertyAbility): PropertyAccess {
  if (!may(access.role, ability)) throw new NotFoundError()
  return access
}

/** A write on what `sight` shows: 404 for a role that may not see it, 403 for one that may see it but not do `ability`. */
export function requireAbilityOn(access: PropertyAccess, sight: PropertyAbility, ability: PropertyAbility): PropertyAccess {
  return requireAbility(requireSight(access, sight), ability)
}

