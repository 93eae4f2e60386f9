// Constants of the input schemas (property-schemas.ts) that screens also need, kept apart from the
// schemas so that a screen reading them does not download zod (page weight, ADR 012).
export const REQUIRED = 'This field is required'

/** Ids are PostgreSQL `integer`s: anything larger would fail in the database, not here. */
export const MAX_RECORD_ID = 2_147_483_647

export const FLOOR_RANGE = { min: -5, max: 200 } as const
