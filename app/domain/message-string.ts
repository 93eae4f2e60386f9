// A message as one string, for the places that carry only text (a zod issue, a conform field error,
// a flash cookie): `code?name=value&name2=value2`, the parameters URL-encoded. Here, not in
// app/i18n, because the parsers of app/domain (dates, money, areas) answer with messages too and
// may import nothing (ADR 019, ADR 020); app/i18n/message.ts types the codes and renders them.

export type MessageParams = Record<string, string | number>

/** 'form.maxLength?max=80' from ('form.maxLength', { max: 80 }); just the code without params. */
export function messageString(code: string, params: MessageParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString()
  return query ? `${code}?${query}` : code
}

/** A code: dotted names of letters and digits ('agreement.error.unitTaken'), no spaces. */
const CODE = /^[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+$/

/** The code and params of a message string, or null when `text` is a sentence, not a code. */
export function parseMessageString(text: string): { code: string; params: Record<string, string> } | null {
  const mark = text.indexOf('?')
  const code = mark === -1 ? text : text.slice(0, mark)
  if (!CODE.test(code)) return null
  const params = mark === -1 ? {} : Object.fromEntries(new URLSearchParams(text.slice(mark + 1)))
  return { code, params }
}
