// How many SMS parts a text costs. GSM-7 (3GPP TS 23.038 default alphabet) carries 160 septets, or
// 153 per part once split (the rest is the concatenation header). One character outside it, such as
// any Devanagari, switches the whole message to UCS-2: 70 UTF-16 code units, 67 per part.

export type SmsEncoding = 'GSM-7' | 'UCS-2'
export type SmsSegments = {
  encoding: SmsEncoding
  /** Septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2. */
  units: number
  /** 0 for an empty text, which cannot be sent. */
  segments: number
  /** Capacity of each part: 160/70 for a single message, 153/67 once split. */
  perSegment: number
}

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
// Sent as ESC + character, so each costs two septets.
const GSM_EXTENSION = new Set('\f^{}\\[]~|€')

const LIMITS = {
  'GSM-7': { single: 160, multipart: 153 },
  'UCS-2': { single: 70, multipart: 67 },
} as const

/** Septets per UTF-16 code unit: 1 for the basic alphabet, 2 for an extension character, 0 outside GSM-7. */
const GSM_COST = new Uint8Array(0x10000)
for (const character of GSM_BASIC) GSM_COST[character.charCodeAt(0)] = 1
for (const character of GSM_EXTENSION) GSM_COST[character.charCodeAt(0)] = 2

// Counted with a table and a loop, no arrays: the reminder scan counts tens of thousands of texts
// at once, each several times while its names are fitted.
export function countSmsSegments(text: string): SmsSegments {
  const septets = gsm7Septets(text)
  const encoding: SmsEncoding = septets === null ? 'UCS-2' : 'GSM-7'
  // UCS-2 costs a code unit per code unit: a character outside the BMP (a surrogate pair) costs 2.
  const units = septets ?? text.length
  const { single, multipart } = LIMITS[encoding]
  if (units <= single) return { encoding, units, segments: units === 0 ? 0 : 1, perSegment: single }

  // Phones do not split an escape sequence or a surrogate pair across parts, so a character that
  // does not fit in what is left of a part starts the next one.
  let segments = 1
  let used = 0
  for (const character of text) {
    const cost = encoding === 'GSM-7' ? GSM_COST[character.charCodeAt(0)]! : character.length
    if (used + cost > multipart) {
      segments++
      used = 0
    }
    used += cost
  }
  return { encoding, units, segments, perSegment: multipart }
}

/** The text's septets in GSM-7, or null when a character is outside it. */
function gsm7Septets(text: string): number | null {
  let septets = 0
  for (let index = 0; index < text.length; index++) {
    const cost = GSM_COST[text.charCodeAt(index)]!
    if (cost === 0) return null
    septets += cost
  }
  return septets
}
