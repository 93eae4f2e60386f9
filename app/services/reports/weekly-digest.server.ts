// The landlord's weekly digest: an opt-in text (Member.weeklyDigest, off by default)
// every Sunday at 09:00 Nepal time, from the `weekly-digest` job (jobs/weekly-digest.server.ts),
// and the same figures on the dashboard. The figures are the dashboard's dues (duesOverview): the
// tenants overdue, what they owe, and what falls due in the 7 days from today. One text per
// member and week (`weekly-digest:<memberId>:<Sunday>`); a week with nothing to say sends none.
import { digestHasNews, digestKey, DIGEST_HOURS, isDigestTime, type WeeklyDigest, weekStartOf, weeklyDigestText } from '~/domain/weekly-digest'
import { nepalToday, nepalTimeToInstant } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { type DuesOverview, duesOverview } from './dues-overview.server'
import { createSmsBatchInTransaction, enqueueSmsAfterCommit, type QueueSmsInput } from '~/services/sms/outbox.server'

export type { WeeklyDigest }

/** The member's digest on `today` (Nepal, A.D.). */
export async function getWeeklyDigest(memberId: number, today: string = nepalToday()): Promise<WeeklyDigest> {
  return digestOf(await duesOverview(memberId, today))
}

/** The digest's figures from the dashboard's dues (the dashboard has them already). */
export function digestOf(dues: DuesOverview): WeeklyDigest {
  return {
    overdueTenants: new Set(dues.overdue.map((row) => row.tenantId)).size,
    overduePaisa: dues.overduePaisa,
    dueThisWeekPaisa: dues.dueThisWeekPaisa,
  }
}

export async function getWeeklyDigestSetting(memberId: number): Promise<boolean> {
  const member = await prisma.member.findUniqueOrThrow({ where: { id: memberId }, select: { weeklyDigest: true } })
  return member.weeklyDigest
}

export async function setWeeklyDigest(memberId: number, on: boolean): Promise<boolean> {
  const member = await prisma.member.update({ where: { id: memberId }, data: { weeklyDigest: on }, select: { weeklyDigest: true } })
  return member.weeklyDigest
}

/**
 * The job's work: on Sunday between 09:00 and 19:00 Nepal time, texts every member who opted in
 * their digest, once a week each. Answers how many texts it decided now (0 outside those hours,
 * and on a second run the same Sunday).
 */
export async function sendWeeklyDigests(now: Date = new Date()): Promise<number> {
  if (!isDigestTime(now)) return 0
  const today = nepalToday(now)
  const week = weekStartOf(today)
  const members = await prisma.member.findMany({
    where: { weeklyDigest: true, smsMessages: { none: { idempotencyKey: { startsWith: 'weekly-digest:', endsWith: `:${week}` } } } },
    select: { id: true, phone: true, prefLanguage: true },
    orderBy: { id: 'asc' },
  })
  const inputs: QueueSmsInput[] = []
  for (const member of members) {
    const digest = await getWeeklyDigest(member.id, today)
    if (!digestHasNews(digest)) continue
    inputs.push({
      to: member.phone,
      language: member.prefLanguage,
      template: 'weekly-digest',
      body: weeklyDigestText(member.prefLanguage, digest),
      idempotencyKey: digestKey(member.id, week),
      memberId: member.id,
      sendBefore: nepalTimeToInstant(today, DIGEST_HOURS.until),
    })
  }
  const created = await prisma.$transaction((tx) => createSmsBatchInTransaction(tx, inputs))
  await enqueueSmsAfterCommit(created)
  return created.length
}
