// A form posted to a signed-in page after its session had ended (ADR 066): the 15-minute idle rule
// holds without JavaScript too, so a landlord who takes longer than that over an agreement and
// then presses Save would lose everything typed. The form is kept for the member of the ended
// session instead (and the form the inactivity timer's sign-out carries, routes/logout.ts); once
// they have signed in again they are asked to send it (app/routes/held-form.tsx). Passwords and
// gateway secret keys are never stored, nor files (no page can put a file back into a form).
import { randomBytes } from 'node:crypto'
import { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { hashToken } from '~/server/tokens.server'
import { readJson } from '~/services/json-rows.server'
import { NotFoundError } from '~/services/errors'

/** How long a kept form waits to be sent: long enough to reset a forgotten password on the way. */
export const HELD_FORM_TTL_MS = 24 * 60 * 60 * 1000
/** A member's newest kept forms; older ones go when another is kept. */
const MOST_HELD_PER_MEMBER = 10

export type HeldField = [name: string, value: string]
export type HeldForm = { id: string; path: string; fields: HeldField[]; leftOut: boolean; expiresAt: Date }

/** Fields never written down: passwords, and the secret key of a payment gateway account. */
const SECRET_FIELD = /password|secret/i

/**
 * Keeps the fields of a form (a posted FormData, or the pairs the inactivity sign-out carries),
 * posted to `path` with the web session of `token`, for that session's member; its id, or null
 * when the token names no web session (a forged or purged cookie).
 */
export async function holdForm(token: string, path: string, entries: Iterable<[string, FormDataEntryValue]>, now = new Date()): Promise<string | null> {
  const session = await prisma.session.findUnique({ where: { tokenHash: hashToken(token) }, select: { memberId: true, kind: true } })
  if (!session || session.kind !== 'WEB') return null
  const fields: HeldField[] = []
  let leftOut = false
  for (const [name, value] of entries) {
    // No person types a NUL (every form refuses it), and PostgreSQL's JSON cannot hold one: not kept.
    if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) return null
    if (typeof value !== 'string') leftOut ||= value.size > 0
    else if (SECRET_FIELD.test(name)) leftOut ||= value !== ''
    else fields.push([name, value])
  }
  const id = randomBytes(18).toString('base64url')
  await prisma.$transaction(async (tx) => {
    const older = await tx.heldForm.findMany({ where: { memberId: session.memberId }, orderBy: { createdAt: 'desc' }, skip: MOST_HELD_PER_MEMBER - 1, select: { id: true } })
    if (older.length > 0) await tx.heldForm.deleteMany({ where: { id: { in: older.map((row) => row.id) } } })
    await tx.heldForm.create({ data: { id, memberId: session.memberId, path, fields, leftOut, createdAt: now, expiresAt: new Date(now.getTime() + HELD_FORM_TTL_MS) } })
  })
  return id
}

/** The member's kept form `id`, while it waits; NotFoundError otherwise (sent, discarded, expired, another member's). */
export async function readHeldForm(memberId: number, id: string, now = new Date()): Promise<HeldForm> {
  const row = await prisma.heldForm.findFirst({ where: { id, memberId, expiresAt: { gt: now } } })
  if (!row) throw new NotFoundError('heldForm.gone')
  return { id: row.id, path: row.path, fields: row.fields as HeldField[], leftOut: row.leftOut, expiresAt: row.expiresAt }
}

/** The id of the member's newest kept form still waiting, or NULL, as an SQL value: the dashboard's line. */
export function newestHeldFormSql(memberId: number, now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT h."id" FROM "HeldForm" h WHERE h."memberId" = ${memberId} AND h."expiresAt" > ${now} ORDER BY h."createdAt" DESC LIMIT 1)`
}

/** The member's newest kept form still waiting, if any: where a sign-in lands that was asked for no page. */
export function newestHeldFormId(memberId: number, now = new Date()): Promise<string | null> {
  return readJson<string | null>(newestHeldFormSql(memberId, now))
}

/** Takes the kept form off the shelf to send it: once only, however often its Send is pressed. */
export async function takeHeldForm(memberId: number, id: string, now = new Date()): Promise<HeldForm> {
  const form = await readHeldForm(memberId, id, now)
  const { count } = await prisma.heldForm.deleteMany({ where: { id, memberId } })
  if (count === 0) throw new NotFoundError('heldForm.gone')
  return form
}

/** Discards the member's kept form; one already gone is no error. */
export async function discardHeldForm(memberId: number, id: string) {
  await prisma.heldForm.deleteMany({ where: { id, memberId } })
}
