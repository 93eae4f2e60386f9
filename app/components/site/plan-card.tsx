// A plan's card (spec §2.2 "Plan card display"): the badge graphic with 3 to 6 corners, the title,
// the Recommended tag, the plan's line, its price and its perks. The landing page and the chooser
// (/plans) fill in their own prices and actions.
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useT } from '~/i18n'

type PlanCardProps = {
  id: string
  title: string
  corners: number
  isRecommended: boolean
  intro: string
  price: React.ReactNode
  perks: string[]
  /** Shown above the title, e.g. "Your Current Plan". */
  marker?: React.ReactNode
  action?: React.ReactNode
  /** The heading level of the title inside the page (h3 on the landing page, h2 in the chooser). */
  headingLevel?: 'h2' | 'h3'
}

export function PlanCard({ id, title, corners, isRecommended, intro, price, perks, marker, action, headingLevel = 'h3' }: PlanCardProps) {
  const t = useT()
  return (
    <Paper
      variant="outlined"
      aria-labelledby={`${id}-title`}
      component="article"
      sx={{
        height: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderWidth: isRecommended ? 2 : 1,
        borderColor: isRecommended ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 28 }}>
        <PlanBadge corners={corners} />
        {isRecommended && (
          <Typography component="span" variant="caption" sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
            {t('landing.recommended')}
          </Typography>
        )}
      </Box>
      {marker}
      <Typography id={`${id}-title`} component={headingLevel} variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      <Box>{price}</Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, flexGrow: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        {perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </Box>
      {action}
    </Paper>
  )
}

/** The badge graphic: a regular polygon with as many corners as the plan's rank (3 to 6). */
function PlanBadge({ corners }: { corners: number }) {
  const points = Array.from({ length: corners }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / corners
    return `${(12 + 10 * Math.cos(angle)).toFixed(2)},${(12 + 10 * Math.sin(angle)).toFixed(2)}`
  }).join(' ')
  return (
    <Box component="svg" viewBox="0 0 24 24" width={28} height={28} aria-hidden sx={{ color: 'primary.main', flexShrink: 0 }}>
      <polygon points={points} fill="currentColor" />
    </Box>
  )
}
