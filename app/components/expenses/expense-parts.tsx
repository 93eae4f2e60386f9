// The Expenses pages' parts (ADR 042), drawn by the server only: plain forms and links
// that work without JavaScript. The list with its filter and total, the form of an expense (a
// multipart post with the receipt photo) and of a monthly one, an expense's details and its void.
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import type { SubmissionResult } from '@conform-to/react'
import { Button } from '~/components/button'
import { DataTable } from '~/components/page/data-table'
import { ReasonField } from '~/components/page/reason-field'
import { TextField } from '~/components/text-field'
import { FormKeyField } from '~/components/form/form-key-field'
import { FormErrors } from '~/components/form/form-message'
import { useFormat } from '~/components/format/dates-and-money'
import { formatNepalTime } from '~/components/format/nepal-time'
import { bsMonthName } from '~/domain/bs-calendar'
import { EXPENSE_CATEGORIES, MAX_RECURRING_DAY } from '~/domain/expenses'
import { fiscalYearLabel } from '~/domain/fiscal-year'
import { useLanguage, useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import { MAX_PAID_TO, MAX_ELECTRICITY_UNITS } from '~/schemas/expense-schemas'
import { MAX_NOTE, MAX_VOID_REASON } from '~/schemas/ledger-schemas'
import type { BookProperty, ExpenseLine, PropertyBooks } from '~/services/expenses/expense-book.server'
import type { RecurringExpenseLine } from '~/services/expenses/recurring.server'

export const EXPENSE_INTENTS = { add: 'add-expense', recurring: 'add-recurring', stop: 'stop-recurring', void: 'void-expense' } as const

/** What an action answers when a form is refused (route-kit's `replyTo`). */
export type ExpenseReply = { intent: string; result: SubmissionResult<string[]> } | undefined

/** The refused form's values and messages (codes, rendered here), when it is the one that was refused. */
function replyOf(reply: ExpenseReply, intent: string) {
  if (reply?.intent !== intent) return { values: {} as Record<string, unknown>, errors: {} as Record<string, string[] | null | undefined> }
  return { values: (reply.result.initialValue ?? {}) as Record<string, unknown>, errors: reply.result.error ?? {} }
}

function useField(reply: ExpenseReply, intent: string, prefix: string) {
  const message = useMessage()
  const { values, errors } = replyOf(reply, intent)
  return {
    formErrors: (errors[''] ?? []).map(message),
    field: (name: string, fallback: unknown = '') => {
      const messages = (errors[name] ?? []).map(message)
      return {
        id: `${prefix}-${name}`,
        name,
        defaultValue: typeof values[name] === 'string' ? values[name] : fallback,
        error: messages.length > 0,
        helperText: messages.length > 0 ? messages.join(' ') : undefined,
        fullWidth: true,
        margin: 'normal' as const,
      }
    },
    errorsOf: (name: string) => (errors[name] ?? []).map(message),
    value: (name: string) => (typeof values[name] === 'string' ? values[name] : undefined),
  }
}

const card = { p: { xs: 2, sm: 3 }, mt: 2 } as const

/** The property choice (by name) and the unit choice grouped by property; "the whole property" first. */
function PropertyAndUnit({ properties, field, selected }: { properties: BookProperty[]; field: ReturnType<typeof useField>['field']; selected: string }) {
  const t = useT()
  const withUnits = properties.filter((property) => property.units.length > 0)
  return (
    <>
      <TextField {...field('propertyId', selected)} select required label={t('expense.property')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="" />
        {properties.map((property) => (
          <option key={property.id} value={property.id}>
            {property.name}
          </option>
        ))}
      </TextField>
      {withUnits.length > 0 && (
        <TextField {...field('unitId')} select label={t('expense.unit')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">{t('expense.wholeProperty')}</option>
          {withUnits.map((property) => (
            <optgroup key={property.id} label={property.name}>
              {property.units.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.name}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
      )}
    </>
  )
}

function CategoryField({ field }: { field: ReturnType<typeof useField>['field'] }) {
  const t = useT()
  return (
    <TextField {...field('category', 'REPAIR')} select required label={t('expense.category')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {EXPENSE_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {t(`expense.category.${category}`)}
        </option>
      ))}
    </TextField>
  )
}

/** Paid to and the note, which both forms have. */
function PaidToAndNote({ field }: { field: ReturnType<typeof useField>['field'] }) {
  const t = useT()
  return (
    <>
      <TextField {...field('amount')} required label={t('expense.amount')} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }} />
      <TextField {...field('paidTo')} label={t('expense.paidTo')} autoComplete="off" slotProps={{ htmlInput: { maxLength: MAX_PAID_TO } }} />
      <TextField {...field('note')} label={t('expense.note')} autoComplete="off" multiline minRows={2} slotProps={{ htmlInput: { maxLength: MAX_NOTE } }} />
    </>
  )
}

type ExpenseFormProps = { properties: BookProperty[]; selectedProperty: string; todayBs: string; reply: ExpenseReply; formKey: string }

/** A new expense: a multipart post with the optional receipt photo (its type is read from its bytes on the server). */
export function ExpenseForm({ properties, selectedProperty, todayBs, reply, formKey }: ExpenseFormProps) {
  const t = useT()
  const { field, formErrors, errorsOf, value } = useField(reply, EXPENSE_INTENTS.add, 'expense')
  const calendar = value('calendarType') ?? 'BS'
  const photoErrors = errorsOf('photo')
  return (
    <Paper variant="outlined" sx={card}>
      <Typography variant="h6" component="h2">
        {t('expense.newTitle')}
      </Typography>
      <Form method="post" encType="multipart/form-data" data-testid="expense-form">
        <input type="hidden" name="intent" value={EXPENSE_INTENTS.add} />
        <FormKeyField value={formKey} />
        <PropertyAndUnit properties={properties} field={field} selected={selectedProperty} />
        <CategoryField field={field} />
        <PaidToAndNote field={field} />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
          <Typography component="legend" variant="body2" color="text.secondary">
            {t('expense.calendar')}
          </Typography>
          {(['BS', 'AD'] as const).map((type) => (
            <Box component="label" key={type} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 3, py: 0.5, minHeight: 32, cursor: 'pointer' }}>
              <input type="radio" name="calendarType" value={type} defaultChecked={calendar === type} style={{ width: 24, height: 24 }} />
              {type === 'BS' ? 'B.S.' : 'A.D.'}
            </Box>
          ))}
        </Box>
        <TextField {...field('spentOn', todayBs)} required label={`${t('expense.spentOn')} (YYYY-MM-DD)`} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }} />
        <TextField
          {...field('electricityUnits')}
          label={t('expense.units')}
          autoComplete="off"
          helperText={errorsOf('electricityUnits').join(' ') || t('expense.unitsHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', max: MAX_ELECTRICITY_UNITS }, inputLabel: { shrink: true } }}
        />
        <Box sx={{ mt: 2 }}>
          <Typography component="label" htmlFor="expense-photo" sx={{ display: 'block', fontWeight: 600 }}>
            {t('expense.photo')}
          </Typography>
          <input
            id="expense-photo"
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`expense-photo-hint${photoErrors.length ? ' expense-photo-error' : ''}`}
            aria-invalid={photoErrors.length ? true : undefined}
            style={{ maxWidth: '100%', minHeight: 32 }}
          />
          <Typography id="expense-photo-hint" variant="body2" color="text.secondary">
            {t('expense.photoHint')}
          </Typography>
          {photoErrors.length > 0 && (
            <Typography id="expense-photo-error" variant="body2" color="error">
              {photoErrors.join(' ')}
            </Typography>
          )}
        </Box>
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('expense.save')}
        </Button>
      </Form>
    </Paper>
  )
}

