// The calendar an agreement's dates are shown and typed in: A.D. (Gregorian) or B.S. (Bikram
// Sambat, ADR 007). Days are stored in A.D. whatever the calendar (the database enum CalendarType
// has the same values).
export const CALENDAR_TYPES = ['AD', 'BS'] as const
export type CalendarType = (typeof CALENDAR_TYPES)[number]

export const isCalendarType = (value: unknown): value is CalendarType => value === 'AD' || value === 'BS'
