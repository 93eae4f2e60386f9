// The Excel export's Meter readings sheet: every reading of the member's meters with what its
// charge was made from, in units and rupees, and the METERED charge in the Charges sheet.
import { afterAll, expect, test } from 'vitest'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { exportMemberWorkbook } from '~/services/reports/export.server'
import { stopQueueClient } from '~/server/queue.server'
import { readWorkbook, sheetObjects } from '../../support/xlsx'
import { at, meteredProperty, readingInput } from './support'

afterAll(() => stopQueueClient())

test('the readings sheet has each reading, its units, rate and amount; the charge is in the charges sheet', async () => {
  const { member, leases } = await meteredProperty({ units: 1 })
  const { agreement } = leases[0]!
  await meteredProperty({ units: 1 }) // another member's readings stay out
  const read = (date: string, overrides: Record<string, unknown>) =>
    recordAgreementReading(member.id, agreement.id, readingInput({ readOn: date, ...overrides }), { now: at(date) })
  await read('2026-01-01', { reading: '9990' })
  const replaced = await read('2026-02-01', { reading: '20.25', meterReplaced: true, oldMeterFinal: '10000', newMeterStart: '0' })

  const workbook = await readWorkbook(await exportMemberWorkbook(member.id, 'en'))
  const rows = sheetObjects(workbook, 'Meter readings')
  expect(rows).toHaveLength(2)
  expect(rows[1]).toMatchObject({
    'Agreement ID': agreement.id,
    Utility: 'Electricity',
    Reading: 20.25,
    'Previous reading': 9990,
    'Old meter final reading': 10000,
    'New meter start reading': 0,
    Units: 30.25,
    'Rate (Rs. per unit)': 12.5,
    'Fixed charge (Rs.)': 100,
    'Amount (Rs.)': 478.13,
    'Charge ID': replaced.chargeId,
  })
  expect(rows[0]).toMatchObject({ Reading: 9990, Units: null, 'Charge ID': null })
  expect(sheetObjects(workbook, 'Charges').filter((row) => row.Kind === 'METERED')).toEqual([
    expect.objectContaining({ ID: replaced.chargeId, Utility: 'Electricity', 'Amount (Rs.)': 478.13 }),
  ])
  expect(Object.keys(await readWorkbook(await exportMemberWorkbook(member.id, 'ne')))).toContain('मिटर रिडिङ')
})
