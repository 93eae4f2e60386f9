// Fixtures for the reminder journeys: an agreement with one rent charge due on a given day, as the
// schedule writes it, and one reminder scan run against the e2e database the way the hourly job
// runs it (scripts/run-reminder-scan.ts), at a moment inside the sending hours.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { withDatabase } from './fixtures'
import { E2E_DATABASE_URL_FILE, E2E_SMS_LOG_FILE } from './server-config'

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000

/** The day (A.D.) and hour a clock in Nepal shows (UTC+05:45 all year). */
export function nepalClock(instant: Date) {
  const shifted = new Date(instant.getTime() + NEPAL_OFFSET_MS)
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() }
}

/**
 * A moment the scan sends at: now if it is 09:00-19:00 in Nepal, else 09:30 of the next such
 * morning. Never in the past, so the worker sends what it decides (a reminder is never late).
 */
export function sendingMoment(now = new Date()): Date {
  const { date, hour } = nepalClock(now)
  if (hour >= 9 && hour < 19) return now
  const morning = Date.parse(`${date}T09:30:00Z`) - NEPAL_OFFSET_MS
  return new Date(hour < 9 ? morning : morning + 86_400_000)
}

/** A landlord's agreement with its tenant and one unpaid rent charge due on `dueDate` (A.D.). */
export async function agreementDueOn(memberId: number, tenant: { phone: string; firstName: string; prefLanguage: 'ENG' | 'NEP' }, dueDate: string) {
  await withDatabase(async (db) => {
    const district = (await db.query<{ id: number; provinceId: number }>(`SELECT id, "provinceId" FROM "District" ORDER BY id LIMIT 1`)).rows[0]!
    const tenantId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Tenant" (phone, "firstName", "lastName", "prefLanguage", "updatedAt") VALUES ($1, $2, 'Thapa', $3, now()) RETURNING id`,
        [tenant.phone, tenant.firstName, tenant.prefLanguage],
      )
    ).rows[0]!.id
    const propertyId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Property" ("memberId", name, type, "isDivided", area, "areaUnit", address1, address2, "provinceId", "districtId", city, "updatedAt")
         VALUES ($1, 'Lakeside House', 'RESIDENTIAL', false, 4, 'aana', 'Lakeside', 'Ward 6', $2, $3, 'Pokhara', now()) RETURNING id`,
        [memberId, district.provinceId, district.id],
      )
    ).rows[0]!.id
    const agreementId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Agreement" ("memberId", "propertyId", "tenantId", name, "startDate", "endDate", "leaseAmountPaisa", "paymentIntervalMonths", "paymentDayOfMonth")
         VALUES ($1, $2, $3, 'Lakeside lease', $4::date - 30, $4::date + 330, 2500000, 1, extract(day FROM $4::date)::int) RETURNING id`,
        [memberId, propertyId, tenantId, dueDate],
      )
    ).rows[0]!.id
    await db.query(
      `INSERT INTO "Charge" ("agreementId", kind, "periodStart", "periodEnd", "dueDate", "amountPaisa") VALUES ($1, 'RENT', $2::date, $2::date + 30, $2::date, 2500000)`,
      [agreementId, dueDate],
    )
  })
}

/** One scan as of `at`, in a process of its own against the e2e database; answers what it decided. */
export function runReminderScan(at: Date): { reminders: { decided: number } } {
  const run = spawnSync(process.execPath, ['scripts/run-reminder-scan.ts', '--at', at.toISOString()], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: readFileSync(E2E_DATABASE_URL_FILE, 'utf8'), SMS_PROVIDER: 'log', SMS_LOG_FILE: E2E_SMS_LOG_FILE, LOG_LEVEL: 'warn' },
  })
  if (run.status !== 0) throw new Error(`the reminder scan failed: ${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!)
}
