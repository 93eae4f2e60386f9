// The agreement page's read (spec §2.13), one statement for all its panels (ADR 030): the
// agreement with its property, unit, tenant and landlord, its ledger, what was settled before
// Bhadaa, the late-fee rule, the "I paid" proofs, the gateway attempts, the changes, the renewal
// links, the money received online that waits, and the pay link with today's texts of it. Each
// part is the SQL of the service that owns it, read back by that service's mapper, so the page
// shows exactly what each service answers alone; read panel by panel, each service checking the
// agreement is the member's again, it was twenty-six statements a view.
import { isRecordId } from '~/domain/record-id'
import { nepalToday } from '~/domain/nepal-time'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-schemas'
import { Prisma } from '~/generated/prisma/client'
import { readRows } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'
import { type AgreementChangeView, changesFrom, changesJson } from '~/services/agreements/changes.server'
import { type ChangeLinks, RENEWAL_LINKS_JSON } from '~/services/agreements/renewals.server'
import { AGREEMENT_VIEW_FROM, AGREEMENT_VIEW_JSON, type AgreementView, type AgreementViewJson, agreementViewOf, agreementViewRowOf } from '~/services/agreements/views.server'
import { LATE_FEE_RULE_JSON, type LateFeeRuleJson, lateFeeRuleFrom, type LateFeeRuleView } from '~/services/ledger/late-fees.server'
import { LEDGER_JSON, type Ledger, ledgerOf } from '~/services/ledger/ledger.server'
import type { LedgerJson } from '~/services/ledger/lines.server'
import { BEFORE_BHADAA_JSON, type BeforeBhadaa, type BeforeBhadaaJson, beforeBhadaaFrom } from '~/services/ledger/opening-balance.server'
import { type ReceivedPayment, receivedWaitingFrom, receivedWaitingJson } from '~/services/payments/gateway-decisions.server'
import { type GatewayAttempt, gatewayAttemptsFrom, gatewayAttemptsJson } from '~/services/payments/gateway-payments.server'
import { type PayLinkShare, type PayLinkShareJson, payLinkShareFrom, payLinkShareJson } from '~/services/payments/pay-link-sms.server'
import { type ProofView, proofsFrom, proofsJson } from '~/services/payments/proofs.server'

export type AgreementPageRead = {
  agreement: AgreementView
  ledger: Ledger
  beforeBhadaa: BeforeBhadaa
  lateFeeRule: LateFeeRuleView | null
  /** The pending proofs of the agreement, newest first. */
  proofs: ProofView[]
  gatewayAttempts: GatewayAttempt[]
  /** Its changes and renewal, oldest first; the renewal that made it first of all. */
  changes: AgreementChangeView[]
  links: ChangeLinks
  receivedOnline: ReceivedPayment[]
  /** Only a live agreement (ACTIVE, not past its end) has a pay link; null otherwise. */
  payLink: PayLinkShare | null
}

type PageJson = {
  agreement: AgreementViewJson
  ledger: LedgerJson
  beforeBhadaa: BeforeBhadaaJson
  lateFeeRule: LateFeeRuleJson | null
  proofs: Parameters<typeof proofsFrom>[0]
  gatewayAttempts: Parameters<typeof gatewayAttemptsFrom>[0]
  changes: Parameters<typeof changesFrom>[0]
  links: ChangeLinks
  receivedOnline: Parameters<typeof receivedWaitingFrom>[0]
  payLink: PayLinkShareJson
}

/** Everything the page of one of the member's agreements shows, on `today`; NotFoundError for another member's. */
export async function readAgreementPage(memberId: number, agreementId: number, today: string = nepalToday()): Promise<AgreementPageRead> {
  const [row] = isRecordId(agreementId)
    ? await readRows<PageJson>(Prisma.sql`
        SELECT ${AGREEMENT_VIEW_JSON} AS "agreement", ${LEDGER_JSON} AS "ledger", ${BEFORE_BHADAA_JSON} AS "beforeBhadaa",
               ${LATE_FEE_RULE_JSON} AS "lateFeeRule", ${proofsJson(memberId, { agreementId })} AS "proofs",
               ${gatewayAttemptsJson(memberId, agreementId)} AS "gatewayAttempts", ${changesJson(memberId, agreementId)} AS "changes",
               ${RENEWAL_LINKS_JSON} AS "links", ${receivedWaitingJson(memberId, { agreementId })} AS "receivedOnline",
               ${payLinkShareJson(today)} AS "payLink"
        FROM ${AGREEMENT_VIEW_FROM}
        WHERE a."id" = ${agreementId} AND a."memberId" = ${memberId}`)
    : []
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  const agreement = agreementViewOf(agreementViewRowOf(row.agreement), today)
  const live = agreement.status === 'ACTIVE' && agreement.endDate >= today
  return {
    agreement,
    ledger: ledgerOf(row.ledger, today),
    beforeBhadaa: beforeBhadaaFrom(row.beforeBhadaa),
    lateFeeRule: lateFeeRuleFrom(row.lateFeeRule),
    proofs: proofsFrom(row.proofs),
    gatewayAttempts: gatewayAttemptsFrom(row.gatewayAttempts),
    changes: changesFrom(row.changes, agreement.id),
    links: row.links,
    receivedOnline: receivedWaitingFrom(row.receivedOnline),
    // Its pay code is made now the first time it is needed (a statement more, once).
    payLink: live ? await payLinkShareFrom(agreement.id, row.payLink) : null,
  }
}