/** A monthly expense: from a B.S. month, on a day of each month, until stopped. */
export function RecurringExpenseForm({ properties, selectedProperty, thisMonth, reply, formKey }: Omit<ExpenseFormProps, 'todayBs'> & { thisMonth: string }) {
  const t = useT()
  const { field, formErrors } = useField(reply, EXPENSE_INTENTS.recurring, 'recurring')
  return (
    <Paper variant="outlined" sx={card} id="monthly">
      <Typography variant="h6" component="h2">
        {t('expense.recurringAdd')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('expense.recurringIntro')}
      </Typography>
      <Form method="post" data-testid="recurring-form">
        <input type="hidden" name="intent" value={EXPENSE_INTENTS.recurring} />
        <FormKeyField value={formKey} />
        <PropertyAndUnit properties={properties} field={field} selected={selectedProperty} />
        <CategoryField field={field} />
        <PaidToAndNote field={field} />
        <TextField
          {...field('dayOfMonth', '1')}
          required
          label={t('expense.recurringDay')}
          autoComplete="off"
          helperText={field('dayOfMonth').helperText ?? t('expense.recurringDayHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', max: MAX_RECURRING_DAY }, inputLabel: { shrink: true } }}
        />
        <TextField {...field('startMonth', thisMonth)} required label={t('expense.recurringStart')} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }} />
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('expense.recurringSave')}
        </Button>
      </Form>
    </Paper>
  )
}

