// The /v1 operations of a property's expenses (ADR 042, docs/LEDGER-INTERFACE.md
// "Expenses"): the list the caller's roles may see ('books:view') with its total, adding one and
// voiding one ('expense:manage'); the monthly expenses the same way, set up and stopped as on the
// Expenses page. Merged into `operations` (operations.ts).
import { z } from 'zod'
import { EXPENSE_CATEGORIES } from '~/domain/expenses'
import { CALENDAR_TYPES } from '~/domain/calendar-type'
import { ExpenseCreateFields, ExpenseVoidSchema, RecurringExpenseCreateSchema, toExpenseInput, withDayAndUnits } from '~/schemas/expense-schemas'
import { ApiPageSchema, ApiPageSizeSchema, DEFAULT_PAGE_SIZE } from '~/schemas/paging'
import { FiscalYearSchema } from '~/schemas/report-schemas'
import { type Operation, RecordIdSchema, roled } from './common-schemas'

const money = z.number().meta({ description: 'Rupees' })

/** Where the money went and how much: an expense's fields and a monthly one's. */
const PlaceAndAmount = {
  propertyId: RecordIdSchema,
  propertyName: z.string(),
  unitId: RecordIdSchema.nullable(),
  unitName: z.string().nullable(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: money,
}

export const ExpenseJsonSchema = roled(z.object({
  id: RecordIdSchema,
  ...PlaceAndAmount,
  spentOn: z.iso.date().meta({ description: 'A.D., the day it was paid' }),
  calendarType: z.enum(CALENDAR_TYPES).meta({ description: 'The calendar it was typed in' }),
  paidTo: z.string().nullable(),
  note: z.string().nullable(),
  electricityUnits: z.number().int().nullable(),
  hasReceipt: z.boolean().meta({ description: 'A receipt photo is kept (the web page /expenses/{id}/receipt shows it)' }),
  recurringExpenseId: RecordIdSchema.nullable().meta({ description: 'The monthly expense that wrote it; null for one recorded by hand' }),
  recordedBy: z.object({ memberId: RecordIdSchema.nullable(), name: z.string(), isOwner: z.boolean() }).meta({ description: 'The owner, or the team member who recorded it in the owner’s books' }),
  voided: z.boolean(),
  voidedAt: z.iso.datetime().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
}))

export const RecurringExpenseJsonSchema = roled(z.object({
  id: RecordIdSchema,
  ...PlaceAndAmount,
  dayOfMonth: z.number().int().meta({ description: 'The B.S. day of each month it is written on (the month’s last day when the month is shorter)' }),
  startMonth: z.string().meta({ description: 'The first B.S. month, YYYY-MM', example: '2082-08' }),
  paidTo: z.string().nullable(),
  note: z.string().nullable(),
  stopped: z.boolean(),
  stoppedAt: z.iso.datetime().nullable(),
  monthsWritten: z.number().int().meta({ description: 'The months written as expenses so far (each an expense with this `recurringExpenseId`)' }),
}))

const PROPERTY_ID_MESSAGE = 'propertyId must be a record id'

const ExpenseQuerySchema = z.object({
  propertyId: z.coerce.number({ error: PROPERTY_ID_MESSAGE }).int(PROPERTY_ID_MESSAGE).positive(PROPERTY_ID_MESSAGE).optional(),
  fiscalYear: FiscalYearSchema.shape.fiscalYear.optional().meta({ description: 'The B.S. start year: 2082 is FY 2082/83 (Shrawan 1 to the last day of Ashadh)' }),
  page: ApiPageSchema.default(1),
  pageSize: ApiPageSizeSchema.default(DEFAULT_PAGE_SIZE),
})

const ExpenseApiCreateSchema = withDayAndUnits(
  ExpenseCreateFields.extend({
    receiptPhoto: z.string().optional().meta({ description: 'The receipt photo, base64 (JPEG, PNG or WebP, at most 5 MB; its type is read from its bytes)' }),
  }),
).transform(({ receiptPhoto, ...input }) => ({ ...toExpenseInput(input), receiptPhotoBase64: receiptPhoto ?? null }))

const manageRoles = "Owner, co-owner or manager ('expense:manage'); a viewer gets 403, a property the caller has no role on (or a collector's) 404"

export const expenseOperations = {
  expenseList: {
    method: 'get',
    path: '/v1/member/expense',
    summary:
      "The expenses of the caller's properties and of those shared with them by a role that sees the books (owner, co-owner, manager, viewer), newest day first, voided ones included and marked; `totalAmount` adds up the matching ones that are not voided",
    tag: 'expenses',
    auth: 'bearer',
    query: ExpenseQuerySchema,
    response: z.object({ items: z.array(ExpenseJsonSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), totalAmount: money }),
  },
  expenseCreate: {
    method: 'post',
    path: '/v1/member/expense',
    summary:
      "Record an expense of a property (optionally one of its units) in its owner's books, naming the team member who recorded it. Owner, co-owner or manager ('expense:manage'); a viewer gets 403, a property the caller has no role on 404. 400 with fields: a day after today, units on a category other than ELECTRICITY, a unit not of the property, a photo that is not a JPEG, PNG or WebP",
    tag: 'expenses',
    auth: 'bearer',
    body: ExpenseApiCreateSchema,
    response: ExpenseJsonSchema,
    errors: [403, 404],
    idempotent: true,
  },
  expenseVoid: {
    method: 'post',
    path: '/v1/member/expense/{id}/void',
    summary: "Void an expense with a reason: kept, marked voided, never counted again. Owner, co-owner or manager; 403 for a viewer; 409 `ALREADY_VOIDED`",
    tag: 'expenses',
    auth: 'bearer',
    body: ExpenseVoidSchema,
    response: ExpenseJsonSchema,
    errors: [403, 404, 409],
    idempotent: true,
  },
  recurringExpenseList: {
    method: 'get',
    path: '/v1/member/expense/recurring',
    summary:
      "The monthly expenses of the caller's properties and of those shared with them by a role that sees the books (owner, co-owner, manager, viewer), running ones first, stopped ones included and marked",
    tag: 'expenses',
    auth: 'bearer',
    query: ExpenseQuerySchema.pick({ propertyId: true }),
    response: z.array(RecurringExpenseJsonSchema),
  },
  recurringExpenseCreate: {
    method: 'post',
    path: '/v1/member/expense/recurring',
    summary: `Set up a monthly expense of a property (optionally one of its units) in its owner's books: written as an expense each B.S. month on \`dayOfMonth\` from \`startMonth\`, until stopped; the months already due are written at once. ${manageRoles}. 400 with fields: a start that is not a B.S. month, a day outside 1-32, a unit not of the property`,
    tag: 'expenses',
    auth: 'bearer',
    body: RecurringExpenseCreateSchema,
    response: RecurringExpenseJsonSchema,
    errors: [403, 404],
    idempotent: true,
  },
  recurringExpenseStop: {
    method: 'post',
    path: '/v1/member/expense/recurring/{id}/stop',
    summary: `Stop a monthly expense: no month after is written; the expenses already written stay. ${manageRoles}. 409 \`ALREADY_STOPPED\``,
    tag: 'expenses',
    auth: 'bearer',
    response: RecurringExpenseJsonSchema,
    errors: [403, 404, 409],
    idempotent: true,
  },
} satisfies Record<string, Operation>
