// The Backups export: a real .xlsx read back, one sheet per kind of record, only the member's
// own rows, headed in the member's language. The Repairs sheet row by row against the requests.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { exportMemberWorkbook } from '~/services/reports/export.server'
import { prisma } from '~/server/db.server'
import { createMember } from '../../support/fixtures'
import { readWorkbook, sheetObjects } from '../../support/xlsx'
import { createAgreement, propertyInput } from '../properties/support'
import { createProperty } from '~/services/properties/properties.server'
import { RepairMoveJsonSchema, RepairOpenSchema } from '~/schemas/repair-schemas'
import { moveRepair, openRepair, reportRepair } from '~/services/repairs/repairs.server'
import { propertyAccess } from '~/services/team/access.server'
import { leak, rentedHouse } from '../repairs/support'

async function memberWithLedger(name: string) {
  const member = await createMember()
  const property = await createProperty(member.id, propertyInput({ name: `${name} House` }))
  const unit = await prisma.unit.create({ data: { propertyId: property.id, name: `${name} Flat`, floor: 1, area: 500, areaUnit: 'SQFT' } })
  const agreement = await createAgreement({ memberId: member.id, propertyId: property.id, unitId: unit.id })
  await prisma.agreement.update({ where: { id: agreement.id }, data: { name: `${name} Lease` } })
  const charge = await prisma.charge.create({
    data: {
      agreementId: agreement.id,
      kind: 'RENT',
      periodStart: new Date('2026-01-01T00:00:00Z'),
      periodEnd: new Date('2026-01-31T00:00:00Z'),
      dueDate: new Date('2026-01-01T00:00:00Z'),
      amountPaisa: 2_500_050n,
      paidPaisa: 1_000_000n,
      status: 'PARTIAL',
    },
  })
  await prisma.payment.create({
    data: { agreementId: agreement.id, memberId: member.id, amountPaisa: 1_000_000n, paidOn: new Date('2026-01-02T00:00:00Z'), method: 'ESEWA', receiptNumber: 1 },
  })
  await prisma.expense.create({
    data: { memberId: member.id, propertyId: property.id, category: 'WATER', amountPaisa: 80_050n, spentOn: new Date('2026-01-05T00:00:00Z'), paidTo: `${name} Tanker`, voidedAt: new Date(), voidReason: 'Typed twice' },
  })
  return { member, property, unit, agreement, charge }
}

