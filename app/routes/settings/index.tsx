// /settings and /settings/:section (routes Settings and SettingsSection, spec §2.20, §4.11): the side menu (General:
// Account, Appearance, Notification; Security: Change Password; Miscellaneous: Backups) and one
// section per URL, Account by default. Every form is a plain post that saves, so it all works
// without JavaScript; the browser gets no validation code (the server's messages come back), only
// the page script's password comforts (Show/Hide, the strength label, the confirmation's message).
import { data } from 'react-router'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { SettingsPage } from '~/components/settings/settings-layout'
import { SettingsSectionView } from '~/components/settings/sections'
import { isSettingsSection, settingsPath } from '~/components/settings/settings-sections'
import { getMemberSettings } from '~/services/accounts/member-settings.server'
import type { Route } from './+types/index'
import { saveSettingsForm } from './settings.server'
import { passOnHeaders } from '~/web/route-headers'
import { readIntentForm, signedIn } from '~/web/route-kit.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

function sectionOf(param: string | undefined) {
  const section = param ?? 'account'
  if (!isSettingsSection(section)) throw data(null, { status: 404 })
  return section
}

// A refused form keeps its action's headers (Retry-After on a 429).
export const headers = passOnHeaders

export async function loader({ params, context }: Route.LoaderArgs) {
  const member = signedIn(context).member
  const section = sectionOf(params.section)
  return { section, settings: await getMemberSettings(member.id) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { member, language } = signedIn(context)
  // The section's own address (request.url may be the data request's, e.g. /settings.data).
  const path = settingsPath(sectionOf(params.section))
  const who = { memberId: member.id, language }
  const { formData, intent } = await readIntentForm(request)
  return saveSettingsForm(intent, who, formData, path, request)
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage section={loaderData.section}>
      <SettingsSectionView section={loaderData.section} settings={loaderData.settings} actionData={actionData ?? undefined} />
    </SettingsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'settings.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
