// /agreements (route AgreementsIndex, spec §2.10, §4.10): the member's current agreements as
// cards, or the empty state whose big button wobbles while its hint is hovered; below them those
// of the properties others let the member into (ADR 041).
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link } from '~/components/link'
import { AgreementCards } from '~/components/agreements/agreement-cards'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { listCurrentAgreements, listSharedCurrentAgreements } from '~/services/agreements/agreements.server'
import type { Route } from './+types/index'
import { signedIn } from '~/web/route-kit.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Nothing on this page needs React (ADR 031): it is served as HTML, with the page script's comforts.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const [agreements, shared] = await Promise.all([listCurrentAgreements(member.id), listSharedCurrentAgreements(member.id)])
  return { agreements, shared }
}

export default function AgreementsIndex({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { agreements, shared } = loaderData
  return (
    <AgreementsFrame>
      {agreements.length === 0 ? <EmptyState /> : <AgreementCards agreements={agreements} label={t('agreements.currentList')} />}
      {shared.length > 0 && (
        <Box component="section" aria-labelledby="agreements-shared-title" sx={{ mt: 4 }}>
          <Typography id="agreements-shared-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('team.sharedWithYou')}
          </Typography>
          <AgreementCards agreements={shared} label={t('team.sharedWithYou')} />
        </Box>
      )}
    </AgreementsFrame>
  )
}

function AgreementsFrame({ children }: { children: React.ReactNode }) {
  const t = useT()
  return (
    <PageFrame
      title={t('agreements.title')}
      actions={
        <>
          <Button id="agreements-history" component={Link} to="/agreements/history" variant="outlined">
            {t('agreements.older')}
          </Button>
          <Button id="agreements-create" className="agreements-create" component={Link} to="/agreements/create" variant="contained">
            {t('agreements.create')}
          </Button>
        </>
      }
    >
      <Box id="agreements-list">{children}</Box>
    </PageFrame>
  )
}

/** Hovering "Big Blue Button" makes the add button wobble for 900 ms (spec §2.10, §9), by CSS alone. */
function EmptyState() {
  const t = useT()
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 4,
        textAlign: 'center',
        '@keyframes agreements-wobble': {
          '0%, 100%': { transform: 'rotate(0)' },
          '20%': { transform: 'rotate(-6deg)' },
          '40%': { transform: 'rotate(5deg)' },
          '60%': { transform: 'rotate(-3deg)' },
          '80%': { transform: 'rotate(2deg)' },
        },
        '&:has(.big-blue-button:hover) .agreements-create-big': {
          animation: 'agreements-wobble 900ms ease-in-out',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
      }}
    >
      <Typography variant="h6" component="p">
        {t('agreements.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('agreements.emptyHintBefore')}{' '}
        <Box component="strong" className="big-blue-button" sx={{ color: 'primary.main' }}>
          {t('agreements.bigBlueButton')}
        </Box>{' '}
        {t('agreements.emptyHintAfter')}
      </Typography>
      <Button className="agreements-create-big" component={Link} to="/agreements/create" variant="contained" size="large" sx={{ px: 6, py: 2 }}>
        {t('agreements.create')}
      </Button>
    </Paper>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'agreements.title')
}

export function ErrorBoundary() {
  return (
    <PageErrorBoundary title="agreements.title" backTo="/dashboard">
      <EmptyState />
    </PageErrorBoundary>
  )
}
