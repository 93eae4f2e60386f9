// /settings/activity (SettingsActivity): the member's part of the audit log (sign-ins
// from new devices, password and plan changes, gateway keys, bank QRs, terminations, voids, what operators
// did to the account) and support access: letting the operators read their tenants for a support
// case, for 7 days, or ending it early. Plain posts: works without JavaScript.
import Typography from '@mui/material/Typography'
import { Form, redirect } from 'react-router'
import { Button } from '~/components/button'
import { RouteErrorPage } from '~/components/error-page'
import { AuditList } from '~/components/ops/audit-list'
import { titleMeta } from '~/components/route-meta'
import { SettingsPage } from '~/components/settings/settings-layout'
import { formatNepalTime } from '~/components/format/nepal-time'
import { useLanguage, useT } from '~/i18n'
import { listAudit } from '~/services/audit.server'
import { getSupportAccess, setSupportAccess } from '~/services/ops/members.server'
import { readIntentForm, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/activity'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Plain posts and a list: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const [audit, supportAccess] = await Promise.all([listAudit({ memberId: member.id }), getSupportAccess(member.id)])
  return { items: audit.items, supportAccessUntil: supportAccess?.toISOString() ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { member } = signedIn(context)
  const { intent } = await readIntentForm(request)
  await setSupportAccess(member.id, intent === 'allow')
  return redirect('/settings/activity', { status: 303 })
}

export default function SettingsActivity({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const language = useLanguage()
  const until = loaderData.supportAccessUntil
  return (
    <SettingsPage section="activity">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('audit.supportAccess')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{until ? t('audit.supportAccessUntil', { date: formatNepalTime(until, language) }) : t('audit.supportAccessText')}</Typography>
      <Form method="post">
        <Button type="submit" name="intent" value={until ? 'end' : 'allow'} variant="outlined">
          {t(until ? 'audit.supportAccessEnd' : 'audit.supportAccessAllow')}
        </Button>
      </Form>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        {t('settings.activity')}
      </Typography>
      <AuditList items={loaderData.items} />
    </SettingsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'settings.activity')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
