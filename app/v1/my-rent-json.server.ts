// The /v1 shapes (app/v1/my-rent-operations.ts) of the tenant view's types: money in rupees.
import type { z } from 'zod'
import { paisaToRupees } from '~/domain/money'
import type { Receipt } from '~/services/ledger/receipts.server'
import type { MyRentAgreement, MyRentAgreementDetail } from '~/services/my-rent/my-rent.server'
import { payLinkUrl } from '~/services/payments/pay-links.server'
import { agreementJson } from './agreements-json.server'
import { balanceJson, chargeJson, paymentJson } from './ledger-json.server'
import type { ReceiptJsonSchema, TenantAgreementDetailSchema, TenantAgreementSchema } from './my-rent-operations'
import { settlementJson } from './tenancy-json.server'

type Json<S extends z.ZodType> = z.input<S>

export function tenantAgreementJson({ agreement, landlord, balance, isPaymentDue, payCode }: MyRentAgreement): Json<typeof TenantAgreementSchema> {
  return {
    ...agreementJson(landlord.id, agreement),
    Landlord: { id: landlord.id, firstName: landlord.firstName, lastName: landlord.lastName, phone: landlord.phoneNational },
    balance: balanceJson(balance),
    paymentDue: isPaymentDue,
    payUrl: payCode ? payLinkUrl(payCode) : null,
  }
}

export function tenantAgreementDetailJson(tenancy: MyRentAgreementDetail): Json<typeof TenantAgreementDetailSchema> {
  return { ...tenantAgreementJson(tenancy), settlement: tenancy.settlement ? settlementJson(tenancy.settlement) : null }
}

export function receiptJson(receipt: Receipt): Json<typeof ReceiptJsonSchema> {
  return {
    ...paymentJson(receipt.agreement.id, receipt),
    calendarType: receipt.calendar,
    agreementName: receipt.agreement.name,
    landlord: { name: receipt.landlord.name, phone: receipt.landlord.phoneNational },
    tenant: { name: receipt.tenant.name, phone: receipt.tenant.phoneNational },
    property: receipt.property,
    unitName: receipt.unitName,
    periods: receipt.periods.map((period) => ({ ...chargeJson(period), allocated: paisaToRupees(period.allocatedPaisa) })),
    credit: paisaToRupees(receipt.creditPaisa),
  }
}
