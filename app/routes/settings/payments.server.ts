// Settings > Payments on the server: the forms' schemas, the saves and their answers (a
// redirect with a toast, or the form back with its messages). Kept out of the route module so the
// page ships no zod to the browser (page weight), like the other settings sections.
import { z } from 'zod'
import { GATEWAY_INTENTS } from '~/components/settings/payments-section'
import { type Language, type MessageKey, translate } from '~/i18n'
import { EsewaAccountSchema, GATEWAY_OF_SLUG, GATEWAYS, KhaltiAccountSchema } from '~/schemas/gateway-schemas'
import { connectEsewa, connectKhalti, disconnectGateway, type GatewayAccountView } from '~/services/payments/gateway-accounts.server'
import type { WriteGuard } from '~/services/idempotency.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { type FormRefusal, formRefusalOf } from '~/web/refusal.server'
import { readIntentForm, replyTo } from '~/web/route-kit.server'
import { writeFormOnce } from '~/web/form-key.server'
import { isPaymentQrIntent, paymentQrAction } from './payment-qr.server'

const PAGE = '/settings/payments'
const DisconnectSchema = z.object({ gateway: z.enum(GATEWAYS) })

/** A field's refusal shows on its field only. */
function fieldFirst({ status, fieldErrors, formErrors }: FormRefusal): { status: number; fieldErrors?: Record<string, string[]>; formErrors?: string[] } {
  return fieldErrors ? { status, fieldErrors } : { status, formErrors }
}

export async function paymentsAction(request: Request, { memberId, language }: { memberId: number; language: Language }) {
  const { formData, intent } = await readIntentForm(request)
  if (isPaymentQrIntent(intent)) return paymentQrAction(formData, intent, { memberId, language })
  const once = <T,>(input: unknown, write: Parameters<typeof writeFormOnce<T, string>>[2]) =>
    writeFormOnce(formData, { memberId, pageUrl: PAGE, input }, write, () => 'saved')
  const saved = (message: MessageKey, values?: Record<string, string>) => redirectWithToast(PAGE, { type: 'success', message: translate(language, message, values) }, { status: 303 })

  // Connect (or replace) one gateway: its schema, its service call, its message.
  async function connect<S extends z.ZodType>(schema: S, write: (value: z.output<S>, guard: WriteGuard<GatewayAccountView> | undefined) => Promise<GatewayAccountView>, done: MessageKey) {
    const submission = parseForm(formData, schema)
    if (submission.status !== 'success') return replyTo(intent, submission, { hideFields: ['secretKey'] })
    try {
      await once(submission.value, (guard) => write(submission.value as z.output<S>, guard))
    } catch (error) {
      const { status, ...errors } = fieldFirst(formRefusalOf(error, language, { form: `gateway key ${intent}`, notFound: 'form' }))
      return replyTo(intent, submission, { ...errors, hideFields: ['secretKey'] }, status)
    }
    return saved(done)
  }
  if (intent === GATEWAY_INTENTS.khalti) return connect(KhaltiAccountSchema, (value, guard) => connectKhalti(memberId, value, { guard }), 'gateway.savedKhalti')
  if (intent === GATEWAY_INTENTS.esewa) return connect(EsewaAccountSchema, (value, guard) => connectEsewa(memberId, value, { guard }), 'gateway.savedEsewa')
  const submission = parseForm(formData, DisconnectSchema)
  if (intent !== GATEWAY_INTENTS.disconnect || submission.status !== 'success') {
    return replyTo(GATEWAY_INTENTS.disconnect, submission, { formErrors: [translate(language, 'gateway.saveFailed')] })
  }
  const gateway = GATEWAY_OF_SLUG[submission.value.gateway]
  try {
    await once(submission.value, (guard) => disconnectGateway(memberId, gateway, { guard }))
  } catch (error) {
    const { status, ...errors } = fieldFirst(formRefusalOf(error, language, { form: 'gateway disconnection', notFound: 'form' }))
    return replyTo(GATEWAY_INTENTS.disconnect, submission, errors, status)
  }
  return saved('gateway.disconnected', { gateway: translate(language, gateway === 'KHALTI' ? 'gateway.khalti' : 'gateway.esewa') })
}

