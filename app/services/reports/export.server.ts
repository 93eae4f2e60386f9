// Backups (spec §2.20): one .xlsx with a sheet each for the member's properties, units, tenants,
// agreements, charges, payments and meter readings, and the rent income of the current fiscal
// year, headed in the member's language. Only this member's rows: every query is scoped by
// memberId. Money is in rupees (number cells, two decimals); calendar days are date cells, with
// the B.S. date beside the A.D. one for agreements; instants are Nepal time text.
import writeXlsxFile, { type Cell, type Row, type SheetData } from 'write-excel-file/node'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { adToBs, bsMonthName, formatBsDate, MAX_AD_DATE, MIN_AD_DATE } from '~/domain/bs-calendar'
import { fiscalYearLabel, fiscalYearOf, type RentIncomeReport } from '~/domain/fiscal-year'
import { READING_SCALE } from '~/domain/meter'
import { paisaToRupees } from '~/domain/money'
import { nepalClock, nepalToday } from '~/domain/nepal-time'
import { type Language, type MessageKey, translate } from '~/i18n'
import { prisma } from '~/server/db.server'
import { getRentIncome } from './rent-income.server'
import { getProfit } from './profit.server'
import type { ProfitYear } from '~/domain/profit'
import type { ExportedIdentity } from '~/services/tenants/identity.server'

export const EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

type Value = string | number | Date | null | undefined

const DATE_FORMAT = 'yyyy-mm-dd'
const MONEY_FORMAT = '#,##0.00'

