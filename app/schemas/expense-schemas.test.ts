import { describe, expect, test } from 'vitest'
import { ExpenseCreateSchema, RecurringExpenseCreateSchema } from './expense-schemas'

const fieldsOf = (result: { error?: { issues: Array<{ path: PropertyKey[] }> } }) => [...new Set(result.error?.issues.map((issue) => String(issue.path[0])))].sort()

describe('an expense as typed', () => {
  test('names every wrong field at once, the day and the stray units too', () => {
    const result = ExpenseCreateSchema.safeParse({ propertyId: 'x', category: 'REPAIR', amount: 'lots', calendarType: 'BS', spentOn: '2082-13-40', electricityUnits: '12' })
    expect(fieldsOf(result)).toEqual(['amount', 'electricityUnits', 'propertyId', 'spentOn'])
  })

  test('reads a B.S. day as its A.D. day, in paisa, blanks as null', () => {
    const result = ExpenseCreateSchema.parse({ propertyId: '7', unitId: '', category: 'ELECTRICITY', amount: '1,250.50'.replace(',', ''), calendarType: 'BS', spentOn: '2082-08-01', electricityUnits: '१००', paidTo: ' NEA ', note: '' })
    expect(result).toEqual({ propertyId: 7, unitId: null, category: 'ELECTRICITY', amountPaisa: 125_050, spentOn: '2025-11-17', spentCalendar: 'BS', electricityUnits: 100, paidTo: 'NEA', note: null })
  })
})

describe('a monthly expense as typed', () => {
  test('takes a B.S. month and a day of 1 to 32', () => {
    expect(RecurringExpenseCreateSchema.parse({ propertyId: 3, category: 'STAFF', amount: 15000, dayOfMonth: '32', startMonth: '2082-08' })).toMatchObject({ amountPaisa: 1_500_000, dayOfMonth: 32, startMonth: { year: 2082, month: 8 } })
    expect(fieldsOf(RecurringExpenseCreateSchema.safeParse({ propertyId: 3, category: 'STAFF', amount: 1, dayOfMonth: '33', startMonth: '2082-13' }))).toEqual(['dayOfMonth', 'startMonth'])
  })
})
