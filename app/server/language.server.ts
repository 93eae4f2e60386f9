// The interface language: the member's choice first, then the `lang` cookie, then the
// browser's Accept-Language, then English.
import { createCookie } from 'react-router'
import { isLanguage, type Language } from '~/i18n'

export const languageCookie = createCookie('lang', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 })

const MEMBER_LANGUAGE = { NEP: 'ne', ENG: 'en' } as const satisfies Record<string, Language>

export function preferredFromAcceptLanguage(header: string | null): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())).find(Boolean)
      return { tag: tag.toLowerCase(), q: q ? Number(q[1]) : 1 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    const base = tag.split('-')[0]
    if (isLanguage(base)) return base
  }
  return undefined
}

export async function resolveLanguage(
  request: Request,
  member?: { prefLanguage: keyof typeof MEMBER_LANGUAGE } | null,
): Promise<Language> {
  if (member) return MEMBER_LANGUAGE[member.prefLanguage]
  const fromCookie: unknown = await languageCookie.parse(request.headers.get('cookie'))
  if (isLanguage(fromCookie)) return fromCookie
  return preferredFromAcceptLanguage(request.headers.get('accept-language')) ?? 'en'
}
