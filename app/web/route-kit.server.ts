// What the web's routes share, so a new section starts from here and not from a copy of
// another one:
// - the signed-in member and their language, put into React Router's middleware context once per
//   request by the signed-in layout (app/routes/app-layout.tsx) and read with `signedIn(context)`;
// - a record from a path id, or the 404 (403 for a plan limit) page: `idParam`, `loadOrThrow`;
// - a posted form and the intent it names: `readIntentForm`;
// - the answers: a refused form's reply (`replyTo`: which form, conform's reply and the status) or a
//   redirect with a flash message (`redirectWithToast`, app/server/toast.server.ts).
import type { SubmissionResult } from '@conform-to/react'
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import type { StepReplyData } from '~/components/form/use-step-form'
import type { Language } from '~/i18n'
import { recordIdOf } from '~/services/record-id.server'
import { errorAnswerOf, ForbiddenError, LimitError, NotFoundError } from '~/services/errors'
import { readFormData } from '~/server/form-data.server'
import { resolveLanguage } from '~/server/language.server'
import { requireMember } from './auth.server'
import { may, type PropertyAbility } from '~/domain/property-roles'
import { agreementAccess, type PropertyAccess, requireAbility, requireSight } from '~/services/team/access.server'

export type SignedIn = { member: Awaited<ReturnType<typeof requireMember>>; language: Language }

const signedInContext = createContext<SignedIn>()

/** The signed-in layout's middleware: the member (or the sign-in redirect) and their language. */
export const signedInMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const member = await requireMember(request, context)
  context.set(signedInContext, { member, language: await resolveLanguage(request, member) })
}

/** The member the signed-in layout's middleware found; only routes under that layout may ask. */
export function signedIn(context: Readonly<RouterContextProvider>): SignedIn {
  return context.get(signedInContext)
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

/** A record id posted in a form field (which row a button acts on); anything else is the 404 page. */
export function idField(formData: FormData, name: string): number {
  const value = formData.get(name)
  return idParam(typeof value === 'string' ? value : undefined)
}

/** Awaits a load; NotFoundError (LimitError, ForbiddenError) becomes the route's error boundary with 404 (403). */
export async function loadOrThrow<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    return throwAsResponse(error)
  }
}

/** NotFoundError, LimitError and ForbiddenError as the route's error boundary; anything else is rethrown. */
export function throwAsResponse(error: unknown): never {
  if (error instanceof NotFoundError || error instanceof LimitError || error instanceof ForbiddenError) {
    throw data(null, { status: errorAnswerOf(error)?.status })
  }
  throw error
}

// ---------------------------------------------------------------------------------------------
// A shared property (ADR 041): its owner's books, within what the caller's role may

/**
 * The request as its forms' handlers take it when the caller acts on a property by a role:
 * `member.id` is the owner whose books they act on (every service scopes to it), `access` says
 * who acts (`actorId`) and by which role, for the writes that name the person.
 */
export type Acting = SignedIn & { access: PropertyAccess }

export function actingFor(who: SignedIn, access: PropertyAccess): Acting {
  return { ...who, member: { ...who.member, id: access.ownerId }, access }
}

/**
 * The caller acting on an agreement's property: the 404 page for no role there, or one that may
 * not see what `sight` names (an agreement's lease, changes, meters, statement and settlement
 * need `tenancy:view`).
 */
export async function actingOnAgreement(context: Readonly<RouterContextProvider>, agreementId: number, sight: PropertyAbility): Promise<Acting> {
  const who = signedIn(context)
  const access = requireSightOrThrow(await loadOrThrow(agreementAccess(who.member.id, agreementId)), sight)
  return actingFor(who, access)
}

/** What the role may see but not do is the 403 page (the services' `requireAbility`, as a page). */
export function allowOrThrow(access: PropertyAccess, ability: PropertyAbility): void {
  try {
    requireAbility(access, ability)
  } catch (error) {
    throwAsResponse(error)
  }
}

/** What the role may not see is the 404 page, as for a property it has no role on (`requireSight`, as a page). */
export function requireSightOrThrow(access: PropertyAccess, ability: PropertyAbility): PropertyAccess {
  try {
    return requireSight(access, ability)
  } catch (error) {
    return throwAsResponse(error)
  }
}

/** The abilities a page draws its forms and links by: one boolean per ability, for the loader's data. */
export function abilitiesOf<A extends PropertyAbility>(access: PropertyAccess, abilities: readonly A[]): Record<A, boolean> {
  return Object.fromEntries(abilities.map((ability) => [ability, may(access.role, ability)])) as Record<A, boolean>
}

// ---------------------------------------------------------------------------------------------
// Forms: one screen's forms tell themselves apart by their `intent` button

/** The posted form and its intent ('' when it names none). */
export async function readIntentForm(request: Request): Promise<{ formData: FormData; intent: string }> {
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  return { formData, intent: typeof intent === 'string' ? intent : '' }
}

/** A parsed form that conform can answer: its values and the errors to show. */
export type Replyable = { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]> }

/** An answer's status, or a failure's status and headers (Retry-After on a 429). */
type ReplyStatus = number | { status: number; headers?: HeadersInit }

/** What an action answers when a form is refused: which form (its intent), and conform's reply. */
export function replyTo(
  intent: string,
  submission: Replyable,
  options?: Parameters<Replyable['reply']>[0],
  status: ReplyStatus = 400,
) {
  const init = typeof status === 'number' ? { status } : { status: status.status, headers: status.headers }
  return data<StepReplyData>({ intent, result: submission.reply(options) }, init)
}
