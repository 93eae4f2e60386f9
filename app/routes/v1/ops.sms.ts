// GET /v1/ops/sms: SMS health: the last 24 hours by status, UNKNOWN messages, the provider's credit, the queue's pause.
import { toNationalNumber } from '~/domain/phone'
import { getSmsHealth } from '~/services/ops/messages.server'
import { apiData } from '~/v1/api.server'
import { iso, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  GET: async () => {
    const health = await getSmsHealth()
    return apiData(o.opsSms.response.parse({
      provider: health.provider,
      last24h: health.last24h,
      credits: health.credits,
      paused: health.gateway.paused ? { since: iso(health.gateway.since), reason: health.gateway.reason, error: health.gateway.error } : null,
      unknown: health.unknown.map((m) => ({ ...m, to: toNationalNumber(m.to), createdAt: iso(m.createdAt) })),
    }))
  },
})

export const loader = answer
export const action = answer
