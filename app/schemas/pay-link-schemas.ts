// The pay page's form (issue 17): which gateway, and all that is due or one charge.
import { z } from 'zod'
import type { MessageCode } from '~/i18n/message'

export const PAY_MESSAGES = { invalid: 'pay.error.invalid', notPayable: 'pay.notPayable' } as const satisfies Record<string, MessageCode>

export const PayChoiceSchema = z
  .object({
    gateway: z.enum(['KHALTI', 'ESEWA'], { error: PAY_MESSAGES.invalid }).meta({ description: 'The gateway to pay through' }),
    charge: z
      .union([z.literal('all'), z.coerce.number().int().positive()], { error: PAY_MESSAGES.invalid })
      .default('all')
      .meta({ description: '`all` (everything due now) or the id of one charge due now' }),
  })
  .transform(({ gateway, charge }) => ({ gateway, chargeId: charge === 'all' ? null : charge }))
