// English texts: the rent-income report and its tax rate in Settings. reports.ne.ts must have every key (type-checked).
export const reportsEn = {
  'report.fiscalYearInvalid': 'Choose a fiscal year from {min} to {max}',
  'report.rentIncome.heading': 'Rent income, {year}',
  'report.rentIncome.intro':
    'Money kept as rent from {start} to {end}, by the month it was received: rent, utilities, metered bills, extra charges and late fees. A deposit is not income: only the part of it spent on unpaid charges at move-out counts, on that day. Money paid ahead counts when it is received and is taken off when it is given back. Voided payments, balances moved to a renewal and credit from before Bhadaa are not counted.',
  'report.rentIncome.provisional': 'The dates of this year are provisional (projected month lengths).',
  'report.rentIncome.fiscalYear': 'Fiscal year (B.S.)',
  'report.rentIncome.show': 'Show',
  'report.rentIncome.print': 'Print',
  'report.rentIncome.total': 'All properties',
  'report.rentIncome.none': 'Nothing was received in this fiscal year.',
  'report.rentIncome.month': 'Month',
  'report.rentIncome.rent': 'Rent',
  'report.rentIncome.other': 'Other income',
  'report.rentIncome.credit': 'of which paid ahead (less given back)',
  'report.rentIncome.sum': 'Total',
  'report.rentIncome.yearTotal': 'Year',
  'report.rentIncome.tax': 'House-rent tax at {rate}% of the rent',
} as const
