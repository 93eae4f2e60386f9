// The audit log (docs/OPS-INTERFACE.md): one append-only AuditEvent row per operator
// action and per sensitive member action (sign-in from a new device, password change, plan
// change, gateway key change, bank QR saved or removed, agreement termination, payment void). Rows are only ever inserted:
// a trigger in the database refuses UPDATE, DELETE and TRUNCATE, and nothing here offers either.
import type { AuditAction, AuditTarget } from '~/domain/audit-actions'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { currentClientIp } from '~/server/request-ip.server'
import { fullName } from '~/domain/person-name'

type Db = Pick<Prisma.TransactionClient, 'auditEvent'>

export type AuditEntry = {
  actorMemberId: number | null
  actorRole: 'OPERATOR' | 'MEMBER'
  /** e.g. member.passwordChange, operator.planChange (the list: app/domain/audit-actions.ts). */
  action: AuditAction
  /** What it was done to, e.g. `member:12`, `ticket:5`, `sms:7`. */
  target?: AuditTarget
  /** The member whose Settings show the row. */
  subjectMemberId?: number | null
  reason?: string | null
  details?: Prisma.InputJsonValue
  /** The request's client address when not given (app/server/request-ip.server.ts). */
  ip?: string | null
}

/** Appends one row, in the caller's transaction when it passes one. */
export async function recordAudit(entry: AuditEntry, db: Db = prisma): Promise<void> {
  await db.auditEvent.create({
    data: {
      actorMemberId: entry.actorMemberId,
      actorRole: entry.actorRole,
      action: entry.action,
      target: entry.target ?? null,
      subjectMemberId: entry.subjectMemberId ?? null,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
      ip: entry.ip ?? currentClientIp(),
    },
  })
}

export const AUDIT_PAGE_SIZE = 50

const AUDIT_SELECT = { id: true, createdAt: true, actorMemberId: true, actorRole: true, action: true, target: true, subjectMemberId: true, ip: true, reason: true } as const

/**
 * The newest rows first; `memberId` limits them to one member's part (their own Settings). A row
 * another member did there (a co-owner, manager or collector of their property, ADR 041) names
 * that person (`actorName`); the member's own and the operators' rows name nobody.
 */
export async function listAudit({ memberId, page = 1 }: { memberId?: number; page?: number } = {}) {
  const where = memberId === undefined ? {} : { subjectMemberId: memberId }
  const [rows, total] = await Promise.all([
    prisma.auditEvent.findMany({ where, orderBy: { id: 'desc' }, take: AUDIT_PAGE_SIZE, skip: (Math.max(1, page) - 1) * AUDIT_PAGE_SIZE, select: AUDIT_SELECT }),
    prisma.auditEvent.count({ where }),
  ])
  const othersIds = [...new Set(rows.flatMap((row) => (row.actorRole === 'MEMBER' && row.actorMemberId !== null && row.actorMemberId !== row.subjectMemberId ? [row.actorMemberId] : [])))]
  const others = othersIds.length === 0 ? [] : await prisma.member.findMany({ where: { id: { in: othersIds } }, select: { id: true, firstName: true, lastName: true } })
  const names = new Map(others.map((member) => [member.id, fullName(member)]))
  const items = rows.map((row) => ({ ...row, actorName: row.actorMemberId !== row.subjectMemberId ? (names.get(row.actorMemberId ?? -1) ?? null) : null }))
  return { items, total, page, pageSize: AUDIT_PAGE_SIZE }
}
