// /agreements/{id}/lease (route AgreementLease): the agreement printed as a complete
// lease in Nepali, English or both side by side (?language=ne|en|both; the page's language by
// default), three copies on A4. Below it, the terms the landlord adds (purpose, notice, rent tax,
// their own clauses) post here; bad input comes back with the fields' messages (400).
// By the caller's role on the agreement's property (ADR 041): those who may see the tenancy read
// it (each printed identity number logged as their view), those who run it change the terms.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { data, Form } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { AgreementShowErrorBoundary } from '~/components/agreements/error-boundary'
import { LeaseCopies } from '~/components/agreements/lease-document'
import { Button } from '~/components/button'
import { PrintButton } from '~/components/print-button'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { TextField } from '~/components/text-field'
import type { LeaseLanguage } from '~/domain/lease-document'
import { type Language, translate, useT } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { LEASE_LANGUAGES, type LeaseLanguageChoice } from '~/schemas/lease-rules'
import { LeaseTermsSchema } from '~/schemas/lease-schemas'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { getLease, saveLeaseTerms } from '~/services/paperwork/lease-documents.server'
import { clientIpOf } from '~/web/auth.server'
import { actingOnAgreement, allowOrThrow, idParam, loadOrThrow } from '~/web/route-kit.server'
import { may } from '~/domain/property-roles'
import { listAgreementChanges } from '~/services/agreements/changes.server'
import type { Route } from './+types/lease'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// A plain post the server checks, and Print (the page script's): served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export const LEASE_TERMS_INTENT = 'lease-terms'

const TERMS_FIELDS = ['purpose', 'noticeDays', 'rentTaxPaidBy', 'clauses'] as const
type FieldErrors = Partial<Record<(typeof TERMS_FIELDS)[number], string[]>>

const languagesOf = (choice: LeaseLanguageChoice): LeaseLanguage[] => (choice === 'both' ? ['en', 'ne'] : [choice])

function choiceOf(request: Request, pageLanguage: Language): LeaseLanguageChoice {
  const asked = new URL(request.url).searchParams.get('language')
  return LEASE_LANGUAGES.find((choice) => choice === asked) ?? pageLanguage
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member, language, access } = await actingOnAgreement(context, idParam(params.id), 'tenancy:view')
  const choice = choiceOf(request, language)
  // The owner's books; the identity numbers printed are logged as seen by the one who looks.
  const lease = await loadOrThrow(getLease(member.id, idParam(params.id), languagesOf(choice), { memberId: access.actorId, ip: clientIpOf(context) }))
  // The addendum prints the changes: without one there is nothing to print.
  const hasChanges = (await listAgreementChanges(member.id, lease.agreementId)).length > 0
  return { lease, choice, hasChanges, canChange: may(access.role, 'tenancy:manage') }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const agreementId = idParam(params.id)
  const { member, language, access } = await actingOnAgreement(context, agreementId, 'tenancy:view')
  allowOrThrow(access, 'tenancy:manage')
  const formData = await readFormData(request)
  const parsed = parseFormFields(formData, LeaseTermsSchema)
  if (!parsed.success) {
    const errors: FieldErrors = {}
    for (const issue of parsed.error.issues) {
      // A field no form shows (a tampered `intent`) is reported on the first one, never dropped.
      const named = String(issue.path[0])
      const field: keyof FieldErrors = TERMS_FIELDS.find((known) => known === named) ?? 'purpose'
      ;(errors[field] ??= []).push(renderMessage(language, issue.message))
    }
    const values = Object.fromEntries([...formData].map(([name, value]) => [name, String(value)]))
    return data({ intent: LEASE_TERMS_INTENT, errors, values }, { status: 400 })
  }
  await loadOrThrow(saveLeaseTerms(member.id, agreementId, parsed.data))
  // Back to the language the lease was shown in (the request's path is the data request's under JavaScript).
  const choice = new URL(request.url).searchParams.get('language')
  const query = LEASE_LANGUAGES.find((known) => known === choice) ? `?language=${choice}` : ''
  return redirectWithToast(`/agreements/${agreementId}/lease${query}`, { type: 'success', message: translate(language, 'lease.saved') })
}

