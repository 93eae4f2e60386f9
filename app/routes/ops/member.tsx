// /ops/members/:id (OpsMember): one member's plan, its end, plan payments, counts and SMS this
// month; a plan change with a reason (audited); their tenants only while they allow support access.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RouteErrorPage } from '~/components/error-page'
import { OpsPage, OpsSection, ReasonForm } from '~/components/ops/ops-parts'
import { titleMeta } from '~/components/route-meta'
import { formatLongDate } from '~/components/format/dates-and-money'
import { formatNepalTime } from '~/components/format/nepal-time'
import { PLAN_NAMES } from '~/components/format/plan-words'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { TextField } from '~/components/text-field'
import { isoDateOf } from '~/domain/ad-date'
import { toNationalNumber } from '~/domain/phone'
import { MEMBER_PLANS } from '~/domain/plans'
import { formatNpr } from '~/domain/money'
import { useLanguage, useT } from '~/i18n'
import { changeMemberPlanAsOperator, getMemberOverview } from '~/services/ops/members.server'
import { opsAction, operatorOf } from '~/web/ops.server'
import { idParam, loadOrThrow, readIntentForm } from '~/web/route-kit.server'
import type { Route } from './+types/member'
import { fullName } from '~/domain/person-name'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params }: Route.LoaderArgs) {
  return loadOrThrow(getMemberOverview(idParam(params.id)))
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { operator, language } = operatorOf(context)
  const memberId = idParam(params.id)
  const { formData, intent } = await readIntentForm(request)
  return opsAction(intent, language, `/ops/members/${memberId}`, () =>
    changeMemberPlanAsOperator(operator, memberId, formData.get('plan'), formData.get('reason')),
  )
}

export default function OpsMember({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const language = useLanguage()
  const { member, usage, smsThisMonth, planPayments, supportAccess, tenants } = loaderData
  return (
    <OpsPage title={fullName(member)}>
      <Typography>{toNationalNumber(member.phone)}</Typography>
      <Typography>{t('ops.member.plan', { plan: t(PLAN_NAMES[member.plan]) })}</Typography>
      <Typography>{member.planEndsAt ? t('ops.member.planEnds', { date: formatLongDate(isoDateOf(member.planEndsAt), 'AD', language) }) : t('ops.member.noEnd')}</Typography>
      <Typography>{t('ops.member.counts', usage)}</Typography>
      <Typography>{t('ops.member.sms', { count: smsThisMonth })}</Typography>

      <OpsSection title={t('ops.member.planPayments')}>
        {planPayments.length === 0 ? <Typography>{t('ops.member.noPlanPayments')}</Typography> : null}
        <Box component="ul" sx={{ pl: 2 }}>
          {planPayments.map((row) => (
            <li key={row.id} style={{ overflowWrap: 'anywhere' }}>
              {formatNepalTime(row.createdAt, language)} · {t(PLAN_NAMES[row.plan])} {t(`billing.period.${row.period}`)} · {formatNpr(row.amountPaisa, { language })} ·{' '}
              {t(row.gateway === 'KHALTI' ? 'gateway.khalti' : 'gateway.esewa')} · {t(`billing.status.${row.status}`)}
              {row.transactionId ? ` · ${row.transactionId}` : ''}
            </li>
          ))}
        </Box>
      </OpsSection>

      <OpsSection title={t('ops.member.changePlan')}>
        <ReasonForm intent="plan" label={t('ops.member.changePlan')} reply={actionData}>
          <TextField id="member-plan" name="plan" label={t('ops.member.newPlan')} select defaultValue={member.plan}>
            {MEMBER_PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {t(PLAN_NAMES[plan])}
              </option>
            ))}
          </TextField>
        </ReasonForm>
      </OpsSection>

      <OpsSection title={t('ops.member.tenantsTitle')}>
        {tenants === null || supportAccess === null ? (
          <Typography>{t('ops.member.noAccess')}</Typography>
        ) : (
          <>
            <Typography>{t('ops.member.accessUntil', { date: formatNepalTime(supportAccess, language) })}</Typography>
            <Box component="ul" sx={{ pl: 2 }}>
              {tenants.map((tenant) => (
                <li key={tenant.id}>
                  {tenant.firstName} {tenant.lastName} · {toNationalNumber(tenant.phone)}
                </li>
              ))}
            </Box>
          </>
        )}
      </OpsSection>
    </OpsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'ops.nav.members')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
