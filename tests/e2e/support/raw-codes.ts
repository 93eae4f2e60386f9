// Finds codes where words belong: what a page says must never be a stored or internal code
// (an enum value such as `PLUS` or `BANK_TRANSFER`, a message key or audit action such as
// `operator.ticketReply`, an audit target such as `agreement:2`, an SMS template such as
// `agreement-renewed`). The page's text is read as its nodes hold it (CSS upper-casing aside).
import { expect, type Page } from '@playwright/test'
import * as enums from '../../../app/generated/prisma/enums'
import { SMS_TEMPLATES } from '../../../app/domain/sms/templates'

/** Enum values that are words or abbreviations people read as such. */
const READABLE = new Set(['AD', 'BS', 'API', 'QR'])
const ENUM_VALUES = [...new Set(Object.values(enums as Record<string, Record<string, string>>).flatMap((values) => Object.values(values)))].filter(
  (value) => !READABLE.has(value),
)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')

const CODE_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'an enum value', pattern: new RegExp(`(?<![\\w-])(?:${ENUM_VALUES.map(escape).join('|')})(?![\\w-])`, 'g') },
  { name: 'a SCREAMING_CASE code', pattern: /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g },
  { name: 'a dotted code', pattern: /\b[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*){2,}\b|\b[a-z][a-zA-Z]*\.[a-z][a-z]*[A-Z][a-zA-Z]*\b/g },
  { name: 'a kind:id target', pattern: /\b[a-z][a-zA-Z]*:[A-Za-z0-9]+\b/g },
  { name: 'an SMS template name', pattern: new RegExp(`\\b(?:${SMS_TEMPLATES.filter((name) => name.includes('-')).map(escape).join('|')})\\b`, 'g') },
]

/** Addresses are not codes: links, e-mail addresses and host names are left out before the search. */
function withoutAddresses(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:com|np|org|net|io|local)\b/g, ' ')
}

/** Every code in `text`, with what kind of code it looks like. */
export function rawCodesIn(text: string): string[] {
  const clean = withoutAddresses(text)
  return CODE_PATTERNS.flatMap(({ name, pattern }) => [...clean.matchAll(pattern)].map((match) => `${name}: "${match[0]}"`))
}

/** The page's text, node by node (scripts, styles and the SVG of icons left out). */
export async function pageText(page: Page): Promise<string> {
  // A plain walk: with JavaScript off, the page runs no callbacks (a TreeWalker's filter).
  return page.evaluate(() => {
    const parts: string[] = []
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
      else if (!(node instanceof Element && node.matches('script, style, noscript, template'))) node.childNodes.forEach(walk)
    }
    walk(document.body)
    return parts.join(' ')
  })
}

export async function expectNoRawCodes(page: Page, { soft = false } = {}) {
  const matcher = soft ? expect.soft : expect
  matcher(rawCodesIn(await pageText(page)), `codes on ${page.url()}`).toEqual([])
}
