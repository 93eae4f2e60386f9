// The input schemas' messages (app/schemas/property-schemas.ts, shown by the browser's checks and
// echoed by the server's) in the interface language. Anything else is already translated.
import { CONTROL_CHARACTERS_MESSAGE, FLOOR_ERROR, FLOOR_RANGE, REQUIRED } from '~/schemas/input-rules'
import { AREA_INPUT_ERRORS, COORDINATE_ERRORS } from '~/domain/property-input-errors'
import { type MessageKey, useT } from '~/i18n'
import type { BoundField } from './fields'
import { useLocalDigits } from '../local-digits'

const SCHEMA_MESSAGE_KEYS: Record<string, MessageKey> = {
  [REQUIRED]: 'form.required',
  [CONTROL_CHARACTERS_MESSAGE]: 'form.controlCharacters',
  [AREA_INPUT_ERRORS.notANumber]: 'property.error.areaNumber',
  [AREA_INPUT_ERRORS.notPositive]: 'property.error.areaPositive',
  [AREA_INPUT_ERRORS.tooManyDecimals]: 'property.error.areaDecimals',
  [AREA_INPUT_ERRORS.tooLarge]: 'property.error.areaTooLarge',
  [COORDINATE_ERRORS.latitude]: 'property.error.latitude',
  [COORDINATE_ERRORS.longitude]: 'property.error.longitude',
  [COORDINATE_ERRORS.bothOrNeither]: 'property.error.bothCoordinates',
  [FLOOR_ERROR]: 'unit.error.floor',
}

const MAX_LENGTH = /^At most (\d+) characters$/

export function useSchemaMessage() {
  const t = useT()
  const digits = useLocalDigits()
  return (message: string): string => {
    const key = SCHEMA_MESSAGE_KEYS[message]
    if (key) return t(key, { min: digits(FLOOR_RANGE.min), max: digits(FLOOR_RANGE.max) })
    const maxLength = MAX_LENGTH.exec(message)
    if (maxLength) return t('form.maxLength', { max: digits(maxLength[1] ?? '') })
    return message
  }
}

/** Conform's field metadata for `FormTextField`, with its messages in the interface language. */
export function useBindField() {
  const message = useSchemaMessage()
  return (field: BoundField): BoundField => ({
    id: field.id,
    name: field.name,
    key: field.key,
    initialValue: field.initialValue,
    errors: field.errors?.map(message),
  })
}
