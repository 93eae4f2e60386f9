// Expenses through the services the pages and /v1 call (ADR 042), on a real database: in the
// owner's books whoever records them (a manager named), voids kept and never counted, a photo
// read by its bytes, bad input refused with nothing written, monthly expenses written once per
// B.S. month however often the job runs, the NEA rate paid per unit, and a property with
// expenses that refuses deletion with a clear 409.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { adToBs, bsMonthLength, bsToAd, formatBsDate } from '~/domain/bs-calendar'
import { fiscalYearOf } from '~/domain/fiscal-year'
import { nepalToday, nepalTodayBs } from '~/domain/nepal-time'
import { ExpenseCreateSchema, RecurringExpenseCreateSchema } from '~/schemas/expense-schemas'
import { prisma } from '~/server/db.server'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '~/services/errors'
import { addExpense, electricityRatePaid, getExpense, listExpenses, propertyExpenseTotal, voidExpense } from '~/services/expenses/expense-book.server'
import { addRecurringExpense, listRecurringExpenses, stopRecurringExpense, writeRecurringExpenses } from '~/services/expenses/recurring.server'
import { deleteProperty } from '~/services/properties/properties.server'
import { createMember } from '../../support/fixtures'
import { landlord } from '../agreements/support'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

function input(fields: Record<string, unknown>) {
  const parsed = ExpenseCreateSchema.safeParse({ category: 'REPAIR', amount: '1500', calendarType: 'AD', spentOn: nepalToday(), ...fields })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

async function teamMember(propertyId: number, role: 'CO_OWNER' | 'MANAGER' | 'COLLECTOR' | 'VIEWER') {
  const person = await createMember({ firstName: 'Gita', lastName: 'Rai' })
  await prisma.propertyTeamMember.create({ data: { propertyId, memberId: person.id, role, shareBasisPoints: role === 'CO_OWNER' ? 2500 : null } })
  return person
}

describe('an expense', () => {
  test('recorded by a manager is in the owner’s books naming the manager, and the owner’s list and total show it', async () => {
    const { member: owner, house } = await landlord()
    const manager = await teamMember(house.id, 'MANAGER')
    const expense = await addExpense(manager.id, input({ propertyId: String(house.id), amount: '2500.50', paidTo: 'Ram Plumbing' }))
    const row = await prisma.expense.findUniqueOrThrow({ where: { id: expense.id } })
    expect(row).toMatchObject({ memberId: owner.id, recordedByMemberId: manager.id, amountPaisa: 250_050n, paidTo: 'Ram Plumbing' })
    expect(expense.recordedBy).toEqual({ memberId: manager.id, name: 'Gita Rai', byOwner: false })
    const list = await listExpenses(owner.id)
    expect(list.items.map((item) => item.id)).toEqual([expense.id])
    expect(list.totalPaisa).toBe(250_050)
    // The manager sees it too, through the shared property.
    expect((await listExpenses(manager.id)).totalPaisa).toBe(250_050)
  })

  test('of another landlord is not found, exactly as a missing one; a collector sees no books; a viewer sees but may not add or void', async () => {
    const { member: owner, house } = await landlord()
    const expense = await addExpense(owner.id, input({ propertyId: String(house.id) }))
    const stranger = await createMember()
    await expect(getExpense(stranger.id, expense.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(voidExpense(stranger.id, expense.id, 'mine now')).rejects.toBeInstanceOf(NotFoundError)
    await expect(addExpense(stranger.id, input({ propertyId: String(house.id) }))).rejects.toBeInstanceOf(NotFoundError)
    expect((await listExpenses(stranger.id)).items).toEqual([])

    const collector = await teamMember(house.id, 'COLLECTOR')
    await expect(getExpense(collector.id, expense.id)).rejects.toBeInstanceOf(NotFoundError)
    expect((await listExpenses(collector.id)).items).toEqual([])

    const viewer = await teamMember(house.id, 'VIEWER')
    expect((await getExpense(viewer.id, expense.id)).mayManage).toBe(false)
    await expect(addExpense(viewer.id, input({ propertyId: String(house.id) }))).rejects.toBeInstanceOf(ForbiddenError)
    await expect(voidExpense(viewer.id, expense.id, 'no')).rejects.toBeInstanceOf(ForbiddenError)
    expect(await prisma.expense.count({ where: { propertyId: house.id } })).toBe(1)
  })

  test('voided keeps its row with the reason and leaves every total as before it', async () => {
    const { member: owner, house } = await landlord()
    const year = fiscalYearOf(nepalToday())
    const kept = await addExpense(owner.id, input({ propertyId: String(house.id), amount: '1000' }))
    const before = await propertyExpenseTotal(owner.id, house.id, year)
    const wrong = await addExpense(owner.id, input({ propertyId: String(house.id), amount: '700' }))
    expect(await propertyExpenseTotal(owner.id, house.id, year)).toBe(before + 70_000)

    const voided = await voidExpense(owner.id, wrong.id, '  Typed twice ')
    expect(voided.voidReason).toBe('Typed twice')
    await expect(voidExpense(owner.id, wrong.id, 'again')).rejects.toBeInstanceOf(ConflictError)
    expect(await propertyExpenseTotal(owner.id, house.id, year)).toBe(before)
    const list = await listExpenses(owner.id, { propertyId: house.id, fiscalYear: year })
    expect(list.items.map((item) => item.id).sort()).toEqual([kept.id, wrong.id].sort())
    expect(list.totalPaisa).toBe(100_000)
    expect(await prisma.auditEvent.count({ where: { action: 'member.expenseVoid', target: `expense:${wrong.id}` } })).toBe(1)
  })

  test('keeps a photo by the type its bytes show, and refuses one that lies about its type, with nothing written', async () => {
    const { member: owner, house } = await landlord()
    const saved = await addExpense(owner.id, { ...input({ propertyId: String(house.id) }), receiptPhoto: PNG })
    expect(await prisma.expense.findUniqueOrThrow({ where: { id: saved.id }, select: { receiptPhotoType: true } })).toEqual({ receiptPhotoType: 'image/png' })
    const lying = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')
    const refused = await addExpense(owner.id, { ...input({ propertyId: String(house.id) }), receiptPhoto: lying }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ValidationError)
    expect((refused as ValidationError).fields).toEqual({ photo: ['proof.error.photoType'] })
    expect(await prisma.expense.count({ where: { propertyId: house.id } })).toBe(1)
  })

  test('refuses bad input field by field: a day in the future, units on a repair, a unit of another property', async () => {
    const { member: owner, house, divided, flat1 } = await landlord()
    const bad = ExpenseCreateSchema.safeParse({ propertyId: 'x', category: 'PIZZA', amount: '-5', calendarType: 'BS', spentOn: '2082-13-40', electricityUnits: '12' })
    expect(bad.success).toBe(false)
    const fields = new Set(bad.error!.issues.map((issue) => String(issue.path[0])))
    expect([...fields].sort()).toEqual(['amount', 'category', 'electricityUnits', 'propertyId', 'spentOn'])
    const stray = ExpenseCreateSchema.safeParse({ propertyId: '1', category: 'REPAIR', amount: '5', calendarType: 'AD', spentOn: nepalToday(), electricityUnits: '12' })
    expect(stray.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['electricityUnits', 'expense.error.unitsOnlyElectricity']])

    const future = await addExpense(owner.id, input({ propertyId: String(house.id), spentOn: addAdDays(nepalToday(), 1) })).catch((error: unknown) => error)
    expect((future as ValidationError).fields).toEqual({ spentOn: ['expense.error.inFuture'] })
    const otherUnit = await addExpense(owner.id, input({ propertyId: String(house.id), unitId: String(flat1.id) })).catch((error: unknown) => error)
    expect((otherUnit as ValidationError).fields).toEqual({ unitId: ['unit.error.notFound'] })
    expect(await prisma.expense.count({ where: { propertyId: { in: [house.id, divided.id] } } })).toBe(0)
  })

  test('makes its property and unit refuse deletion with a clear conflict (voided or not)', async () => {
    const { member: owner, house } = await landlord()
    const expense = await addExpense(owner.id, input({ propertyId: String(house.id) }))
    await voidExpense(owner.id, expense.id, 'Wrong property')
    const refused = await deleteProperty(owner.id, house.id).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ConflictError)
    expect((refused as ConflictError).detail.code).toBe('property.error.hasExpenses')
  })
})

describe('the rate paid per unit of electricity', () => {
  test('is the last 12 months’ NEA bills with units, their amount over their units, voided bills left out', async () => {
    const { member: owner, house } = await landlord()
    expect(await electricityRatePaid(owner.id, house.id)).toBeNull()
    await addExpense(owner.id, input({ propertyId: String(house.id), category: 'ELECTRICITY', amount: '1200', electricityUnits: '100' }))
    await addExpense(owner.id, input({ propertyId: String(house.id), category: 'ELECTRICITY', amount: '1300', electricityUnits: '100', spentOn: addAdDays(nepalToday(), -40) }))
    // Older than 12 months, without units, or voided: not counted.
    await addExpense(owner.id, input({ propertyId: String(house.id), category: 'ELECTRICITY', amount: '9999', electricityUnits: '1', spentOn: addAdDays(nepalToday(), -400) }))
    await addExpense(owner.id, input({ propertyId: String(house.id), category: 'ELECTRICITY', amount: '500' }))
    const voided = await addExpense(owner.id, input({ propertyId: String(house.id), category: 'ELECTRICITY', amount: '9000', electricityUnits: '10' }))
    await voidExpense(owner.id, voided.id, 'Duplicate bill')
    expect(await electricityRatePaid(owner.id, house.id)).toEqual({ paisaPerUnit: 1250, units: 200, amountPaisa: 250_000 })
  })
})

describe('a monthly expense', () => {
  function recurring(fields: Record<string, unknown>) {
    const parsed = RecurringExpenseCreateSchema.safeParse({ category: 'STAFF', amount: '15000', dayOfMonth: '1', paidTo: 'Guard', ...fields })
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
    return parsed.data
  }
  const monthsBefore = (months: number) => {
    const today = nepalTodayBs()
    const index = today.year * 12 + (today.month - 1) - months
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  }

  test('is written once per B.S. month from its start, however often the job runs, and stopping keeps what was written', async () => {
    const { member: owner, house } = await landlord()
    const manager = await teamMember(house.id, 'MANAGER')
    // From three months ago, on day 1: this month and the three before are due.
    const { id, written } = await addRecurringExpense(manager.id, recurring({ propertyId: String(house.id), startMonth: monthsBefore(3) }))
    expect(written).toBe(4)
    expect(await writeRecurringExpenses()).toBe(0)
    const [first, second] = await Promise.all([writeRecurringExpenses(), writeRecurringExpenses()])
    expect(first + second).toBe(0)
    const rows = await prisma.expense.findMany({ where: { recurringExpenseId: id }, orderBy: { spentOn: 'asc' } })
    expect(rows).toHaveLength(4)
    expect(rows.map((row) => formatBsDate(adToBs(row.spentOn.toISOString().slice(0, 10))).slice(8))).toEqual(['01', '01', '01', '01'])
    expect(rows.every((row) => row.memberId === owner.id && row.recordedByMemberId === manager.id && row.amountPaisa === 1_500_000n)).toBe(true)
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(4)

    await stopRecurringExpense(owner.id, id)
    await expect(stopRecurringExpense(owner.id, id)).rejects.toBeInstanceOf(ConflictError)
    expect(await prisma.expense.count({ where: { recurringExpenseId: id } })).toBe(4)
    const [line] = await listRecurringExpenses(owner.id, { propertyId: house.id })
    expect(line).toMatchObject({ id, written: 4, mayManage: true })
    expect(line!.stoppedAt).not.toBeNull()
  })

  test('on a day that has not come yet this month waits for it; a day past a short month’s end falls on its last day', async () => {
    const { member: owner, house } = await landlord()
    const today = nepalTodayBs()
    const thisMonth = monthsBefore(0)
    const { id } = await addRecurringExpense(owner.id, recurring({ propertyId: String(house.id), startMonth: thisMonth, dayOfMonth: '32' }))
    const rows = await prisma.expense.findMany({ where: { recurringExpenseId: id } })
    // Day 32 of this month is its last day: written only once that day has come.
    const lastDay = bsToAd({ ...today, day: bsMonthLength(today.year, today.month) })
    expect(rows).toHaveLength(nepalToday() >= lastDay ? 1 : 0)
    // The job a month from now writes this month's, once.
    const later = new Date(Date.now() + 35 * 86_400_000)
    await writeRecurringExpenses(later)
    await writeRecurringExpenses(later)
    expect(await prisma.expense.count({ where: { recurringExpenseId: id, idempotencyKey: `recurring:${id}:${thisMonth}` } })).toBe(1)
  })

  test('refuses a viewer (403) and a stranger (404), with nothing set up', async () => {
    const { house } = await landlord()
    const viewer = await teamMember(house.id, 'VIEWER')
    await expect(addRecurringExpense(viewer.id, recurring({ propertyId: String(house.id), startMonth: monthsBefore(0) }))).rejects.toBeInstanceOf(ForbiddenError)
    const stranger = await createMember()
    await expect(addRecurringExpense(stranger.id, recurring({ propertyId: String(house.id), startMonth: monthsBefore(0) }))).rejects.toBeInstanceOf(NotFoundError)
    expect(await prisma.recurringExpense.count({ where: { propertyId: house.id } })).toBe(0)
  })
})
