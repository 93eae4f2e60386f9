// The reports' charts (ADR 044), as numbers: over the last 12 B.S. months (the current
// one last) and the properties whose books the member sees (books.server.ts), each read from
// the ledger's own definitions, so a chart equals its ledger:
// - rent collected: the rent-income report's rent (ownRentIncome, received on rent charges);
// - income against expenses: the rent-income report's total against expenses not voided;
// - occupancy: the places (a divided property's units; an undivided property is one place) let
//   and vacant on the month's last day, or today in the current month; a place counts from when
//   it was added or its first agreement started, whichever is earlier. Let: an agreement runs
//   that day (from its start to its end) and its tenant has not moved out (a termination's day);
// - arrears by age: what is unpaid today on charges past their due date (the dashboard's
//   "overdue": DUE or PARTIAL, due before today), by days since the due date.
import { daysBetween, dateColumn, isoDateOf } from '~/domain/ad-date'
import { addBsMonths, adToBs, bsMonthLength, bsToAd } from '~/domain/bs-calendar'
import { fiscalYearOf } from '~/domain/fiscal-year'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { moveOutDayOf } from '~/services/agreements/views.server'
import { Prisma } from '~/generated/prisma/client'
import { jsonRows, readJson } from '~/services/json-rows.server'
import { booksInSight, expensesBetween, type Books } from './books.server'
import { ownOrSharedIdsSql } from '~/services/team/shared-with.server'
import { ownRentIncome } from './rent-income.server'

export const CHART_MONTHS = 12
/** The dashboard's small chart's months. */
export const DASHBOARD_CHART_MONTHS = 6
/** The ages of arrears, in days past the due date: up to 30, 31–60, 61–90, over 90 (`to` null). */
export const ARREARS_AGES = [
  { from: 0, to: 30 },
  { from: 31, to: 60 },
  { from: 61, to: 90 },
  { from: 91, to: null },
] as const

export type ChartMonth = {
  year: number
  month: number
  /** A.D., the month's first and last day. */
  start: string
  end: string
  rentCollectedPaisa: number
  incomePaisa: number
  expensePaisa: number
  unitsLet: number
  unitsVacant: number
}
export type ArrearsAge = { fromDays: number; toDays: number | null; paisa: number }
export type Charts = { today: string; months: ChartMonth[]; arrears: ArrearsAge[] }

/** The last `count` B.S. months, oldest first, the one `today` is in last. */
export function lastBsMonths(today: string, count = CHART_MONTHS) {
  const now = adToBs(today)
  return Array.from({ length: count }, (_, index) => {
    const { year, month } = addBsMonths({ year: now.year, month: now.month, day: 1 }, index - count + 1)
    return { year, month, start: bsToAd({ year, month, day: 1 }), end: bsToAd({ year, month, day: bsMonthLength(year, month) }) }
  })
}

type Month = ReturnType<typeof lastBsMonths>[number]

const keyOf = (year: number, month: number) => `${year}-${month}`

/** Rent and all income by month, from the rent-income report of each fiscal year the months touch. */
async function incomeOf(books: Books, months: Month[]) {
  const years = [...new Set(months.map((month) => fiscalYearOf(month.start)))]
  const reports = await Promise.all(years.map((year) => ownRentIncome(books.ownerId, year, books.propertyIds ?? undefined)))
  const byMonth = new Map<string, { rent: number; total: number }>()
  for (const month of reports.flatMap((report) => report.total.months)) byMonth.set(keyOf(month.year, month.month), { rent: month.rentPaisa, total: month.totalPaisa })
  return byMonth
}

