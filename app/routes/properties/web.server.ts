// What the property screens share on the server: the signed-in member and their language, the
// remembered list/table choice, and the one mapping of the service's typed errors to web answers
// (404/403 pages for loads, messages in the member's language for forms).
import { createCookie, data } from 'react-router'
import { chooserPlan, planLimit } from '~/domain/plans'
import { type Language, type MessageKey, translate } from '~/i18n'
import { PROPERTY_MESSAGES } from '~/services/properties.server'
import { recordIdOf } from '~/services/record-id.server'
import { requireMember } from '~/web/auth.server'
import { ConflictError, httpStatusOf, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { resolveLanguage } from '~/server/language.server'
import { logger } from '~/server/logger.server'

export async function requirePropertyMember(request: Request) {
  const member = await requireMember(request)
  return { member, language: await resolveLanguage(request, member) }
}
export type PropertyMember = Awaited<ReturnType<typeof requirePropertyMember>>

// ---------------------------------------------------------------------------------------------
// The index's view, remembered like the spec's `propertyStoreListViewType` (default list)

export const VIEW_TYPES = ['list', 'table'] as const
export type ViewType = (typeof VIEW_TYPES)[number]

export const viewTypeCookie = createCookie('propertyStoreListViewType', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

export function isViewType(value: unknown): value is ViewType {
  return VIEW_TYPES.includes(value as ViewType)
}

export async function readViewType(request: Request): Promise<ViewType> {
  const value: unknown = await viewTypeCookie.parse(request.headers.get('cookie'))
  return isViewType(value) ? value : 'list'
}

// ---------------------------------------------------------------------------------------------
// Loads: another member's id is exactly a missing one

/** A path id as a record id; anything else is the 404 page. */
export function idParam(param: string | undefined): number {
  try {
    return recordIdOf(param)
  } catch (error) {
    return throwAsResponse(error)
  }
}

/** Awaits a load; NotFoundError (LimitError) becomes the route's error boundary with 404 (403). */
export async function loadOrThrow<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    return throwAsResponse(error)
  }
}

function throwAsResponse(error: unknown): never {
  if (error instanceof NotFoundError || error instanceof LimitError) {
    throw data(null, { status: httpStatusOf(error) })
  }
  throw error
}

// ---------------------------------------------------------------------------------------------
// Form failures: what a form shows when the service refuses

const SERVICE_MESSAGE_KEYS: Record<string, MessageKey> = {
  [PROPERTY_MESSAGES.invalid]: 'property.error.invalid',
  [PROPERTY_MESSAGES.unknownProvince]: 'property.error.unknownProvince',
  [PROPERTY_MESSAGES.districtNotInProvince]: 'property.error.districtNotInProvince',
  [PROPERTY_MESSAGES.propertyHasAgreements]: 'property.error.hasAgreements',
  [PROPERTY_MESSAGES.unitHasAgreements]: 'unit.error.hasAgreements',
  [PROPERTY_MESSAGES.undividedHasNoUnits]: 'unit.error.undivided',
  [PROPERTY_MESSAGES.dividedHasUnits]: 'property.error.dividedHasUnits',
  [PROPERTY_MESSAGES.leasedAsWhole]: 'property.error.leasedAsWhole',
  [PROPERTY_MESSAGES.propertyNotFound]: 'property.error.notFound',
  [PROPERTY_MESSAGES.unitNotFound]: 'unit.error.notFound',
}

/** A service's message in the member's language (its English text when we have no translation). */
export function serviceMessage(language: Language, message: string): string {
  const key = SERVICE_MESSAGE_KEYS[message]
  return key ? translate(language, key) : message
}

export type FormFailure = {
  status: number
  formErrors: string[]
  fieldErrors?: Record<string, string[]>
  /** The plan's property limit was reached: the form links to /plans. */
  planLimit?: boolean
}

/**
 * A refused save as the form shows it. NotFoundError is rethrown as the 404 page; anything
 * unexpected is logged and shown as `unexpected` ("Could not create property").
 */
export function formFailureOf(
  error: unknown,
  { member, language }: PropertyMember,
  unexpected: MessageKey,
): FormFailure {
  if (error instanceof NotFoundError) throwAsResponse(error)
  if (error instanceof ValidationError) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [field, messages.map((m) => serviceMessage(language, m))]),
    )
    return { status: 400, formErrors: [serviceMessage(language, error.message)], fieldErrors }
  }
  if (error instanceof LimitError) {
    const limit = planLimit(member.plan, 'properties')
    const message = translate(language, 'property.planLimit', { plan: chooserPlan(member.plan).name, limit })
    return { status: 403, formErrors: [message], planLimit: true }
  }
  if (error instanceof ConflictError) return { status: 409, formErrors: [serviceMessage(language, error.message)] }
  logger.error({ err: error }, 'property form failed')
  return { status: 500, formErrors: [translate(language, unexpected)] }
}
