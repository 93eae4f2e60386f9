// The landing page's plans (spec §2.2 section four, §4.1): the Show Yearly Pricing switch and the
// cards. Both prices are in the page and CSS shows one (input:checked ~ ...), so the switch works
// without JavaScript; ?pricing=yearly renders it switched on. Below the lg breakpoint the cards are
// a carousel (an intro slide first, links to each slide, swipeable), which the page script moves on
// every 6000 ms; from lg up they are one row and the intro slide is hidden.
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Typography from '@mui/material/Typography'
import { LANDING_PLANS, landingPriceDisplay, type LandingPlan, type PricingView } from '~/domain/plans'
import { useLanguage, useT } from '~/i18n'
import { visuallyHidden } from '../visually-hidden'
import { PlanCard } from './plan-card'
import { localDigits } from '~/domain/devanagari-digits'
import { perkText, planName } from './plan-texts'

/** Spec §9: the carousel's interval. */
export const CAROUSEL_INTERVAL_MS = 6000
const SWITCH_ID = 'show-yearly'

export function LandingPricing({ view }: { view: PricingView }) {
  const t = useT()
  const language = useLanguage()
  const slides = [{ id: 'plans-welcome', label: t('landing.carouselIntroTitle') }, ...LANDING_PLANS.map((plan) => ({ id: `plan-${plan.id}`, label: planName(t, plan.id) }))]
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        '& .price-yearly': { display: 'none' },
        [`& #${SWITCH_ID}:checked ~ [data-carousel] .price-monthly`]: { display: 'none' },
        [`& #${SWITCH_ID}:checked ~ [data-carousel] .price-yearly`]: { display: 'block' },
      }}
    >
      <Box component="input" type="checkbox" id={SWITCH_ID} role="switch" defaultChecked={view === 'yearly'} sx={switchSx} />
      <Typography component="label" htmlFor={SWITCH_ID} sx={{ cursor: 'pointer', fontWeight: 600 }}>
        {t('landing.showYearly')}
      </Typography>
      <Box
        data-carousel
        data-interval={CAROUSEL_INTERVAL_MS}
        role="region"
        aria-roledescription="carousel"
        aria-label={t('landing.carouselLabel')}
        sx={{ flexBasis: '100%', minWidth: 0 }}
      >
        {/* The next slide peeks in and the dots below count the slides: the cue that it scrolls. */}
        <Box
          data-carousel-track
          data-scroll-cue
          sx={{
            display: { xs: 'flex', lg: 'grid' },
            gridTemplateColumns: 'repeat(4, 1fr)',
            gap: 2,
            overflowX: { xs: 'auto', lg: 'visible' },
            scrollSnapType: 'x mandatory',
            scrollBehavior: 'smooth',
            '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
            py: 1,
            '& > [data-slide]': { flex: { xs: '0 0 86%', sm: '0 0 46%' }, scrollSnapAlign: 'center', scrollMarginTop: 80 },
            '& > [data-slide="welcome"]': { display: { lg: 'none' } },
          }}
        >
          <Box
            id="plans-welcome"
            data-slide="welcome"
            role="group"
            aria-roledescription="slide"
            aria-label={t('landing.slideLink', { n: localDigits(1, language) })}
            sx={{ p: 3, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 2 }}
          >
            <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
              {t('landing.carouselIntroTitle')}
            </Typography>
            <Typography>{t('landing.carouselIntroText')}</Typography>
          </Box>
          {LANDING_PLANS.map((plan, index) => (
            <Box
              key={plan.id}
              id={`plan-${plan.id}`}
              data-slide={plan.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('landing.slideLink', { n: localDigits(index + 2, language) })}
            >
              <LandingPlanCard plan={plan} />
            </Box>
          ))}
        </Box>
        <Box sx={{ display: { xs: 'flex', lg: 'none' }, alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
          <Box component="nav" aria-label={t('landing.slidesLabel')} sx={{ display: 'flex' }}>
            {slides.map((slide, index) => (
              <Box key={slide.id} component="a" href={`#${slide.id}`} data-carousel-dot={index} title={slide.label} sx={dotSx}>
                <Box component="span" sx={visuallyHidden}>
                  {t('landing.slideLink', { n: localDigits(index + 1, language) })}
                </Box>
              </Box>
            ))}
          </Box>
          <Button
            type="button"
            size="small"
            hidden
            data-carousel-toggle
            data-label-pause={t('landing.carouselPause')}
            data-label-play={t('landing.carouselPlay')}
            sx={{ '&[hidden]': { display: 'none' } }}
          >
            {t('landing.carouselPause')}
          </Button>
        </Box>
      </Box>
    </Box>
  )
}

function LandingPlanCard({ plan }: { plan: LandingPlan }) {
  const t = useT()
  const language = useLanguage()
  const title = planName(t, plan.id)
  return (
    <PlanCard
      id={`landing-${plan.id}`}
      title={title}
      corners={plan.corners}
      isRecommended={plan.isRecommended}
      intro={t(`plan.${plan.id}.text`)}
      price={<LandingPrice plan={plan} />}
      perks={plan.perks.map((perk) => perkText(t, language, perk))}
      action={
        <Button component="a" href="/plans" variant={plan.isRecommended ? 'contained' : 'outlined'} aria-describedby={`landing-${plan.id}-title`}>
          {t('landing.knowMore')}
        </Button>
      }
    />
  )
}

function LandingPrice({ plan }: { plan: LandingPlan }) {
  const t = useT()
  const language = useLanguage()
  const monthly = landingPriceDisplay(plan, 'monthly', { language })
  const yearly = landingPriceDisplay(plan, 'yearly', { language })
  if (monthly.kind === 'free' || yearly.kind === 'free') return <Price amount={t('landing.free')} />
  if (monthly.kind !== 'monthly' || yearly.kind !== 'yearly') return null
  return (
    <>
      <Box className="price-monthly" data-price="monthly">
        <Price amount={monthly.price} period={t('landing.perMonth')} />
        <Typography color="text.secondary">
          {monthly.annualCost} {t('landing.perYear')}
        </Typography>
      </Box>
      <Box className="price-yearly" data-price="yearly">
        <Price amount={yearly.price} period={t('landing.perYear')} />
        <Typography color="text.secondary">
          <Box component="span" sx={visuallyHidden}>
            {t('landing.insteadOf')}{' '}
          </Box>
          <s>{yearly.generalAnnualCost}</s>
        </Typography>
        <Typography sx={{ color: 'success.main', fontWeight: 600 }}>{t('landing.youSave', { amount: yearly.savings })}</Typography>
      </Box>
    </>
  )
}

function Price({ amount, period }: { amount: string; period?: string }) {
  return (
    <Typography>
      <Box component="strong" sx={{ fontSize: '1.6rem' }}>
        {amount}
      </Box>
      {period && ` ${period}`}
    </Typography>
  )
}

const switchSx = {
  appearance: 'none',
  m: 0,
  width: 44,
  height: 24,
  flexShrink: 0,
  borderRadius: 12,
  bgcolor: 'grey.600',
  position: 'relative',
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    bgcolor: 'common.white',
    transition: 'transform 150ms',
  },
  '&:checked': { bgcolor: 'primary.main' },
  '&:checked::before': { transform: 'translateX(20px)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const

const dotSx = {
  width: 24,
  height: 24,
  display: 'grid',
  placeItems: 'center',
  '&::before': { content: '""', width: 10, height: 10, borderRadius: '50%', bgcolor: 'grey.600' },
  '&[aria-current="true"]::before': { bgcolor: 'primary.main', transform: 'scale(1.3)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const
