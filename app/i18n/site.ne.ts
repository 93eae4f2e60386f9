// Nepali texts: Landing page, plans, support, legal pages and the cookie banner (issue 7).
import type { siteEn } from './site.en'

export const siteNe: Record<keyof typeof siteEn, string> = {
}
