// GET /v1/member/sms: the member's SMS log, a page at a time (`?page=1&pageSize=25`).
import { operations } from '~/v1/operations'
import { toNationalNumber } from '~/domain/phone'
import { requireApiMember } from '~/v1/auth.server'
import { getSmsProviderStatus } from '~/services/sms/provider-pause.server'
import { listSmsLog } from '~/services/sms/log.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.sms'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const query = parseQuery(request, operations.smsLog.query)
    const [log, smsPause] = await Promise.all([listSmsLog(member.id, query), getSmsProviderStatus()])
    return apiData(
      operations.smsLog.response.parse({
        ...log,
        items: log.items.map(({ to, createdAt, sentAt, sendAfter, ...entry }) => ({
          ...entry,
          phone: toNationalNumber(to),
          createdAt: createdAt.toISOString(),
          sentAt: sentAt?.toISOString() ?? null,
          sendAfter: sendAfter?.toISOString() ?? null,
        })),
        gatewayPaused: smsPause.paused,
      }),
    )
  })
}

export const action = methodNotAllowed
