// Fixtures for the SMS log and notifications: rows as the outbox and the notification service
// write them, and the SMS provider's pause row (the e2e server sends through the `log` provider).
import { randomUUID } from 'node:crypto'
import { uniquePhone, withDatabase } from './fixtures'

export async function insertSms(
  memberId: number,
  sms: { template: string; status: string; error?: string; language?: 'ENG' | 'NEP'; segments?: number; to?: string; minutesAgo?: number },
) {
  const to = sms.to ?? uniquePhone()
  await withDatabase((db) =>
    db.query(
      `INSERT INTO "SmsMessage" ("to", language, template, body, segments, status, provider, "idempotencyKey", error, "memberId", "createdAt")
       VALUES ($1, $2, $3, 'A text', $4, $5, 'log', $6, $7, $8, now() - make_interval(mins => $9))`,
      [to, sms.language ?? 'ENG', sms.template, sms.segments ?? 1, sms.status, `e2e:${randomUUID()}`, sms.error ?? null, memberId, sms.minutesAgo ?? 0],
    ),
  )
  return to
}

export async function insertNotification(memberId: number, kind: string, payload: object) {
  await withDatabase((db) => db.query(`INSERT INTO "Notification" ("memberId", kind, payload) VALUES ($1, $2, $3)`, [memberId, kind, JSON.stringify(payload)]))
}

/** Pauses the server's SMS provider as a "no credit" answer would (checked again only after minutes). */
export async function pauseSmsProvider(error: string) {
  await withDatabase((db) =>
    db.query(
      `INSERT INTO "SmsGateway" (provider, "pausedAt", "pauseReason", "pauseError", "checkedAt", "updatedAt")
       VALUES ('log', now(), 'NO_CREDIT', $1, now(), now())
       ON CONFLICT (provider) DO UPDATE SET "pausedAt" = now(), "pauseReason" = 'NO_CREDIT', "pauseError" = $1, "checkedAt" = now(), "updatedAt" = now()`,
      [error],
    ),
  )
}

export async function resumeSmsProvider() {
  await withDatabase((db) => db.query(`DELETE FROM "SmsGateway" WHERE provider = 'log'`))
}
