// The dashboard's figures (spec §2.9), all the member's own: the three counts, their plan, the
// newest agreements and the latest events. Each comes from the service that owns it, so the
// dashboard counts exactly what the plans, the index pages and /notifications count.
import type { MemberPlan } from '~/domain/plans'
import { prisma } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'
import { countCurrentAgreements, latestAgreements, type LatestAgreement } from '~/services/agreements/agreements.server'
import { listNotifications, type NotificationItem } from '~/services/accounts/notifications.server'
import { countProperties } from '~/services/properties/properties.server'
import { countTenants } from '~/services/tenants/tenants.server'

/** How many agreements the New Agreements list shows (spec §2.9). */
export const DASHBOARD_LATEST_AGREEMENTS = 3
/** How many events the Notifications panel shows; See More leads to the rest. */
export const DASHBOARD_NOTIFICATIONS = 3

export type Dashboard = {
  /** Tenants and agreements are the current ones (active, not past their end); every property. */
  counts: { tenants: number; properties: number; agreements: number }
  plan: MemberPlan
  latestAgreements: LatestAgreement[]
  notifications: NotificationItem[]
}

export async function getDashboard(memberId: number): Promise<Dashboard> {
  const [member, tenants, properties, agreements, latest, notifications] = await Promise.all([
    prisma.member.findUnique({ where: { id: memberId }, select: { plan: true } }),
    countTenants(memberId),
    countProperties(memberId),
    countCurrentAgreements(memberId),
    latestAgreements(memberId, DASHBOARD_LATEST_AGREEMENTS),
    listNotifications(memberId, { limit: DASHBOARD_NOTIFICATIONS }),
  ])
  if (!member) throw new NotFoundError('errors.memberNotFound')
  return { counts: { tenants, properties, agreements }, plan: member.plan, latestAgreements: latest, notifications: notifications.items }
}
