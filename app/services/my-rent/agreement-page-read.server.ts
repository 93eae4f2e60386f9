// The tenant's agreement page's read (/my-rent/{id}), one statement for all it shows (ADR 069), as
// the landlord's agreement page is (ADR 030): the agreement with its landlord, its ledger and
// settlement and pay-code facts (getMyRentAgreement's columns), the tenant's "I paid" proofs, the
// gateway attempts, the money received online, and the bank QR rent is paid into. Each part is the
// SQL of the service that owns it, read back by that service's mapper; the row comes back only
// when the agreement's tenant has the phone, so the parts are scoped by the agreement's id alone.
// Read part by part, each service checking the agreement was the tenant's again, it was
// thirty-one statements a view.
import { nepalToday } from '~/domain/nepal-time'
import { Prisma } from '~/generated/prisma/client'
import { type MyRentAgreementDetail, readTenancy, TENANCY_COLUMNS, type TenancyJson, tenancyDetailFrom } from '~/services/my-rent/my-rent.server'
import { type ReceivedPayment, receivedForTenantFrom, receivedForTenantJson } from '~/services/payments/gateway-decisions.server'
import { type GatewayAttempt, gatewayAttemptsFrom, tenantGatewayAttemptsJson } from '~/services/payments/gateway-payments.server'
import { AGREEMENT_PAY_BY_QR_JSON, type PayByQr } from '~/services/payments/payment-qrs.server'
import { type ProofView, tenantProofsFrom, tenantProofsJson } from '~/services/payments/proofs.server'

export type MyRentPageRead = {
  tenancy: MyRentAgreementDetail
  /** The proofs the tenant reported, newest first. */
  proofs: ProofView[]
  /** Payments started at a gateway and not answered yet. */
  pendingOnline: GatewayAttempt[]
  receivedOnline: ReceivedPayment[]
  /** The QR rent is paid into, with the agreement's payment reference, while something is owed here; else null. */
  qr: (PayByQr & { reference: string }) | null
}

type PageJson = TenancyJson & {
  proofs: Parameters<typeof tenantProofsFrom>[0]
  attempts: Parameters<typeof gatewayAttemptsFrom>[0]
  receivedOnline: Parameters<typeof receivedForTenantFrom>[0]
  qr: (PayByQr & { reference: string }) | null
}

/** Everything the page of one of the phone's agreements shows, on `today`; NotFoundError for anyone else's. */
export async function readMyRentPage(phone: string, agreementId: number, today: string = nepalToday()): Promise<MyRentPageRead> {
  const row = await readTenancy<PageJson>(
    phone,
    agreementId,
    Prisma.sql`${TENANCY_COLUMNS}, ${tenantProofsJson(agreementId)} AS "proofs", ${tenantGatewayAttemptsJson(agreementId)} AS "attempts",
      ${receivedForTenantJson(agreementId)} AS "receivedOnline", ${AGREEMENT_PAY_BY_QR_JSON} AS "qr"`,
  )
  const tenancy = await tenancyDetailFrom(row, today)
  // "I paid" and the QR only where payments are taken: not on an upcoming renewal (its running lease takes them).
  const canPay = tenancy.isPaymentDue && tenancy.paymentsGoTo === null
  return {
    tenancy,
    proofs: tenantProofsFrom(row.proofs),
    pendingOnline: gatewayAttemptsFrom(row.attempts).filter((attempt) => attempt.status === 'PENDING'),
    receivedOnline: receivedForTenantFrom(row.receivedOnline),
    qr: canPay ? row.qr : null,
  }
}
