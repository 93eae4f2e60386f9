// POST /preferences: switch the interface language or the theme, then go back where the
// visitor was. A plain form post, so it works without JavaScript.
import { redirect } from 'react-router'
import { z } from 'zod'
import { LANGUAGES } from '~/i18n'
import { languageCookie } from '~/utils/language.server'
import { ThemeSchema, themeCookie } from '~/utils/theme.server'
import type { Route } from './+types/preferences'

const PreferencesSchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  theme: ThemeSchema.optional(),
  // Only same-site paths: never an open redirect.
  redirectTo: z
    .string()
    .regex(/^\/(?![/\\])/)
    .catch('/'),
})

export async function action({ request }: Route.ActionArgs) {
  const parsed = PreferencesSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return redirect('/', { status: 303 })
  const { language, theme, redirectTo } = parsed.data
  const headers = new Headers()
  if (language) headers.append('Set-Cookie', await languageCookie.serialize(language))
  if (theme) headers.append('Set-Cookie', await themeCookie.serialize(theme))
  return redirect(redirectTo, { status: 303, headers })
}

export function loader() {
  return redirect('/')
}
