// The landlord's bank or wallet QR (Fonepay, NepalPay) read as an EMVCo merchant-presented QR
// (EMV QRCPS-MPM): a string of TLV fields (2-digit id, 2-digit length, value), the payload format
// indicator "01" first, and a CRC-16/CCITT-FALSE of everything up to and including "6304" in tag 63.
// Bhadaa only checks and reads the payload; it is shown to tenants exactly as the bank made it.

export type MerchantQrError = 'not-emvco' | 'truncated' | 'wrong-checksum' | 'no-merchant-account'

export type MerchantQr = {
  /** Tag 59, the account holder's name as the bank wrote it. */
  accountName: string | null
  /** Tag 60. */
  city: string | null
}

export type MerchantQrResult = { ok: true; qr: MerchantQr } | { ok: false; error: MerchantQrError }

type Field = { id: string; value: string }

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) over the string's bytes. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

/** The fields of one TLV level, or null when a length runs past the end or is not two digits. */
function readFields(text: string): Field[] | null {
  const fields: Field[] = []
  let at = 0
  while (at < text.length) {
    const head = text.slice(at, at + 4)
    if (!/^\d{4}$/.test(head)) return null
    const length = Number(head.slice(2))
    const value = text.slice(at + 4, at + 4 + length)
    if (value.length !== length) return null
    fields.push({ id: head.slice(0, 2), value })
    at += 4 + length
  }
  return fields
}

// Templates whose value is itself TLV: merchant accounts 26-51 and the additional data 62.
const isTemplate = (id: string) => (Number(id) >= 26 && Number(id) <= 51) || id === '62'
// 02-25 are the card networks' own accounts, 26-51 the templates national schemes use.
const isMerchantAccount = (id: string) => Number(id) >= 2 && Number(id) <= 51

/** Checks a scanned payload and reads the account's name and city. */
export function parseMerchantQr(input: string): MerchantQrResult {
  const text = input.trim()
  // A QR of a link or of plain words is not a payment QR at all, whatever else is wrong with it.
  if (!text.startsWith('000201')) return { ok: false, error: 'not-emvco' }
  const fields = readFields(text)
  const last = fields?.at(-1)
  if (!fields || !last || last.id !== '63' || last.value.length !== 4 || !text.endsWith(last.value)) {
    return { ok: false, error: 'truncated' }
  }
  if (!/^[0-9A-Fa-f]{4}$/.test(last.value) || crc16CcittFalse(text.slice(0, -4)) !== parseInt(last.value, 16)) {
    return { ok: false, error: 'wrong-checksum' }
  }
  if (fields.some((field) => isTemplate(field.id) && readFields(field.value) === null)) return { ok: false, error: 'truncated' }
  if (!fields.some((field) => isMerchantAccount(field.id))) return { ok: false, error: 'no-merchant-account' }
  const valueOf = (id: string) => fields.find((field) => field.id === id)?.value.trim() || null
  return { ok: true, qr: { accountName: valueOf('59'), city: valueOf('60') } }
}