describe('exportMemberWorkbook', () => {
  test('holds the member’s properties, units, tenants, agreements, charges and payments, and nobody else’s', async () => {
    const mine = await memberWithLedger('Mine')
    await memberWithLedger('Theirs')
    const workbook = await readWorkbook(await exportMemberWorkbook(mine.member.id, 'en', { now: new Date('2026-03-10T06:00:00Z') }))
    expect(Object.keys(workbook)).toEqual(['Properties', 'Units', 'Tenants', 'Agreements', 'Charges', 'Payments', 'Meter readings', 'Rent income', 'Expenses', 'Repairs', 'Profit'])

    expect(sheetObjects(workbook, 'Properties').map((row) => row.Name)).toEqual(['Mine House'])
    expect(sheetObjects(workbook, 'Units').map((row) => row.Name)).toEqual(['Mine Flat'])
    expect(sheetObjects(workbook, 'Tenants')).toHaveLength(1)
    const [agreement] = sheetObjects(workbook, 'Agreements')
    expect(sheetObjects(workbook, 'Agreements')).toHaveLength(1)
    expect(agreement).toMatchObject({
      Name: 'Mine Lease',
      Property: 'Mine House',
      Unit: 'Mine Flat',
      'Monthly rent (Rs.)': 25000.5,
      'Start date (B.S.)': '2082-09-17',
      Status: 'ACTIVE',
    })
    expect(agreement?.['Start date (A.D.)']).toEqual(new Date('2026-01-01T00:00:00Z'))
    expect(sheetObjects(workbook, 'Charges')).toEqual([expect.objectContaining({ 'Agreement': 'Mine Lease', 'Amount (Rs.)': 25000.5, 'Paid (Rs.)': 10000, Status: 'PARTIAL' })])
    expect(sheetObjects(workbook, 'Payments')).toEqual([expect.objectContaining({ 'Receipt number': 1, 'Amount (Rs.)': 10000, Method: 'ESEWA' })])
    // The fiscal year of 2026-03-10 (FY 2082/83): all properties, then each, 12 months and the year.
    // The payment has no allocations, so it is all credit; Poush 2082 holds 2026-01-02.
    const income = sheetObjects(workbook, 'Rent income')
    expect(income).toHaveLength(26)
    expect(income.map((row) => row.Property)).toEqual([...Array(13).fill('All properties'), ...Array(13).fill('Mine House')])
    expect(income.find((row) => row['Month (B.S.)'] === 'Magh 2082' && row.Property === 'Mine House')).toMatchObject({ 'Total (Rs.)': 0 })
    expect(income.find((row) => row['Month (B.S.)'] === 'Poush 2082')).toMatchObject({ 'Rent (Rs.)': 0, 'Other income (Rs.)': 10000, 'Of which credit (Rs.)': 10000 })
    expect(income[12]).toMatchObject({ 'Month (B.S.)': 'FY 2082/83', 'Total (Rs.)': 10000, 'Tax rate (%)': 10, 'House-rent tax (Rs.)': 0 })
    // Expenses (ADR 042): the member's own, a voided one with its reason.
    expect(sheetObjects(workbook, 'Expenses')).toEqual([
      expect.objectContaining({ Property: 'Mine House', Category: 'Water', 'Amount (Rs.)': 800.5, 'Paid to': 'Mine Tanker', 'Day paid (B.S.)': '2082-09-21', 'Void reason': 'Typed twice' }),
    ])
  })

  test('a member without records gets the six sheets with their headers only, in Nepali for a Nepali member', async () => {
    const member = await createMember({ prefLanguage: 'NEP' })
    const workbook = await readWorkbook(await exportMemberWorkbook(member.id, 'ne'))
    expect(Object.keys(workbook)).toEqual(['सम्पत्ति', 'एकाइ', 'भाडावाल', 'सम्झौता', 'शुल्क', 'भुक्तानी', 'मिटर रिडिङ', 'भाडा आम्दानी', 'खर्च', 'मर्मत', 'नाफा'])
    expect(workbook['नाफा']).toHaveLength(1)
    expect(workbook['भाडा आम्दानी']).toHaveLength(1)
    expect(workbook['सम्झौता']).toHaveLength(1)
    expect(workbook['सम्झौता']?.[0]).toContain('मासिक भाडा (रु.)')
  })

  test('text that would run as a formula is kept as text; numbers stay numbers', async () => {
    const { member, property, unit, agreement } = await memberWithLedger('Formula')
    await prisma.property.update({ where: { id: property.id }, data: { name: '=HYPERLINK("http://evil.example","Open")' } })
    await prisma.unit.update({ where: { id: unit.id }, data: { name: '@SUM(1+1)' } })
    await prisma.agreement.update({ where: { id: agreement.id }, data: { name: '-2+3' } })
    const tenant = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { tenantId: true } })
    await prisma.tenant.update({ where: { id: tenant.tenantId }, data: { firstName: '\t=1+1', lastName: '+cmd' } })
    const workbook = await readWorkbook(await exportMemberWorkbook(member.id, 'en'))

    expect(sheetObjects(workbook, 'Properties')[0]?.Name).toBe(`'=HYPERLINK("http://evil.example","Open")`)
    expect(sheetObjects(workbook, 'Units')[0]?.Name).toBe(`'@SUM(1+1)`)
    expect(sheetObjects(workbook, 'Tenants')[0]).toMatchObject({ 'First name': `'\t=1+1`, 'Last name': `'+cmd` })
    const [row] = sheetObjects(workbook, 'Agreements')
    expect(row).toMatchObject({ Name: `'-2+3`, Property: `'=HYPERLINK("http://evil.example","Open")`, 'Monthly rent (Rs.)': 25000.5 })
    expect(sheetObjects(workbook, 'Charges')[0]).toMatchObject({ Agreement: `'-2+3`, 'Amount (Rs.)': 25000.5 })
  })

  test('the Repairs sheet: a row per repair request in the member’s books, its status, cost in rupees and times in Nepal; a viewer’s holds none of the shared property’s', async () => {
    const { owner, house, agreement, tenant } = await rentedHouse()
    const access = await propertyAccess(owner.id, house.id)
    const move = (body: Record<string, unknown>) => RepairMoveJsonSchema.parse(body)
    // Reported by the tenant, started, done with a cost charged to them.
    const leaking = await reportRepair(tenant, agreement.id, leak(), [])
    await moveRepair(access, leaking.id, move({ status: 'IN_PROGRESS' }))
    // Days within the lease, which runs from 70 days ago (the charge for the cost falls on the day it is done).
    const [reported, reportedLate, nextDay, doneOn] = [-20, -19, -18, -10].map((days) => addAdDays(nepalToday(), days))
    const done = await moveRepair(access, leaking.id, move({ status: 'DONE', cost: 1500.25, chargeTenant: { reason: 'Broken tap' } }), { now: new Date(`${doneOn}T06:15:00Z`) })
    // Opened by the owner on the property (no unit, no agreement), then declined; another left open.
    const opened = (body: Record<string, unknown>) => openRepair(access, RepairOpenSchema.parse({ propertyId: house.id, ...body }), [])
    const light = await opened({ category: 'ELECTRICITY', location: 'Stairs', description: 'The light is out' })
    await moveRepair(access, light.id, move({ status: 'DECLINED', note: 'The tenant’s own bulb' }))
    const gate = await opened({ category: 'BUILDING', location: '=Gate', description: 'It sticks' })
    // Fixed creation times, so the sheet's Nepal times are known (UTC+5:45).
    const created = [`${reported}T04:15:00Z`, `${reportedLate}T18:30:00Z`, `${nextDay}T00:00:00Z`]
    for (const [index, id] of [leaking.id, light.id, gate.id].entries()) await prisma.repairRequest.update({ where: { id }, data: { createdAt: new Date(created[index]!) } })
    // Another landlord's request is not in this sheet.
    const other = await rentedHouse()
    await reportRepair(other.tenant, other.agreement.id, leak({ location: 'Their tap' }), [])

    const workbook = await readWorkbook(await exportMemberWorkbook(owner.id, 'en'))
    const rows = sheetObjects(workbook, 'Repairs')
    const fromDb = await prisma.repairRequest.findMany({ where: { memberId: owner.id }, orderBy: { id: 'asc' }, select: { id: true, status: true, costPaisa: true, chargeId: true } })
    expect(rows.map((row) => row.ID)).toEqual(fromDb.map((repair) => repair.id))
    expect(rows.map((row) => [row.Status, row['Cost (Rs.)'] === null ? null : Math.round(Number(row['Cost (Rs.)']) * 100), row['Charge ID']])).toEqual(
      fromDb.map((repair) => [{ DONE: 'Done', DECLINED: 'Declined', OPEN: 'Open' }[repair.status as string], repair.costPaisa === null ? null : Number(repair.costPaisa), repair.chargeId]),
    )
    expect(rows).toEqual([
      {
        ID: leaking.id, Property: 'Lakeside House', Unit: null, Agreement: 'Lakeside lease', Kind: 'Water', Where: 'Kitchen tap', Description: 'The tap leaks all night',
        Status: 'Done', 'Why declined': null, 'Cost (Rs.)': 1500.25, 'Charge ID': done.chargeId, 'Reported by': 'Ram Karki', 'Created (Nepal time)': `${reported} 10:00`, 'Done at': `${doneOn} 12:00`,
      },
      {
        ID: light.id, Property: 'Lakeside House', Unit: null, Agreement: null, Kind: 'Electricity', Where: 'Stairs', Description: 'The light is out',
        Status: 'Declined', 'Why declined': 'The tenant’s own bulb', 'Cost (Rs.)': null, 'Charge ID': null, 'Reported by': 'Sita Sharma', 'Created (Nepal time)': `${nextDay} 00:15`, 'Done at': null,
      },
      // A text typed to look like a formula stays text.
      {
        ID: gate.id, Property: 'Lakeside House', Unit: null, Agreement: null, Kind: 'Building', Where: `'=Gate`, Description: 'It sticks',
        Status: 'Open', 'Why declined': null, 'Cost (Rs.)': null, 'Charge ID': null, 'Reported by': 'Sita Sharma', 'Created (Nepal time)': `${nextDay} 05:45`, 'Done at': null,
      },
    ])
    expect(done.chargeId).toEqual(expect.any(Number))

    // A viewer exports the shared property in its own sheets; the Repairs sheet, like Expenses and Profit, is their own books only.
    const viewer = await createMember()
    await prisma.propertyTeamMember.create({ data: { propertyId: house.id, memberId: viewer.id, role: 'VIEWER' } })
    const viewed = await readWorkbook(await exportMemberWorkbook(viewer.id, 'en'))
    expect(sheetObjects(viewed, 'Shared properties').map((row) => row.Name)).toEqual(['Lakeside House'])
    expect(sheetObjects(viewed, 'Repairs')).toEqual([])
    expect(sheetObjects(viewed, 'Expenses')).toEqual([])
  })
})