const rupees = (paisa: number): Cell => ({ value: paisaToRupees(paisa), format: MONEY_FORMAT })
const money = (paisa: bigint | null): Cell => (paisa === null ? null : rupees(Number(paisa)))
const day = (date: Date | null): Cell => (date === null ? null : { value: date, type: Date, format: DATE_FORMAT })
/** An instant as "YYYY-MM-DD HH:MM" in Nepal time. */
function instant(date: Date | null): string | null {
  if (!date) return null
  const clock = nepalClock(date)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${clock.date} ${pad(clock.hour)}:${pad(clock.minute)}`
}
/** The B.S. date of a calendar day, when the table covers it. */
function bsDay(date: Date): string | null {
  const iso = isoDateOf(date)
  return iso >= MIN_AD_DATE && iso <= MAX_AD_DATE ? formatBsDate(adToBs(iso)) : null
}
/** Hundredths of a unit (app/domain/meter.ts) as units. */
const meterUnits = (hundredths: number | null): Cell => (hundredths === null ? null : { value: hundredths / READING_SCALE, format: '#,##0.00' })
const decimal = (value: { toNumber(): number } | null) => (value === null ? null : value.toNumber())

// A text that starts like a formula (= + - @, or a tab or carriage return before one) is run as
// one when the sheet is saved as CSV or pasted elsewhere; a leading quote keeps it text (OWASP,
// "CSV injection"). Names, notes and addresses are typed by members and their tenants.
const FORMULA_START = /^[=+\-@\t\r]/

/** Text cells made safe to open; numbers, dates and formatted cells are left as they are. */
function neutraliseFormula<T>(cell: T): T | string {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell
}

function sheet(language: Language, name: MessageKey, headers: MessageKey[], rows: Array<Array<Cell | Value>>) {
  const header: Row = headers.map((key) => ({ value: translate(language, key), fontWeight: 'bold' as const }))
  const data: SheetData = [header, ...rows.map((row) => row.map((cell) => neutraliseFormula(cell ?? null)) as Row)]
  return {
    data,
    sheet: translate(language, name),
    stickyRowsCount: 1,
    columns: headers.map(() => ({ width: 18 })),
  }
}

/**
 * The rent income of the fiscal year `now` falls in: each B.S. month then the year (with the tax),
 * for all properties and then each one; no rows when nothing was received.
 */
async function rentIncomeRows(memberId: number, language: Language, now: Date): Promise<Array<Array<Cell | Value>>> {
  const fiscalYear = fiscalYearOf(nepalToday(now))
  const { total, properties } = await getRentIncome(memberId, fiscalYear)
  if (properties.length === 0) return []
  const block = (name: string, report: RentIncomeReport) => [
    ...report.months.map((m) => [name, `${bsMonthName(m.month, language)} ${m.year}`, day(dateColumn(m.start)), day(dateColumn(m.end)), rupees(m.rentPaisa), rupees(m.otherPaisa), rupees(m.creditPaisa), rupees(m.totalPaisa), null, null]),
    [name, fiscalYearLabel(fiscalYear, language), day(dateColumn(report.start)), day(dateColumn(report.end)), rupees(report.rentPaisa), rupees(report.otherPaisa), rupees(report.creditPaisa), rupees(report.totalPaisa), report.taxRatePercent, rupees(report.taxPaisa)],
  ]
  return [block(translate(language, 'export.allProperties'), total), ...properties.map((property) => block(property.propertyName, property.report))].flat()
}

/** The member's data as an .xlsx file. */
export async function exportMemberWorkbook(
  memberId: number,
  language: Language,
  { now = new Date(), identities }: { now?: Date; /** Only when the member asked for them: tenants/identity.server.ts exportIdentities. */ identities?: ExportedIdentity[] } = {},
): Promise<Buffer> {
  const [properties, units, agreements, charges, payments, readings, rentIncome] = await Promise.all([
    prisma.property.findMany({
      where: { memberId },
      orderBy: { id: 'asc' },
      include: { province: { select: { name: true } }, district: { select: { name: true } } },
    }),
    prisma.unit.findMany({ where: { property: { memberId } }, orderBy: { id: 'asc' }, include: { property: { select: { name: true } } } }),
    prisma.agreement.findMany({
      where: { memberId },
      orderBy: { id: 'asc' },
      include: { property: { select: { name: true } }, unit: { select: { name: true } }, tenant: true },
    }),
    prisma.charge.findMany({
      where: { agreement: { memberId } },
      orderBy: [{ agreementId: 'asc' }, { dueDate: 'asc' }, { id: 'asc' }],
      include: { agreement: { select: { name: true } }, agreementUtility: { select: { utilityOptionId: true } } },
    }),
    prisma.payment.findMany({ where: { memberId }, orderBy: { receiptNumber: 'asc' }, include: { agreement: { select: { name: true } } } }),
    prisma.meterReading.findMany({
      where: { meter: { agreementUtility: { agreement: { memberId } } } },
      orderBy: [{ meter: { agreementUtility: { agreementId: 'asc' } } }, { meterId: 'asc' }, { readOn: 'asc' }],
      include: { charge: { select: { dueDate: true } }, meter: { select: { agreementUtility: { select: { utilityOptionId: true, agreement: { select: { id: true, name: true } } } } } } },
    }),
    rentIncomeRows(memberId, language, now),
  ])
  // A tenant appears once, however many of the member's agreements they are on.
  const tenants = [...new Map(agreements.map((agreement) => [agreement.tenant.id, agreement.tenant])).values()].sort((a, b) => a.id - b.id)

  const sheets = [
    sheet(
      language,
      'export.sheet.properties',
      ['export.id', 'export.name', 'export.type', 'export.divided', 'export.area', 'export.areaUnit', 'export.address1', 'export.address2', 'export.province', 'export.district', 'export.city', 'export.latitude', 'export.longitude', 'export.plusCode', 'export.createdAt'],
      properties.map((p) => [p.id, p.name, p.type, translate(language, p.isDivided ? 'form.yes' : 'form.no'), decimal(p.area), p.areaUnit, p.address1, p.address2, p.province.name, p.district.name, p.city, decimal(p.lat), decimal(p.lng), p.plusCode, instant(p.createdAt)]),
    ),
    sheet(
      language,
      'export.sheet.units',
      ['export.id', 'export.propertyId', 'export.property', 'export.name', 'export.floor', 'export.area', 'export.areaUnit'],
      units.map((u) => [u.id, u.propertyId, u.property.name, u.name, u.floor, decimal(u.area), u.areaUnit]),
    ),
    sheet(
      language,
      'export.sheet.tenants',
      ['export.id', 'export.firstName', 'export.lastName', 'export.phone', 'export.language'],
      tenants.map((t) => [t.id, t.firstName, t.lastName, t.phone, t.prefLanguage]),
    ),
    sheet(
      language,
      'export.sheet.agreements',
      ['export.id', 'export.name', 'export.property', 'export.unit', 'export.tenant', 'export.phone', 'export.calendar', 'export.startDate', 'export.endDate', 'export.startDateBs', 'export.endDateBs', 'export.monthlyRent', 'export.deposit', 'export.intervalMonths', 'export.paymentDay', 'export.incrementPercent', 'export.incrementYears', 'export.status', 'export.terminatedAt', 'export.createdAt'],
      agreements.map((a) => [a.id, a.name, a.property.name, a.unit?.name, `${a.tenant.firstName} ${a.tenant.lastName}`, a.tenant.phone, a.calendar, day(a.startDate), day(a.endDate), bsDay(a.startDate), bsDay(a.endDate), money(a.leaseAmountPaisa), money(a.depositPaisa), a.paymentIntervalMonths, a.paymentDayOfMonth, decimal(a.incrementPercentage), a.incrementIntervalYears, a.status, instant(a.terminatedAt), instant(a.createdAt)]),
    ),
    sheet(
      language,
      'export.sheet.charges',
      ['export.id', 'export.agreementId', 'export.agreement', 'export.kind', 'export.utility', 'export.periodStart', 'export.periodEnd', 'export.dueDate', 'export.amount', 'export.paid', 'export.status', 'export.description', 'export.cancelReason'],
      charges.map((c) => [c.id, c.agreementId, c.agreement.name, c.kind, c.agreementUtility?.utilityOptionId, day(c.periodStart), day(c.periodEnd), day(c.dueDate), money(c.amountPaisa), money(c.paidPaisa), c.status, c.openingBalance ? translate(language, 'ledger.openingBalance') : c.description, c.cancelReason]),
    ),
    sheet(
      language,
      'export.sheet.payments',
      ['export.receiptNumber', 'export.agreementId', 'export.agreement', 'export.amount', 'export.paidOn', 'export.method', 'export.reference', 'export.note', 'export.voidedAt', 'export.voidReason'],
      payments.map((p) => [p.receiptNumber, p.agreementId, p.agreement.name, money(p.amountPaisa), day(p.paidOn), p.method, p.reference, p.note, instant(p.voidedAt), p.voidReason]),
    ),
    sheet(
      language,
      'export.sheet.readings',
      ['export.agreementId', 'export.agreement', 'export.utility', 'export.readOn', 'export.reading', 'export.previousReadOn', 'export.previousReading', 'export.oldMeterFinal', 'export.newMeterStart', 'export.units', 'export.rate', 'export.fixed', 'export.amount', 'export.chargeId', 'export.dueDate'],
      readings.map((r) => {
        const { agreement, utilityOptionId } = r.meter.agreementUtility
        return [agreement.id, agreement.name, utilityOptionId, day(r.readOn), meterUnits(r.value), day(r.previousReadOn), meterUnits(r.previousValue), meterUnits(r.oldMeterFinal), meterUnits(r.newMeterStart), meterUnits(r.units), money(r.ratePaisaPerUnit), money(r.fixedPaisa), money(r.amountPaisa), r.chargeId, day(r.charge?.dueDate ?? null)]
      }),
    ),
    sheet(
      language,
      'export.sheet.rentIncome',
      ['export.property', 'export.month', 'export.from', 'export.to', 'export.rent', 'export.otherIncome', 'export.credit', 'export.total', 'export.taxRate', 'export.tax'],
      rentIncome,
    ),
  ]
  sheets.push(await profitSheet(memberId, language, now))
  if (identities) {
    sheets.push(
      sheet(
        language,
        'identity.exportSheet',
        ['export.id', 'export.firstName', 'export.lastName', 'identity.type', 'identity.number', 'identity.district', 'identity.issuedOn', 'export.calendar'],
        identities.map((row) => [row.tenantId, row.firstName, row.lastName, translate(language, `identity.type.${row.type}`), row.number, language === 'ne' ? row.district.nameNe : row.district.name, day(dateColumn(row.issuedOn)), row.issuedCalendar]),
      ),
    )
  }
  return writeXlsxFile(sheets).toBuffer()
}

/**
 * The "Profit" sheet (issue 31): the profit of the fiscal year `now` falls in, each B.S. month then
 * the year, for all the member's properties and then each one (their own books, as the other
 * sheets); no rows when there was no income and no expense.
 */
async function profitSheet(memberId: number, language: Language, now: Date) {
  const fiscalYear = fiscalYearOf(nepalToday(now))
  const { total, properties } = await getProfit(memberId, fiscalYear)
  const block = (name: string, year: ProfitYear) => [
    ...year.months.map((m) => [name, `${bsMonthName(m.month, language)} ${m.year}`, day(dateColumn(m.start)), day(dateColumn(m.end)), rupees(m.incomePaisa), rupees(m.expensePaisa), rupees(m.profitPaisa)]),
    [name, fiscalYearLabel(fiscalYear, language), day(dateColumn(year.start)), day(dateColumn(year.end)), rupees(year.incomePaisa), rupees(year.expensePaisa), rupees(year.profitPaisa)],
  ]
  const rows = properties.length === 0 ? [] : [block(translate(language, 'export.allProperties'), total), ...properties.map((property) => block(property.propertyName, property.year))].flat()
  return sheet(language, 'export.sheet.profit', ['export.property', 'export.month', 'export.from', 'export.to', 'export.income', 'export.expenses', 'export.profit'], rows)
}

/** "bhadaa-backup-2026-11-22.xlsx", the day in Nepal. */
export function exportFileName(now = new Date()) {
  return `bhadaa-backup-${nepalToday(now)}.xlsx`
}
