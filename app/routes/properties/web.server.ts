// What the property screens share on the server beyond the route kit (app/web/route-kit.server.ts):
// the remembered list/table choice, and the one mapping of the service's typed errors to what a
// form shows, in the member's language.
import { createCookie } from 'react-router'
import { type MessageKey, translate } from '~/i18n'
import { type SignedIn, throwAsResponse } from '~/web/route-kit.server'
import { NotFoundError } from '~/services/errors'
import { type FormRefusal, refusalOf } from '~/web/refusal.server'
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

export type FormFailure = FormRefusal

/**
 * A refused save as the form shows it. NotFoundError is rethrown as the 404 page; anything
 * unexpected is logged and shown as `unexpected` ("Could not create property").
 */
export function formFailureOf(error: unknown, { language }: SignedIn, unexpected: MessageKey): FormFailure {
  if (error instanceof NotFoundError) throwAsResponse(error)
  const refusal = refusalOf(error, language)
  if (refusal) return refusal
  logger.error({ err: error }, 'property form failed')
  return { status: 500, formErrors: [translate(language, unexpected)] }
}
