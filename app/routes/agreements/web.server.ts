// The create screen's server side: its action (the intents of the form: choose the property, look
// the tenant up, take the recorded name, change the phone, add or remove a utility, create) and
// what the form shows of a refused create.
import { type SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { z } from 'zod'
import { AgreementCreateSchema, TenantSearchSchema } from '~/schemas/agreement-schemas'
import { AGREEMENT_FORM_DEFAULTS, type AgreementFormReply } from '~/components/agreements/agreement-form'
import type { TenantLookup } from '~/components/agreements/tenant-lookup-notice'
import { type Language, translate } from '~/i18n'
import type { AgreementView } from '~/services/agreements/views.server'
import { listPropertyChoices } from '~/services/agreements/agreements.server'
import { createAgreement, TenantNameMismatchError } from '~/services/agreements/create.server'
import { lookUpTenant } from '~/services/tenants/lookup.server'
import { formatWait, formRefusalOf } from '~/web/refusal.server'
import { TooManyRequestsError } from '~/services/errors'
import { parseForm } from '~/server/form-data.server'
import { writeFormOnce } from '~/web/form-key.server'
import { redirectWithToast } from '~/server/toast.server'
import { readIntentForm, type SignedIn } from '~/web/route-kit.server'
import { propertyAccess, requireAbilityOn } from '~/services/team/access.server'

const AnyValues = z.object({}).loose()

type Values = Record<string, unknown>
type Submission = { payload: Values; reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> }

/**
 * The form comes back with `values` (names filled in, the phone cleared, ...). The `update` intent
 * makes the browser's form take them too when JavaScript sent the request.
 */
function reply(submission: Submission, { status = 200, values, lookup, planLimit, ...errors }: {
  status?: number
  values?: Values
  lookup?: TenantLookup
  planLimit?: boolean
  formErrors?: string[]
  fieldErrors?: Record<string, string[]>
}) {
  const result = submission.reply(errors.formErrors || errors.fieldErrors ? errors : undefined)
  // Fields of sections not shown yet were not sent: they keep the new form's defaults.
  const initialValue = { ...AGREEMENT_FORM_DEFAULTS, ...(values ?? result.initialValue) } as SubmissionResult<string[]>['initialValue']
  const withValues: SubmissionResult<string[]> = values
    ? { ...result, initialValue, intent: { type: 'update', payload: { value: initialValue } } }
    : { ...result, initialValue }
  return data<AgreementFormReply>({ intent: 'agreement', result: withValues, lookup, planLimit }, { status })
}

const tooManyLookups = (language: Language, error: TooManyRequestsError) =>
  translate(language, 'auth.tooManyRequests', { time: formatWait(language, error.retryAfterSeconds) })

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export async function agreementFormAction(request: Request, who: SignedIn) {
  const { formData, intent } = await readIntentForm(request)
  const loose = parseForm(formData, AnyValues)
  const payload = loose.payload

  if (intent === 'choose-property') {
    // Without JavaScript: the page comes back with the property's units (a unit of another property is cleared).
    const choice = (await listPropertyChoices(who.member.id)).find((property) => String(property.id) === text(payload.propertyId))
    const keepsUnit = choice?.availableUnits.some((unit) => String(unit.id) === text(payload.unitId)) ?? false
    return reply(loose, { values: { ...payload, unitId: keepsUnit ? payload.unitId : '' } })
  }
  if (intent === 'search-tenant' || intent === 'use-recorded-name') {
    const phone = TenantSearchSchema.safeParse({ phone: text(payload.tenantPhone) })
    if (!phone.success) {
      return reply(loose, { status: 400, fieldErrors: { tenantPhone: [translate(who.language, 'agreement.error.tenantPhone')] } })
    }
    const given = { firstName: text(payload.tenantFirstName), lastName: text(payload.tenantLastName) }
    const tenant = await lookUpTenant(who.member.id, phone.data.phone, { given }).catch((error: unknown) => {
      if (error instanceof TooManyRequestsError) return error
      throw error
    })
    if (tenant instanceof TooManyRequestsError) {
      return reply(loose, { status: 429, fieldErrors: { tenantPhone: [tooManyLookups(who.language, tenant)] } })
    }
    if (!tenant) return reply(loose, { lookup: { status: 'not-found' } })
    // Another member's tenant comes as initials ("M…", "G…"): saving them keeps the recorded
    // name, which this member is not shown; the recorded language is kept the same way.
    const language = tenant.prefLanguage ?? payload.tenantPreferredLanguage
    const recorded = { ...payload, tenantFirstName: tenant.firstName, tenantLastName: tenant.lastName, tenantPreferredLanguage: language }
    if (intent === 'use-recorded-name') return reply(loose, { values: recorded, lookup: { status: 'name-changed' } })
    if (given.firstName === '' && given.lastName === '') return reply(loose, { values: recorded, lookup: { status: 'found' } })
    return reply(loose, tenant.namesAgree ? { lookup: { status: 'found' } } : { lookup: { status: 'mismatch', firstName: tenant.firstName, lastName: tenant.lastName } })
  }
  if (intent === 'change-phone') return reply(loose, { values: { ...payload, tenantPhone: '' } })

  const submission = parseForm(formData, AgreementCreateSchema)
  // No status: a utility was added or removed (conform's list intents, without JavaScript).
  if (submission.status === undefined) return reply(submission, {})
  if (submission.status !== 'success') return reply(submission, { status: 400 })
  try {
    // Once per render of the form (its hidden key): a second submit of it shows the same success.
    const agreement = await writeFormOnce(
      formData,
      { memberId: who.member.id, pageUrl: '/agreements/create', input: submission.value },
      // In the books of the property's owner: the member's own, or one shared with them to run (ADR 041).
      async (guard) => {
        const access = requireAbilityOn(await propertyAccess(who.member.id, submission.value.propertyId), 'property:view', 'tenancy:manage')
        return createAgreement(access.ownerId, submission.value, { guard })
      },
      (created: AgreementView) => ({ id: created.id }),
    )
    return redirectWithToast(`/agreements/create?created=${agreement.id}`, {
      type: 'success',
      message: translate(who.language, 'agreement.created'),
    })
  } catch (error) {
    return reply(submission, refusedCreate(error, who))
  }
}

/** The create form's own answers to a name mismatch and a lookup limit; any other refusal is the kit's. */
function refusedCreate(error: unknown, { language }: SignedIn) {
  if (error instanceof TenantNameMismatchError) {
    return { status: 409, lookup: { status: 'mismatch', firstName: error.recorded.firstName, lastName: error.recorded.lastName } as const }
  }
  // The tenant's phone was looked up once too often: said beside it.
  if (error instanceof TooManyRequestsError) return { status: 429, fieldErrors: { tenantPhone: [tooManyLookups(language, error)] } }
  const { status, formErrors, fieldErrors, planLimit } = formRefusalOf(error, language, { form: 'agreement form', unexpected: 'agreement.createFailed', notFound: 'form' })
  return { status, formErrors, fieldErrors, planLimit }
}
