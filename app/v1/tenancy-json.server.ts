// The /v1 shapes (app/v1/tenancy-operations.ts) of the tenancy services' types: money in rupees.
import type { z } from 'zod'
import { paisaToRupees } from '~/domain/money'
import type { ChargeWithAgreement } from '~/services/extra-charges.server'
import type { BeforeBhadaa } from '~/services/opening-balance.server'
import { chargeJson } from './ledger-json.server'
import type { AgreementChargeJsonSchema, BeforeBhadaaJsonSchema } from './tenancy-operations'

export function agreementChargeJson(charge: ChargeWithAgreement): z.input<typeof AgreementChargeJsonSchema> {
  return { ...chargeJson(charge), agreementId: charge.agreementId }
}

export function beforeBhadaaJson(value: BeforeBhadaa): z.input<typeof BeforeBhadaaJsonSchema> {
  return {
    paidUpTo: value.paidUpTo,
    openingBalance: paisaToRupees(value.openingBalancePaisa),
    settledCount: value.settledCount,
    settled: paisaToRupees(value.settledPaisa),
  }
}
