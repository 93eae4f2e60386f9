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

export function countSmsSegments(text: string): SmsSegments {
  const characters = [...text] // code points, so a surrogate pair stays one character
  const gsmCosts = gsm7Costs(characters)
  const encoding: SmsEncoding = gsmCosts ? 'GSM-7' : 'UCS-2'
  const costs = gsmCosts ?? characters.map((character) => character.length)
  const units = costs.reduce((sum, cost) => sum + cost, 0)
  const { single, multipart } = LIMITS[encoding]
  if (units <= single) return { encoding, units, segments: units === 0 ? 0 : 1, perSegment: single }

  // Phones do not split an escape sequence or a surrogate pair across parts, so a character that
  // does not fit in what is left of a part starts the next one.
  let segments = 1
  let used = 0
  for (const cost of costs) {
    if (used + cost > multipart) {
      segments++
      used = 0
    }
    used += cost
  }
  return { encoding, units, segments, perSegment: multipart }
}

function gsm7Costs(characters: string[]): number[] | null {
  const costs: number[] = []
  for (const character of characters) {
    if (GSM_BASIC.has(character)) costs.push(1)
    else if (GSM_EXTENSION.has(character)) costs.push(2)
    else return null
  }
  return costs
}
