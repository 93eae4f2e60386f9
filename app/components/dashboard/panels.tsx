// The dashboard's parts (spec §2.9): the three counts, the newest agreements, the latest events,
// the current plan and the help panel. Plain links and text rendered on the server: all of it
// works without JavaScript; the ids are the guided tour's (components/tour/tour-steps.ts). Plain
// elements styled by the frame's stylesheet (page/content-styles.ts, ADR 048).
import { Button } from '~/components/button'
import { Link as RouterLink } from '~/components/link'
import { chooserPlan, type MemberPlan } from '~/domain/plans'
import { useLanguage, useT } from '~/i18n'
import { useGuideLink } from '../frame/app-header'
import { AgreementsIcon, HelpIcon, PropertiesIcon, TenantsIcon } from '../frame/icons'
import { NotificationList, type NotificationListItem } from '../notifications/notification-list'
import { localDigits } from '~/domain/devanagari-digits'
import { perkText, planName } from '../site/plan-texts'

function PanelTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="card-title bold">
      {children}
    </h2>
  )
}

const STATS = [
  { id: 'dashboard-tenants', key: 'tenants', to: '/tenants', label: 'dashboard.stat.tenants', Icon: TenantsIcon },
  { id: 'dashboard-properties', key: 'properties', to: '/properties', label: 'dashboard.stat.properties', Icon: PropertiesIcon },
  { id: 'dashboard-agreements', key: 'agreements', to: '/agreements', label: 'dashboard.stat.agreements', Icon: AgreementsIcon },
] as const

export type DashboardCounts = Record<(typeof STATS)[number]['key'], number>

/** Three cards, each a link to its page. */
export function StatCards({ counts }: { counts: DashboardCounts }) {
  const t = useT()
  const language = useLanguage()
  return (
    <ul className="stat-cards" aria-label={t('dashboard.stats')}>
      {STATS.map(({ id, key, to, label, Icon }) => (
        <li key={key}>
          <RouterLink id={id} to={to} className="card stat-card">
            {/* Three across even on a phone, where the icon makes way for the words. */}
            <div className="stat-icon">
              <Icon fontSize="inherit" />
            </div>
            <div className="min-w-0 wrap">
              <span className="note stat-label">{t(label)}</span>
              <span className="stat-value">{localDigits(counts[key], language)}</span>
            </div>
          </RouterLink>
        </li>
      ))}
    </ul>
  )
}

export type LatestAgreementItem = { id: number; name: string; unitName: string | null; propertyName: string; createdAgo: string }

/** The newest agreements: '{unit} at {property}', or the agreement's name on an undivided property. */
export function LatestAgreements({ agreements }: { agreements: readonly LatestAgreementItem[] }) {
  const t = useT()
  return (
    <section id="dashboard-latest-agreements" className="card panel" aria-labelledby="dashboard-latest-title">
      <PanelTitle id="dashboard-latest-title">{t('dashboard.latest.title')}</PanelTitle>
      {agreements.length === 0 ? (
        <p className="text secondary">
          {t('dashboard.latest.empty')}{' '}
          <RouterLink to="/agreements/create" className="link">
            {t('dashboard.latest.create')}
          </RouterLink>
        </p>
      ) : (
        <ol className="plain-list panel-list">
          {agreements.map((agreement) => (
            <li key={agreement.id}>
              <RouterLink to={`/agreements/${agreement.id}`} className="link semibold wrap">
                {agreement.unitName
                  ? t('dashboard.latest.unitAtProperty', { unit: agreement.unitName, property: agreement.propertyName })
                  : t('agreements.nameAtProperty', { name: agreement.name, property: agreement.propertyName })}
              </RouterLink>
              <p className="note">{agreement.createdAgo}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** The latest events (newest first), with See More leading to /notifications. */
export function NotificationsPanel({ items }: { items: readonly NotificationListItem[] }) {
  const t = useT()
  return (
    <section className="card panel" aria-labelledby="dashboard-notifications-title">
      <PanelTitle id="dashboard-notifications-title">{t('dashboard.notifications')}</PanelTitle>
      <NotificationList items={items} />
      <div>
        <Button component={RouterLink} to="/notifications" variant="text" size="small">
          {t('dashboard.seeMore')}
        </Button>
      </div>
    </section>
  )
}

/** The member's plan with what it allows, and the way to a bigger one. */
export function PlanCard({ plan }: { plan: MemberPlan }) {
  const t = useT()
  const language = useLanguage()
  return (
    <section id="dashboard-plan" className="card panel" aria-labelledby="dashboard-plan-title">
      <PanelTitle id="dashboard-plan-title">{t('dashboard.plan.title')}</PanelTitle>
      <p className="plan-name">{t('dashboard.plan.name', { plan: planName(t, plan) })}</p>
      <ul className="plan-perks">
        {chooserPlan(plan).features.map((perk) => (
          <li key={perk.id}>{perkText(t, language, perk)}</li>
        ))}
      </ul>
      <div>
        <Button component={RouterLink} to="/plans" variant="contained">
          {t(plan === 'PRO' ? 'dashboard.plan.change' : 'dashboard.plan.upgrade')}
        </Button>
      </div>
    </section>
  )
}

/** Extra-large screens only (spec §2.9): starts the tour, or without JavaScript opens the written guide. */
export function HelpPanel() {
  const t = useT()
  const guideLink = useGuideLink()
  return (
    <section className="card panel help-panel" aria-labelledby="dashboard-help-title">
      <div className="help-icon">
        <HelpIcon fontSize="inherit" />
      </div>
      <PanelTitle id="dashboard-help-title">{t('dashboard.help.title')}</PanelTitle>
      <p className="text body2">{t('dashboard.help.text')}</p>
      <div>
        <Button component={RouterLink} {...guideLink} variant="outlined" id="dashboard-learn">
          {t('dashboard.help.learn')}
        </Button>
      </div>
    </section>
  )
}
