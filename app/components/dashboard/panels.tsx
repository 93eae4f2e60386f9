// The dashboard's parts (spec §2.9): the three counts, the newest agreements, the latest events,
// the current plan and the help panel. Plain links and text rendered on the server: all of it
// works without JavaScript; the ids are the guided tour's (components/tour/tour-steps.ts).
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { chooserPlan, type MemberPlan } from '~/domain/plans'
import { useLanguage, useT } from '~/i18n'
import { useGuideLink } from '../frame/app-header'
import { AgreementsIcon, HelpIcon, PropertiesIcon, TenantsIcon } from '../frame/icons'
import { NotificationList, type NotificationListItem } from '../notifications/notification-list'
import { localDigits } from '~/domain/devanagari-digits'
import { perkText, planName } from '../site/plan-texts'

const panelSx = { p: 2, height: '100%', display: 'grid', gap: 1.5, alignContent: 'start' } as const

function PanelTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
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
    <Box
      component="ul"
      aria-label={t('dashboard.stats')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
    >
      {STATS.map(({ id, key, to, label, Icon }) => (
        <li key={key}>
          <Paper
            id={id}
            variant="outlined"
            component={RouterLink}
            to={to}
            sx={{
              p: { xs: 1.5, sm: 2 },
              height: '100%',
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              color: 'inherit',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { borderColor: 'primary.main' },
            }}
          >
            {/* Three across even on a phone, where the icon makes way for the words. */}
            <Box sx={{ color: 'primary.main', fontSize: 36, display: { xs: 'none', md: 'flex' } }}>
              <Icon fontSize="inherit" />
            </Box>
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {t(label)}
              </Typography>
              <Typography component="span" variant="h4" sx={{ display: 'block', fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
                {localDigits(counts[key], language)}
              </Typography>
            </Box>
          </Paper>
        </li>
      ))}
    </Box>
  )
}

export type LatestAgreementItem = { id: number; name: string; unitName: string | null; propertyName: string; createdAgo: string }

/** The newest agreements: '{unit} at {property}', or the agreement's name on an undivided property. */
export function LatestAgreements({ agreements }: { agreements: readonly LatestAgreementItem[] }) {
  const t = useT()
  return (
    <Paper id="dashboard-latest-agreements" variant="outlined" component="section" aria-labelledby="dashboard-latest-title" sx={panelSx}>
      <PanelTitle id="dashboard-latest-title">{t('dashboard.latest.title')}</PanelTitle>
      {agreements.length === 0 ? (
        <Typography color="text.secondary">
          {t('dashboard.latest.empty')}{' '}
          <Link component={RouterLink} to="/agreements/create">
            {t('dashboard.latest.create')}
          </Link>
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {agreements.map((agreement) => (
            <li key={agreement.id}>
              <Link component={RouterLink} to={`/agreements/${agreement.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {agreement.unitName
                  ? t('dashboard.latest.unitAtProperty', { unit: agreement.unitName, property: agreement.propertyName })
                  : t('agreements.nameAtProperty', { name: agreement.name, property: agreement.propertyName })}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {agreement.createdAgo}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  )
}

/** The latest events (newest first), with See More leading to /notifications. */
export function NotificationsPanel({ items }: { items: readonly NotificationListItem[] }) {
  const t = useT()
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-notifications-title" sx={panelSx}>
      <PanelTitle id="dashboard-notifications-title">{t('dashboard.notifications')}</PanelTitle>
      <NotificationList items={items} />
      <Box>
        <Button component={RouterLink} to="/notifications" variant="text" size="small">
          {t('dashboard.seeMore')}
        </Button>
      </Box>
    </Paper>
  )
}

/** The member's plan with what it allows, and the way to a bigger one. */
export function PlanCard({ plan }: { plan: MemberPlan }) {
  const t = useT()
  const language = useLanguage()
  return (
    <Paper id="dashboard-plan" variant="outlined" component="section" aria-labelledby="dashboard-plan-title" sx={panelSx}>
      <PanelTitle id="dashboard-plan-title">{t('dashboard.plan.title')}</PanelTitle>
      <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {t('dashboard.plan.name', { plan: planName(t, plan) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {chooserPlan(plan).features.map((perk) => (
          <Typography component="li" variant="body2" key={perk.id}>
            {perkText(t, language, perk)}
          </Typography>
        ))}
      </Box>
      <Box>
        <Button component={RouterLink} to="/plans" variant="contained">
          {t(plan === 'PRO' ? 'dashboard.plan.change' : 'dashboard.plan.upgrade')}
        </Button>
      </Box>
    </Paper>
  )
}

/** Extra-large screens only (spec §2.9): starts the tour, or without JavaScript opens the written guide. */
export function HelpPanel() {
  const t = useT()
  const guideLink = useGuideLink()
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-help-title" sx={{ ...panelSx, display: { xs: 'none', xl: 'grid' } }}>
      <Box sx={{ color: 'primary.main', fontSize: 40, display: 'flex' }}>
        <HelpIcon fontSize="inherit" />
      </Box>
      <PanelTitle id="dashboard-help-title">{t('dashboard.help.title')}</PanelTitle>
      <Typography variant="body2">{t('dashboard.help.text')}</Typography>
      <Box>
        <Button component={RouterLink} {...guideLink} variant="outlined" id="dashboard-learn">
          {t('dashboard.help.learn')}
        </Button>
      </Box>
    </Paper>
  )
}
