// The /v1 operations of Dues, payments, receipts and the SMS log (issue 6); merged into `operations` (operations.ts).
import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '~/services/sms-log.server'
import { type Operation, RecordIdSchema } from './common-schemas'

const SMS_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'UNKNOWN', 'CANCELLED'] as const

export const SmsLogEntrySchema = z.object({
  id: RecordIdSchema,
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  phone: z.string().meta({ description: 'The recipient, 10 digits', example: '9812345678' }),
  template: z.string().meta({ description: 'otp, reminder, agreement-created, receipt or agreement-ending' }),
  language: z.enum(['ENG', 'NEP']),
  segments: z.number().int().meta({ description: 'SMS parts it costs' }),
  status: z.enum(SMS_STATUSES).meta({
    description:
      'QUEUED waiting (also while the gateway is paused), SENDING, SENT, FAILED (see error), UNKNOWN (may have been delivered; never resent), CANCELLED (too late to send)',
  }),
  error: z.string().nullable(),
  attempts: z.number().int(),
})

const PageQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1, 'page must be a whole number from 1').default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.union(PAGE_SIZES.map((size) => z.literal(size)), { error: `pageSize must be one of ${PAGE_SIZES.join(', ')}` }))
    .default(DEFAULT_PAGE_SIZE),
})

export const ledgerOperations = {
  smsLog: {
    method: 'get',
    path: '/v1/member/sms',
    summary: "The member's SMS log, newest first: every text recorded for them (reminders and receipts to their tenants, their own codes)",
    tag: 'sms',
    auth: 'bearer',
    query: PageQuerySchema,
    response: z.object({
      items: z.array(SmsLogEntrySchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      gatewayPaused: z.boolean().meta({ description: 'true while texts wait because the SMS gateway account cannot send' }),
    }),
  },
} satisfies Record<string, Operation>
