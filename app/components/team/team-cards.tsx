// The Team page's parts (ADR 041): the people around a property with their roles and shares,
// the invitations waiting for an answer, and the owner's forms (invite, change a role, remove,
// cancel). Plain forms posted to the page (app/routes/properties/team.tsx), each named by its
// intent; without JavaScript too. Only the owner sees the forms.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { Button } from '~/components/button'
import { PhoneField, FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { FormKeyField } from '~/components/form/form-key-field'
import { decimalInput, SelectField, twoColumns } from '~/components/form/form-parts'
import { getFormProps, useForm } from '~/components/form/form-state'
import { replyErrors, replyFor, type StepReplyData } from '~/components/form/form-status'
import { useBindField } from '~/components/form/messages'
import { useFormat } from '~/components/format/dates-and-money'
import { nepalToday } from '~/domain/nepal-time'
import { toNationalNumber } from '~/domain/phone'
import { INVITED_ROLES, type InvitedRole } from '~/domain/property-roles'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import type { TeamPerson, TeamView } from '~/services/team/team.server'

export const TEAM_INTENTS = { invite: 'invite', changeRole: 'change-role', remove: 'remove', cancelInvitation: 'cancel-invitation' } as const

/** One form per person, told apart by the person: its reply (a refused role or removal) shows on it. */
export const personFormId = (memberId: number) => `person-${memberId}`

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' } as const

function useRoleWords() {
  const t = useT()
  const format = useFormat()
  return (role: InvitedRole, sharePercent: number | null) =>
    sharePercent === null ? t(`team.role.${role}`) : `${t(`team.role.${role}`)} · ${t('team.shareValue', { share: format.digits(sharePercent) })}`
}

function RoleChoices() {
  const t = useT()
  return INVITED_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`team.role.${role}`)}
    </option>
  ))
}

export function PeopleCard({ team, actionData }: { team: TeamView; actionData: StepReplyData | undefined }) {
  const t = useT()
  const format = useFormat()
  const roleWords = useRoleWords()
  const isOwner = team.role === 'OWNER'
  return (
    <DetailsCard id="team-people" title={t('team.people')}>
      <Box sx={row} component="div">
        <Typography sx={{ fontWeight: 600 }}>{team.owner.name}</Typography>
        <Typography color="text.secondary">
          {t('team.role.OWNER')} · {t('team.shareValue', { share: format.digits(team.owner.sharePercent) })}
        </Typography>
      </Box>
      {team.people.length === 0 && <Typography sx={{ pt: 1 }}>{t('team.nobody')}</Typography>}
      {team.people.map((person) => (
        <Box key={person.memberId} sx={row} data-testid="team-person">
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{person.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {format.digits(toNationalNumber(person.phone))} · {roleWords(person.role, person.sharePercent)}
            </Typography>
          </Box>
          {isOwner && <PersonForms person={person} actionData={actionData} />}
        </Box>
      ))}
    </DetailsCard>
  )
}

/** The owner's forms for one person: another role (and share), or off the team. */
function PersonForms({ person, actionData }: { person: TeamPerson; actionData: StepReplyData | undefined }) {
  const t = useT()
  const bind = useBindField()
  const message = useMessage()
  const intent = personFormId(person.memberId)
  const [form, fields] = useForm<{ role: string; sharePercent: string }>({
    id: intent,
    lastResult: replyFor(actionData, intent),
    defaultValue: { role: person.role, sharePercent: person.sharePercent === null ? '' : String(person.sharePercent) },
  })
  return (
    <Box sx={{ width: '100%' }}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="memberId" value={person.memberId} />
        <Box sx={twoColumns}>
          <SelectField field={bind(fields.role)} label={t('team.role')} placeholder={t('form.choose')}>
            <RoleChoices />
          </SelectField>
          <FormTextField field={bind(fields.sharePercent)} label={t('team.sharePercent')} autoComplete="off" slotProps={decimalInput} />
        </Box>
        <FormErrors errors={replyErrors(actionData, intent)?.map(message)} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button type="submit" name="intent" value={TEAM_INTENTS.changeRole} variant="outlined">
            {t('team.changeRole')}
          </Button>
          <Button type="submit" name="intent" value={TEAM_INTENTS.remove} color="error" variant="outlined" aria-label={`${t('team.remove')}: ${person.name}`}>
            {t('team.remove')}
          </Button>
        </Box>
      </Form>
    </Box>
  )
}

export function InvitationsCard({ team }: { team: TeamView }) {
  const t = useT()
  const format = useFormat()
  const roleWords = useRoleWords()
  if (team.invitations.length === 0) return null
  return (
    <DetailsCard id="team-invitations" title={t('team.pending')}>
      {team.invitations.map((invitation) => (
        <Box key={invitation.id} sx={row} data-testid="team-invitation">
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{format.digits(toNationalNumber(invitation.phone))}</Typography>
            <Typography variant="body2" color="text.secondary">
              {roleWords(invitation.role, invitation.sharePercent)} · {t('team.expires', { date: format.date(nepalToday(new Date(invitation.expiresAt)), 'AD') })}
            </Typography>
          </Box>
          {team.role === 'OWNER' && (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="invitationId" value={invitation.id} />
              <Button type="submit" name="intent" value={TEAM_INTENTS.cancelInvitation} variant="outlined">
                {t('team.cancelInvitation')}
              </Button>
            </Form>
          )}
        </Box>
      ))}
    </DetailsCard>
  )
}

export function InviteCard({ team, actionData, formKey }: { team: TeamView; actionData: StepReplyData | undefined; formKey: string }) {
  const t = useT()
  const format = useFormat()
  const bind = useBindField()
  const message = useMessage()
  const [form, fields] = useForm<{ phone: string; role: string; sharePercent: string }>({ id: TEAM_INTENTS.invite, lastResult: replyFor(actionData, TEAM_INTENTS.invite) })
  return (
    <DetailsCard id="team-invite" title={t('team.inviteTitle')}>
      <Typography variant="body2" color="text.secondary">
        {t('team.seats', { used: format.digits(team.seats.used), seats: format.digits(team.seats.total) })}
      </Typography>
      <Box component="dl" sx={{ mt: 1, mb: 0 }}>
        {INVITED_ROLES.map((role) => (
          <Box key={role} sx={{ mt: 1 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t(`team.role.${role}`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {t(`team.roleHelp.${role}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value={TEAM_INTENTS.invite} />
        <FormKeyField value={formKey} />
        <PhoneField field={bind(fields.phone)} />
        <Box sx={twoColumns}>
          <SelectField field={bind(fields.role)} label={t('team.role')} placeholder={t('form.choose')}>
            <RoleChoices />
          </SelectField>
          <FormTextField field={bind(fields.sharePercent)} label={t('team.sharePercent')} hint={t('team.shareHint')} autoComplete="off" slotProps={decimalInput} />
        </Box>
        <FormErrors errors={replyErrors(actionData, TEAM_INTENTS.invite)?.map(message)} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('team.invite')}
        </Button>
      </Form>
    </DetailsCard>
  )
}
