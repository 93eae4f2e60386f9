// What the property screens share on the server: the signed-in member and their language, the
// remembered list/table choice, and the one mapping of the service's typed errors to web answers
// (404/403 pages for loads, messages in the member's language for forms).
import { createCookie, data } from 'react-router'
import { type MessageKey, translate } from '~/i18n'
import { recordIdOf } from '~/services/record-id.server'
import { requireMember } from '~/web/auth.server'
import { errorAnswerOf, LimitError, NotFoundError } from '~/services/errors'
import { type FormRefusal, refusalOf } from '~/web/refusal.server'
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
    throw data(null, { status: errorAnswerOf(error)?.status })
  }
  throw error
}

// ---------------------------------------------------------------------------------------------
// Form failures: what a form shows when the service refuses

export type FormFailure = FormRefusal

/**
 * A refused save as the form shows it. NotFoundError is rethrown as the 404 page; anything
 * unexpected is logged and shown as `unexpected` ("Could not create property").
 */
export function formFailureOf(error: unknown, { language }: PropertyMember, unexpected: MessageKey): FormFailure {
  if (error instanceof NotFoundError) throwAsResponse(error)
  const refusal = refusalOf(error, language)
  if (refusal) return refusal
  logger.error({ err: error }, 'property form failed')
  return { status: 500, formErrors: [translate(language, unexpected)] }
}
