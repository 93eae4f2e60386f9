// Notifications: the events a member sees on /notifications (and the dashboard's panel). Each is
// a typed kind with a payload checked against its schema when recorded; the words are chosen at
// display time in the reader's language (app/components/notifications/notification-text.ts).
import { z } from 'zod'
import { Prisma } from '~/generated/prisma/client'
import { readRows } from '~/server/db.server'
import { dateOf, dateOrNullOf, jsonRows } from '~/services/json-rows.server'
import { logger } from '~/server/logger.server'

const id = z.number().int().positive()

export const NOTIFICATION_PAYLOADS = {
  /** A text to a tenant (or the member) failed for good, or may not have been delivered (UNKNOWN). */
  SMS_FAILED: z.object({
    smsId: id,
    /** E.164 */
    to: z.string(),
    template: z.string(),
    status: z.enum(['FAILED', 'UNKNOWN']),
    error: z.string(),
  }),
  /** The SMS gateway stopped sending (no credit, or the account refused): texts wait. */
  SMS_GATEWAY_PAUSED: z.object({ reason: z.enum(['NO_CREDIT', 'ACCOUNT']), error: z.string() }),
  /** The waiting texts are going out again. */
  SMS_GATEWAY_RESUMED: z.object({}),
  AGREEMENT_CREATED: z.object({ agreementId: id, agreementName: z.string(), tenantName: z.string() }),
  PAYMENT_RECORDED: z.object({
    agreementId: id,
    paymentId: id,
    receiptNumber: id,
    amountPaisa: z.number().int().positive(),
    tenantName: z.string(),
  }),
  /**
   * A gateway confirmed a tenant's online payment, but it could not be recorded as a payment
   * (`reason`: ENDED, TERMINATED, SETTLED or the ledger's message code): it waits for the member's decision.
   */
  GATEWAY_PAYMENT_NEEDS_DECISION: z.object({
    agreementId: id,
    gatewayPaymentId: id,
    amountPaisa: z.number().int().positive(),
    gateway: z.enum(['KHALTI', 'ESEWA']),
    tenantName: z.string(),
    reason: z.string(),
  }),
  /** Sent 30 days before an agreement ends. `endDate` is A.D.; `calendar` is how to show it. */
  AGREEMENT_ENDING: z.object({
    agreementId: id,
    agreementName: z.string(),
    tenantName: z.string(),
    endDate: z.iso.date(),
    calendar: z.enum(['AD', 'BS']),
  }),
  /** The member terminated an agreement on `terminatedOn` (A.D., Nepal); the tenant was texted. */
  AGREEMENT_TERMINATED: z.object({
    agreementId: id,
    agreementName: z.string(),
    tenantName: z.string(),
    terminatedOn: z.iso.date(),
    calendar: z.enum(['AD', 'BS']),
  }),
  /** The member corrected their tenant's names or SMS language. */
  TENANT_CORRECTED: z.object({ tenantId: id, from: z.string(), to: z.string(), languageChanged: z.boolean() }),
  /** Another landlord asks to correct a tenant this member holds too (or has claimed as their own): answered on /notifications. */
  TENANT_CHANGE_REQUESTED: z.object({ requestId: id, tenantName: z.string(), requestedName: z.string(), landlordName: z.string() }),
  /** The member's request to correct a tenant was accepted or declined. */
  TENANT_CHANGE_ANSWERED: z.object({ requestId: id, tenantId: id, tenantName: z.string(), requestedName: z.string(), accepted: z.boolean() }),
  /** The member moved an agreement to the tenant with the right phone number; the new number was texted. */
  TENANT_PHONE_MOVED: z.object({ agreementId: id, agreementName: z.string(), fromPhone: z.string(), toPhone: z.string() }),
} satisfies Record<string, z.ZodType>

export type NotificationKind = keyof typeof NOTIFICATION_PAYLOADS
export type NotificationPayload<K extends NotificationKind> = z.infer<(typeof NOTIFICATION_PAYLOADS)[K]>

