// Starting a payment on a pay link through /v1, shared by `POST /v1/public/pay/{code}`
// (the body names the gateway) and `POST /v1/public/pay/{code}/khalti` (the path does): every call
// counts against the caller's address; a gateway that could not be asked is 502.
import type { z } from 'zod'
import { type PayChoice, startGatewayPayment } from '~/services/payments/gateway-payments.server'
import { countPayLinkLookup } from '~/services/payments/pay-links.server'
import { apiData, handleApi, parseJsonBody } from './api.server'
import { operations } from './operations'

export function answerPayStart(request: Request, code: string, clientIp: string, body: z.ZodType<PayChoice>) {
  return handleApi(request, async () => {
    await countPayLinkLookup(clientIp)
    const choice = await parseJsonBody(request, body)
    return apiData(operations.publicPayStart.response.parse(await startGatewayPayment(code, choice)))
  })
}
