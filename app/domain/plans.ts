// Both sets of plan figures the spec records (DESIGN §8): the landing page's Intro/Basic/Plus/Pro
// cards, which are display only, and the signed-in chooser's Basic/Plus/Pro, whose limits are
// enforced. Prices are paisa; texts are English with stable ids so the interface can translate.
import { formatNpr } from './money.ts'
import { TEAM_SEATS } from './property-roles.ts'

import type { Language } from './language.ts'

/** A line on a plan card. `count` is set for countable perks; Infinity means unlimited. */
export type PlanPerk = {
  id: 'properties' | 'tenants' | 'agreements' | 'team-seats' | 'sms-notifications' | 'online-rent-payment'
  count?: number
  text: string
}

// Defined before the plan tables below, which are built when the module loads.
const PERK_NOUNS: Record<'properties' | 'tenants' | 'agreements', [singular: string, plural: string]> = {
  properties: ['Property', 'Properties'],
  tenants: ['Tenant', 'Tenants'],
  agreements: ['Agreement', 'Agreements'],
}

// ---------------------------------------------------------------------------------------------
// Landing page (spec §3 Plan, §4.1, §9 "Landing plans")

export type LandingPlanId = 'intro' | 'basic' | 'plus' | 'pro'

export type LandingPlan = {
  id: LandingPlanId
  title: string
  isRecommended: boolean
  /** Corners of the badge graphic, 3 to 6. */
  corners: 3 | 4 | 5 | 6
  /** `planIntro`. */
  intro: string
  /** `planPricing`; 0 for the free Intro plan. The other figures follow from it (§4.1). */
  monthlyPricePaisa: number
  perks: readonly PlanPerk[]
}

/** The yearly price is ten months of the monthly price (two months free). */
export const YEARLY_PRICE_MONTHS = 10
const MONTHS_PER_YEAR = 12

export const LANDING_PLANS: readonly LandingPlan[] = deepFreeze<LandingPlan[]>([
  {
    id: 'intro',
    title: 'Intro',
    isRecommended: false,
    corners: 3,
    intro: 'Starter plan for only one tenant',
    monthlyPricePaisa: 0,
    perks: [countPerk('properties', 1), countPerk('agreements', 1), smsPerk('SMS Notifications')],
  },
  {
    id: 'basic',
    title: 'Basic',
    isRecommended: false,
    corners: 4,
    intro: 'Plan for a couple of tenants',
    monthlyPricePaisa: rupees(1500),
    perks: [countPerk('properties', 5), countPerk('agreements', 5), smsPerk('SMS Notifications')],
  },
  {
    id: 'plus',
    title: 'Plus',
    isRecommended: true,
    corners: 5,
    intro: 'Plan for small number of tenants',
    monthlyPricePaisa: rupees(2000),
    perks: [
      countPerk('properties', 5),
      countPerk('agreements', 5),
      { id: 'online-rent-payment', text: 'Online Rent Payment' },
      smsPerk('SMS Notifications'),
    ],
  },
  {
    id: 'pro',
    title: 'Pro',
    isRecommended: false,
    corners: 6,
    intro: 'Commercial plan',
    monthlyPricePaisa: rupees(2500),
    perks: [
      countPerk('properties', 5),
      countPerk('agreements', 5),
      { id: 'online-rent-payment', text: 'Online Rent Payment' },
      smsPerk('SMS Notifications'),
    ],
  },
])

export function landingPlan(id: LandingPlanId): LandingPlan {
  const plan = LANDING_PLANS.find((candidate) => candidate.id === id)
  if (!plan) throw new RangeError(`Unknown landing plan: ${String(id)}`)
  return plan
}

/** The spec's figures for a card, in paisa: 1500 a month -> 15000 a year, 18000 general, 3000 saved. */
export type LandingPlanFigures = {
  monthlyPricePaisa: number
  yearlyPricePaisa: number
  generalAnnualCostPaisa: number
  annualSavingsPaisa: number
}

