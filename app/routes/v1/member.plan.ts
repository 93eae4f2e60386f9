// /v1/member/plan. GET: the member's plan, its end date, prices and billing history.
// PUT: change plan: free and at once while plans are free or for Basic; otherwise Plus or Pro
// answer what to pay (`payment`), and the plan changes once the gateway confirms the payment.
import { BILLING_MESSAGES } from '~/schemas/plan-billing-schemas'
import { ValidationError } from '~/services/errors'
import { getPlanBilling, plansArePaid, startPlanPayment } from '~/services/plans/billing.server'
import { choosePlan, getMemberPlan } from '~/services/plans/plans.server'
import { requireApiMember } from '~/v1/auth.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.plan'

async function planJson(memberId: number) {
  const [billing, status] = await Promise.all([getPlanBilling(memberId), getMemberPlan(memberId)])
  const { endsOn, ...rest } = billing
  return { ...rest, endsAt: endsOn, usage: status.usage, overLimits: status.overLimits }
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.planGet.response.parse(await planJson(member.id)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'PUT') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const input = await parseJsonBody(request, operations.planPut.body)
    if (input.plan === 'BASIC' || !plansArePaid()) {
      await choosePlan(member.id, input.plan)
      return apiData(operations.planPut.response.parse({ ...(await planJson(member.id)), payment: null }))
    }
    const missing = (['period', 'gateway'] as const).filter((field) => !input[field])
    if (missing.length) {
      const message = BILLING_MESSAGES.paymentRequired
      throw new ValidationError(message, Object.fromEntries(missing.map((field) => [field, [message]])))
    }
    const payment = await startPlanPayment(member.id, input)
    return apiData(operations.planPut.response.parse({ ...(await planJson(member.id)), payment }))
  })
}
