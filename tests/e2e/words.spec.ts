// Pages speak in words, not codes, in English and Nepali: a landlord whose account has texts of
// every template, audit rows naming an agreement and a gateway, and a paid plan walks the app's
// pages; the operator reads the member, the SMS desk and the audit log. Any enum value, message
// key, audit action or target, or template name on a page fails the journey (support/raw-codes.ts).
import { SMS_TEMPLATES } from '../../app/domain/sms/templates'
import { createTenantOnAgreement, expect, signIn, test, uniquePhone, withDatabase } from './support/fixtures'
import { expectNoRawCodes, rawCodesIn } from './support/raw-codes'
import { E2E_OPERATOR_PHONE } from './support/server-config'
import { insertSms } from './support/sms-log'

async function landlordWithHistory(prefLanguage: 'ENG' | 'NEP') {
  const landlord = await createTenantOnAgreement({ phone: uniquePhone(), firstName: 'Hari', lastName: 'Thapa', prefLanguage, agreementName: 'Ground floor', startDate: '2026-01-01' })
  const ids = await withDatabase(async (db) => {
    await db.query(`UPDATE "Member" SET "prefLanguage" = $2, plan = 'PLUS' WHERE id = $1`, [landlord.id, prefLanguage])
    const row = (
      await db.query<{ agreementId: number; propertyId: number; tenantId: number }>(
        `SELECT id AS "agreementId", "propertyId", "tenantId" FROM "Agreement" WHERE "memberId" = $1`,
        [landlord.id],
      )
    ).rows[0]!
    for (const [action, target] of [
      ['member.agreementTerminate', `agreement:${row.agreementId}`],
      ['member.gatewayKeyChange', 'gateway:KHALTI'],
      ['member.paymentQrSave', 'paymentQr:all'],
      ['member.paymentQrRemove', `paymentQr:${row.propertyId}`],
      ['operator.planChange', `member:${landlord.id}`],
    ]) {
      await db.query(`INSERT INTO "AuditEvent" ("actorMemberId", "actorRole", action, target, "subjectMemberId") VALUES ($1, 'MEMBER', $2, $3, $1)`, [landlord.id, action, target])
    }
    return row
  })
  for (const template of SMS_TEMPLATES) await insertSms(landlord.id, { template, status: 'SENT', language: prefLanguage })
  return { landlord: { ...landlord, prefLanguage }, ...ids }
}

test('the checker finds each kind of code', () => {
  expect(rawCodesIn('Plan: PLUS · BANK_TRANSFER · operator.ticketReply · ops.member.plan · agreement:2 · gateway:KHALTI · agreement-renewed')).toHaveLength(9)
  expect(rawCodesIn('Plus plan · Bank transfer · 13:59 · one-time code · https://bhadaa.com.np/p/AbC · support@bhadaa.com.np · B.S. 2083 · 12.5 units')).toEqual([])
})

for (const language of ['ENG', 'NEP'] as const) {
  test(`a landlord's pages name everything in words (${language})`, async ({ page }) => {
    const { landlord, agreementId, propertyId, tenantId } = await landlordWithHistory(language)
    await signIn(page, landlord)
    for (const path of [
      '/dashboard',
      '/notifications',
      '/settings/activity',
      '/settings',
      '/settings/billing',
      '/settings/payments',
      '/agreements',
      `/agreements/${agreementId}`,
      '/properties',
      `/properties/${propertyId}`,
      '/tenants',
      `/tenants/${tenantId}`,
      '/plans',
    ]) {
      await page.goto(path)
      await expectNoRawCodes(page)
    }
  })
}

test("the operator's pages name everything in words", async ({ page }) => {
  const { landlord } = await landlordWithHistory('ENG')
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number }>(
      `INSERT INTO "Member" (phone, "firstName", "lastName", "passwordHash", "updatedAt") VALUES ($1, 'Ops', 'Desk', '!fixture', now())
       ON CONFLICT (phone) DO UPDATE SET "updatedAt" = now() RETURNING id`,
      [E2E_OPERATOR_PHONE],
    ),
  )
  const operatorId = rows[0]!.id
  await insertSms(landlord.id, { template: 'agreement-renewed', status: 'UNKNOWN' })
  await withDatabase((db) =>
    db.query(`INSERT INTO "AuditEvent" ("actorMemberId", "actorRole", action, target) VALUES ($1, 'OPERATOR', 'operator.ticketReply', 'ticket:7')`, [operatorId]),
  )
  await signIn(page, { id: operatorId, phone: E2E_OPERATOR_PHONE, firstName: 'Ops', lastName: 'Desk', prefLanguage: 'ENG' })
  for (const path of ['/ops', '/ops/members', `/ops/members/${landlord.id}`, '/ops/sms', '/ops/money', '/ops/audit']) {
    await page.goto(path)
    await expectNoRawCodes(page)
  }
})
