// The dashboard's read (spec §2.9), one statement for all its panels (ADR 030): the member's
// counts, plan and weekly-digest setting, the newest agreements, the latest events, the dues, the
// rental notices not filed, the proofs that wait, the money received online that waits, their
// own rent, and a form kept when their session ended. Each panel's part is the SQL of the service
// that owns it, read back by that service's mapper, so the dashboard shows exactly what each
// service answers alone (and counts what the plans and index pages count); read panel by panel,
// it was eighteen statements a view.
import type { MemberPlan } from '~/domain/plans'
import { nepalToday } from '~/domain/nepal-time'
import { Prisma } from '~/generated/prisma/client'
import { readRows } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'
import { newestHeldFormSql } from '~/services/accounts/held-forms.server'
import { type NotificationItem, notificationsFrom, notificationsJson } from '~/services/accounts/notifications.server'
import { invitationCountSql, sharedPropertiesJson, type TeamLines } from '~/services/team/team.server'
import { currentAgreementCount, type LatestAgreement, latestAgreementsFrom, latestAgreementsJson } from '~/services/agreements/agreements.server'
import { tenanciesJson, tenancySummaryFrom, type TenancySummary } from '~/services/my-rent/landing.server'
import { noticesMayBeMissing, openNoticesFrom, openNoticesJson, readOpenNotices, type RentalNoticeView, syncRentalNotices } from '~/services/paperwork/rental-notices.server'
import { type ReceivedPayment, receivedWaitingFrom, receivedWaitingJson } from '~/services/payments/gateway-decisions.server'
import { type ProofView, proofsFrom, proofsJson } from '~/services/payments/proofs.server'
import { propertyCount } from '~/services/properties/properties.server'
import { currentTenantCount } from '~/services/tenants/tenants.server'
import { type DuesOverview, duesJson, duesOverviewFrom } from './dues-overview.server'
import { type WaitingRepairs, waitingRepairsFrom, waitingRepairsJson } from '~/services/repairs/repairs.server'
import { DASHBOARD_CHART_MONTHS, lastBsMonths, rentCollectedFrom, rentCollectedJson, type RentCollectedMonth } from './charts.server'

/** How many agreements the New Agreements list shows (spec §2.9). */
export const DASHBOARD_LATEST_AGREEMENTS = 3
/** How many events the Notifications panel shows; See More leads to the rest. */
export const DASHBOARD_NOTIFICATIONS = 3

export type DashboardRead = {
  /** Tenants and agreements are the current ones (active, not past their end); every property. */
  counts: { tenants: number; properties: number; agreements: number }
  plan: MemberPlan
  /** Whether the weekly digest goes out by SMS. */
  weeklyDigest: boolean
  latestAgreements: LatestAgreement[]
  notifications: NotificationItem[]
  dues: DuesOverview
  /** Rental notices not filed yet, the most urgent first. */
  notices: RentalNoticeView[]
  /** Pending proofs, newest first (at most 200). */
  proofs: ProofView[]
  receivedOnline: ReceivedPayment[]
  /** The member's own rent, when they rent. */
  myRent: TenancySummary | null
  /** The properties others let the member into, and the invitations waiting (ADR 041). */
  team: TeamLines
  /** Repair requests waiting, the longest first. */
  repairs: WaitingRepairs
  /** The small chart: rent collected in the last months, as /reports draws it. */
  rentCollected: RentCollectedMonth[]
  /** The newest form kept when the member's session ended, waiting to be sent (ADR 066). */
  heldFormId: string | null
}

type DashboardJson = {
  plan: MemberPlan
  weeklyDigest: boolean
  tenants: number
  properties: number
  agreements: number
  latestAgreements: Parameters<typeof latestAgreementsFrom>[0]
  notifications: Parameters<typeof notificationsFrom>[0]
  dues: Parameters<typeof duesOverviewFrom>[0]
  noticesMayBeMissing: boolean
  notices: Parameters<typeof openNoticesFrom>[0]
  proofs: Parameters<typeof proofsFrom>[0]
  receivedOnline: Parameters<typeof receivedWaitingFrom>[0]
  myRent: Parameters<typeof tenancySummaryFrom>[0]
  shared: TeamLines['shared']
  invitationCount: number
  repairs: Parameters<typeof waitingRepairsFrom>[0]
  rentCollected: Parameters<typeof rentCollectedFrom>[0]
  heldFormId: string | null
}

/** Everything the member's dashboard shows, at `now`, scoped to them (their id; their phone for their own rent). */
export async function readDashboard(member: { id: number; phone: string }, now: Date = new Date()): Promise<DashboardRead> {
  const today = nepalToday(now)
  const chartMonths = lastBsMonths(today, DASHBOARD_CHART_MONTHS)
  const [row] = await readRows<DashboardJson>(Prisma.sql`
    SELECT m."plan"::text AS "plan", m."weeklyDigest",
           ${currentTenantCount(member.id, today)} AS "tenants",
           ${propertyCount(member.id)} AS "properties",
           ${currentAgreementCount(member.id, today)} AS "agreements",
           ${latestAgreementsJson(member.id, DASHBOARD_LATEST_AGREEMENTS)} AS "latestAgreements",
           ${notificationsJson(member.id, DASHBOARD_NOTIFICATIONS)} AS "notifications",
           ${duesJson(member.id, today)} AS "dues",
           ${noticesMayBeMissing(member.id, now)} AS "noticesMayBeMissing",
           ${openNoticesJson(member.id)} AS "notices",
           ${proofsJson(member.id)} AS "proofs",
           ${receivedWaitingJson(member.id)} AS "receivedOnline",
           ${tenanciesJson(member.phone)} AS "myRent",
           ${sharedPropertiesJson(member.id)} AS "shared",
           ${invitationCountSql(member.id, now)} AS "invitationCount",
           ${waitingRepairsJson(member.id)} AS "repairs",
           ${rentCollectedJson(member.id, chartMonths)} AS "rentCollected",
           ${newestHeldFormSql(member.id, now)} AS "heldFormId"
    FROM "Member" m WHERE m."id" = ${member.id}`)
  if (!row) throw new NotFoundError('errors.memberNotFound')
  // Notices are written when the member looks (and hourly): only when one may be missing, which
  // is rare (a letting or a vacancy of the last 30 days without its notice); read again when
  // that wrote any.
  const wrote = row.noticesMayBeMissing && (await syncRentalNotices(member.id, now)) > 0
  return {
    counts: { tenants: row.tenants, properties: row.properties, agreements: row.agreements },
    plan: row.plan,
    weeklyDigest: row.weeklyDigest,
    latestAgreements: latestAgreementsFrom(row.latestAgreements),
    notifications: notificationsFrom(row.notifications),
    dues: duesOverviewFrom(row.dues, today),
    notices: wrote ? await readOpenNotices(member.id) : openNoticesFrom(row.notices),
    proofs: proofsFrom(row.proofs),
    receivedOnline: receivedWaitingFrom(row.receivedOnline),
    myRent: tenancySummaryFrom(row.myRent, today),
    team: { shared: row.shared, invitationCount: row.invitationCount },
    repairs: waitingRepairsFrom(row.repairs),
    rentCollected: rentCollectedFrom(row.rentCollected, chartMonths),
    heldFormId: row.heldFormId,
  }
}
