// The /v1 operations of pay links: the landlord reads an agreement's link; anyone with
// the link reads what is due and starts a payment. Merged into `operations` (operations.ts).
import { z } from 'zod'
import { CHARGE_KINDS } from '~/domain/charge-kind'
import { KhaltiChoiceSchema, PayChoiceSchema } from '~/schemas/pay-link-schemas'
import { type Operation, roled } from './common-schemas'

const PayPageSchema = z.object({
  code: z.string(),
  landlordName: z.string(),
  propertyName: z.string().meta({ description: 'With the unit when there is one' }),
  calendar: z.enum(['AD', 'BS']),
  dueNowPaisa: z.number().int().meta({ description: 'Unpaid on charges due today or earlier, less `waitingPaisa`' }),
  overduePaisa: z.number().int(),
  waitingPaisa: z.number().int().meta({ description: 'Paid online and confirmed by the gateway, but waiting for the landlord’s decision (it could not be recorded as a payment): not asked for again' }),
  charges: z.array(
    z.object({
      id: z.number().int(),
      // Every kind the ledger has: a metered bill or a late fee due now is payable too.
      kind: z.enum(CHARGE_KINDS),
      utilityId: z.string().nullable(),
      periodStart: z.iso.date(),
      periodEnd: z.iso.date(),
      dueDate: z.iso.date(),
      unpaidPaisa: z.number().int().meta({ description: 'Less the waiting money, oldest charges first' }),
      overdue: z.boolean(),
    }),
  ),
  gateways: z.array(z.enum(['KHALTI', 'ESEWA'])).meta({ description: 'Empty: the landlord takes no online payment now' }),
  qr: z
    .object({
      payload: z.string().meta({ description: 'The landlord’s bank or wallet QR (EMVCo), exactly as their bank made it: draw it as a QR for the payer to scan' }),
      accountName: z.string().nullable().meta({ description: 'The account holder’s name read from the QR' }),
    })
    .nullable()
    .meta({ description: 'The landlord’s bank QR for this property (its own, else the landlord’s); null when none is saved' }),
  reference: z.string().meta({ description: 'The agreement’s short payment reference (`BH-` and 5 characters) to write in the bank payment’s remarks', example: 'BH-7K2QM' }),
})

export const GatewayStartSchema = z.object({
  gateway: z.enum(['KHALTI', 'ESEWA']),
  orderId: z.string().meta({ description: 'This attempt (Khalti purchase_order_id; eSewa transaction_uuid)' }),
  pidx: z.string().optional().meta({ description: 'Khalti: the payment’s pidx' }),
  paymentUrl: z.url().optional().meta({ description: 'Khalti: send the payer here' }),
  formUrl: z.url().optional().meta({ description: 'eSewa: POST `fields` here as a form from the payer’s browser' }),
  fields: z.record(z.string(), z.string()).optional().meta({ description: 'eSewa: the signed form fields' }),
})

export const payOperations = {
  payLinkGet: {
    method: 'get',
    path: '/v1/member/agreement/{id}/paylink',
    summary: 'The pay link of one of the member’s current agreements (`<PUBLIC_URL>/p/<code>`, made on first request); `url` null when the member takes no online payment (no gateway, or the Basic plan). 404 for an ended agreement',
    tag: 'payments',
    auth: 'bearer',
    response: roled(z.object({ url: z.url().nullable() })),
    errors: [404],
  },
  payLinkSms: {
    method: 'post',
    path: '/v1/member/agreement/{id}/paylink/sms',
    summary:
      'Text the pay link to the agreement’s tenant: one SMS in the tenant’s language with what is due now and the link, through the outbox. At most 3 a day per agreement (Nepal’s day): the 4th is 403. `seen` is how many texts of today the client showed its user (default: today’s count): the same `seen` sent again names the same text, which is not sent twice (`sent: false`). 409 when the member takes no online payment; 404 for another member’s or an ended agreement',
    tag: 'payments',
    auth: 'bearer',
    body: z.object({
      seen: z.number().int().min(0).max(1_000).optional().meta({ description: 'Texts of today the client knew of when its user asked to text the link' }),
    }),
    response: roled(
      z.object({
        sent: z.boolean().meta({ description: 'False when this text had been sent already (a repeat)' }),
        textedToday: z.number().int().meta({ description: 'Texts of the link today, this one included' }),
      }),
    ),
    errors: [403, 404, 409],
  },
  publicPayGet: {
    method: 'get',
    path: '/v1/public/pay/{code}',
    summary: 'What is due on the agreement of a pay link: the landlord’s name, the property, what is due now and overdue, the charges that can be paid one by one. No phone, no address. 404 when the code is unknown or the agreement has ended; 429 when one address looks up too many',
    tag: 'public',
    auth: 'none',
    response: PayPageSchema,
    errors: [404, 429],
  },
  publicPayStart: {
    method: 'post',
    path: '/v1/public/pay/{code}',
    summary: 'Start paying all that is due (`charge: "all"`) or one charge through Khalti or eSewa. Each call mints a new attempt. Khalti: send the payer to `paymentUrl`; eSewa: have the payer’s browser POST `fields` to `formUrl`. The payment counts once the gateway confirms it to the server (the return addresses under `/p/<code>/`). 400 when that cannot be paid; 502 `GATEWAY_UNAVAILABLE` when the gateway could not be asked',
    tag: 'public',
    auth: 'none',
    body: PayChoiceSchema,
    response: GatewayStartSchema,
    errors: [404, 429, 502],
  },
  publicPayKhalti: {
    method: 'post',
    path: '/v1/public/pay/{code}/khalti',
    summary: 'Start paying all that is due (`charge: "all"`, the default) or one charge through Khalti: the same as `POST /v1/public/pay/{code}` with `gateway: "KHALTI"`. Send the payer to `paymentUrl`; `pidx` is Khalti’s id of the payment. 400 when that cannot be paid (or the landlord takes no Khalti); 502 `GATEWAY_UNAVAILABLE` when Khalti could not be asked',
    tag: 'public',
    auth: 'none',
    body: KhaltiChoiceSchema,
    response: GatewayStartSchema,
    errors: [404, 429, 502],
  },
} satisfies Record<string, Operation>