/** A kind with its payload (narrowing on `kind` types the payload). */
export type NotificationEvent = { [K in NotificationKind]: { kind: K; payload: NotificationPayload<K> } }[NotificationKind]
export type NotificationItem = NotificationEvent & { id: number; createdAt: Date; readAt: Date | null }

type Db = Pick<Prisma.TransactionClient, 'notification'>

/**
 * Records an event for a member. Pass the caller's transaction client to record it together with
 * the change it reports (it then commits or rolls back with it). Throws on a payload that does
 * not match its kind: a bug in the caller.
 */
export async function recordNotification<K extends NotificationKind>(
  db: Db,
  memberId: number,
  kind: K,
  payload: NotificationPayload<K>,
): Promise<{ id: number }> {
  const checked = NOTIFICATION_PAYLOADS[kind].parse(payload)
  return db.notification.create({ data: { memberId, kind, payload: checked }, select: { id: true } })
}

/** The same event for several members at once (e.g. every member whose texts wait). */
export async function recordNotificationForMembers<K extends NotificationKind>(
  db: Db,
  memberIds: readonly number[],
  kind: K,
  payload: NotificationPayload<K>,
): Promise<number> {
  if (memberIds.length === 0) return 0
  const checked = NOTIFICATION_PAYLOADS[kind].parse(payload)
  const { count } = await db.notification.createMany({ data: memberIds.map((memberId) => ({ memberId, kind, payload: checked })) })
  return count
}

export const NOTIFICATION_PAGE_SIZE = 10

/** The member's newest events (`limit` of them after `offset`), as JSON (jsonRows) for `notificationsFrom`. */
export function notificationsJson(memberId: number, limit: number, offset = 0): Prisma.Sql {
  return jsonRows(
    Prisma.sql`
    SELECT n."id", n."kind", n."payload", n."createdAt", n."readAt" FROM "Notification" n
    WHERE n."memberId" = ${memberId}
    ORDER BY n."createdAt" DESC, n."id" DESC
    LIMIT ${limit} OFFSET ${offset}`,
    Prisma.sql`x."createdAt" DESC, x."id" DESC`,
  )
}

/** The events of `notificationsJson`. Rows whose kind or payload is no longer understood are left out. */
export function notificationsFrom(rows: Array<{ id: number; kind: string; payload: unknown; createdAt: string; readAt: string | null }>): NotificationItem[] {
  return rows.flatMap((json) => {
    const row = { ...json, createdAt: dateOf(json.createdAt), readAt: dateOrNullOf(json.readAt) }
    const item = notificationItem(row)
    if (!item) logger.warn({ notificationId: row.id, kind: row.kind }, 'notification not understood: left out')
    return item ? [item] : []
  })
}

/** The member's events, newest first, a page at a time, and how many there are. */
export async function listNotifications(
  memberId: number,
  { limit = NOTIFICATION_PAGE_SIZE, page = 1 }: { limit?: number; page?: number } = {},
): Promise<{ items: NotificationItem[]; total: number; page: number; pageSize: number }> {
  const pageSize = Math.min(Math.max(1, Math.trunc(limit)), 100)
  const current = Math.max(1, Math.trunc(page))
  const [row] = await readRows<{ items: Parameters<typeof notificationsFrom>[0]; total: number }>(Prisma.sql`
    SELECT ${notificationsJson(memberId, pageSize, (current - 1) * pageSize)} AS "items",
           (SELECT COUNT(*)::int FROM "Notification" WHERE "memberId" = ${memberId}) AS "total"`)
  return { items: notificationsFrom(row!.items), total: row!.total, page: current, pageSize }
}

function isKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(NOTIFICATION_PAYLOADS, kind)
}

function notificationItem(row: { id: number; kind: string; payload: unknown; createdAt: Date; readAt: Date | null }): NotificationItem | null {
  if (!isKind(row.kind)) return null
  const payload = NOTIFICATION_PAYLOADS[row.kind].safeParse(row.payload)
  if (!payload.success) return null
  return { id: row.id, kind: row.kind, payload: payload.data, createdAt: row.createdAt, readAt: row.readAt } as NotificationItem
}
