// /dashboard (route Dashboard, spec §2.9): the signed-in landing page. A greeting with a word for
// the time of day in Nepal, the member's counts, what tenants owe (due this week, overdue, who is
// late), the newest agreements with how long ago they were made, the latest events, the current
// plan and, on extra-large screens, the help panel; the properties others let the member into and
// the invitations waiting (ADR 041).
// Relative times are written on the server in the member's language: the page is not hydrated.
import { DuesOverviewCard } from '~/components/ledger/dues-overview'
import { HelpPanel, LatestAgreements, NotificationsPanel, PlanCard, StatCards } from '~/components/dashboard/panels'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { nepalHour } from '~/domain/nepal-time'
import { useT } from '~/i18n'
import { readDashboard } from '~/services/reports/dashboard-read.server'
import { digestOf } from '~/services/reports/weekly-digest.server'
import { WeeklyDigestCard } from '~/components/dashboard/weekly-digest-card'
import { RentCollectedChart } from '~/components/reports/charts'
import { RentalNoticesCard } from '~/components/paperwork/notice-list'
import { PendingProofsCard } from '~/components/dashboard/pending-proofs'
import { ReceivedWaitingList } from '~/components/received/received-waiting-list'
import { formatRelativeTime } from '~/i18n/locale-format'
import { MyRentSwitchCard } from '~/components/my-rent/role-switch'
import type { Route } from './+types/dashboard'
import { InvitationsWaiting, SharedProperties } from '~/components/team/shared-properties'
import { HeldFormWaiting } from '~/components/account/held-form-waiting'
import { signedIn } from '~/web/route-kit.server'
import { WaitingRepairsCard } from '~/components/repairs/waiting-repairs-card'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Nothing on the dashboard needs React: it is served as HTML, and its tour starts from the page
// script (islands/tour.ts; ADR 031, 033).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 4 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 17) return 'afternoon'
  return 'evening'
}

export async function loader({ context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  const now = new Date()
  // One statement for every panel (ADR 030).
  const dashboard = await readDashboard(member, now)
  const { dues, notices, proofs, receivedOnline, myRent } = dashboard
  return {
    firstName: member.firstName,
    partOfDay: partOfDay(nepalHour(now)),
    counts: dashboard.counts,
    dues,
    digest: { ...digestOf(dues), bySms: dashboard.weeklyDigest },
    notices,
    // The newest few; the count says how many wait.
    proofs: proofs.slice(0, 10),
    proofCount: proofs.length,
    receivedOnline,
    myRent,
    team: dashboard.team,
    repairs: dashboard.repairs,
    heldFormId: dashboard.heldFormId,
    now,
    rentCollected: dashboard.rentCollected,
    plan: dashboard.plan,
    notifications: dashboard.notifications,
    latestAgreements: dashboard.latestAgreements.map(({ createdAt, ...agreement }) => ({
      ...agreement,
      createdAgo: formatRelativeTime(language, createdAt, now),
    })),
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { firstName, counts, plan, notifications, latestAgreements } = loaderData
  // Plain elements styled by the frame's stylesheet (components/page/content-styles.ts, ADR 048).
  return (
    <section className="dashboard" aria-labelledby="page-title">
      <div className="page-heading dashboard-head">
        <h1 id="page-title">{t('dashboard.greeting', { name: firstName })}</h1>
        <p className="page-subtitle">{t(`dashboard.subtitle.${loaderData.partOfDay}`)}</p>
      </div>
      {loaderData.myRent && (
        <div className="mb-3">
          <MyRentSwitchCard summary={loaderData.myRent} />
        </div>
      )}
      <HeldFormWaiting id={loaderData.heldFormId} />
      <InvitationsWaiting count={loaderData.team.invitationCount} />
      {loaderData.team.shared.length > 0 && (
        <div className="mb-3">
          <SharedProperties properties={loaderData.team.shared} />
        </div>
      )}
      <StatCards counts={counts} />
      <div className="mt-3">
        <DuesOverviewCard overview={loaderData.dues} />
      </div>
      <div className="card mt-3">
        <RentCollectedChart months={loaderData.rentCollected} />
      </div>
      <ReceivedWaitingList items={loaderData.receivedOnline} />
      <WaitingRepairsCard repairs={loaderData.repairs} now={loaderData.now} />
      {loaderData.proofs.length > 0 && (
        <div className="mt-3">
          <PendingProofsCard proofs={loaderData.proofs} count={loaderData.proofCount} />
        </div>
      )}
      <div className="mt-3">
        <WeeklyDigestCard digest={loaderData.digest} bySms={loaderData.digest.bySms} />
      </div>
      {loaderData.notices.length > 0 && (
        <div className="mt-3">
          <RentalNoticesCard notices={loaderData.notices} />
        </div>
      )}
      <div className="dashboard-grid">
        <div className="dashboard-column">
          <LatestAgreements agreements={latestAgreements} />
          <NotificationsPanel items={notifications} />
        </div>
        <PlanCard plan={plan} />
        <HelpPanel />
      </div>
    </section>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'dashboard.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
