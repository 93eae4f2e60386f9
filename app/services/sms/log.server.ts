// The member's SMS log: every message recorded for them (texts to their tenants, their own
// codes), newest first, a page at a time. Read by /notifications and GET /v1/member/sms.
import type { Language, SmsStatus } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
// The data tables' page sizes (spec §9), as the property list has them.
import { type Paging, pagingOf } from '~/schemas/paging'


export type SmsLogEntry = {
  id: number
  createdAt: Date
  sentAt: Date | null
  /** Held to the sending hours: not sent before this instant (ADR 046). */
  sendAfter: Date | null
  /** E.164 */
  to: string
  template: string
  language: Language
  segments: number
  status: SmsStatus
  error: string | null
  attempts: number
}

export async function listSmsLog(
  memberId: number,
  query: Partial<Paging> = {},
): Promise<{ items: SmsLogEntry[]; total: number; page: number; pageSize: number }> {
  const { page: current, pageSize: size } = pagingOf(query)
  const [items, total] = await Promise.all([
    prisma.smsMessage.findMany({
      where: { memberId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (current - 1) * size,
      take: size,
      select: { id: true, createdAt: true, sentAt: true, sendAfter: true, to: true, template: true, language: true, segments: true, status: true, error: true, attempts: true },
    }),
    prisma.smsMessage.count({ where: { memberId } }),
  ])
  return { items, total, page: current, pageSize: size }
}
