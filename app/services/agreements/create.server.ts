// Making an agreement (spec §2.10, §4.7-4.8; DESIGN §4-5, §8; contract: docs/AGREEMENTS-INTERFACE.md):
// the agreement, its utilities, its tenant (when the phone is new) and its whole schedule of
// charges (the Charge rows: ledger/charges.server.ts), within the member's plan limits and on a
// property or unit that is free.
import { AGREEMENT_MESSAGES, type AgreementCreateInput } from '~/schemas/agreement-schemas'
import type { BeforeBhadaaInput } from '~/schemas/charge-schemas'
import { REQUIRED } from '~/schemas/property-schemas'
import { nepalToday } from '~/domain/nepal-time'
import { checkPlanLimit, chooserPlan, type MemberPlan, type PlanResource } from '~/domain/plans'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { ConflictError, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { createAgreementCharges, type ChargeTerms } from '~/services/ledger/charges.server'
import { applyBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { recordAgreementCreated } from '~/services/sms/agreement-texts.server'
import { enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { countTenantLookup, takesRecordedName, tenantNameFor, type TenantName } from '~/services/tenants/lookup.server'
import { countTenants, TENANT_SELECT } from '~/services/tenants/tenants.server'
import { dateColumn } from '~/domain/ad-date'
import { countCurrentAgreements, getAgreement } from './agreements.server'
import type { AgreementView } from './views.server'
import { currentAgreementWhere, heldAgreementWhere, markEndedAgreements } from './current.server'
import { checkSchedule } from './terms.server'

/** A plan limit (agreements or tenants) reached: `limit` of `resource` on `plan`. */
export class PlanLimitError extends LimitError {
  constructor(
    readonly plan: MemberPlan,
    readonly resource: Extract<PlanResource, 'agreements' | 'tenants'>,
    readonly limit: number,
  ) {
    const code = resource === 'tenants' ? 'agreement.planLimitTenants' : 'agreement.planLimitAgreements'
    super({ code, params: { plan: chooserPlan(plan).name, limit } })
  }
}

/**
 * The phone is a tenant's whose recorded names differ from the ones given (spec §4.8): the
 * agreement can only be made with the recorded names, which are never overwritten. `recorded`
 * is the name as this member may see it: initials ("M… G…") unless the tenant is already theirs
 * (tenants/lookup.server.ts); sending those initials back takes the recorded name.
 */
export class TenantNameMismatchError extends ConflictError {
  constructor(readonly recorded: TenantName) {
    super({ code: 'errors.tenantNameMismatch', params: { firstName: recorded.firstName, lastName: recorded.lastName } })
  }
}

function validationError(fields: Record<string, string[]>): ValidationError {
  return new ValidationError(AGREEMENT_MESSAGES.invalid, fields)
}

/** The schedule the terms make, or the field errors that stop it (the B.S. table's end, ...). */
function scheduleTermsOf(input: AgreementCreateInput): ChargeTerms {
  const terms = {
    calendar: input.calendar,
    startDate: input.startDate,
    endDate: input.endDate,
    leaseAmountPaisa: input.leaseAmountPaisa,
    paymentIntervalMonths: input.paymentIntervalMonths,
    paymentDayOfMonth: input.paymentDayOfMonth,
    incrementPercentage: input.incrementPercentage,
    incrementIntervalYears: input.incrementIntervalYears,
    utilities: input.utilities.map((utility, index) => ({ ...utility, utilityId: index })),
  }
  checkSchedule(terms)
  return terms
}

/**
 * Creates the agreement, its utilities, its tenant (when the phone is new) and its whole schedule
 * of charges in one transaction, with the welcome text to the tenant (sms/agreement-texts.server.ts,
 * queued after the commit). `valid` is AgreementCreateSchema's output (the web form and /v1
 * parse with it). The member row is locked, so two creations at once cannot both pass a plan
 * limit or take the same unit.
 */
export async function createAgreement(
  memberId: number,
  valid: AgreementCreateInput,
  { now = new Date(), guard, beforeBhadaa }: { now?: Date; guard?: WriteGuard<AgreementView>; beforeBhadaa?: BeforeBhadaaInput | null } = {},
): Promise<AgreementView> {
  const terms = scheduleTermsOf(valid)
  const today = nepalToday(now)
  if (valid.endDate < today) throw validationError({ endDate: [AGREEMENT_MESSAGES.endDatePassed] })

  const { view, texts } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const [member] = await tx.$queryRaw<Array<{ plan: MemberPlan }>>`
      SELECT "plan"::text AS "plan" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`
    if (!member) throw new NotFoundError('errors.memberNotFound')
    await markEndedAgreements({ today, memberId }, tx)
    await checkPlace(tx, memberId, valid, today)

    const recorded = await tx.tenant.findUnique({ where: { phone: valid.tenant.phone }, select: TENANT_SELECT })
    // The recorded name, or the initials a lookup showed (the member agrees to the recorded name).
    if (recorded && !takesRecordedName(valid.tenant, recorded)) {
      throw new TenantNameMismatchError(await tenantNameFor(memberId, recorded, tx))
    }
    // Counted on the day it starts: a lease made ahead of time counts what will be running then.
    await checkPlanLimits(tx, memberId, member.plan, recorded?.id ?? null, valid.startDate > today ? valid.startDate : today)

    const tenant =
      recorded ??
      (await tx.tenant.create({
        data: {
          phone: valid.tenant.phone,
          firstName: valid.tenant.firstName,
          lastName: valid.tenant.lastName,
          prefLanguage: valid.tenant.prefLanguage,
        },
        select: { id: true },
      }))
    const agreement = await tx.agreement.create({
      data: {
        memberId,
        propertyId: valid.propertyId,
        unitId: valid.unitId,
        tenantId: tenant.id,
        name: valid.name,
        calendar: valid.calendar,
        startDate: dateColumn(valid.startDate),
        endDate: dateColumn(valid.endDate),
        leaseAmountPaisa: BigInt(valid.leaseAmountPaisa),
        depositPaisa: valid.depositPaisa === null ? null : BigInt(valid.depositPaisa),
        paymentIntervalMonths: valid.paymentIntervalMonths,
        paymentDayOfMonth: valid.paymentDayOfMonth,
        incrementPercentage: valid.incrementPercentage,
        incrementIntervalYears: valid.incrementIntervalYears,
      },
      select: { id: true },
    })
    const utilities = await tx.agreementUtility.createManyAndReturn({
      data: valid.utilities.map((utility) => ({
        agreementId: agreement.id,
        utilityOptionId: utility.utilityId,
        pricePaisa: utility.pricePaisa === null ? null : BigInt(utility.pricePaisa),
        paymentIntervalMonths: utility.paymentIntervalMonths,
        paymentDayOfMonth: utility.paymentDayOfMonth,
      })),
      select: { id: true, utilityOptionId: true },
    })
    const utilityIds = new Map(utilities.map((row) => [row.utilityOptionId, row.id]))
    await createAgreementCharges(tx, agreement.id, {
      ...terms,
      utilities: valid.utilities.map((utility) => ({ ...utility, utilityId: utilityIds.get(utility.utilityId)! })),
    })
    // A lease older than Bhadaa: its past charges are settled before the first text is written.
    const settled = beforeBhadaa ?? (valid.paidUpTo ? { paidUpTo: valid.paidUpTo, openingBalancePaisa: 0 } : null)
    if (settled) {
      await applyBeforeBhadaa(tx, { id: agreement.id, memberId, startDate: dateColumn(valid.startDate), endDate: dateColumn(valid.endDate) }, settled, now)
    }
    const texts = await recordAgreementCreated(tx, agreement.id)
    const view = await getAgreement(memberId, agreement.id, tx)
    await guard?.settle(tx, view)
    return { view, texts }
  }).catch(async (error: unknown) => {
    // A refusal for the name answers the recorded initials: it counts as a tenant lookup.
    if (error instanceof TenantNameMismatchError) await countTenantLookup(memberId, valid.tenant.phone, now)
    throw error
  })
  await enqueueSmsAfterCommit(texts)
  return view
}

/** The property (and unit) must be the member's and free (no current or upcoming agreement). */
async function checkPlace(tx: Prisma.TransactionClient, memberId: number, input: AgreementCreateInput, today: string) {
  const property = await tx.property.findFirst({ where: { id: input.propertyId, memberId }, select: { isDivided: true } })
  if (!property) throw new NotFoundError(AGREEMENT_MESSAGES.propertyNotFound)
  const current = heldAgreementWhere(today)
  if (!property.isDivided) {
    if (input.unitId !== null) throw validationError({ unitId: [AGREEMENT_MESSAGES.notDivided] })
    if ((await tx.agreement.count({ where: { propertyId: input.propertyId, ...current } })) > 0) {
      throw new ConflictError(AGREEMENT_MESSAGES.propertyTaken)
    }
    return
  }
  if (input.unitId === null) throw validationError({ unitId: [REQUIRED] })
  const unit = await tx.unit.findFirst({ where: { id: input.unitId, propertyId: input.propertyId }, select: { id: true } })
  if (!unit) throw new NotFoundError(AGREEMENT_MESSAGES.unitNotFound)
  if ((await tx.agreement.count({ where: { unitId: unit.id, ...current } })) > 0) throw new ConflictError(AGREEMENT_MESSAGES.unitTaken)
}

/**
 * Agreements: the member's current ones on `day` (started and not ended). Tenants: distinct
 * tenants on them; a tenant the member already has on such an agreement does not count again.
 */
async function checkPlanLimits(tx: Prisma.TransactionClient, memberId: number, plan: MemberPlan, tenantId: number | null, day: string) {
  const agreements = checkPlanLimit(plan, 'agreements', await countCurrentAgreements(memberId, tx, day))
  if (!agreements.allowed) throw new PlanLimitError(plan, 'agreements', agreements.limit)
  const isKnownTenant =
    tenantId !== null && (await tx.agreement.count({ where: { memberId, tenantId, ...currentAgreementWhere(day) } })) > 0
  if (isKnownTenant) return
  const tenants = checkPlanLimit(plan, 'tenants', await countTenants(memberId, tx, day))
  if (!tenants.allowed) throw new PlanLimitError(plan, 'tenants', tenants.limit)
}
