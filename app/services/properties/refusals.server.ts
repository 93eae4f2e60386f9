// What the property and unit services refuse with (ADR 020: message codes) and the helpers that
// throw it: input a caller did not parse, an id that is not the member's, a delete the database
// refused.
import type { z } from 'zod'
import { chooserPlan, type MemberPlan } from '~/domain/plans'
import { Prisma } from '~/generated/prisma/client'
import type { Message, MessageCode } from '~/i18n/message'
import { fieldErrorsOf } from '~/schemas/field-errors'
import { NotFoundError, ValidationError } from '~/services/errors'

/** The codes of the refusals of this service (ADR 020). */
export const PROPERTY_MESSAGES = {
  propertyNotFound: 'property.error.notFound',
  unitNotFound: 'unit.error.notFound',
  invalid: 'property.error.invalid',
  unknownProvince: 'property.error.unknownProvince',
  districtNotInProvince: 'property.error.districtNotInProvince',
  propertyHasAgreements: 'property.error.hasAgreements',
  propertyHasExpenses: 'property.error.hasExpenses',
  unitHasExpenses: 'unit.error.hasExpenses',
  unitHasAgreements: 'unit.error.hasAgreements',
  undividedHasNoUnits: 'unit.error.undivided',
  dividedHasUnits: 'property.error.dividedHasUnits',
  leasedAsWhole: 'property.error.leasedAsWhole',
} as const satisfies Record<string, MessageCode>

/** 'Your Basic plan allows 5 properties. Upgrade your plan to add more.' */
export function planLimitMessage(plan: MemberPlan, limit: number): Message {
  return { code: 'property.planLimit', params: { plan: chooserPlan(plan).name, limit } }
}

/** Input from a caller that may not have parsed it: the same schema, the same messages. */
export function validated<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ValidationError(PROPERTY_MESSAGES.invalid, fieldErrorsOf(result.error))
  return result.data
}

/** An agreement was written between our check and the delete: the database refused it (P2003). */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003'
}

export function notFound(kind: 'property' | 'unit'): NotFoundError {
  return new NotFoundError(kind === 'property' ? PROPERTY_MESSAGES.propertyNotFound : PROPERTY_MESSAGES.unitNotFound)
}
