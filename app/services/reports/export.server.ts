// Backups (spec §2.20): one .xlsx with a sheet each for the member's properties, units, tenants,
// agreements, charges, payments and meter readings, and the rent income of the current fiscal
// year, headed in the member's language. Only this member's rows: every query is scoped by
// memberId; the properties shared with them by a role that may export them follow in sheets of
// their own ("Shared properties", "Shared agreements", "Shared payments"). Money is in rupees (number cells, two decimals); calendar days are date cells, with
// the B.S. date beside the A.D. one for agreements; instants are Nepal time text.
import type { Cell, Row, SheetData } from 'write-excel-file/node'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { adToBs, bsMonthName, formatBsDate, hasBsDate } from '~/domain/bs-calendar'
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
import { sharedPropertyWhere } from '~/services/team/shared-with.server'
import { fullName } from '~/domain/person-name'

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
  return hasBsDate(iso) ? formatBsDate(adToBs(iso)) : null
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

/** The Expenses sheet (ADR 042): every expense in the member's books, voided ones with their reason, oldest first. */
async function expensesSheet(memberId: number, language: Language) {
  const expenses = await prisma.expense.findMany({
    where: { memberId },
    orderBy: [{ spentOn: 'asc' }, { id: 'asc' }],
    select: {
      id: true, category: true, amountPaisa: true, spentOn: true, paidTo: true, note: true, electricityUnits: true, voidedAt: true, voidReason: true, createdAt: true, recurringExpenseId: true,
      property: { select: { name: true } }, unit: { select: { name: true } }, recordedBy: { select: { firstName: true, lastName: true } },
    },
  })
  return sheet(
    language,
    'expense.export.sheet',
    ['export.id', 'export.property', 'export.unit', 'expense.export.category', 'export.amount', 'expense.export.spentOn', 'expense.export.spentOnBs', 'expense.export.paidTo', 'export.note', 'expense.export.units', 'expense.export.recordedBy', 'expense.export.monthly', 'export.voidedAt', 'export.voidReason', 'export.createdAt'],
    expenses.map((e) => [
      e.id, e.property.name, e.unit?.name, translate(language, `expense.category.${e.category}`), money(e.amountPaisa), day(e.spentOn), bsDay(e.spentOn), e.paidTo, e.note, e.electricityUnits,
      e.recordedBy ? fullName(e.recordedBy) : null, e.recurringExpenseId, instant(e.voidedAt), e.voidReason, instant(e.createdAt),
    ]),
  )
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
      agreements.map((a) => [a.id, a.name, a.property.name, a.unit?.name, fullName(a.tenant), a.tenant.phone, a.calendar, day(a.startDate), day(a.endDate), bsDay(a.startDate), bsDay(a.endDate), money(a.leaseAmountPaisa), money(a.depositPaisa), a.paymentIntervalMonths, a.paymentDayOfMonth, decimal(a.incrementPercentage), a.incrementIntervalYears, a.status, instant(a.terminatedAt), instant(a.createdAt)]),
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
  sheets.push(await expensesSheet(memberId, language))
  sheets.push(await repairsSheet(memberId, language))
  sheets.push(await profitSheet(memberId, language, now))
  sheets.push(...(await sharedPropertySheets(memberId, language)))
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
  // Imported with the first export, not when the server starts (ADR 049: about 15 MB).
  const { default: writeXlsxFile } = await import('write-excel-file/node')
  return writeXlsxFile(sheets).toBuffer()
}

/**
 * The properties others let the member into with a role that may export them (ADR 041: a viewer
 * "exports" a shared property), as sheets of their own after the member's own books: the
 * properties with their owner and the member's role, their agreements, and their payments. None
 * when nothing is shared with the member.
 */
async function sharedPropertySheets(memberId: number, language: Language) {
  const shared = sharedPropertyWhere(memberId, 'export')
  const properties = await prisma.property.findMany({
    where: shared,
    orderBy: { id: 'asc' },
    select: { id: true, name: true, address1: true, city: true, member: { select: { firstName: true, lastName: true } }, team: { where: { memberId }, select: { role: true } } },
  })
  if (properties.length === 0) return []
  const [agreements, payments] = await Promise.all([
    prisma.agreement.findMany({ where: { property: shared }, orderBy: { id: 'asc' }, include: { property: { select: { name: true } }, unit: { select: { name: true } }, tenant: true } }),
    prisma.payment.findMany({ where: { agreement: { property: shared } }, orderBy: [{ memberId: 'asc' }, { receiptNumber: 'asc' }], include: { agreement: { select: { name: true } } } }),
  ])
  return [
    sheet(
      language,
      'team.exportSheet.properties',
      ['export.id', 'export.name', 'team.owner', 'team.role', 'export.address1', 'export.city'],
      properties.map((p) => [p.id, p.name, fullName(p.member), translate(language, `team.role.${p.team[0]!.role}`), p.address1, p.city]),
    ),
    sheet(
      language,
      'team.exportSheet.agreements',
      ['export.id', 'export.name', 'export.property', 'export.unit', 'export.tenant', 'export.phone', 'export.startDate', 'export.endDate', 'export.monthlyRent', 'export.deposit', 'export.status'],
      agreements.map((a) => [a.id, a.name, a.property.name, a.unit?.name, fullName(a.tenant), a.tenant.phone, day(a.startDate), day(a.endDate), money(a.leaseAmountPaisa), money(a.depositPaisa), a.status]),
    ),
    sheet(
      language,
      'team.exportSheet.payments',
      ['export.receiptNumber', 'export.agreementId', 'export.agreement', 'export.amount', 'export.paidOn', 'export.method', 'export.reference', 'export.voidedAt', 'export.voidReason'],
      payments.map((p) => [p.receiptNumber, p.agreementId, p.agreement.name, money(p.amountPaisa), day(p.paidOn), p.method, p.reference, instant(p.voidedAt), p.voidReason]),
    ),
  ]
}

/** The Repairs sheet: every repair request in the member's books, with its cost and state. */
async function repairsSheet(memberId: number, language: Language) {
  const repairs = await prisma.repairRequest.findMany({
    where: { memberId },
    orderBy: { id: 'asc' },
    include: { property: { select: { name: true } }, unit: { select: { name: true } }, agreement: { select: { name: true } }, reportedBy: { select: { firstName: true, lastName: true } } },
  })
  return sheet(
    language,
    'export.sheet.repairs',
    ['export.id', 'export.property', 'export.unit', 'export.agreement', 'export.repairCategory', 'export.repairWhere', 'export.description', 'export.status', 'export.repairDeclineReason', 'export.repairCost', 'export.chargeId', 'export.repairReportedBy', 'export.createdAt', 'export.repairDoneAt'],
    repairs.map((r) => [r.id, r.property.name, r.unit?.name, r.agreement?.name, translate(language, `repair.category.${r.category}`), r.location, r.description, translate(language, `repair.status.${r.status}`), r.declineReason, money(r.costPaisa), r.chargeId, fullName(r.reportedBy), instant(r.createdAt), instant(r.doneAt)]),
  )
}

/**
 * The "Profit" sheet: the profit of the fiscal year `now` falls in, each B.S. month then
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
