// One landlord's world with something on every page, for the walks of every page (a landlord, the
// tenant, the operator and a visitor): a metered divided house, a B.S. lease in Kathmandu with its
// municipality notice, an ended lease to settle, a paid month with its receipt, a bank QR and a pay
// code, an online payment, audit rows, texts of every template, a support ticket and expenses.
import { sampleMerchantQr } from '../../../app/domain/merchant-qr-samples'
import { SETTINGS_SECTIONS } from '../../../app/components/settings/settings-sections'
import { SMS_TEMPLATES } from '../../../app/domain/sms/templates'
import routes from '../../../app/routes'
import { withDatabase, NEPAL_TODAY } from './fixtures'
import { insertLeasedHouse } from './ledger'
import { insertMeteredProperty } from './meters'
import { tenantWithPaidMonth } from './my-rent'
import { insertKathmanduLease } from './paperwork'
import { randomPayCode } from './pay-link'
import { E2E_OPERATOR_PHONE } from './server-config'
import { insertSms } from './sms-log'

type Language = 'ENG' | 'NEP'

export async function landlordsWorld(language: Language) {
  const { landlord, tenant, agreementId } = await tenantWithPaidMonth()
  const { propertyId: meteredPropertyId, agreementIds } = await insertMeteredProperty(landlord.id)
  const lease = await insertKathmanduLease(landlord.id)
  const ended = await insertLeasedHouse(landlord.id, { monthsBack: 3, months: 2 })
  const settled = await insertLeasedHouse(landlord.id, { monthsBack: 3, months: 2 })
  const payCode = randomPayCode()
  const orderId = `e2e-${payCode}`
  const ids = await withDatabase(async (db) => {
    for (const member of [landlord, tenant]) await db.query(`UPDATE "Member" SET "prefLanguage" = $2 WHERE id = $1`, [member.id, language])
    await db.query(`UPDATE "Member" SET plan = 'PLUS' WHERE id = $1`, [landlord.id])
    await db.query(`UPDATE "Agreement" SET "payCode" = $2 WHERE id = $1`, [agreementId, payCode])
    await db.query(`INSERT INTO "PaymentQr" ("memberId", payload, "accountName", city, "updatedAt") VALUES ($1, $2, 'GOPAL ADHIKARI', 'KATHMANDU', now())`, [
      landlord.id,
      sampleMerchantQr('GOPAL ADHIKARI', 'KATHMANDU'),
    ])
    await db.query(
      `INSERT INTO "GatewayPayment" (gateway, "agreementId", "memberId", "amountPaisa", "orderId", status, "receivedAt", "transactionId", "updatedAt")
       VALUES ('KHALTI', $1, $2, 1000000, $3, 'COMPLETED', now(), $3, now())`,
      [agreementId, landlord.id, orderId],
    )
    // The tenant's earlier lease, settled: two months unpaid, no deposit, all still owed.
    await db.query(`UPDATE "Agreement" SET "tenantId" = (SELECT "tenantId" FROM "Agreement" WHERE id = $2) WHERE id = $1`, [settled.agreementId, agreementId])
    await db.query(
      `INSERT INTO "Settlement" ("agreementId", "memberId", "settledOn", "depositPaisa", "unpaidDuesPaisa", "creditPaisa", "deductionsPaisa", "refundPaisa", "owedPaisa")
       VALUES ($1, $2, ${NEPAL_TODAY}, 0, 2000000, 0, 0, 0, 2000000)`,
      [settled.agreementId, landlord.id],
    )
    const kathmandu = (await db.query<{ id: number }>(`SELECT id FROM "LocalLevel" WHERE name LIKE 'Kathmandu%' ORDER BY id LIMIT 1`)).rows[0]!.id
    const noticeId = (
      await db.query<{ id: number }>(
        `INSERT INTO "RentalNotice" ("memberId", "agreementId", kind, "localLevelId", "eventDate", "dueDate") VALUES ($1, $2, 'LET', $3, ${NEPAL_TODAY}, ${NEPAL_TODAY} + 7) RETURNING id`,
        [landlord.id, lease.agreementId, kathmandu],
      )
    ).rows[0]!.id
    const row = (
      await db.query<{ propertyId: number; tenantId: number }>(`SELECT "propertyId", "tenantId" FROM "Agreement" WHERE id = $1`, [agreementId])
    ).rows[0]!
    for (const [action, target] of [
      ['member.agreementTerminate', `agreement:${agreementId}`],
      ['member.gatewayKeyChange', 'gateway:KHALTI'],
      ['member.paymentQrSave', 'paymentQr:all'],
      ['member.paymentQrRemove', `paymentQr:${row.propertyId}`],
      ['operator.planChange', `member:${landlord.id}`],
    ]) {
      await db.query(`INSERT INTO "AuditEvent" ("actorMemberId", "actorRole", action, target, "subjectMemberId") VALUES ($1, 'MEMBER', $2, $3, $1)`, [landlord.id, action, target])
    }
    const ticketId = (
      await db.query<{ id: number }>(`INSERT INTO "SupportTicket" (name, phone, message, "memberId") VALUES ('Gopal Adhikari', $1, 'The reminder did not arrive.', $2) RETURNING id`, [
        landlord.phone,
        landlord.id,
      ])
    ).rows[0]!.id
    // An electricity bill with its units (the property page's rate) and a monthly expense (ADR 042).
    const expenseId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Expense" ("memberId", "propertyId", category, "amountPaisa", "spentOn", "paidTo", "electricityUnits") VALUES ($1, $2, 'ELECTRICITY', 250000, ${NEPAL_TODAY}, 'NEA', 200) RETURNING id`,
        [landlord.id, meteredPropertyId],
      )
    ).rows[0]!.id
    await db.query(
      `INSERT INTO "RecurringExpense" ("memberId", "propertyId", category, "amountPaisa", "dayOfMonth", "startBsYear", "startBsMonth", "paidTo") VALUES ($1, $2, 'STAFF', 1500000, 1, 2082, 1, 'Guard')`,
      [landlord.id, meteredPropertyId],
    )
    // A repair request the tenant reported, with its first event.
    const repairId = (
      await db.query<{ id: number }>(
        `INSERT INTO "RepairRequest" ("memberId", "propertyId", "agreementId", category, location, description, "reportedByMemberId", "byTenant", "updatedAt")
         VALUES ($1, $2, $3, 'WATER', 'Kitchen tap', 'The tap leaks all night.', $4, true, now()) RETURNING id`,
        [landlord.id, row.propertyId, agreementId, tenant.id],
      )
    ).rows[0]!.id
    await db.query(`INSERT INTO "RepairEvent" ("repairId", "toStatus", "byMemberId", "byTenant") VALUES ($1, 'OPEN', $2, true)`, [repairId, tenant.id])
    // A form the landlord sent after their session ended, kept for them to send (ADR 066).
    const heldFormId = `held-${payCode}`.padEnd(24, '0')
    await db.query(
      `INSERT INTO "HeldForm" (id, "memberId", path, fields, "leftOut", "expiresAt") VALUES ($1, $2, '/settings', $3, true, now() + interval '1 day')`,
      [heldFormId, landlord.id, JSON.stringify([['intent', 'account'], ['firstName', 'Sita'], ['lastName', 'Sharma']])],
    )
    return { ...row, noticeId, ticketId, expenseId, repairId, heldFormId }
  })
  for (const template of SMS_TEMPLATES) await insertSms(landlord.id, { template, status: 'SENT', language })
  return {
    landlord: { ...landlord, prefLanguage: language },
    tenant: { ...tenant, prefLanguage: language },
    agreementId,
    payCode,
    orderId,
    meteredPropertyId,
    meteredAgreementId: agreementIds[0]!,
    bsLease: lease,
    endedAgreementId: ended.agreementId,
    settledAgreementId: settled.agreementId,
    ...ids,
  }
}