export function landingPlanFigures(plan: LandingPlan): LandingPlanFigures {
  const monthly = plan.monthlyPricePaisa
  if (!Number.isSafeInteger(monthly) || monthly < 0) throw new RangeError(`Not a monthly price: ${monthly}`)
  const yearly = monthly * YEARLY_PRICE_MONTHS
  const general = monthly * MONTHS_PER_YEAR
  return {
    monthlyPricePaisa: monthly,
    yearlyPricePaisa: yearly,
    generalAnnualCostPaisa: general,
    annualSavingsPaisa: general - yearly,
  }
}

export type PricingView = 'monthly' | 'yearly'

/** What a landing card shows in each view of the Show Yearly Pricing switch (§4.1). */
export type LandingPriceDisplay =
  | { kind: 'free'; price: 'Free' }
  | { kind: 'monthly'; price: string; period: '/month'; annualCost: string; annualPeriod: '/year' }
  | {
      kind: 'yearly'
      price: string
      period: '/year'
      /** Shown struck through. */
      generalAnnualCost: string
      savings: string
      /** 'You save: Rs. 3,000.00' */
      savingsText: string
    }

export function landingPriceDisplay(
  plan: LandingPlan,
  view: PricingView,
  { language = 'en' }: { language?: Language } = {},
): LandingPriceDisplay {
  const figures = landingPlanFigures(plan)
  if (figures.monthlyPricePaisa === 0) return { kind: 'free', price: 'Free' }
  const money = (paisa: number) => formatNpr(paisa, { language })
  if (view === 'monthly') {
    return {
      kind: 'monthly',
      price: money(figures.monthlyPricePaisa),
      period: '/month',
      annualCost: money(figures.generalAnnualCostPaisa),
      annualPeriod: '/year',
    }
  }
  const savings = money(figures.annualSavingsPaisa)
  return {
    kind: 'yearly',
    price: money(figures.yearlyPricePaisa),
    period: '/year',
    generalAnnualCost: money(figures.generalAnnualCostPaisa),
    savings,
    savingsText: `You save: ${savings}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Member plans: the signed-in chooser and what is enforced (spec §2.6, §9 "Plan chooser")

/** The Prisma `Plan` enum. */
export const MEMBER_PLANS = ['BASIC', 'PLUS', 'PRO'] as const
export type MemberPlan = (typeof MEMBER_PLANS)[number]

/** Every new account starts here (§2.6). */
export const DEFAULT_MEMBER_PLAN: MemberPlan = 'BASIC'

export const PLAN_RESOURCES = ['properties', 'tenants', 'agreements'] as const
export type PlanResource = (typeof PLAN_RESOURCES)[number]

/** How many of each a member may have on a plan; Infinity is unlimited. */
export const PLAN_LIMITS: Readonly<Record<MemberPlan, Readonly<Record<PlanResource, number>>>> = deepFreeze({
  BASIC: { properties: 5, tenants: 5, agreements: 10 },
  PLUS: { properties: 50, tenants: 100, agreements: 200 },
  PRO: { properties: Infinity, tenants: Infinity, agreements: Infinity },
})

export type ChooserPlan = {
  id: MemberPlan
  name: string
  isRecommended: boolean
  /** 0 is free. */
  pricePaisa: number
  interval: 'month'
  /** The button: 'Continue' on Basic, 'Get This Plan' on the others (§2.6). */
  actionLabel: 'Continue' | 'Get This Plan'
  /** Built from PLAN_LIMITS so the card can never promise other numbers than are enforced. */
  features: readonly PlanPerk[]
}

export const CHOOSER_PLANS: readonly ChooserPlan[] = deepFreeze([
  chooserPlanOf('BASIC', 'Basic', 0, false, [smsPerk('SMS Notification')]),
  chooserPlanOf('PLUS', 'Plus', rupees(500), true, []),
  chooserPlanOf('PRO', 'Pro', rupees(1500), false, []),
])

export function isMemberPlan(value: unknown): value is MemberPlan {
  return (MEMBER_PLANS as readonly unknown[]).includes(value)
}

/** Plus and Pro collect rent online through the member's own Khalti or eSewa account. */
export function allowsOnlinePayment(plan: MemberPlan): boolean {
  return plan === 'PLUS' || plan === 'PRO'
}

/** Whether a landlord's pay page takes rent: a connected gateway on a plan with online payment, or a bank QR (every plan). */
export function payPageTakesRent({ plan, hasGateway, hasQr }: { plan: MemberPlan; hasGateway: boolean; hasQr: boolean }): boolean {
  return (allowsOnlinePayment(plan) && hasGateway) || hasQr
}

export function chooserPlan(id: MemberPlan): ChooserPlan {
  const plan = CHOOSER_PLANS.find((candidate) => candidate.id === id)
  if (!plan) throw new RangeError(`Unknown plan: ${String(id)}`)
  return plan
}

export type ChooserPriceDisplay = { kind: 'free'; price: 'Free' } | { kind: 'paid'; price: string; period: '/month' }

export function chooserPriceDisplay(
  plan: ChooserPlan,
  { language = 'en' }: { language?: Language } = {},
): ChooserPriceDisplay {
  if (plan.pricePaisa === 0) return { kind: 'free', price: 'Free' }
  return { kind: 'paid', price: formatNpr(plan.pricePaisa, { language }), period: '/month' }
}

/** The most `resource` a member on `plan` may have; Infinity for unlimited. */
export function planLimit(plan: MemberPlan, resource: PlanResource): number {
  if (!Object.hasOwn(PLAN_LIMITS, plan)) throw new RangeError(`Unknown plan: ${String(plan)}`)
  const limits = PLAN_LIMITS[plan]
  if (!Object.hasOwn(limits, resource)) throw new RangeError(`Unknown plan resource: ${String(resource)}`)
  return limits[resource]
}

export type PlanLimitCheck = { allowed: true } | { allowed: false; limit: number }

/**
 * May a member who has `currentCount` of `resource` add one more? At the limit the answer is no:
 * Basic with 5 properties cannot create a sixth.
 */
export function checkPlanLimit(plan: MemberPlan, resource: PlanResource, currentCount: number): PlanLimitCheck {
  if (!Number.isSafeInteger(currentCount) || currentCount < 0) {
    throw new RangeError(`Not a count: ${currentCount}`)
  }
  const limit = planLimit(plan, resource)
  return currentCount < limit ? { allowed: true } : { allowed: false, limit }
}

// ---------------------------------------------------------------------------------------------

function chooserPlanOf(
  id: MemberPlan,
  name: string,
  pricePaisa: number,
  isRecommended: boolean,
  extras: PlanPerk[],
): ChooserPlan {
  return {
    id,
    name,
    isRecommended,
    pricePaisa,
    interval: 'month',
    actionLabel: id === DEFAULT_MEMBER_PLAN ? 'Continue' : 'Get This Plan',
    features: [...PLAN_RESOURCES.map((resource) => countPerk(resource, PLAN_LIMITS[id][resource])), teamPerk(TEAM_SEATS[id]), ...extras],
  }
}

function countPerk(id: keyof typeof PERK_NOUNS, count: number): PlanPerk {
  const [singular, plural] = PERK_NOUNS[id]
  const text = count === Infinity ? `Unlimited ${plural}` : `${count} ${count === 1 ? singular : plural}`
  return { id, count, text }
}

/** The people an owner may let into their properties (ADR 041), from the one table of seats. */
function teamPerk(count: number): PlanPerk {
  return { id: 'team-seats', count, text: `${count} ${count === 1 ? 'person' : 'people'} on your team` }
}

function smsPerk(text: string): PlanPerk {
  return { id: 'sms-notifications', text }
}

function rupees(amount: number): number {
  return amount * 100
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
