// Late fees (contract: docs/LEDGER-INTERFACE.md; rules: app/domain/late-fee.ts). Each
// agreement may have one rule (none by default). The daily job adds a LATE_FEE charge, due that
// day, to each charge of a running agreement that is still unpaid after its grace days: at most
// once per charge, whatever happens later (a paid, waived or cancelled fee is never added again).
// The fee's unique key `lateFee:<chargeId>` makes a second run, or two at once, add nothing
// (DESIGN §11); it is never computed on a late fee, so fees never compound. The landlord waives a
// fee with a reason like cancelling an extra charge (extra-charges.server.ts).
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { type LateFeeRule, lateFeeFor, lateFeeKey } from '~/domain/late-fee'
import { nepalToday } from '~/domain/nepal-time'
import { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { NotFoundError } from '~/services/errors'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import type { WriteGuard } from '~/services/idempotency.server'
import { reallocateAgreement } from './ledger.server'
import { isRecordId } from '~/domain/record-id'

export type LateFeeRuleView = LateFeeRule & { version: number }

type RuleRow = { graceDays: number; kind: 'FLAT' | 'PERCENT'; value: Prisma.Decimal; capPaisa: bigint | null; version: number }

function ruleOf(row: RuleRow): LateFeeRuleView {
  return {
    graceDays: row.graceDays,
    kind: row.kind,
    value: row.value.toNumber(),
    capPaisa: row.capPaisa === null ? null : Number(row.capPaisa),
    version: row.version,
  }
}

async function ownAgreementId(memberId: number, agreementId: number) {
  const agreement = isRecordId(agreementId) ? await prisma.agreement.findFirst({ where: { id: agreementId, memberId }, select: { id: true } }) : null
  if (!agreement) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return agreement.id
}

/** The late-fee rule of the agreement `a` as JSON, or null for none: `lateFeeRuleFrom` reads it. */
export const LATE_FEE_RULE_JSON = Prisma.sql`(SELECT json_build_object('graceDays', l."graceDays", 'kind', l."kind", 'value', l."value"::text,
  'capPaisa', l."capPaisa"::text, 'version', l."version") FROM "AgreementLateFee" l WHERE l."agreementId" = a."id")`

export type LateFeeRuleJson = Omit<RuleRow, 'value' | 'capPaisa'> & { value: string; capPaisa: string | null }

export const lateFeeRuleFrom = (json: LateFeeRuleJson | null): LateFeeRuleView | null =>
  json && ruleOf({ ...json, value: new Prisma.Decimal(json.value), capPaisa: json.capPaisa === null ? null : BigInt(json.capPaisa) })

/** The late-fee rule of one of the member's agreements, or null for none. */
export async function getLateFeeRule(memberId: number, agreementId: number): Promise<LateFeeRuleView | null> {
  const [row] = isRecordId(agreementId)
    ? await prisma.$queryRaw<Array<{ rule: LateFeeRuleJson | null }>>`SELECT ${LATE_FEE_RULE_JSON} AS "rule" FROM "Agreement" a WHERE a."id" = ${agreementId} AND a."memberId" = ${memberId}`
    : []
  if (!row) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return lateFeeRuleFrom(row.rule)
}

/**
 * Sets (a new version) or removes (null) the late-fee rule of one of the member's agreements.
 * Fees already added stay as they are; charges that already have a fee never get another.
 */
export async function setLateFeeRule(
  memberId: number,
  agreementId: number,
  rule: LateFeeRule | null,
  { guard }: { guard?: WriteGuard<LateFeeRuleView | null> } = {},
): Promise<LateFeeRuleView | null> {
  const id = await ownAgreementId(memberId, agreementId)
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    let answer: LateFeeRuleView | null = null
    if (rule === null) await tx.agreementLateFee.deleteMany({ where: { agreementId: id } })
    else {
      const data = { graceDays: rule.graceDays, kind: rule.kind, value: new Prisma.Decimal(rule.value), capPaisa: rule.capPaisa == null ? null : BigInt(rule.capPaisa) }
      const row = await tx.agreementLateFee.upsert({ where: { agreementId: id }, create: { agreementId: id, ...data }, update: { ...data, version: { increment: 1 } } })
      answer = ruleOf(row)
    }
    await guard?.settle(tx, answer)
    return answer
  })
}

type Candidate = {
  id: number
  agreementId: number
  chargeKind: 'RENT' | 'UTILITY' | 'METERED' | 'EXTRA'
  dueDate: Date
  amountPaisa: bigint
  paidPaisa: bigint
  ruleKind: 'FLAT' | 'PERCENT'
} & Omit<RuleRow, 'kind'>

/**
 * The daily job's work: adds today's late fees (Nepal, at `now`) across all members. Safe to run
 * any number of times, also concurrently. Answers how many fees it added.
 */
export async function addLateFees(now: Date = new Date()): Promise<{ added: number }> {
  const today = nepalToday(now)
  const day = dateColumn(today)
  // Charges still owed of running agreements with a rule, past their grace days, without a fee.
  const candidates = await prisma.$queryRaw<Candidate[]>`
    SELECT c.id, c."agreementId", c.kind::text AS "chargeKind", c."dueDate", c."amountPaisa", c."paidPaisa",
           r."graceDays", r.kind::text AS "ruleKind", r.value, r."capPaisa", r.version
    FROM "Charge" c
    JOIN "Agreement" a ON a.id = c."agreementId"
    JOIN "AgreementLateFee" r ON r."agreementId" = a.id
    WHERE a.status = 'ACTIVE' AND c.status IN ('DUE', 'PARTIAL') AND c.kind <> 'LATE_FEE'
      AND c."dueDate" + r."graceDays" < ${day}::date
      AND NOT EXISTS (SELECT 1 FROM "Charge" f WHERE f."idempotencyKey" = 'lateFee:' || c.id)
    ORDER BY c."agreementId", c.id`
  const byAgreement = new Map<number, Prisma.ChargeCreateManyInput[]>()
  for (const row of candidates) {
    const rule = ruleOf({ ...row, kind: row.ruleKind })
    const fee = lateFeeFor(
      {
        kind: row.chargeKind,
        dueDate: isoDateOf(row.dueDate),
        amountPaisa: Number(row.amountPaisa),
        paidPaisa: Number(row.paidPaisa),
        cancelled: false,
        hasLateFee: false,
      },
      rule,
      today,
    )
    if (fee === null) continue
    const fees = byAgreement.get(row.agreementId) ?? []
    fees.push({
      agreementId: row.agreementId,
      kind: 'LATE_FEE',
      periodStart: day,
      periodEnd: day,
      dueDate: day,
      amountPaisa: BigInt(fee),
      sourceChargeId: row.id,
      idempotencyKey: lateFeeKey(row.id),
      lateFeeRuleVersion: rule.version,
    })
    byAgreement.set(row.agreementId, fees)
  }
  let added = 0
  for (const [agreementId, fees] of byAgreement) {
    try {
      added += await prisma.$transaction(async (tx) => {
        // A fee another run added meanwhile is skipped by its unique key.
        const { count } = await tx.charge.createMany({ data: fees, skipDuplicates: true })
        if (count > 0) await reallocateAgreement(tx, agreementId)
        return count
      })
    } catch (error) {
      // One agreement's trouble must not hold up everyone else's fees; the next run tries again.
      logger.error({ err: error, agreementId }, 'late fees not added')
    }
  }
  return { added }
}
