// Text limits the way the database counts them: PostgreSQL's VARCHAR(n) counts characters (code
// points), and a browser sends a textarea's line breaks as CRLF while its counter sees LF.

/** Line breaks as one LF each, as a textarea shows them and as we store them. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}

/** Characters as VARCHAR(n) counts them: code points, so ने (two code points) counts 2 and 😀 counts 1. */
export function countCharacters(text: string): number {
  let count = 0
  for (const _character of normalizeLineBreaks(text)) count += 1
  return count
}
