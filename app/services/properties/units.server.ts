// Units of a divided property (spec §2.16, §5), shared by the web screens and /v1. Every query is
// scoped to the member through the unit's property: another member's unit is NotFoundError.
import { UnitInputSchema, type UnitInput } from '~/schemas/property-schemas'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { ConflictError } from '~/services/errors'
import { isForeignKeyViolation, notFound, PROPERTY_MESSAGES, validated } from './refusals.server'
import { UNIT_ORDER, type UnitRow, unitSelect, type UnitView, unitViewOf } from './views.server'
import { isRecordId } from '~/domain/record-id'
import type { WriteGuard } from '~/services/idempotency.server'

export async function listUnits(memberId: number, propertyId: number): Promise<UnitView[]> {
  if (!isRecordId(propertyId)) throw notFound('property')
  const property = await prisma.property.findFirst({
    where: { id: propertyId, memberId },
    select: { units: { select: unitSelect({ propertyId }), orderBy: UNIT_ORDER } },
  })
  if (!property) throw notFound('property')
  return property.units.map(unitViewOf)
}

async function findUnit(memberId: number, unitId: number, db: Prisma.TransactionClient = prisma): Promise<UnitRow> {
  if (!isRecordId(unitId)) throw notFound('unit')
  const row = await db.unit.findFirst({ where: { id: unitId, property: { memberId } }, select: unitSelect({ unitId }) })
  if (!row) throw notFound('unit')
  return row
}

export async function getUnit(memberId: number, unitId: number): Promise<UnitView> {
  return unitViewOf(await findUnit(memberId, unitId))
}

function unitData(input: UnitInput) {
  return {
    name: input.name,
    floor: input.floor,
    area: input.area,
    areaUnit: input.areaUnit === 'sqm' ? ('SQM' as const) : ('SQFT' as const),
  }
}

/** Adds a unit to a divided property; with a `guard` (a form's key, /v1's Idempotency-Key), once per key. */
export async function createUnit(memberId: number, propertyId: number, input: UnitInput, { guard }: { guard?: WriteGuard<UnitView> } = {}): Promise<UnitView> {
  const valid = validated(UnitInputSchema, input)
  if (!isRecordId(propertyId)) throw notFound('property')
  const property = await prisma.property.findFirst({ where: { id: propertyId, memberId }, select: { isDivided: true } })
  if (!property) throw notFound('property')
  if (!property.isDivided) throw new ConflictError(PROPERTY_MESSAGES.undividedHasNoUnits)
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const unit = unitViewOf(await tx.unit.create({ data: { ...unitData(valid), propertyId }, select: unitSelect({ propertyId }) }))
    await guard?.settle(tx, unit)
    return unit
  })
}

export async function updateUnit(memberId: number, unitId: number, input: UnitInput): Promise<UnitView> {
  const valid = validated(UnitInputSchema, input)
  await findUnit(memberId, unitId)
  return unitViewOf(await prisma.unit.update({ where: { id: unitId }, data: unitData(valid), select: unitSelect({ unitId }) }))
}

/** PATCH: the fields given replace the current ones. */
export async function patchUnit(memberId: number, unitId: number, fields: Partial<UnitInput>): Promise<UnitView> {
  const { name, floor, area, areaUnit } = await getUnit(memberId, unitId)
  return updateUnit(memberId, unitId, validated(UnitInputSchema, { name, floor, area, areaUnit, ...fields }))
}

/** Refused when the unit has any agreement, whatever its status (history is kept). */
export async function deleteUnit(memberId: number, unitId: number): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const unit = await findUnit(memberId, unitId, tx)
      if (unit._count.agreements > 0) throw new ConflictError(PROPERTY_MESSAGES.unitHasAgreements)
      // Expenses are never deleted (ADR 042): a unit with any stays.
      const expenses = (await tx.expense.count({ where: { unitId } })) + (await tx.recurringExpense.count({ where: { unitId } }))
      if (expenses > 0) throw new ConflictError(PROPERTY_MESSAGES.unitHasExpenses)
      await tx.unit.delete({ where: { id: unitId } })
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(PROPERTY_MESSAGES.unitHasAgreements)
    throw error
  }
}
