// The /v1 shapes (app/v1/tenancy-operations.ts) of the tenancy services' types: money in rupees.
import type { z } from 'zod'
import { paisaToRupees } from '~/domain/money'
import type { BeforeBhadaa } from '~/services/opening-balance.server'
import type { BeforeBhadaaJsonSchema } from './tenancy-operations'

export function beforeBhadaaJson(value: BeforeBhadaa): z.input<typeof BeforeBhadaaJsonSchema> {
  return {
    paidUpTo: value.paidUpTo,
    openingBalance: paisaToRupees(value.openingBalancePaisa),
    settledCount: value.settledCount,
    settled: paisaToRupees(value.settledPaisa),
  }
}
