// English texts of the meter input's and the meter services' refusals (issue 18, codes of
// app/schemas/meter-rules.ts, ADR 020).
// meters-errors.ne.ts must have every key (type-checked).
export const metersErrorsEn = {
  'meters.error.reading': 'Enter a reading like 1234 or 1234.5',
  'meters.error.readingNegative': 'A reading cannot be negative',
  'meters.error.readingDecimals': 'Use at most 2 decimal places',
  'meters.error.readingTooLarge': 'This reading is too large',
  'meters.error.ratePositive': 'The rate must be more than 0',
  'meters.error.fixedNegative': 'The fixed charge cannot be negative',
  'meters.error.tooLarge': 'This amount is too large',
  'meters.error.dueInDays': 'Enter a whole number of days from 0 to {max}',
  'meters.error.utility': 'Choose Electricity or Water',
  'meters.error.replacementNeeded': 'Enter the old meter’s final reading and the new meter’s start reading',
  'meters.error.noReadings': 'Enter at least one reading',
  'meters.error.meterNotFound': 'Meter Not Found',
  'meters.error.fixedPriceUtility': 'This utility has a fixed monthly price on this agreement, so it cannot also be metered',
  'meters.error.rateBeforeStart': 'A rate cannot start before the agreement starts',
  'meters.error.rateAfterEnd': 'A rate cannot start after the agreement ends',
  'meters.error.readingInFuture': 'The reading date cannot be in the future',
  'meters.error.outsideAgreement': 'The reading date is outside this agreement’s dates',
  'meters.error.sameDay': 'This meter already has a reading on this day',
  'meters.error.beforeLatest': 'A reading must be later than the meter’s latest reading',
  'meters.error.lowerThanPrevious': 'Lower than the previous reading. If the meter was replaced, mark it and give both meters’ readings',
  'meters.error.oldFinalBelowPrevious': 'The old meter’s final reading cannot be lower than its previous reading',
  'meters.error.belowNewStart': 'The reading cannot be lower than the new meter’s start reading',
  'meters.error.noRate': 'No rate is set for this meter on the reading date',
  'meters.error.notMetered': 'This utility is not metered on this agreement: set its rate first',
} as const
