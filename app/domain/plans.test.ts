import { describe, expect, test } from 'vitest'
import {
  payPageTakesRent,
  CHOOSER_PLANS,
  DEFAULT_MEMBER_PLAN,
  LANDING_PLANS,
  MEMBER_PLANS,
  PLAN_LIMITS,
  PLAN_RESOURCES,
  YEARLY_PRICE_MONTHS,
  type LandingPlan,
  type MemberPlan,
  allowsOnlinePayment,
  checkPlanLimit,
  chooserPlan,
  chooserPriceDisplay,
  isMemberPlan,
  landingPlan,
  landingPlanFigures,
  landingPriceDisplay,
  planLimit,
} from './plans.ts'

const rupees = (amount: number) => amount * 100

describe('landing plans (spec §9)', () => {
  test('the four cards in order, with their titles, intros, badges and corners', () => {
    expect(
      LANDING_PLANS.map(({ id, title, intro, isRecommended, corners }) => ({ id, title, intro, isRecommended, corners })),
    ).toEqual([
      { id: 'intro', title: 'Intro', intro: 'Starter plan for only one tenant', isRecommended: false, corners: 3 },
      { id: 'basic', title: 'Basic', intro: 'Plan for a couple of tenants', isRecommended: false, corners: 4 },
      { id: 'plus', title: 'Plus', intro: 'Plan for small number of tenants', isRecommended: true, corners: 5 },
      { id: 'pro', title: 'Pro', intro: 'Commercial plan', isRecommended: false, corners: 6 },
    ])
  })

  test('perks as stable ids with English text', () => {
    const perks = Object.fromEntries(LANDING_PLANS.map((plan) => [plan.id, plan.perks]))
    expect(perks).toEqual({
      intro: [
        { id: 'properties', count: 1, text: '1 Property' },
        { id: 'agreements', count: 1, text: '1 Agreement' },
        { id: 'sms-notifications', text: 'SMS Notifications' },
      ],
      basic: [
        { id: 'properties', count: 5, text: '5 Properties' },
        { id: 'agreements', count: 5, text: '5 Agreements' },
        { id: 'sms-notifications', text: 'SMS Notifications' },
      ],
      plus: [
        { id: 'properties', count: 5, text: '5 Properties' },
        { id: 'agreements', count: 5, text: '5 Agreements' },
        { id: 'online-rent-payment', text: 'Online Rent Payment' },
        { id: 'sms-notifications', text: 'SMS Notifications' },
      ],
      pro: [
        { id: 'properties', count: 5, text: '5 Properties' },
        { id: 'agreements', count: 5, text: '5 Agreements' },
        { id: 'online-rent-payment', text: 'Online Rent Payment' },
        { id: 'sms-notifications', text: 'SMS Notifications' },
      ],
    })
  })

  test('every figure: monthly / yearly / general annual cost / savings', () => {
    const figures = Object.fromEntries(LANDING_PLANS.map((plan) => [plan.id, landingPlanFigures(plan)]))
    const row = (monthly: number, yearly: number, general: number, savings: number) => ({
      monthlyPricePaisa: rupees(monthly),
      yearlyPricePaisa: rupees(yearly),
      generalAnnualCostPaisa: rupees(general),
      annualSavingsPaisa: rupees(savings),
    })
    expect(figures).toEqual({
      intro: row(0, 0, 0, 0),
      basic: row(1500, 15_000, 18_000, 3000),
      plus: row(2000, 20_000, 24_000, 4000),
      pro: row(2500, 25_000, 30_000, 5000),
    })
  })

  test('yearly is ten months, the general annual cost twelve, savings the difference', () => {
    expect(YEARLY_PRICE_MONTHS).toBe(10)
    const custom: LandingPlan = { ...landingPlan('basic'), monthlyPricePaisa: 123_456 }
    expect(landingPlanFigures(custom)).toEqual({
      monthlyPricePaisa: 123_456,
      yearlyPricePaisa: 1_234_560,
      generalAnnualCostPaisa: 1_481_472,
      annualSavingsPaisa: 246_912,
    })
    for (const plan of LANDING_PLANS) {
      const figures = landingPlanFigures(plan)
      expect(figures.yearlyPricePaisa).toBe(10 * plan.monthlyPricePaisa)
      expect(figures.generalAnnualCostPaisa).toBe(12 * plan.monthlyPricePaisa)
      expect(figures.annualSavingsPaisa).toBe(2 * plan.monthlyPricePaisa)
    }
    expect(() => landingPlanFigures({ ...custom, monthlyPricePaisa: 1.5 })).toThrow(RangeError)
    expect(() => landingPlanFigures({ ...custom, monthlyPricePaisa: -100 })).toThrow(RangeError)
  })

  test('monthly view: price /month with the annual cost /year below (§4.1)', () => {
    expect(landingPriceDisplay(landingPlan('basic'), 'monthly')).toEqual({
      kind: 'monthly',
      price: 'Rs. 1,500.00',
      period: '/month',
      annualCost: 'Rs. 18,000.00',
      annualPeriod: '/year',
    })
    expect(landingPriceDisplay(landingPlan('pro'), 'monthly')).toMatchObject({
      price: 'Rs. 2,500.00',
      annualCost: 'Rs. 30,000.00',
    })
  })

  test('yearly view: price /year, the struck-through general cost and You save (§4.1)', () => {
    expect(landingPriceDisplay(landingPlan('plus'), 'yearly')).toEqual({
      kind: 'yearly',
      price: 'Rs. 20,000.00',
      period: '/year',
      generalAnnualCost: 'Rs. 24,000.00',
      savings: 'Rs. 4,000.00',
      savingsText: 'You save: Rs. 4,000.00',
    })
    expect(landingPriceDisplay(landingPlan('basic'), 'yearly')).toMatchObject({
      price: 'Rs. 15,000.00',
      generalAnnualCost: 'Rs. 18,000.00',
      savingsText: 'You save: Rs. 3,000.00',
    })
    expect(landingPriceDisplay(landingPlan('pro'), 'yearly')).toMatchObject({
      price: 'Rs. 25,000.00',
      generalAnnualCost: 'Rs. 30,000.00',
      savings: 'Rs. 5,000.00',
    })
  })

  test('Intro shows Free in both views, with no period and no savings', () => {
    expect(landingPriceDisplay(landingPlan('intro'), 'monthly')).toEqual({ kind: 'free', price: 'Free' })
    expect(landingPriceDisplay(landingPlan('intro'), 'yearly')).toEqual({ kind: 'free', price: 'Free' })
  })

  test('Nepali amounts', () => {
    expect(landingPriceDisplay(landingPlan('basic'), 'yearly', { language: 'ne' })).toMatchObject({
      price: 'रु. १५,०००.००',
      savings: 'रु. ३,०००.००',
    })
  })

  test('lookup and immutability', () => {
    expect(landingPlan('plus').title).toBe('Plus')
    expect(() => landingPlan('gold' as never)).toThrow(RangeError)
    expect(Object.isFrozen(LANDING_PLANS)).toBe(true)
    expect(Object.isFrozen(landingPlan('basic').perks[0])).toBe(true)
  })
})

