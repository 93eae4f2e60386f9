// The one gate for redirect targets a visitor supplies (redirectTo in a form or a query): the
// target must be a path on this app, or the caller's fallback is used instead (ADR 016).
//
// Browsers strip tabs and newlines from a Location and read a backslash as a slash, so a
// target like "/\t/evil.example" or "/\\evil.example" passes a "starts with one slash" check
// and still lands on another site. So: no control, whitespace or backslash character, neither
// raw nor percent-encoded, and the target must resolve to this app's own origin.

// A stand-in for the origin that served the request: only "is the result on the same origin as
// its base" matters, and that holds for the real origin exactly when it holds for this one.
const APP_ORIGIN = 'http://app.bhadaa.invalid'

// \p{Cc}: C0 controls, DEL, C1 controls; \s: every Unicode space and line/paragraph separator.
const UNSAFE_CHARACTER = /[\p{Cc}\s\\]/u

/** The target with its percent escapes decoded; byte escapes of a broken UTF-8 sequence one by one. */
function percentDecoded(target: string) {
  try {
    return decodeURIComponent(target)
  } catch {
    return target.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
}

/**
 * `target` as a same-origin path ("/path?query#hash", normalised and percent-encoded, so it is
 * always a valid Location header), or `fallback` when it is missing or could leave the app.
 */
export function safeRedirect(target: unknown, fallback = '/dashboard'): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback
  if (UNSAFE_CHARACTER.test(target) || UNSAFE_CHARACTER.test(percentDecoded(target))) return fallback
  let url: URL
  try {
    url = new URL(target, APP_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== APP_ORIGIN) return fallback
  return url.pathname + url.search + url.hash
}
