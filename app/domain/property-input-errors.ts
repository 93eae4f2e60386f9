// The English messages of the area and coordinate parsers (area-units.ts, plus-code.ts), apart from
// them: the screens translate these messages, and a page that shows them (any signed-in form)
// should not download the parsers (page weight, ADR 012).

export const AREA_INPUT_ERRORS = {
  required: 'This field is required',
  notANumber: 'Please enter Area in Number',
  notPositive: 'Area must be greater than 0',
  tooManyDecimals: 'Use at most 4 decimal places',
  tooLarge: 'Area is too large',
} as const

export const COORDINATE_ERRORS = {
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  /** One coordinate without the other: on the missing one. */
  bothOrNeither: 'Enter both latitude and longitude, or neither',
} as const