describe('member plans and the chooser (spec §2.6, §9, DESIGN §8)', () => {
  test('plan codes are the Prisma enum, Basic by default', () => {
    expect(MEMBER_PLANS).toEqual(['BASIC', 'PLUS', 'PRO'])
    expect(DEFAULT_MEMBER_PLAN).toBe('BASIC')
    expect(PLAN_RESOURCES).toEqual(['properties', 'tenants', 'agreements'])
    for (const plan of MEMBER_PLANS) expect(isMemberPlan(plan)).toBe(true)
    for (const other of ['basic', 'Intro', 'ENTERPRISE', '', null, 1]) expect(isMemberPlan(other)).toBe(false)
  })

  test('every limit', () => {
    expect(PLAN_LIMITS).toEqual({
      BASIC: { properties: 5, tenants: 5, agreements: 10 },
      PLUS: { properties: 50, tenants: 100, agreements: 200 },
      PRO: { properties: Infinity, tenants: Infinity, agreements: Infinity },
    })
    expect(planLimit('BASIC', 'agreements')).toBe(10)
    expect(planLimit('PLUS', 'tenants')).toBe(100)
    expect(planLimit('PRO', 'properties')).toBe(Infinity)
    expect(Object.isFrozen(PLAN_LIMITS.BASIC)).toBe(true)
  })

  test('the chooser cards: names, prices in paisa, badge, buttons and features', () => {
    expect(CHOOSER_PLANS).toEqual([
      {
        id: 'BASIC',
        name: 'Basic',
        isRecommended: false,
        pricePaisa: 0,
        interval: 'month',
        actionLabel: 'Continue',
        features: [
          { id: 'properties', count: 5, text: '5 Properties' },
          { id: 'tenants', count: 5, text: '5 Tenants' },
          { id: 'agreements', count: 10, text: '10 Agreements' },
          { id: 'team-seats', count: 1, text: '1 person on your team' },
          { id: 'sms-notifications', text: 'SMS Notification' },
        ],
      },
      {
        id: 'PLUS',
        name: 'Plus',
        isRecommended: true,
        pricePaisa: 50_000,
        interval: 'month',
        actionLabel: 'Get This Plan',
        features: [
          { id: 'properties', count: 50, text: '50 Properties' },
          { id: 'tenants', count: 100, text: '100 Tenants' },
          { id: 'agreements', count: 200, text: '200 Agreements' },
          { id: 'team-seats', count: 3, text: '3 people on your team' },
        ],
      },
      {
        id: 'PRO',
        name: 'Pro',
        isRecommended: false,
        pricePaisa: 150_000,
        interval: 'month',
        actionLabel: 'Get This Plan',
        features: [
          { id: 'properties', count: Infinity, text: 'Unlimited Properties' },
          { id: 'tenants', count: Infinity, text: 'Unlimited Tenants' },
          { id: 'agreements', count: Infinity, text: 'Unlimited Agreements' },
          { id: 'team-seats', count: 10, text: '10 people on your team' },
        ],
      },
    ])
  })

  test('the chooser shows the enforced numbers, not the landing ones', () => {
    for (const plan of CHOOSER_PLANS) {
      for (const resource of PLAN_RESOURCES) {
        expect(plan.features.find((feature) => feature.id === resource)?.count).toBe(planLimit(plan.id, resource))
      }
    }
    // Landing Basic is Rs. 1500 with 5 agreements; member Basic is free with 10.
    expect(landingPlan('basic').monthlyPricePaisa).not.toBe(chooserPlan('BASIC').pricePaisa)
  })

  test('chooser prices', () => {
    expect(chooserPriceDisplay(chooserPlan('BASIC'))).toEqual({ kind: 'free', price: 'Free' })
    expect(chooserPriceDisplay(chooserPlan('PLUS'))).toEqual({ kind: 'paid', price: 'Rs. 500.00', period: '/month' })
    expect(chooserPriceDisplay(chooserPlan('PRO'))).toEqual({ kind: 'paid', price: 'Rs. 1,500.00', period: '/month' })
    expect(chooserPriceDisplay(chooserPlan('PRO'), { language: 'ne' })).toMatchObject({ price: 'रु. १,५००.००' })
    expect(() => chooserPlan('GOLD' as MemberPlan)).toThrow(RangeError)
  })
})

