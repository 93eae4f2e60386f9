// What the property screens share on the server beyond the route kit (app/web/route-kit.server.ts):
// the remembered list/table choice, and the mapping of the service's typed errors to what a form
// shows, in the member's language.
import { createCookie } from 'react-router'
import { chooserPlan, planLimit } from '~/domain/plans'
import { type Language, type MessageKey, translate } from '~/i18n'
import { PROPERTY_MESSAGES } from '~/services/properties.server'
import { type SignedIn, throwAsResponse } from '~/web/route-kit.server'
import { ConflictError, LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { logger } from '~/server/logger.server'

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
  { member, language }: SignedIn,
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