type Filter = { propertyId: string; fiscalYear: string }

/** The list's filter: a GET form (property, fiscal year). */
export function ExpenseFilterForm({ properties, years, filter }: { properties: BookProperty[]; years: Array<{ value: number; label: string }>; filter: Filter }) {
  const t = useT()
  return (
    <Form method="get" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginTop: 8 }}>
      <TextField name="propertyId" id="filter-property" select label={t('expense.filterProperty')} defaultValue={filter.propertyId} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t('expense.allProperties')}</option>
        {properties.map((property) => (
          <option key={property.id} value={property.id}>
            {property.name}
          </option>
        ))}
      </TextField>
      <TextField name="fiscalYear" id="filter-year" select label={t('expense.filterYear')} defaultValue={filter.fiscalYear} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t('expense.allYears')}</option>
        {years.map((year) => (
          <option key={year.value} value={year.value}>
            {year.label}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="outlined">
        {t('expense.filter')}
      </Button>
    </Form>
  )
}

/** The expenses with the total of those that count; voided ones marked, struck and left out of it. */
export function ExpenseTable({ items, totalPaisa, total }: { items: ExpenseLine[]; totalPaisa: number; total: number }) {
  const t = useT()
  const format = useFormat()
  const headers = [t('expense.day'), t('expense.property'), t('expense.category'), t('expense.paidTo'), t('expense.amount')]
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="p" data-testid="expense-total">
        {t('expense.total')}: {format.money(totalPaisa)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('expense.count', { count: format.digits(total) })}
      </Typography>
      <DataTable label={t('expense.title')} headers={headers} empty={items.length === 0} cardsOnPhone>
        {items.map((expense) => (
          <TableRow key={expense.id} data-testid="expense-row" data-voided={expense.voidedAt ? 'true' : undefined}>
            <TableCell>
              {/* A thumb's target (at least 24 px): the row's way to the expense. */}
              <Link to={`/expenses/${expense.id}`} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 32 }}>
                {format.date(expense.spentOn, expense.spentCalendar)}
              </Link>
            </TableCell>
            <TableCell>
              {expense.propertyName}
              {expense.unitName ? ` · ${expense.unitName}` : ''}
            </TableCell>
            <TableCell>{t(`expense.category.${expense.category}`)}</TableCell>
            <TableCell>{expense.paidTo ?? '—'}</TableCell>
            <TableCell>
              {expense.voidedAt ? (
                <>
                  <s>{format.money(expense.amountPaisa)}</s> <strong>{t('expense.voided')}</strong>
                </>
              ) : (
                format.money(expense.amountPaisa)
              )}
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </Box>
  )
}

/** The monthly expenses with their Stop buttons (for a role that may manage expenses). */
export function RecurringList({ items }: { items: RecurringExpenseLine[] }) {
  const t = useT()
  const format = useFormat()
  const language = useLanguage()
  return (
    <Box component="section" aria-labelledby="recurring-title" sx={{ mt: 3 }}>
      <Typography id="recurring-title" variant="h6" component="h2">
        {t('expense.recurringTitle')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('expense.recurringNone')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Box component="li" key={item.id} data-testid="recurring-row" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`expense.category.${item.category}`)} · {item.propertyName}
                  {item.unitName ? ` · ${item.unitName}` : ''}
                  {item.paidTo ? ` · ${item.paidTo}` : ''}
                </Typography>
                <Typography variant="body2">
                  {t('expense.recurringLine', {
                    amount: format.money(item.amountPaisa),
                    day: format.digits(item.dayOfMonth),
                    month: `${bsMonthName(item.startBsMonth, language)} ${format.digits(item.startBsYear)}`,
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('expense.recurringWritten', { count: format.digits(item.written) })}
                  {item.stoppedAt ? ` · ${t('expense.recurringEnded')}` : ''}
                </Typography>
              </Box>
              {item.mayManage && !item.stoppedAt && (
                <Form method="post" action="/expenses">
                  <input type="hidden" name="intent" value={EXPENSE_INTENTS.stop} />
                  <input type="hidden" name="recurringId" value={item.id} />
                  <Button type="submit" variant="outlined" color="error">
                    {t('expense.recurringStop')}
                  </Button>
                </Form>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}

/** One expense: its details, who recorded it and when, its receipt photo. */
export function ExpenseDetails({ expense }: { expense: ExpenseLine }) {
  const t = useT()
  const format = useFormat()
  const language = useLanguage()
  const rows: Array<[string, React.ReactNode]> = [
    [t('expense.property'), `${expense.propertyName}${expense.unitName ? ` · ${expense.unitName}` : ''}`],
    [t('expense.category'), t(`expense.category.${expense.category}`)],
    [t('expense.amount'), expense.voidedAt ? <s>{format.money(expense.amountPaisa)}</s> : format.money(expense.amountPaisa)],
    [t('expense.day'), format.date(expense.spentOn, expense.spentCalendar)],
    ...(expense.paidTo ? [[t('expense.paidTo'), expense.paidTo] as [string, string]] : []),
    ...(expense.electricityUnits !== null ? [[t('expense.units'), format.digits(expense.electricityUnits)] as [string, string]] : []),
    ...(expense.note ? [[t('expense.note'), expense.note] as [string, string]] : []),
    [t('expense.recordedBy'), expense.recordedBy.byOwner ? t('expense.ownerSuffix', { name: expense.recordedBy.name }) : expense.recordedBy.name],
    [t('expense.recordedOn'), formatNepalTime(expense.createdAt, language)],
  ]
  return (
    <Paper variant="outlined" sx={card}>
      {expense.voidedAt && (
        <Typography color="error" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }} data-testid="expense-voided">
          {t('expense.voidedBecause', { reason: expense.voidReason ?? '' })}
        </Typography>
      )}
      {expense.recurringExpenseId !== null && <Typography color="text.secondary">{t('expense.fromRecurring')}</Typography>}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }, '& dt': { color: 'text.secondary' } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <Box component="figure" sx={{ m: 0, mt: 2 }}>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          {t('expense.receipt')}
        </Typography>
        {expense.hasReceipt ? (
          <Box component="img" src={`/expenses/${expense.id}/receipt`} alt={t('expense.receiptAlt')} loading="lazy" sx={{ maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} />
        ) : (
          <Typography variant="body2">{t('expense.noReceipt')}</Typography>
        )}
      </Box>
    </Paper>
  )
}

/** Voids the expense with a reason (kept with it). */
export function VoidExpenseForm({ reply }: { reply: ExpenseReply }) {
  const t = useT()
  const { errorsOf, value, formErrors } = useField(reply, EXPENSE_INTENTS.void, 'void')
  return (
    <Paper variant="outlined" sx={card}>
      <Typography variant="h6" component="h2">
        {t('expense.voidTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('expense.voidIntro')}
      </Typography>
      <Form method="post">
        <input type="hidden" name="intent" value={EXPENSE_INTENTS.void} />
        <ReasonField label={t('expense.voidReason')} maxLength={MAX_VOID_REASON} defaultValue={value('reason')} errors={errorsOf('reason')} />
        <FormErrors errors={formErrors} />
        <Button type="submit" variant="contained" color="error" sx={{ mt: 1 }}>
          {t('expense.voidSubmit')}
        </Button>
      </Form>
    </Paper>
  )
}

/** The property page's link to its expenses, with this fiscal year's total. */
export function PropertyExpensesLink({ propertyId, books }: { propertyId: number; books: PropertyBooks }) {
  const t = useT()
  const format = useFormat()
  const language = useLanguage()
  return (
    <Button component={Link} to={`/expenses?propertyId=${propertyId}&fiscalYear=${books.fiscalYear}`} variant="outlined" data-testid="property-expenses">
      {t('expense.yearLink', { year: fiscalYearLabel(books.fiscalYear, language), amount: format.money(books.yearTotalPaisa) })}
    </Button>
  )
}

/**
 * Electricity per unit on the property page: what the landlord paid over the last 12 months'
 * NEA bills that carry their units, beside what the metered tenants are charged today.
 */
export function ElectricityRateCard({ books }: { books: PropertyBooks }) {
  const t = useT()
  const format = useFormat()
  const { ratePaid, ratesCharged } = books
  if (!ratePaid && ratesCharged.length === 0) return null
  const low = ratesCharged[0]
  const high = ratesCharged.at(-1)
  return (
    <Paper variant="outlined" sx={card} data-testid="electricity-rate">
      <Typography variant="h6" component="h2">
        {t('expense.rateTitle')}
      </Typography>
      <Typography>{ratePaid ? t('expense.ratePaid', { rate: format.money(ratePaid.paisaPerUnit), units: format.digits(ratePaid.units) }) : t('expense.rateNone')}</Typography>
      {low !== undefined && high !== undefined && (
        <Typography>{low === high ? t('expense.rateCharged', { rate: format.money(low) }) : t('expense.rateChargedRange', { low: format.money(low), high: format.money(high) })}</Typography>
      )}
    </Paper>
  )
}
