// Ids from URLs as the services' lookups want them: an id that no row could have is "not found".
import { parseRecordId } from '~/domain/record-id'
import type { MessageCode } from '~/i18n/message'
import { NotFoundError } from '~/services/errors'

/** A path parameter as an id (app/domain/record-id.ts), or NotFoundError (404). */
export function recordIdOf(param: string | undefined, message?: MessageCode): number {
  const id = parseRecordId(param)
  if (id === null) throw new NotFoundError(message)
  return id
}
