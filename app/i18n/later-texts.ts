// Which texts the browser downloads only when a screen draws one (page weight, ADR 028): the areas
// few screens use, named by the first word of their keys. Every key of an area file listed in
// browser-<group>.<language>.ts starts with one of its group's words (messages.test.ts checks);
// texts other screens draw too live in shared.en.ts, which comes with the first download.
export const LATER_GROUPS = {
  agreement: ['proof', 'gatewayAttempt', 'changes'],
  papers: ['settlement', 'tenantCorrection', 'lease', 'identity'],
  account: ['billing', 'audit', 'myRent', 'report', 'paymentQr', 'payByQr', 'repair'],
} as const

export type LaterGroup = keyof typeof LATER_GROUPS

const groupOfWord = new Map<string, LaterGroup>(
  Object.entries(LATER_GROUPS).flatMap(([group, words]) => words.map((word) => [word, group as LaterGroup] as const)),
)

/** The later group a key belongs to, if any. */
export function laterGroupOf(key: string): LaterGroup | undefined {
  return groupOfWord.get(key.slice(0, key.indexOf('.')))
}
