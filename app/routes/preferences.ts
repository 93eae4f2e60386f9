// POST /preferences: switch the interface language or the theme, then go back where the
// visitor was. A plain form post, so it works without JavaScript. A signed-in member's choice is
// saved on the member too (the member's language is also their SMS language, ADR 010).
import { redirect } from 'react-router'
import { z } from 'zod'
import { LANGUAGES } from '~/i18n'
import { updateMemberLanguage, updateMemberTheme } from '~/services/accounts/member-settings.server'
import { getSessionMember } from '~/services/accounts/session.server'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import { languageCookie } from '~/server/language.server'
import { safeRedirect } from '~/server/safe-redirect'
import { ThemeSchema, themeCookie } from '~/server/theme.server'
import type { Route } from './+types/preferences'

const PreferencesSchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  theme: ThemeSchema.optional(),
  redirectTo: z.unknown().transform((target) => safeRedirect(target, '/')),
})

const MEMBER_LANGUAGE = { en: 'ENG', ne: 'NEP' } as const
const MEMBER_THEME = { light: 'LIGHT', dark: 'DARK' } as const

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseFormFields(await readFormData(request), PreferencesSchema)
  if (!parsed.success) return redirect('/', { status: 303 })
  const { language, theme, redirectTo } = parsed.data
  const member = await getSessionMember(request)
  if (member && language) await updateMemberLanguage(member.id, MEMBER_LANGUAGE[language])
  if (member && theme) await updateMemberTheme(member.id, MEMBER_THEME[theme])
  const headers = new Headers()
  if (language) headers.append('Set-Cookie', await languageCookie.serialize(language))
  if (theme) headers.append('Set-Cookie', await themeCookie.serialize(theme))
  return redirect(redirectTo, { status: 303, headers })
}

export function loader() {
  return redirect('/')
}
