// Conform's field metadata for `FormTextField`, with its messages (codes from the schemas, the
// browser's checks and the services, ADR 020) in the interface language.
import { useMessage } from '~/i18n/message'
import type { BoundField } from './fields'

/** `id` replaces the field's own (the guided tour points at some fields by a stable id). */
export function useBindField() {
  const message = useMessage()
  return (field: BoundField, id?: string): BoundField => ({
    id: id ?? field.id,
    name: field.name,
    key: field.key,
    initialValue: field.initialValue,
    errors: field.errors?.map(message),
  })
}
