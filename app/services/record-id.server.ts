// Ids from URLs (`/properties/abc`, `/v1/member/unit/99999999999`): anything that is not an id a
// row could have is "not found", never a database error.
import { MAX_RECORD_ID } from '~/schemas/property-schemas'
import type { MessageCode } from '~/i18n/message'
import { NotFoundError } from '~/services/errors'

export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID
}

/** A path parameter as an id: plain digits only ('12', not '0x0c', '1e1' or ' 12'). */
export function recordIdOf(param: string | undefined, message?: MessageCode): number {
  const id = param !== undefined && /^\d{1,10}$/.test(param) ? Number(param) : NaN
  if (!isRecordId(id)) throw new NotFoundError(message)
  return id
}