/** Each month's places let, and vacant, on its day (`dayOf`). */
async function occupancyOf(books: Books, months: Month[], dayOf: (month: Month) => string) {
  const onProperties = books.propertyIds === null ? { memberId: books.ownerId } : { memberId: books.ownerId, id: { in: books.propertyIds } }
  const properties = await prisma.property.findMany({
    where: onProperties,
    select: {
      id: true,
      isDivided: true,
      createdAt: true,
      units: { select: { id: true, createdAt: true } },
      agreements: {
        where: { startDate: { lte: dateColumn(months.at(-1)!.end) }, endDate: { gte: dateColumn(months[0]!.start) } },
        select: { unitId: true, startDate: true, endDate: true, status: true, moveOutDate: true, terminatedAt: true },
      },
    },
  })
  const places = properties.flatMap((property) => {
    const stays = property.agreements.map((agreement) => ({
      unitId: agreement.unitId,
      start: isoDateOf(agreement.startDate),
      end: isoDateOf(agreement.endDate),
      movedOut: agreement.status === 'TERMINATED' ? moveOutDayOf(agreement) : null,
    }))
    const place = (unitId: number | null, createdAt: Date) => {
      const mine = stays.filter((stay) => stay.unitId === unitId)
      const from = [nepalToday(createdAt), ...mine.map((stay) => stay.start)].sort()[0]!
      return { from, stays: mine }
    }
    return property.isDivided ? property.units.map((unit) => place(unit.id, unit.createdAt)) : [place(null, property.createdAt)]
  })
  return months.map((month) => {
    const day = dayOf(month)
    const counted = places.filter((place) => place.from <= day)
    const isLet = counted.filter((place) => place.stays.some((stay) => stay.start <= day && day <= stay.end && !(stay.movedOut !== null && stay.movedOut <= day))).length
    return { unitsLet: isLet, unitsVacant: counted.length - isLet }
  })
}

/** What is unpaid today on the books' charges past their due date, with the due date. */
async function overdueOf(books: Books, today: string) {
  const charges = await prisma.charge.findMany({
    where: {
      status: { in: ['DUE', 'PARTIAL'] },
      dueDate: { lt: dateColumn(today) },
      agreement: books.propertyIds === null ? { memberId: books.ownerId } : { memberId: books.ownerId, propertyId: { in: books.propertyIds } },
    },
    select: { dueDate: true, amountPaisa: true, paidPaisa: true },
  })
  return charges.map((charge) => ({ days: daysBetween(isoDateOf(charge.dueDate), today), paisa: Number(charge.amountPaisa - charge.paidPaisa) }))
}

/** The charts' numbers on `today` (Nepal, A.D.). */
export async function getCharts(memberId: number, today: string = nepalToday()): Promise<Charts> {
  const months = lastBsMonths(today)
  const dayOf = (month: Month) => (month.end < today ? month.end : today)
  const allBooks = await booksInSight(memberId)
  const read = await Promise.all(
    allBooks.map(async (books) => {
      const [income, spent, occupancy, overdue] = await Promise.all([
        incomeOf(books, months),
        expensesBetween(books, months[0]!.start, months.at(-1)!.end),
        occupancyOf(books, months, dayOf),
        overdueOf(books, today),
      ])
      return { income, spent, occupancy, overdue }
    }),
  )
  const chartMonths = months.map((month, index): ChartMonth => {
    const key = keyOf(month.year, month.month)
    const sum = (of: (one: (typeof read)[number]) => number) => read.reduce((total, one) => total + of(one), 0)
    return {
      ...month,
      rentCollectedPaisa: sum((one) => one.income.get(key)?.rent ?? 0),
      incomePaisa: sum((one) => one.income.get(key)?.total ?? 0),
      expensePaisa: sum((one) => one.spent.filter((spent) => month.start <= spent.date && spent.date <= month.end).reduce((total, spent) => total + spent.amountPaisa, 0)),
      unitsLet: sum((one) => one.occupancy[index]!.unitsLet),
      unitsVacant: sum((one) => one.occupancy[index]!.unitsVacant),
    }
  })
  const overdue = read.flatMap((one) => one.overdue)
  const arrears = ARREARS_AGES.map(({ from, to }) => ({
    fromDays: from,
    toDays: to,
    paisa: overdue.filter((charge) => charge.days >= from && (to === null || charge.days <= to)).reduce((total, charge) => total + charge.paisa, 0),
  }))
  return { today, months: chartMonths, arrears }
}

