// /support-ticket (spec §2.7, §4.5): full name, phone and a message of at most 300 characters with
// a counter, stored as a SupportTicket; then 'Support Ticket Created. We will get back to you
// soon.' with Okay to the home page (post, redirect, get: ?dialog=created). A signed-in member's
// name and phone are filled in. A server-only page (ADR 009): the page script keeps the counter live.
import { getFormProps } from '@conform-to/react'
import { Alert } from '~/components/alert'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Form, redirect } from 'react-router'
import { FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { useMessage } from '~/i18n/message'
import { useStepForm } from '~/components/form/use-step-form'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { localDigits } from '~/domain/devanagari-digits'
import { SUPPORT_MESSAGE_MAX, SupportTicketSchema } from '~/schemas/support-ticket-schema'
import { toNationalNumber } from '~/domain/phone'
import { countCharacters } from '~/domain/text-length'
import { useLanguage, useT } from '~/i18n'
import { getSessionMember } from '~/services/accounts/session.server'
import { createSupportTicket } from '~/services/ops/support-tickets.server'
import { formRefusalOf } from '~/web/refusal.server'
import { replyTo } from '~/web/route-kit.server'
import { clientIpOf } from '~/web/auth.server'
import { ValidationError } from '~/services/errors'
import { parseForm, readFormData } from '~/server/form-data.server'
import { resolveLanguage } from '~/server/language.server'
import { storedLanguageOf } from '~/domain/language'
import { loadAsDocument, sitePage } from '~/components/server-only-page'
import type { Route } from './+types/support-ticket'
import { passOnHeaders } from '~/web/route-headers'
import { fullName } from '~/domain/person-name'

const FORM_ID = 'support'
const COUNTER_ID = 'support-message-counter'

export const handle = sitePage
export const clientMiddleware = [loadAsDocument]
// A refused form keeps its action's headers (Retry-After on a 429).
export const headers = passOnHeaders

// "Report Wrongful Use" (the sign-up's claim dialog) opens this form as a wrongful-use report.
const WRONGFUL_USE = 'wrongful-use'

export async function loader({ request }: Route.LoaderArgs) {
  const member = await getSessionMember(request)
  const params = new URL(request.url).searchParams
  const ticketNumber = Number(params.get('ticket'))
  return {
    created: params.get('dialog') === 'created',
    ticketNumber: Number.isSafeInteger(ticketNumber) && ticketNumber > 0 ? ticketNumber : null,
    wrongfulUse: params.get('kind') === WRONGFUL_USE,
    defaults: member ? { name: fullName(member), phone: toNationalNumber(member.phone) } : { name: '', phone: '' },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request)
  const submission = parseForm(formData, SupportTicketSchema)
  if (submission.status !== 'success') return replyTo(FORM_ID, submission)
  const member = await getSessionMember(request)
  let ticket
  try {
    ticket = await createSupportTicket(member?.id ?? null, submission.payload, {
      clientIp: clientIpOf(context),
      language: storedLanguageOf(await resolveLanguage(request, member)),
      kind: formData.get('kind') === WRONGFUL_USE ? 'WRONGFUL_USE' : 'SUPPORT',
    })
  } catch (error) {
    if (error instanceof ValidationError) return replyTo(FORM_ID, submission, { fieldErrors: error.fields })
    const refusal = formRefusalOf(error, await resolveLanguage(request, member), { form: 'support ticket', unexpected: 'support.failed', accountScreen: {} })
    return replyTo(FORM_ID, submission, { formErrors: refusal.formErrors }, refusal)
  }
  return redirect(`/support-ticket?dialog=created&ticket=${ticket.id}`, { status: 303 })
}

export default function SupportTicket({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { created, defaults, ticketNumber, wrongfulUse } = loaderData
  const language = useLanguage()
  return (
    <Container component="section" maxWidth="sm" aria-labelledby="support-title" sx={{ py: { xs: 4, md: 6 } }}>
      {created ? (
        <>
          <Typography id="support-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            {t('support.createdTitle')}
          </Typography>
          <Alert severity="success" role="status" sx={{ mb: 3 }}>
            {t('support.createdText')}
          </Alert>
          {ticketNumber === null ? null : (
            <Typography data-testid="ticket-number" sx={{ fontWeight: 700, mb: 3 }}>
              {t('support.ticketNumber', { number: localDigits(ticketNumber, language) })}
            </Typography>
          )}
          <Button href="/" variant="contained">
            {t('support.okay')}
          </Button>
        </>
      ) : (
        <>
          <Typography id="support-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {t(wrongfulUse ? 'support.wrongfulUseTitle' : 'support.title')}
          </Typography>
          <Typography color="text.secondary">{t(wrongfulUse ? 'support.wrongfulUseIntro' : 'support.intro')}</Typography>
          <SupportForm defaults={defaults} actionData={actionData} wrongfulUse={wrongfulUse} />
        </>
      )}
    </Container>
  )
}

function SupportForm({ defaults, actionData, wrongfulUse }: { defaults: { name: string; phone: string }; actionData: Route.ComponentProps['actionData']; wrongfulUse: boolean }) {
  const t = useT()
  const language = useLanguage()
  const message = useMessage()
  const [form, fields] = useStepForm(FORM_ID, SupportTicketSchema, actionData, defaults)
  const typed = typeof fields.message.initialValue === 'string' ? fields.message.initialValue : ''
  const count = countCharacters(typed)
  const messageError = fields.message.errors?.map(message).join(' ')
  return (
    <Form method="post" {...getFormProps(form)}>
      {wrongfulUse ? <input type="hidden" name="kind" value={WRONGFUL_USE} /> : null}
      <FormTextField field={fields.name} label={t('support.fullName')} autoComplete="name" required autoFocus />
      <FormTextField
        field={fields.phone}
        type="tel"
        label={t('auth.phone')}
        placeholder={t('auth.phonePlaceholder')}
        hint={t('support.phoneHint')}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <FormTextField
        field={fields.message}
        label={t('support.message')}
        required
        multiline
        rows={5}
        // maxLength stops typing at the limit (it counts UTF-16 units: an emoji counts 2, never fewer than the server's code points).
        slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_MAX, 'data-max-characters': SUPPORT_MESSAGE_MAX, 'data-counter': COUNTER_ID } }}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{messageError}</span>
            <Box
              component="span"
              id={COUNTER_ID}
              data-digits={language === 'ne' ? 'devanagari' : undefined}
              data-over={String(count > SUPPORT_MESSAGE_MAX)}
              sx={{ flexShrink: 0, '&[data-over="true"]': { color: 'error.main', fontWeight: 700 } }}
            >
              {t('support.counter', { count: localDigits(count, language), max: localDigits(SUPPORT_MESSAGE_MAX, language) })}
            </Box>
          </Box>
        }
      />
      <FormErrors errors={form.errors} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {t('support.submit')}
      </Button>
    </Form>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'support.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
