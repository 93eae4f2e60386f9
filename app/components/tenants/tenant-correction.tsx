// Correcting a tenant: on the tenant page, the Correct the Tenant form (names and the
// texts' language; intent correct-tenant) with the member's requests still waiting, and the Wrong
// Phone Number form (intent move-phone: one of the member's agreements to the right number); on
// /notifications, the requests this member may answer (intent answer-request, Accept/Decline).
// Plain forms posted to their page: they work without JavaScript.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { TextField } from '~/components/text-field'
import { FormErrors } from '~/components/form/form-message'
import { replyErrors, replyFor, type StepReplyData } from '~/components/form/form-status'
import { type MessageKey, useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import { TENANT_LANGUAGES } from '~/schemas/agreement-rules'
import type { AgreementCard } from '~/services/agreements/views.server'
import type { TenantChangeRequestView } from '~/services/tenants/corrections.server'
import type { TenantDetails } from '~/services/tenants/tenants.server'
import { DetailsCard } from '../agreements/agreement-details'
import { typedValue } from '../meters/format'
import { fullName } from '~/domain/person-name'

export const CORRECT_TENANT_INTENT = 'correct-tenant'
export const MOVE_PHONE_INTENT = 'move-phone'
export const ANSWER_REQUEST_INTENT = 'answer-request'

const languageName = (language: string) => `language.${language}` as MessageKey

/** The typed values, the field messages and the form's own messages of the form with `intent`. */
function useReply(actionData: StepReplyData | undefined, intent: string) {
  const reply = replyFor(actionData, intent)
  const message = useMessage()
  return {
    typed: (name: string) => typedValue(reply?.initialValue, name),
    field: (name: string) => {
      const errors = reply?.error?.[name]?.map(message)
      return { error: Boolean(errors), helperText: errors?.join(' ') }
    },
    formErrors: replyErrors(actionData, intent),
  }
}

type CorrectProps = { tenant: TenantDetails; pending: TenantChangeRequestView[]; actionData: StepReplyData | undefined }

export function CorrectTenantCard({ tenant, pending, actionData }: CorrectProps) {
  const t = useT()
  const { typed, field, formErrors } = useReply(actionData, CORRECT_TENANT_INTENT)
  return (
    <DetailsCard id="correct-tenant" title={t('tenantCorrection.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('tenantCorrection.intro')}
      </Typography>
      {pending.map((request) => (
        <Typography key={request.id} sx={{ mt: 1 }} data-pending-request={request.id}>
          {t('tenantCorrection.pending', { name: fullName(request), language: t(languageName(request.prefLanguage)) })}
        </Typography>
      ))}
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={CORRECT_TENANT_INTENT} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField name="firstName" id="correct-firstName" label={t('tenantCorrection.firstName')} defaultValue={typed('firstName') || tenant.firstName} margin="normal" {...field('firstName')} />
          <TextField name="lastName" id="correct-lastName" label={t('tenantCorrection.lastName')} defaultValue={typed('lastName') || tenant.lastName} margin="normal" {...field('lastName')} />
          <TextField name="prefLanguage" id="correct-prefLanguage" label={t('tenantCorrection.language')} defaultValue={typed('prefLanguage') || tenant.prefLanguage} select margin="normal" {...field('prefLanguage')}>
            {TENANT_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(languageName(language))}
              </option>
            ))}
          </TextField>
        </Box>
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {t('tenantCorrection.save')}
        </Button>
      </Form>
    </DetailsCard>
  )
}

export function MovePhoneCard({ agreements, actionData }: { agreements: AgreementCard[]; actionData: StepReplyData | undefined }) {
  const t = useT()
  const { typed, field, formErrors } = useReply(actionData, MOVE_PHONE_INTENT)
  if (agreements.length === 0) return null
  return (
    <DetailsCard id="move-phone" title={t('tenantCorrection.phoneTitle')}>
      <Typography variant="body2" color="text.secondary">
        {t('tenantCorrection.phoneIntro')}
      </Typography>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={MOVE_PHONE_INTENT} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField name="agreementId" id="move-agreementId" label={t('tenantCorrection.phoneAgreement')} defaultValue={typed('agreementId') || String(agreements[0]!.id)} select margin="normal" {...field('agreementId')}>
            {agreements.map((agreement) => (
              <option key={agreement.id} value={agreement.id}>
                {agreement.name}
              </option>
            ))}
          </TextField>
          <TextField
            name="phone"
            id="move-phone-number"
            label={t('tenantCorrection.phone')}
            defaultValue={typed('phone')}
            margin="normal"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            {...field('phone')}
          />
        </Box>
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
          {t('tenantCorrection.phoneSave')}
        </Button>
      </Form>
    </DetailsCard>
  )
}

export function TenantRequestList({ requests, actionData }: { requests: TenantChangeRequestView[]; actionData: StepReplyData | undefined }) {
  const t = useT()
  const { formErrors } = useReply(actionData, ANSWER_REQUEST_INTENT)
  if (requests.length === 0) return null
  return (
    <Box component="section" id="tenant-requests" aria-labelledby="tenant-requests-title" sx={{ mb: 3 }}>
      <Typography id="tenant-requests-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('tenantCorrection.requestsTitle')}
      </Typography>
      <FormErrors errors={formErrors} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {requests.map((request) => (
          <Box component="li" key={request.id} data-request={request.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('tenantCorrection.requestLine', {
                landlord: request.requestedBy,
                tenant: request.tenantName,
                name: fullName(request),
                language: t(languageName(request.prefLanguage)),
              })}
            </Typography>
            <Form method="post" style={{ display: 'flex', gap: 8, marginTop: 8 }}>
              <input type="hidden" name="intent" value={ANSWER_REQUEST_INTENT} />
              <input type="hidden" name="requestId" value={request.id} />
              <Button type="submit" name="accept" value="true" variant="contained" size="small">
                {t('tenantCorrection.accept')}
              </Button>
              <Button type="submit" name="accept" value="false" variant="outlined" size="small">
                {t('tenantCorrection.decline')}
              </Button>
            </Form>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
