// /properties/{id}/team (route PropertyTeam, ADR 041): who runs the property besides its owner,
// the invitations waiting, and the owner's forms: invite by phone with a role (a co-owner with a
// share), change a role, remove a person, cancel an invitation. Co-owners, managers and viewers
// see the page without the forms; a collector does not see it (404); a post by anyone but the
// owner is a 403. Bad input comes back to its form (400) with nothing changed.
import Typography from '@mui/material/Typography'
import { z } from 'zod'
import { localDigits } from '~/domain/devanagari-digits'
import { toNationalNumber } from '~/domain/phone'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { InvitationsCard, InviteCard, PeopleCard, personFormId, TEAM_INTENTS } from '~/components/team/team-cards'
import { type MessageKey, translate, useT } from '~/i18n'
import { InvitationInputSchema, TeamRoleInputSchema } from '~/schemas/team-schemas'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { cancelInvitation, changeTeamRole, getTeam, inviteToProperty, type OpenInvitation, removeFromTeam } from '~/services/team/team.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { formRefusalOf } from '~/web/refusal.server'
import { allowOrThrow, idField, idParam, loadOrThrow, readIntentForm, type Replyable, replyTo, requireSightOrThrow, type SignedIn, signedIn } from '~/web/route-kit.server'
import { propertyAccess } from '~/services/team/access.server'
import type { Route } from './+types/team'

// Plain posts the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

const PersonSchema = z.object({ memberId: z.string() })
const InvitationIdSchema = z.object({ invitationId: z.string() })

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { team: await loadOrThrow(getTeam(member.id, idParam(params.id))), formKey: newFormKey() }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = signedIn(context)
  // A collector does not see the team (404); anyone but the owner is refused before their form is read (403).
  const access = requireSightOrThrow(await loadOrThrow(propertyAccess(who.member.id, idParam(params.id))), 'team:view')
  allowOrThrow(access, 'team:manage')
  const { propertyId } = access
  const done = (message: MessageKey, params?: Record<string, string>) =>
    redirectWithToast(`/properties/${propertyId}/team`, { type: 'success', message: translate(who.language, message, params) })
  const { formData, intent } = await readIntentForm(request)

  if (intent === TEAM_INTENTS.invite) {
    const submission = parseForm(formData, InvitationInputSchema)
    if (submission.status !== 'success') return replyTo(intent, submission)
    return attempt(who, intent, submission, async () => {
      // Once per render of the form: a second tap of Invite (no JavaScript to stop it) is told the first's answer.
      const phone = await writeFormOnce(
        formData,
        { memberId: who.member.id, pageUrl: `/properties/${propertyId}/team`, input: submission.value },
        (guard) => inviteToProperty(who.member.id, propertyId, submission.value, { guard }),
        (invitation: OpenInvitation) => invitation.phone,
      )
      return done('team.invited', { phone: localDigits(toNationalNumber(phone), who.language) })
    })
  }
  if (intent === TEAM_INTENTS.changeRole || intent === TEAM_INTENTS.remove) {
    const person = idField(formData, 'memberId')
    const formId = personFormId(person)
    if (intent === TEAM_INTENTS.remove) {
      const submission = parseForm(formData, PersonSchema)
      return attempt(who, formId, submission, async () => {
        const { name } = await removeFromTeam(who.member.id, propertyId, person)
        return done('team.removed', { name })
      })
    }
    const submission = parseForm(formData, TeamRoleInputSchema)
    if (submission.status !== 'success') return replyTo(formId, submission)
    return attempt(who, formId, submission, async () => {
      await changeTeamRole(who.member.id, propertyId, person, submission.value)
      return done('team.roleChanged')
    })
  }
  const submission = parseForm(formData, InvitationIdSchema)
  const invitationId = idField(formData, 'invitationId')
  return attempt(who, TEAM_INTENTS.invite, submission, async () => {
    await cancelInvitation(who.member.id, propertyId, invitationId)
    return done('team.invitationCancelled')
  })
}

/** Runs a change; a refusal (a 403 for anyone but the owner, a full plan, shares over 100 %) comes back to the form that asked. */
async function attempt(who: SignedIn, formId: string, submission: Replyable, change: () => Promise<Response>) {
  try {
    return await change()
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'property team', unexpected: 'team.changeFailed' })
    return replyTo(formId, submission, { formErrors, fieldErrors }, status)
  }
}

export default function PropertyTeam({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { team, formKey } = loaderData
  return (
    <PageFrame title={t('team.title')} subtitle={team.property.name} back={{ to: `/properties/${team.property.id}`, label: team.property.name }}>
      <Typography>{team.role === 'OWNER' ? t('team.intro', { property: team.property.name }) : t('team.youAre', { role: t(`team.role.${team.role}`) })}</Typography>
      {/* The owner's form first: without JavaScript a flash message stays over the page's foot. */}
      {team.role === 'OWNER' && <InviteCard team={team} actionData={actionData} formKey={formKey} />}
      <PeopleCard team={team} actionData={actionData} />
      <InvitationsCard team={team} />
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'team.title')
  return [{ title: loaderData ? `${loaderData.team.property.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="properties.title" backTo="/properties" />
}
