import { createCookie } from 'react-router'
import { z } from 'zod'

export const ThemeSchema = z.enum(['light', 'dark'])
export type ThemeMode = z.infer<typeof ThemeSchema>

export const themeCookie = createCookie('theme', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 })

/** The member's saved theme wins; otherwise the cookie; otherwise light. */
export async function resolveTheme(request: Request, member?: { theme: 'LIGHT' | 'DARK' } | null): Promise<ThemeMode> {
  if (member) return member.theme === 'DARK' ? 'dark' : 'light'
  const parsed = ThemeSchema.safeParse(await themeCookie.parse(request.headers.get('cookie')))
  return parsed.success ? parsed.data : 'light'
}