describe('checkPlanLimit', () => {
  test('at the limit the next one is refused; one below it is allowed', () => {
    for (const plan of ['BASIC', 'PLUS'] as const) {
      for (const resource of PLAN_RESOURCES) {
        const limit = PLAN_LIMITS[plan][resource]
        expect(checkPlanLimit(plan, resource, limit - 1), `${plan} ${resource}`).toEqual({ allowed: true })
        expect(checkPlanLimit(plan, resource, limit), `${plan} ${resource}`).toEqual({ allowed: false, limit })
        expect(checkPlanLimit(plan, resource, limit + 3)).toEqual({ allowed: false, limit })
        expect(checkPlanLimit(plan, resource, 0)).toEqual({ allowed: true })
      }
    }
  })

  test('the concrete boundaries', () => {
    expect(checkPlanLimit('BASIC', 'properties', 4)).toEqual({ allowed: true })
    expect(checkPlanLimit('BASIC', 'properties', 5)).toEqual({ allowed: false, limit: 5 })
    expect(checkPlanLimit('BASIC', 'tenants', 5)).toEqual({ allowed: false, limit: 5 })
    expect(checkPlanLimit('BASIC', 'agreements', 9)).toEqual({ allowed: true })
    expect(checkPlanLimit('BASIC', 'agreements', 10)).toEqual({ allowed: false, limit: 10 })
    expect(checkPlanLimit('PLUS', 'properties', 49)).toEqual({ allowed: true })
    expect(checkPlanLimit('PLUS', 'properties', 50)).toEqual({ allowed: false, limit: 50 })
    expect(checkPlanLimit('PLUS', 'tenants', 100)).toEqual({ allowed: false, limit: 100 })
    expect(checkPlanLimit('PLUS', 'agreements', 199)).toEqual({ allowed: true })
    expect(checkPlanLimit('PLUS', 'agreements', 200)).toEqual({ allowed: false, limit: 200 })
  })

  test('Pro is unlimited', () => {
    for (const resource of PLAN_RESOURCES) {
      for (const count of [0, 5, 10, 200, 1_000_000, Number.MAX_SAFE_INTEGER]) {
        expect(checkPlanLimit('PRO', resource, count)).toEqual({ allowed: true })
      }
    }
  })

  test('refuses counts that are not counts, and unknown plans or resources', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity]) {
      expect(() => checkPlanLimit('BASIC', 'properties', bad)).toThrow(RangeError)
    }
    expect(() => checkPlanLimit('GOLD' as MemberPlan, 'properties', 0)).toThrow('Unknown plan: GOLD')
    expect(() => planLimit('BASIC', 'units' as never)).toThrow('Unknown plan resource: units')
    expect(() => planLimit('BASIC', 'toString' as never)).toThrow('Unknown plan resource: toString')
    expect(() => planLimit('constructor' as MemberPlan, 'properties')).toThrow('Unknown plan: constructor')
  })
})

describe('allowsOnlinePayment', () => {
  test('Plus and Pro collect rent online; Basic does not', () => {
    expect(MEMBER_PLANS.filter(allowsOnlinePayment)).toEqual(['PLUS', 'PRO'])
  })
})

test('a pay page takes rent through a gateway on a plan with online payment, or a bank QR on any plan', () => {
  expect(payPageTakesRent({ plan: 'PLUS', hasGateway: true, hasQr: false })).toBe(true)
  expect(payPageTakesRent({ plan: 'BASIC', hasGateway: true, hasQr: false })).toBe(false)
  expect(payPageTakesRent({ plan: 'BASIC', hasGateway: false, hasQr: true })).toBe(true)
  expect(payPageTakesRent({ plan: 'PRO', hasGateway: false, hasQr: false })).toBe(false)
})
