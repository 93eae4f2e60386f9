// English texts: Landing page, plans, support, legal pages and the cookie banner (issue 7). site.ne.ts must have every key (type-checked).
export const siteEn = {
} as const
