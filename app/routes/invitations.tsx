// /invitations (route Invitations, ADR 041): the invitations to the signed-in member's phone to
// help run someone's property, each with Accept and Decline. The invitation's text links here; a
// newcomer signs up with that phone first (the sign-in comes back here). Accepting opens the
// property; an invitation no longer open says so on the page (409) and changes nothing.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { z } from 'zod'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { Button } from '~/components/button'
import { FormErrors } from '~/components/form/form-message'
import { replyErrors } from '~/components/form/form-status'
import { useFormat } from '~/components/format/dates-and-money'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { nepalToday } from '~/domain/nepal-time'
import { translate, useT } from '~/i18n'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { answerInvitation, listMyInvitations } from '~/services/team/team.server'
import { formRefusalOf } from '~/web/refusal.server'
import { idField, readIntentForm, replyTo, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/invitations'

// Plain posts the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export const ANSWER_INTENTS = { accept: 'accept', decline: 'decline' } as const
const AnswerSchema = z.object({ invitationId: z.string() })

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { invitations: await listMyInvitations(member.id) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const { formData, intent } = await readIntentForm(request)
  const submission = parseForm(formData, AnswerSchema)
  const invitationId = idField(formData, 'invitationId')
  const accept = intent === ANSWER_INTENTS.accept
  try {
    const { propertyId, propertyName } = await answerInvitation(who.member.id, invitationId, accept)
    if (!accept) return redirectWithToast('/invitations', { type: 'success', message: translate(who.language, 'invitations.declined') })
    return redirectWithToast(`/properties/${propertyId}`, { type: 'success', message: translate(who.language, 'invitations.accepted', { property: propertyName }) })
  } catch (error) {
    const { status, formErrors } = formRefusalOf(error, who.language, { form: 'invitation answer', unexpected: 'team.changeFailed' })
    return replyTo(ANSWER_INTENTS.accept, submission, { formErrors }, status)
  }
}

export default function Invitations({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const format = useFormat()
  return (
    <PageFrame title={t('invitations.title')}>
      <FormErrors errors={replyErrors(actionData, ANSWER_INTENTS.accept)} />
      {loaderData.invitations.length === 0 && <Typography>{t('invitations.none')}</Typography>}
      {loaderData.invitations.map((invitation) => (
        <DetailsCard key={invitation.id} id={`invitation-${invitation.id}`} title={invitation.propertyName}>
          <Typography>{t('invitations.from', { name: invitation.ownerName, property: invitation.propertyName, role: t(`team.role.${invitation.role}`) })}</Typography>
          {invitation.sharePercent !== null && <Typography>{t('team.shareValue', { share: format.digits(invitation.sharePercent) })}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {t(`team.roleHelp.${invitation.role}`)} {t('team.expires', { date: format.date(nepalToday(new Date(invitation.expiresAt)), 'AD') })}
          </Typography>
          <Form method="post">
            <input type="hidden" name="invitationId" value={invitation.id} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
              <Button type="submit" name="intent" value={ANSWER_INTENTS.accept} variant="contained">
                {t('invitations.accept')}
              </Button>
              <Button type="submit" name="intent" value={ANSWER_INTENTS.decline} variant="outlined">
                {t('invitations.decline')}
              </Button>
            </Box>
          </Form>
        </DetailsCard>
      ))}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'invitations.title')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="invitations.title" backTo="/dashboard" />
}
