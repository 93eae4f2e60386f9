// The agreement page's forms on the server: each form posts to the page (so it works without
// JavaScript) and names itself by its intent; this table says which handler answers it. The
// ledger's, the charges' and the "I paid" decisions' handlers sit beside it; Terminate (and its
// Preview) is here. A form the page does not know is answered as a refused termination.
import { z } from 'zod'
import { TERMINATE_INTENT, TERMINATE_PREVIEW_INTENT } from '~/components/agreements/terminate-agreement'
import type { TerminateReplyData } from '~/components/agreements/terminate-dialog'
import { CONFIRM_PROOF_INTENT, REJECT_PROOF_INTENT } from '~/components/ledger/payment-proof-review'
import { RECORD_PAYMENT_INTENT } from '~/components/ledger/dues-and-payments'
import { VOID_PAYMENT_INTENT } from '~/components/ledger/void-payment-dialog'
import { BEFORE_BHADAA_INTENT } from '~/components/charges/before-bhadaa'
import { CANCEL_CHARGE_INTENT } from '~/components/charges/cancel-charge-dialog'
import { ADD_CHARGE_INTENT } from '~/components/charges/extra-charge'
import { LATE_FEE_INTENT } from '~/components/charges/late-fee'
import { translate } from '~/i18n'
import { TerminationSchema } from '~/schemas/termination-schemas'
import type { AgreementView } from '~/services/agreements/views.server'
import { previewTermination, terminateAgreement, type TerminationDone } from '~/services/agreements/termination.server'
import { writeFormOnce } from '~/web/form-key.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { formRefusalOf } from '~/web/refusal.server'
import { type Acting, replyTo, type SignedIn } from '~/web/route-kit.server'
import type { PropertyAbility } from '~/domain/property-roles'
import { recordPaymentForm, voidPaymentForm } from './ledger.server'
import { proofDecisionForm } from './proofs.server'
import { addChargeForm, beforeBhadaaForm, cancelChargeForm, lateFeeForm } from './tenancy.server'
import { TEXT_PAY_LINK_INTENT } from '~/components/agreements/pay-link-card'
import { textPayLinkForm } from './pay-link.server'

const TerminateSchema = TerminationSchema.and(z.object({ confirmName: z.string().optional() }))

/** Terminate Agreement's dialog: its Preview answers what the move-out day would cancel and what stays owed (nothing written); Terminate writes it. */
async function terminationForm(formData: FormData, who: SignedIn, agreement: AgreementView) {
  const intent = formData.get('intent')
  const submission = parseForm(formData, TerminateSchema)
  const terminateIntent = intent === TERMINATE_PREVIEW_INTENT ? TERMINATE_PREVIEW_INTENT : TERMINATE_INTENT
  if (submission.status !== 'success') return replyTo(terminateIntent, submission)
  if (intent !== TERMINATE_INTENT && intent !== TERMINATE_PREVIEW_INTENT) {
    return replyTo(TERMINATE_INTENT, submission, { formErrors: [translate(who.language, 'agreement.terminateFailed')] })
  }
  const { moveOutDate, proRata, confirmName } = submission.value
  let done: TerminationDone
  try {
    if (intent === TERMINATE_PREVIEW_INTENT) {
      const preview = await previewTermination(who.member.id, agreement.id, { moveOutDate, proRata })
      return { intent, result: submission.reply(), preview } satisfies TerminateReplyData
    }
    if (confirmName !== agreement.name) {
      return replyTo(TERMINATE_INTENT, submission, { fieldErrors: { confirmName: [translate(who.language, 'agreement.terminateNameMismatch')] } })
    }
    // Once per form key: a second tap of Terminate (no JavaScript to stop it) is told what the first did.
    done = await writeFormOnce(
      formData,
      { memberId: who.member.id, pageUrl: `/agreements/${agreement.id}`, input: { moveOutDate, proRata } },
      async (guard) => {
        await terminateAgreement(who.member.id, agreement.id, { moveOutDate, proRata, guard })
        return { cancelledBeforeStart: agreement.state === 'upcoming' }
      },
      (result: TerminationDone) => result,
    )
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'agreement termination', unexpected: 'agreement.terminateFailed' })
    return replyTo(terminateIntent, submission, { formErrors, fieldErrors }, status)
  }
  return redirectWithToast(`/agreements/${agreement.id}?terminated=1`, {
    type: 'success',
    message: translate(who.language, done.cancelledBeforeStart ? 'agreement.cancelled' : 'agreement.terminated'),
  })
}

const FORMS = {
  [RECORD_PAYMENT_INTENT]: recordPaymentForm,
  [VOID_PAYMENT_INTENT]: voidPaymentForm,
  [BEFORE_BHADAA_INTENT]: beforeBhadaaForm,
  [ADD_CHARGE_INTENT]: addChargeForm,
  [CANCEL_CHARGE_INTENT]: cancelChargeForm,
  [LATE_FEE_INTENT]: lateFeeForm,
  [CONFIRM_PROOF_INTENT]: proofDecisionForm,
  [REJECT_PROOF_INTENT]: proofDecisionForm,
  [TERMINATE_PREVIEW_INTENT]: terminationForm,
  [TERMINATE_INTENT]: terminationForm,
  [TEXT_PAY_LINK_INTENT]: textPayLinkForm,
}

/** What each form asks of the caller's role on the property (ADR 041); a form not named here is Terminate's. */
const ABILITIES: Record<keyof typeof FORMS, PropertyAbility> = {
  [RECORD_PAYMENT_INTENT]: 'payment:record',
  [VOID_PAYMENT_INTENT]: 'payment:void',
  [BEFORE_BHADAA_INTENT]: 'tenancy:manage',
  [ADD_CHARGE_INTENT]: 'tenancy:manage',
  [CANCEL_CHARGE_INTENT]: 'tenancy:manage',
  [LATE_FEE_INTENT]: 'tenancy:manage',
  [CONFIRM_PROOF_INTENT]: 'proof:decide',
  [REJECT_PROOF_INTENT]: 'proof:decide',
  [TERMINATE_PREVIEW_INTENT]: 'tenancy:manage',
  [TERMINATE_INTENT]: 'tenancy:manage',
  [TEXT_PAY_LINK_INTENT]: 'tenancy:manage',
}

/** The ability the form named by `intent` needs. */
export function abilityOfForm(intent: string): PropertyAbility {
  return Object.hasOwn(ABILITIES, intent) ? ABILITIES[intent as keyof typeof FORMS] : 'tenancy:manage'
}

/**
 * The handler of the form named by `intent`, answering for `agreement` (already loaded: another
 * member's is the 404 page) in the owner's books, once the role's ability is checked.
 */
export function agreementPageAction(formData: FormData, intent: string, who: Acting, agreement: AgreementView) {
  const form = Object.hasOwn(FORMS, intent) ? FORMS[intent as keyof typeof FORMS] : terminationForm
  return form(formData, who, agreement)
}