/**
 * The dashboard's small chart as SQL, so it rides in the dashboard's one statement (ADR 030): rent
 * collected in each of `months`, over the member's properties and those shared with them by a
 * role with books:view. The rent-income report's rent, written as one query: rent charges paid
 * by payments received (not voided, not an opening credit, a carry-over, a deposit applied or a
 * refund), on their day, and by a settlement's deposit, on the settlement's day. The chart test
 * holds it equal to the charts page's (ownRentIncome) month by month.
 */
export function rentCollectedJson(memberId: number, months: ReadonlyArray<{ start: string; end: string }>): Prisma.Sql {
  const first = dateColumn(months[0]!.start)
  const last = dateColumn(months.at(-1)!.end)
  const spans = Prisma.join(months.map((month) => Prisma.sql`(${dateColumn(month.start)}::date, ${dateColumn(month.end)}::date)`))
  return jsonRows(
    Prisma.sql`
    WITH places (id) AS (${ownOrSharedIdsSql(memberId, 'books:view')}), rent AS (
      SELECT p."paidOn" AS "day", pa."amountPaisa"
      FROM "Agreement" a
      -- Each agreement's payments of the months, looked up by agreement and day (ADR 068). OFFSET 0
      -- keeps the lookup inside the loop over the member's agreements: joined freely, PostgreSQL
      -- may read the payments of the months of every member and keep theirs, or every payment of
      -- the member once for each of their agreements, as its estimates lead it.
      CROSS JOIN LATERAL (
        SELECT p.id, p."paidOn" FROM "Payment" p
        WHERE p."agreementId" = a.id AND p."memberId" = a."memberId" AND p."voidedAt" IS NULL
          AND NOT p."openingCredit" AND NOT p."carryOver" AND p."paidOn" BETWEEN ${first}::date AND ${last}::date
        OFFSET 0
      ) p
      JOIN "PaymentAllocation" pa ON pa."paymentId" = p.id JOIN "Charge" c ON c.id = pa."chargeId" AND c.kind = 'RENT'
      WHERE a."propertyId" IN (SELECT id FROM places)
        AND NOT EXISTS (SELECT 1 FROM "Settlement" s WHERE s."depositPaymentId" = p.id OR s."refundPaymentId" = p.id)
      UNION ALL
      SELECT s."settledOn", pa."amountPaisa"
      FROM "Settlement" s JOIN "Agreement" a ON a.id = s."agreementId"
      JOIN "PaymentAllocation" pa ON pa."paymentId" = s."depositPaymentId" JOIN "Charge" c ON c.id = pa."chargeId" AND c.kind = 'RENT'
      WHERE a."propertyId" IN (SELECT id FROM places) AND s."memberId" = a."memberId" AND s."settledOn" BETWEEN ${first}::date AND ${last}::date
    )
    SELECT to_char(m."start", 'YYYY-MM-DD') AS "start", COALESCE(SUM(r."amountPaisa"), 0)::text AS "rentPaisa"
    FROM (VALUES ${spans}) AS m("start", "end") LEFT JOIN rent r ON r."day" BETWEEN m."start" AND m."end"
    GROUP BY m."start"`,
    Prisma.sql`x."start"`,
  )
}

export type RentCollectedMonth = Month & { rentCollectedPaisa: number }

/** The months of `rentCollectedJson` read back. */
export function rentCollectedFrom(rows: Array<{ start: string; rentPaisa: string }>, months: readonly Month[]): RentCollectedMonth[] {
  return months.map((month) => ({ ...month, rentCollectedPaisa: Number(rows.find((row) => row.start === month.start)?.rentPaisa ?? 0) }))
}

/** The dashboard's small chart: rent collected in each of the last `count` B.S. months, as on /reports. */
export async function getRentCollected(memberId: number, today: string = nepalToday(), count = DASHBOARD_CHART_MONTHS): Promise<RentCollectedMonth[]> {
  const months = lastBsMonths(today, count)
  return rentCollectedFrom(await readJson(rentCollectedJson(memberId, months)), months)
}