export type World = Awaited<ReturnType<typeof landlordsWorld>>

/** The pages each kind of visitor is walked through, with everything in the world on them. */
export function pagesOf(world: World) {
  const { agreementId, settledAgreementId, propertyId, tenantId, meteredPropertyId, meteredAgreementId, bsLease, endedAgreementId, noticeId, payCode, orderId, ticketId, landlord, expenseId, repairId, heldFormId } = world
  return {
    landlord: [
      '/dashboard',
      '/properties',
      '/properties/create',
      `/properties/edit/${propertyId}`,
      `/properties/${meteredPropertyId}`,
      `/properties/${meteredPropertyId}/readings`,
      `/properties/${meteredPropertyId}/team`,
      '/invitations',
      `/held/${heldFormId}`,
      '/agreements',
      '/agreements/create',
      '/agreements/history',
      `/agreements/${agreementId}`,
      `/agreements/${bsLease.agreementId}/lease`,
      `/agreements/${bsLease.agreementId}/changes`,
      `/agreements/${bsLease.agreementId}/addendum`,
      `/agreements/${meteredAgreementId}/meters`,
      `/agreements/${agreementId}/statement`,
      `/agreements/${endedAgreementId}/settlement`,
      `/agreements/${settledAgreementId}/settlement`,
      '/tenants',
      `/tenants/${tenantId}`,
      `/tenants/${tenantId}/identity`,
      '/notifications',
      '/receipts/1',
      `/agreements/${agreementId}/receipts/1`,
      '/rental-notices',
      `/rental-notices/${noticeId}`,
      '/reports/rent-income',
      '/expenses',
      '/expenses/new',
      `/expenses/${expenseId}`,
      '/repairs',
      '/repairs/new',
      `/repairs/${repairId}`,
      '/reports',
      '/reports/profit',
      '/settings',
      ...SETTINGS_SECTIONS.map((section) => `/settings/${section}`),
      '/settings/payments',
      '/settings/billing',
      '/settings/activity',
      '/plans',
      '/support-ticket',
    ],
    tenant: ['/my-rent', '/my-rent/identity', `/my-rent/${agreementId}`, `/my-rent/${agreementId}/receipts/1`, `/my-rent/${agreementId}/statement`, `/my-rent/${settledAgreementId}/settlement`, `/my-rent/${agreementId}/repairs`],
    visitor: ['/', '/login', '/register', '/forgot-password', '/terms-of-use', '/privacy-policy', '/plans', '/support-ticket', `/p/${payCode}`, `/p/${payCode}/done/${orderId}`, '/no-such-page'],
    operator: ['/ops', `/ops/tickets/${ticketId}`, '/ops/members', `/ops/members/${landlord.id}`, '/ops/money', '/ops/sms', '/ops/audit', '/ops/no-such-page'],
  }
}

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] }