function LanguageChoice({ choice }: { choice: LeaseLanguageChoice }) {
  const t = useT()
  return (
    <Box component="nav" aria-label={t('lease.languages')} data-no-print sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {LEASE_LANGUAGES.map((language) => (
        <Button
          key={language}
          component={RouterLink}
          to={`?language=${language}`}
          variant={language === choice ? 'contained' : 'outlined'}
          aria-current={language === choice ? 'page' : undefined}
          size="small"
        >
          {t(`lease.language.${language}`)}
        </Button>
      ))}
    </Box>
  )
}

function TermsForm({ terms, actionData }: { terms: Route.ComponentProps['loaderData']['lease']['terms']; actionData: Route.ComponentProps['actionData'] }) {
  const t = useT()
  const errors: FieldErrors = actionData?.errors ?? {}
  const values: Record<string, string | undefined> = actionData?.values ?? {
    purpose: terms.purpose ?? '',
    noticeDays: String(terms.noticeDays),
    rentTaxPaidBy: terms.rentTaxPaidBy,
    clauses: terms.clauses ?? '',
  }
  const field = (name: keyof FieldErrors, hint?: string) => ({
    id: `lease-${name}`,
    name,
    defaultValue: values[name] ?? '',
    error: Boolean(errors[name]?.length),
    helperText: errors[name]?.join(' ') ?? hint,
    fullWidth: true,
    margin: 'normal' as const,
  })
  return (
    <Paper variant="outlined" data-no-print sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography variant="h6" component="h2">
        {t('lease.terms')}
      </Typography>
      <Typography color="text.secondary">{t('lease.termsText')}</Typography>
      <Form method="post" key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value={LEASE_TERMS_INTENT} />
        <TextField {...field('purpose', t('lease.purposeHint'))} label={t('lease.purpose')} />
        <TextField {...field('noticeDays', t('lease.noticeHint'))} label={t('lease.noticeDays')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <TextField {...field('rentTaxPaidBy')} label={t('lease.rentTaxPaidBy')} select>
          <option value="LANDLORD">{t('lease.rentTax.LANDLORD')}</option>
          <option value="TENANT">{t('lease.rentTax.TENANT')}</option>
        </TextField>
        <TextField {...field('clauses', t('lease.clausesHint'))} label={t('lease.clauses')} multiline minRows={4} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('lease.save')}
        </Button>
      </Form>
    </Paper>
  )
}

export default function AgreementLease({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { lease, choice } = loaderData
  return (
    <PageFrame
      title={t('lease.title')}
      subtitle={lease.agreementName}
      actions={
        <Box data-no-print sx={{ display: 'flex', gap: 1 }}>
          <PrintButton />
        </Box>
      }
    >
      <Box data-no-print sx={{ mb: 2 }}>
        <Link component={RouterLink} to={`/agreements/${lease.agreementId}`} variant="body2">
          ← {lease.agreementName}
        </Link>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('lease.copiesNote')}{' '}
          <Link component={RouterLink} to="/rental-notices">
            {t('notice.title')}
          </Link>
        </Typography>
        {loaderData.hasChanges && (
          <Link component={RouterLink} to={`/agreements/${lease.agreementId}/addendum`} variant="body2">
            {t('changes.addendumLink')}
          </Link>
        )}
      </Box>
      <LanguageChoice choice={choice} />
      <LeaseCopies documents={lease.documents} />
      {loaderData.canChange && <TermsForm terms={lease.terms} actionData={actionData} />}
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'lease.title')
  return [{ title: loaderData ? `${loaderData.lease.agreementName} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementShowErrorBoundary />
}
