// The message codes (app/i18n, ADR 020) of the area and coordinate parsers (area-units.ts,
// plus-code.ts), apart from them: a page that shows them (any signed-in form) should not download
// the parsers (page weight, ADR 012).

export const AREA_INPUT_ERRORS = {
  required: 'form.required',
  notANumber: 'property.error.areaNumber',
  notPositive: 'property.error.areaPositive',
  tooManyDecimals: 'property.error.areaDecimals',
  tooLarge: 'property.error.areaTooLarge',
} as const

export const COORDINATE_ERRORS = {
  latitude: 'property.error.latitude',
  longitude: 'property.error.longitude',
  /** One coordinate without the other: on the missing one. */
  bothOrNeither: 'property.error.bothCoordinates',
} as const
