// The frame of the account screens (sign-in, sign-up, password reset): the branding side panel on
// wide screens (spec §2.2: its style follows the route name) and the screen's own content.
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useT } from '~/i18n'

type AuthLayoutProps = {
  /** The route name in lower case: 'login', 'register', 'forgotpassword'. */
  route: string
  title: string
  titleId?: string
  children: React.ReactNode
}

export function AuthLayout({ route, title, titleId = 'auth-title', children }: AuthLayoutProps) {
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, minHeight: { md: 'calc(100vh - 64px)' } }}
    >
      <BrandPanel route={route} />
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: { md: 'center' }, px: { xs: 2, sm: 3 }, py: { xs: 3, md: 6 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 4 }, border: { xs: 0, sm: 1 }, borderColor: { sm: 'divider' } }}>
          <Typography id={titleId} variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
    </Box>
  )
}

function BrandPanel({ route }: { route: string }) {
  const t = useT()
  return (
    <Box
      className={`brand-panel ${route}`}
      data-route={route}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
        p: 6,
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <img src="/favicon.svg" alt="" width={56} height={56} />
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
      </Box>
      <Typography component="p" variant="h5">
        {t('brand.headline')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        <li>{t('brand.pointSchedule')}</li>
        <li>{t('brand.pointReminders')}</li>
        <li>{t('brand.pointReceipts')}</li>
      </Box>
    </Box>
  )
}
