// Ids of the database's rows: PostgreSQL `integer` keys. Anything that is not an id a row could
// have (`/properties/abc`, `/v1/member/unit/99999999999`) is "not found", never a database error.
export const MAX_RECORD_ID = 2_147_483_647

export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID
}

/** A path or query parameter as an id: plain digits only ('12', not '0x0c', '1e1' or ' 12'); else null. */
export function parseRecordId(text: string | null | undefined): number | null {
  const id = typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : NaN
  return isRecordId(id) ? id : null
}
