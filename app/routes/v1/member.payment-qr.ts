// /v1/member/payment-qr[?propertyId=]: GET, PUT (JSON `{ payload }` or the image's bytes), DELETE
// the landlord's bank QR, or one property's. Every plan. Writes once per `Idempotency-Key`.
import { photoTypeOf } from '~/domain/image-type'
import { type PaymentQrView, paymentQrFromPhoto, getPaymentQr, removePaymentQr, savePaymentQr } from '~/services/payments/payment-qrs.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { answerOnce } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.payment-qr'

const propertyIdOf = (request: Request) => parseQuery(request, operations.paymentQrGet.query).propertyId ?? null

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const propertyId = propertyIdOf(request)
    return apiData(operations.paymentQrGet.response.parse(await getPaymentQr(member.id, propertyId)))
  })
}

/** The QR's text: from the image when the body is one (by its bytes), else from `{ payload }`. */
async function payloadOf(request: Request): Promise<{ payload: string; field: 'photo' | 'payload' }> {
  const bytes = new Uint8Array(await request.clone().arrayBuffer())
  if (photoTypeOf(bytes)) return { payload: await paymentQrFromPhoto(bytes), field: 'photo' }
  return { payload: (await parseJsonBody(request, operations.paymentQrPut.body)).payload, field: 'payload' }
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const propertyId = propertyIdOf(request)
    if (request.method === 'DELETE') {
      return answerOnce(request, operations.paymentQrDelete, {
        memberId: member.id,
        input: { propertyId },
        write: (guard) => removePaymentQr(member.id, propertyId, { guard }),
        data: (removed) => removed,
      })
    }
    const { payload, field } = await payloadOf(request)
    return answerOnce<PaymentQrView>(request, operations.paymentQrPut, {
      memberId: member.id,
      input: { propertyId, payload },
      write: (guard) => savePaymentQr(member.id, propertyId, payload, { guard, field }),
      data: ({ payload: saved, accountName, city }) => ({ payload: saved, accountName, city }),
    })
  })
}
