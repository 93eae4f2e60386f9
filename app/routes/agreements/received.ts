// POST /agreements/<id>/received/<paymentId> (route AgreementReceivedDecision): the landlord's
// decision about money a gateway confirmed that could not be recorded as a payment — apply it,
// apply it to the renewal, or refunded outside Bhadaa with a note. A plain form on the agreement
// page (it works without JavaScript): the answer is the agreement page again with a toast saying
// what was decided, or why not (nothing changed then). By the caller's role on the property
// (ADR 041): those who decide "I paid" reports (`proof:decide`) decide it in the owner's books,
// named as the decider and the payment's recorder; a viewer 403; no role 404.
import { translate } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { GatewayDecisionSchema } from '~/schemas/gateway-decision-schemas'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { data } from 'react-router'
import { decideReceivedPayment, getReceivedPayment } from '~/services/payments/gateway-decisions.server'
import { formRefusalOf } from '~/web/refusal.server'
import { actingOnAgreement, allowOrThrow, idParam, loadOrThrow } from '~/web/route-kit.server'
import type { Route } from './+types/received'

export async function action({ request, params, context }: Route.ActionArgs) {
  const agreementId = idParam(params.id)
  const { member, language, access } = await actingOnAgreement(context, agreementId, 'dues:view')
  allowOrThrow(access, 'proof:decide')
  const paymentId = idParam(params.paymentId)
  const back = `/agreements/${agreementId}#received-online`
  const refused = (message: string) => redirectWithToast(back, { type: 'error', message }, { status: 303 })
  const current = await loadOrThrow(getReceivedPayment(member.id, paymentId))
  if (current.agreementId !== agreementId) throw data(null, { status: 404 })
  const parsed = parseFormFields(await readFormData(request), GatewayDecisionSchema)
  if (!parsed.success) return refused(renderMessage(language, parsed.error.issues[0]?.message ?? 'received.error.invalid'))
  try {
    const decided = await decideReceivedPayment(member.id, paymentId, parsed.data, { by: access })
    const message =
      decided.decision === 'refunded'
        ? translate(language, 'received.decided.refunded')
        : renderMessage(language, { code: 'received.decided.apply', params: { receipt: decided.receiptNumber ?? 0 } })
    return redirectWithToast(back, { type: 'success', message }, { status: 303 })
  } catch (error) {
    // Anything unexpected is logged and goes on to the error page.
    const refusal = formRefusalOf(error, language, { form: `decision on received payment ${paymentId}`, notFound: 'form' })
    const field = Object.values(refusal.fieldErrors ?? {}).flat()[0]
    return refused(field ? renderMessage(language, field) : (refusal.formErrors[0] ?? ''))
  }
}
