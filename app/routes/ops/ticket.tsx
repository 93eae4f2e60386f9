// /ops/tickets/:id (OpsTicket): one ticket: reply by SMS to its phone (through the outbox, so it is
// in the SMS log), internal notes, its status, and for a wrongful-use report the claim freeze.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RouteErrorPage } from '~/components/error-page'
import { OpsForm, OpsPage, OpsSection, ReasonForm } from '~/components/ops/ops-parts'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { TextField } from '~/components/text-field'
import { toNationalNumber } from '~/domain/phone'
import { useT } from '~/i18n'
import { TICKET_STATUSES } from '~/domain/support-tickets'
import { addTicketNote, getTicket, replyToTicket, setClaimFreeze, setTicketStatus } from '~/services/ops/support-desk.server'
import { opsAction, operatorOf } from '~/web/ops.server'
import { idParam, loadOrThrow, readIntentForm } from '~/web/route-kit.server'
import type { Route } from './+types/ticket'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params }: Route.LoaderArgs) {
  const { smsStatus, ...ticket } = await loadOrThrow(getTicket(idParam(params.id)))
  return { ticket, smsStatus }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { operator, language } = operatorOf(context)
  const ticketId = idParam(params.id)
  const { formData, intent } = await readIntentForm(request)
  const back = `/ops/tickets/${ticketId}`
  return opsAction(intent, language, back, async () => {
    switch (intent) {
      case 'reply':
        return replyToTicket(operator, ticketId, formData.get('body'))
      case 'note':
        return addTicketNote(operator, ticketId, formData.get('body'))
      case 'status':
        return setTicketStatus(operator, ticketId, formData.get('status'))
      case 'freeze':
      case 'thaw':
        return setClaimFreeze(operator, ticketId, intent === 'freeze', formData.get('reason'))
      default:
        return setTicketStatus(operator, ticketId, null)
    }
  })
}

export default function OpsTicket({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { ticket, smsStatus } = loaderData
  return (
    <OpsPage title={t('ops.ticket.number', { number: ticket.id })}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t(`ops.kind.${ticket.kind}`)} · {t(`ops.status.${ticket.status}`)} · {ticket.name} · {ticket.phone ? toNationalNumber(ticket.phone) : t('ops.ticket.noPhone')}
      </Typography>
      <Typography sx={{ my: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{ticket.message}</Typography>
      {ticket.freezesClaims ? <Typography color="warning.main">{t('ops.ticket.frozen')}</Typography> : null}

      <OpsSection title={t('ops.ticket.history')}>
        <Box component="ul" sx={{ pl: 2 }}>
          {ticket.notes.map((note) => (
            <li key={note.id} style={{ overflowWrap: 'anywhere' }}>
              {note.smsMessageId === null ? t('ops.ticket.noted') : t('ops.ticket.replied', { status: smsStatus[note.smsMessageId] ?? '' })}: {note.body}
            </li>
          ))}
        </Box>
      </OpsSection>

      {ticket.phone ? (
        <OpsSection title={t('ops.ticket.reply')}>
          <OpsForm intent="reply" label={t('ops.ticket.send')} reply={actionData} primary>
            <TextField id="reply-body" name="body" label={t('ops.ticket.replyLabel', { phone: toNationalNumber(ticket.phone) })} multiline rows={3} fullWidth slotProps={{ htmlInput: { maxLength: 300 } }} />
          </OpsForm>
        </OpsSection>
      ) : null}

      <OpsSection title={t('ops.ticket.note')}>
        <OpsForm intent="note" label={t('ops.ticket.addNote')} reply={actionData}>
          <TextField id="note-body" name="body" label={t('ops.ticket.note')} multiline rows={2} fullWidth />
        </OpsForm>
      </OpsSection>

      <OpsSection title={t('ops.ticket.status')}>
        <OpsForm intent="status" label={t('ops.ticket.setStatus')} reply={actionData}>
          <TextField id="ticket-status" name="status" label={t('ops.ticket.status')} select defaultValue={ticket.status}>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`ops.status.${s}`)}
              </option>
            ))}
          </TextField>
        </OpsForm>
      </OpsSection>

      {ticket.kind === 'WRONGFUL_USE' && ticket.phone ? (
        <OpsSection title={t('ops.ticket.claims')}>
          <ReasonForm intent={ticket.freezesClaims ? 'thaw' : 'freeze'} label={t(ticket.freezesClaims ? 'ops.ticket.thaw' : 'ops.ticket.freeze')} reply={actionData} />
        </OpsSection>
      ) : null}
    </OpsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'ops.nav.desk')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
