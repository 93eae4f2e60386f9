// What a Content-Security-Policy lets run: the opening tags of the page's scripts that the policy's
// script-src would block (a nonce it does not name, an inline script whose hash it does not list).
import { createHash } from 'node:crypto'

export function blockedScripts(policy: string, html: string): string[] {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? []
  const blocked: string[] = []
  for (const [, tag = '', source = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    const nonce = /\bnonce="([^"]*)"/.exec(tag)?.[1]
    const src = /\bsrc="([^"]*)"/.exec(tag)?.[1]
    const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`
    const admitted =
      (nonce !== undefined && scriptSrc.includes(`'nonce-${nonce}'`)) ||
      (src !== undefined ? src.startsWith('/') && scriptSrc.includes("'self'") : scriptSrc.includes(hash))
    if (!admitted) blocked.push(tag)
  }
  return blocked
}
