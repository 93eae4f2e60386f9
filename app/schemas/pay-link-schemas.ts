// The pay page's form: which gateway, and all that is due or one charge.
import { z } from 'zod'
import type { MessageCode } from '~/i18n/message'

export const PAY_MESSAGES = { invalid: 'pay.error.invalid', notPayable: 'pay.notPayable' } as const satisfies Record<string, MessageCode>

const charge = z
  .union([z.literal('all'), z.coerce.number().int().positive()], { error: PAY_MESSAGES.invalid })
  .default('all')
  .meta({ description: '`all` (everything due now) or the id of one charge due now' })

type Gateway = 'KHALTI' | 'ESEWA'

function choiceOf(gateway: Gateway, charge: 'all' | number) {
  return { gateway, chargeId: charge === 'all' ? null : charge }
}

export const PayChoiceSchema = z
  .object({
    gateway: z.enum(['KHALTI', 'ESEWA'], { error: PAY_MESSAGES.invalid }).meta({ description: 'The gateway to pay through' }),
    charge,
  })
  .transform(({ gateway, charge }) => choiceOf(gateway, charge))

/** The same choice on a path that names the gateway (`POST /v1/public/pay/{code}/khalti`): only the charge. */
export const KhaltiChoiceSchema = z.object({ charge }).transform(({ charge }) => choiceOf('KHALTI', charge))