/** Every page route (a module with a screen, .tsx) as a pattern its paths match. */
export function pageRoutes(): { path: string; pattern: RegExp }[] {
  const flat = (entries: RouteEntry[], base: string): { path: string; file: string }[] =>
    entries.flatMap((entry) => {
      const path = entry.path === undefined ? base : `${base}/${entry.path}`.replace(/\/+/g, '/')
      return [{ path, file: entry.file }, ...flat(entry.children ?? [], path)]
    })
  return flat(routes as RouteEntry[], '')
    .filter(({ file, path }) => file.endsWith('.tsx') && !file.includes('layout') && !path.startsWith('/v1'))
    .map(({ path }) => {
      const pattern = (path || '/').replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.+')
      return { path: path || '/', pattern: new RegExp(`^${pattern}$`) }
    })
}

export async function operatorMember() {
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number }>(
      `INSERT INTO "Member" (phone, "firstName", "lastName", "passwordHash", "updatedAt") VALUES ($1, 'Ops', 'Desk', '!fixture', now())
       ON CONFLICT (phone) DO UPDATE SET "updatedAt" = now() RETURNING id`,
      [E2E_OPERATOR_PHONE],
    ),
  )
  return { id: rows[0]!.id, phone: E2E_OPERATOR_PHONE, firstName: 'Ops', lastName: 'Desk', prefLanguage: 'ENG' as const }
}
