// The landlord's side of "I paid" on the agreement page: each report waiting for them
// (amount, day, method, reference, who, the photo at a member-scoped URL) with Confirm and Reject
// (a required reason), both posted to the agreement page's action, so they work without
// JavaScript; and the online payment attempts that are not payments: still pending at the gateway,
// or failed (expired, canceled, mismatched, ...) with their reason.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { FormErrors } from '~/components/form/form-message'
import { replyErrors, replyFor, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import { MAX_REJECT_REASON } from '~/schemas/payment-proof-schemas'
import type { GatewayAttempt } from '~/services/payments/gateway-payments.server'
import type { ProofView } from '~/services/payments/proofs.server'
import { DetailsCard } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { ReasonField } from '../page/reason-field'
import type { CalendarType } from '~/domain/calendar-type'

export const CONFIRM_PROOF_INTENT = 'confirm-proof'
export const REJECT_PROOF_INTENT = 'reject-proof'

type Props = { calendar: CalendarType; proofs: ProofView[]; attempts: GatewayAttempt[]; actionData: StepReplyData | undefined }

export function PaymentProofReview({ calendar, proofs, attempts, actionData }: Props) {
  const t = useT()
  if (proofs.length === 0 && attempts.length === 0) return null
  return (
    <>
      {proofs.length > 0 && (
        <Box id="payment-proofs">
        <DetailsCard id="proof-review" title={t('proof.pendingTitle')}>
          <Typography color="text.secondary">{t('proof.pendingIntro')}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {proofs.map((proof) => (
              <ProofItem key={proof.id} proof={proof} calendar={calendar} actionData={actionData} />
            ))}
          </Box>
        </DetailsCard>
        </Box>
      )}
      {attempts.length > 0 && <GatewayAttempts attempts={attempts} calendar={calendar} />}
    </>
  )
}

/** The reply belongs to this proof's form when it sent back this proof's id. */
function replyOf(actionData: StepReplyData | undefined, intent: string, proofId: number) {
  const reply = replyFor(actionData, intent)
  const sent = reply?.initialValue as Record<string, unknown> | undefined
  return reply && String(sent?.proofId) === String(proofId) ? actionData : undefined
}

function ProofItem({ proof, calendar, actionData }: { proof: ProofView; calendar: CalendarType; actionData: StepReplyData | undefined }) {
  const t = useT()
  const message = useMessage()
  const format = useFormat()
  const confirming = useIsSubmitting(CONFIRM_PROOF_INTENT)
  const rejecting = useIsSubmitting(REJECT_PROOF_INTENT)
  const confirmReply = replyOf(actionData, CONFIRM_PROOF_INTENT, proof.id)
  const rejectReply = replyOf(actionData, REJECT_PROOF_INTENT, proof.id)
  const reasonErrors = replyFor(rejectReply, REJECT_PROOF_INTENT)?.error?.reason?.map(message)
  return (
    <Box component="li" data-proof={proof.id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600 }}>{format.money(proof.amountPaisa)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {format.date(proof.paidOn, calendar)} · {t(`ledger.method.${proof.method}`)}
        {proof.reference ? ` · ${proof.reference}` : ''}
      </Typography>
      <Typography variant="body2">{t('proof.reportedBy', { name: proof.tenantName })}</Typography>
      {proof.hasPhoto && (
        <Link href={`/payment-proofs/${proof.id}/photo`} target="_blank" rel="noopener" variant="body2">
          {t('proof.viewPhoto')}
        </Link>
      )}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={CONFIRM_PROOF_INTENT} />
        <input type="hidden" name="proofId" value={proof.id} />
        <FormErrors errors={replyErrors(confirmReply, CONFIRM_PROOF_INTENT)?.map(message)} />
        <Button type="submit" variant="contained" loading={confirming} sx={{ mt: 1 }}>
          {t('proof.confirm')}
        </Button>
      </Form>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={REJECT_PROOF_INTENT} />
        <input type="hidden" name="proofId" value={proof.id} />
        <ReasonField label={t('proof.rejectReason')} maxLength={MAX_REJECT_REASON} defaultValue="" errors={reasonErrors} />
        <FormErrors errors={replyErrors(rejectReply, REJECT_PROOF_INTENT)?.map(message)} />
        <Button type="submit" variant="outlined" color="error" loading={rejecting}>
          {t('proof.reject')}
        </Button>
      </Form>
    </Box>
  )
}

function GatewayAttempts({ attempts, calendar }: { attempts: GatewayAttempt[]; calendar: CalendarType }) {
  const t = useT()
  const format = useFormat()
  return (
    <DetailsCard id="gateway-attempts" title={t('gatewayAttempt.title')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {attempts.map((attempt) => {
          const gateway = t(attempt.gateway === 'KHALTI' ? 'gateway.khalti' : 'gateway.esewa')
          const date = format.date(attempt.createdOn, calendar)
          return (
            <Box component="li" key={attempt.id} data-attempt={attempt.status} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography color={attempt.failureReason ? 'error' : undefined}>
                {attempt.failureReason
                  ? t('gatewayAttempt.failed', { reason: t(`gatewayAttempt.reason.${attempt.failureReason}`), date })
                  : t('gatewayAttempt.pending', { amount: format.money(attempt.amountPaisa), gateway, date })}
              </Typography>
              {attempt.failureReason && (
                <Typography variant="body2" color="text.secondary">
                  {gateway} · {format.money(attempt.amountPaisa)}
                </Typography>
              )}
            </Box>
          )
        })}
      </Box>
    </DetailsCard>
  )
}
