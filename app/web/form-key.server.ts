// The web forms' side of writeOnce (app/services/idempotency.server.ts): the key comes from the
// form's hidden field (app/components/form/form-key-field.tsx), the request is the page and intent.
import { randomUUID } from 'node:crypto'
import { FORM_KEY_FIELD } from '~/components/form/form-key-field'
import { type Answer, IDEMPOTENCY_KEY_PATTERN, IdempotencyKeyReusedError, writeOnce, type WriteGuard } from '~/services/idempotency.server'
import { ConflictError } from '~/services/errors'

/** A fresh key for one render of a page's forms (its loader calls this). */
export const newFormKey = (): string => randomUUID()

/** The posted key; none or a malformed one (not ours) is no key: the form works as it always did. */
function formKeyOf(formData: FormData): string | null {
  const key = formData.get(FORM_KEY_FIELD)
  return typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null
}

type FormWrite = { memberId: number; pageUrl: string; input: unknown }

/**
 * Runs a form's write once per key: a repeat of the same render and values gets the first
 * answer (the caller redirects as after a success). The same key with other values is a
 * ConflictError whose message says to reload the page.
 */
export async function writeFormOnce<T, A>(
  formData: FormData,
  { memberId, pageUrl, input }: FormWrite,
  write: (guard?: WriteGuard<T>) => Promise<T>,
  answerOf: (result: T) => A,
): Promise<A> {
  const request = { memberId, key: formKeyOf(formData), method: 'POST', path: `${pageUrl}#${String(formData.get('intent'))}`, input }
  try {
    const answer = await writeOnce(request, write, (result): Answer<A> => ({ status: 200, body: answerOf(result) }))
    return answer.body
  } catch (error) {
    if (error instanceof IdempotencyKeyReusedError) throw new ConflictError('form.alreadySent')
    throw error
  }
}
