// "Text it to the tenant": the landlord sends the agreement's pay link to its tenant by SMS, in
// the tenant's language, through the outbox. At most PAY_LINK_TEXTS_PER_DAY a day per agreement
// (Nepal's day): each text's idempotency key is `pay-link:<agreementId>:<day>:<n>`, n its place in
// the day, so the same form sent twice (it carries the count it saw) writes one text, and the
// keys themselves cap the day at three.
import { nepalToday } from '~/domain/nepal-time'
import { payLinkText } from '~/domain/sms/pay-link-text'
import { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { readJson } from '~/services/json-rows.server'
import { ConflictError, LimitError, NotFoundError } from '~/services/errors'
import { getLedger } from '~/services/ledger/ledger.server'
import { createSmsInTransaction, enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { PAY_CODE_FACTS, type PayCodeFacts, payCodeFrom, payLinkOf, payLinkUrl } from './pay-links.server'
import { fullName } from '~/domain/person-name'

export const PAY_LINK_TEXTS_PER_DAY = 3

const keyPrefix = (agreementId: number, day: string) => `pay-link:${agreementId}:${day}:`

/** How many times the agreement (an SQL value) had its pay link texted on `day`, as an SQL value: the keys of `keyPrefix`. */
const textedOn = (agreementId: Prisma.Sql, day: string) =>
  Prisma.sql`(SELECT COUNT(*)::int FROM "SmsMessage" s
    WHERE s."template" = 'pay-link' AND starts_with(s."idempotencyKey", concat('pay-link:', ${agreementId}, ':', ${day}::text, ':')))`

async function textsOn(agreementId: number, day: string): Promise<number> {
  return readJson<number>(textedOn(Prisma.sql`${agreementId}::int`, day))
}

export type PayLinkShare = {
  /** The pay link, or null when the landlord takes no online payment (nothing to share). */
  url: string | null
  /** Texts sent today, of `perDay`. */
  textedToday: number
  perDay: number
}

/**
 * What the pay link of the agreement `a` (landlord `m`) depends on, and its texts on `today`, as
 * JSON: `payLinkShareFrom` reads it, for an agreement that is live (ACTIVE, not past its end). The
 * agreement page reads it (reports/agreement-page-read.server.ts).
 */
export const payLinkShareJson = (today: string) => Prisma.sql`json_build_object('facts', ${PAY_CODE_FACTS}, 'textedToday', ${textedOn(Prisma.sql`a."id"`, today)})`

export type PayLinkShareJson = { facts: PayCodeFacts; textedToday: number }

/** The share of a live agreement from `payLinkShareJson`; its pay code is made now when it has none. */
export async function payLinkShareFrom(agreementId: number, json: PayLinkShareJson): Promise<PayLinkShare> {
  const code = await payCodeFrom(agreementId, json.facts)
  return { url: code === null ? null : payLinkUrl(code), textedToday: code === null ? 0 : json.textedToday, perDay: PAY_LINK_TEXTS_PER_DAY }
}

export type PayLinkTextResult = { messageId: number; sent: boolean; textedToday: number }

/**
 * Texts the pay link to the agreement's tenant. `seen` is how many texts of today the sender's
 * form showed (a client without one sends today's count): a form sent again names the same text,
 * which is not sent twice (`sent: false`). NotFoundError for another member's or an agreement that
 * is over; ConflictError when the landlord takes no online payment; LimitError past three a day.
 */
export async function textPayLink(memberId: number, agreementId: number, { seen, now = new Date() }: { seen?: number; now?: Date } = {}): Promise<PayLinkTextResult> {
  const today = nepalToday(now)
  const url = await payLinkOf(memberId, agreementId, today)
  if (!url) throw new ConflictError('payLink.error.noGateway')
  const textedToday = await textsOn(agreementId, today)
  const place = Math.min(seen ?? textedToday, textedToday) + 1
  if (place > PAY_LINK_TEXTS_PER_DAY) throw new LimitError('payLink.error.dailyLimit')
  const agreement = await prisma.agreement.findFirst({
    where: { id: agreementId, memberId },
    select: {
      member: { select: { firstName: true, lastName: true } },
      tenant: { select: { id: true, phone: true, firstName: true, prefLanguage: true } },
      property: { select: { name: true } },
      unit: { select: { name: true } },
    },
  })
  if (!agreement) throw new NotFoundError()
  const { balance } = await getLedger(memberId, agreementId, { today })
  const { tenant } = agreement
  const sms = await createSmsInTransaction(prisma, {
    to: tenant.phone,
    language: tenant.prefLanguage,
    template: 'pay-link',
    body: payLinkText({
      language: tenant.prefLanguage,
      tenantFirstName: tenant.firstName,
      landlordName: fullName(agreement.member),
      propertyName: agreement.unit ? `${agreement.property.name}, ${agreement.unit.name}` : agreement.property.name,
      dueNowPaisa: balance.dueNowPaisa,
      payLink: url,
    }),
    idempotencyKey: `${keyPrefix(agreementId, today)}${place}`,
    memberId,
    tenantId: tenant.id,
  })
  if (sms.created) await enqueueSmsAfterCommit([sms.id])
  return { messageId: sms.id, sent: sms.created, textedToday: await textsOn(agreementId, today) }
}
