// The create form (spec §2.11, §4.8, §5): 01 Agreement Information, then, once a property (and for
// a divided one a unit) is chosen, 02 Tenant Information and 03 Payment Information. A plain form
// post: the buttons that are not "Create" send an intent (choose the property, search the tenant,
// take the recorded name, change the phone, add or remove a utility) and the page comes back with
// the result. The page is drawn by the server only (ADR 037): with JavaScript a change of the
// property, the unit or the calendar sends the form as Continue does (islands/submit-on-change.ts),
// and the dates get a picker for the chosen calendar (islands/date-fields.ts).
import { Alert } from '~/components/alert'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link as RouterLink } from '~/components/link'
import { checkAgreementInput } from '~/schemas/agreement-checks'
import { MAX_PAYMENT_DAY } from '~/schemas/agreement-rules'
import { useT } from '~/i18n'
import type { PropertyChoice } from '~/services/agreements/agreements.server'
import { type FormReply, getFormProps, useForm } from '~/components/form/form-state'
import { FormTextField } from '~/components/form/fields'
import { FormErrors, PlanLimitLink } from '~/components/form/form-message'
import { currentText, Section, SelectField, twoColumns } from '~/components/form/form-parts'
import { APPLY_BUTTON_MARKER, SUBMIT_ON_CHANGE_MARKER } from '~/islands/submit-on-change'
import { addressOf } from './agreement-cards'
import { DateField } from './date-field'
import { useBindField } from '~/components/form/messages'
import { FormKeyField } from '~/components/form/form-key-field'
import { LookupNotice, MismatchDialog, type TenantLookup } from './tenant-lookup-notice'
import { numberProps, UtilitiesTable, type UtilityValues, visuallyHidden } from './utilities-table'
import { fullName } from '~/domain/person-name'

export const AGREEMENT_FORM_ID = 'agreement'


/** The form's fields as text, named as the create payload (spec §3). */
export type AgreementFormValues = {
  name: string
  propertyId: string
  unitId: string
  tenantFirstName: string
  tenantLastName: string
  tenantPhone: string
  tenantPreferredLanguage: string
  calendarType: string
  startDate: string
  endDate: string
  utilities: UtilityValues[]
  leaseAmount: string
  deposit: string
  paymentInterval: string
  paymentDayOfMonth: string
  incrementPercentage: string
  incrementInterval: string
  paidUpTo: string
}

export type AgreementFormReply = {
  intent: string
  result: FormReply
  lookup?: TenantLookup | undefined
  planLimit?: boolean | undefined
}

/** What a new form holds; the server keeps it for fields not yet shown when it sends the form back. */
export const AGREEMENT_FORM_DEFAULTS = { calendarType: 'AD', tenantPreferredLanguage: 'ENG', paymentInterval: '1' } as const

/** Buttons whose intent the server answers by sending the form back (nothing is created). */
const SERVER_INTENTS = ['choose-property', 'search-tenant', 'use-recorded-name', 'change-phone']

type AgreementFormProps = {
  properties: PropertyChoice[]
  actionData: AgreementFormReply | undefined
  /** e.g. `{ propertyId: '3' }` from `/agreements/create?propertyId=3`. */
  defaultValue?: Record<string, string> | undefined
  /** This render's idempotency key (the loader's newFormKey()). */
  formKey: string
}

export function AgreementForm({ properties, actionData, defaultValue, formKey }: AgreementFormProps) {
  const t = useT()
  const bind = useBindField()
  const [form, fields] = useForm<AgreementFormValues>({
    id: AGREEMENT_FORM_ID,
    defaultValue: { ...AGREEMENT_FORM_DEFAULTS, utilities: [], ...defaultValue },
    lastResult: actionData?.result,
    check: checkAgreementInput,
    // The server answers the intents of SERVER_INTENTS whatever the fields hold; "Create" is checked here first.
    skipCheck: (formData) => SERVER_INTENTS.includes(String(formData.get('intent'))),
  })
  const property = properties.find((choice) => String(choice.id) === currentText(fields.propertyId))
  const unit = property?.availableUnits.find((choice) => String(choice.id) === currentText(fields.unitId))
  const isReady = Boolean(property && (!property.isDivided || unit))
  const calendar = currentText(fields.calendarType) === 'BS' ? 'BS' : 'AD'
  // Spec §4.8: editing the phone resets the search (its notice and dialog go).
  const searchedPhone = actionData?.result.initialValue?.tenantPhone
  const lookup = actionData?.lookup && currentText(fields.tenantPhone) === searchedPhone ? actionData.lookup : undefined

  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="page-title">
      {/* Enter in any field creates (the first submit button is the form's default). */}
      <Box component="button" type="submit" name="intent" value="agreement" tabIndex={-1} aria-hidden sx={visuallyHidden} />
      <FormKeyField value={formKey} />
      <Banner property={property} unitName={unit?.name} />
      <Box sx={{ display: 'grid', gap: 2, '& > *': { minWidth: 0 } }}>
        <Section idPrefix="agreement-section" number="01" title={t('agreement.section.information')}>
          <FormTextField field={bind(fields.name, 'agreement-name')} label={t('agreement.name')} required autoComplete="off" />
          <SelectField
            field={bind(fields.propertyId, 'agreement-property')}
            label={t('agreement.property')}
            placeholder={properties.length ? t('form.choose') : t('agreement.noProperties')}
            // Spec §4.9: choosing a property clears the unit (the server does, on choose-property).
            submitOnChange
          >
            {properties.map((choice) => (
              <option key={choice.id} value={choice.id} disabled={!choice.isAvailable}>
                {choice.isAvailable ? choice.name : t('agreement.propertyTaken', { name: choice.name })}
              </option>
            ))}
          </SelectField>
          <FormTextField
            field={bind(fields.unitId, 'agreement-unit')}
            label={t('agreement.unit')}
            select
            disabled={!property?.isDivided}
            required={Boolean(property?.isDivided)}
            helperText={property && !property.isDivided ? t('agreement.unitUndivided') : undefined}
            // The explanation stays readable (contrast) while the select is disabled.
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { [SUBMIT_ON_CHANGE_MARKER]: '' },
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          >
            <option value="">{property?.isDivided && property.availableUnits.length === 0 ? t('agreement.noUnits') : t('form.choose')}</option>
            {property?.availableUnits.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </FormTextField>
          {!properties.length && (
            <Link component={RouterLink} to="/properties/create">
              {t('agreement.addPropertyFirst')}
            </Link>
          )}
          <Button type="submit" name="intent" value="choose-property" formNoValidate variant="outlined" sx={{ '&[hidden]': { display: 'none' } }} {...{ [APPLY_BUTTON_MARKER]: '' }}>
            {t('agreement.continue')}
          </Button>
        </Section>

        {isReady && (
          <>
            <Section idPrefix="agreement-section" number="02" title={t('agreement.section.tenant')}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <FormTextField
                  field={bind(fields.tenantPhone, 'agreement-tenant-phone')}
                  label={t('agreement.tenantPhone')}
                  type="tel"
                  placeholder={t('auth.phonePlaceholder')}
                  hint={t('agreement.tenantPhoneHint')}
                  required
                  autoComplete="off"
                  slotProps={{ htmlInput: { inputMode: 'tel' }, inputLabel: { shrink: true } }}
                />
                <Button type="submit" name="intent" value="search-tenant" formNoValidate variant="outlined" sx={{ mt: 3, flexShrink: 0 }}>
                  {t('agreement.searchTenant')}
                </Button>
              </Box>
              <LookupNotice lookup={lookup} />
              <Box sx={twoColumns}>
                <FormTextField field={bind(fields.tenantFirstName, 'agreement-tenant-first-name')} label={t('register.firstName')} required autoComplete="off" />
                <FormTextField field={bind(fields.tenantLastName, 'agreement-tenant-last-name')} label={t('register.lastName')} required autoComplete="off" />
              </Box>
              <SelectField field={bind(fields.tenantPreferredLanguage, 'agreement-tenant-language')} label={t('register.language')} placeholder={t('form.choose')}>
                <option value="ENG">{t('agreement.languageEng')}</option>
                <option value="NEP">{t('agreement.languageNep')}</option>
              </SelectField>
            </Section>

            <Section idPrefix="agreement-section" number="03" title={t('agreement.section.payment')}>
              {/* The dates' picker follows the calendar: the form comes back drawn for it. */}
              <SelectField field={bind(fields.calendarType, 'agreement-calendar')} label={t('agreement.calendar')} placeholder={t('form.choose')} submitOnChange>
                <option value="AD">{t('agreement.calendar.AD')}</option>
                <option value="BS">{t('agreement.calendar.BS')}</option>
              </SelectField>
              <Box sx={twoColumns}>
                {([['startDate', 'agreement-start-date', 'agreement.startDate'], ['endDate', 'agreement-end-date', 'agreement.endDate']] as const).map(([name, id, label]) => (
                  <DateField
                    key={name}
                    field={bind(fields[name], id)}
                    label={t(label)}
                    calendar={calendar}
                  />
                ))}
              </Box>
              <DateField
                field={bind(fields.paidUpTo, 'agreement-paid-up-to')}
                label={t('beforeBhadaa.createLabel')}
                hint={t('beforeBhadaa.createHint')}
                calendar={calendar}
                required={false}
              />
              <UtilitiesTable form={form} list={fields.utilities} maxDay={MAX_PAYMENT_DAY[calendar]} />
              <Box sx={twoColumns}>
                <FormTextField field={bind(fields.leaseAmount, 'agreement-lease-amount')} label={t('agreement.leaseAmount')} required slotProps={rupeeProps(t('agreement.rupeePrefix'))} />
                <FormTextField field={bind(fields.deposit, 'agreement-deposit')} label={t('agreement.deposit')} slotProps={rupeeProps(t('agreement.rupeePrefix'))} />
                <FormTextField
                  field={bind(fields.paymentInterval, 'agreement-payment-interval')}
                  label={t('agreement.paymentIntervalMonths')}
                  required
                  slotProps={numberProps}
                />
                <FormTextField
                  field={bind(fields.paymentDayOfMonth, 'agreement-payment-day')}
                  label={t('agreement.paymentDayOfMonth')}
                  hint={t('agreement.paymentDayHint', { max: MAX_PAYMENT_DAY[calendar] })}
                  required
                  slotProps={numberProps}
                />
                <FormTextField
                  field={bind(fields.incrementPercentage, 'agreement-increment-percentage')}
                  label={t('agreement.incrementPercentage')}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <FormTextField
                  field={bind(fields.incrementInterval, 'agreement-increment-interval')}
                  label={t('agreement.incrementInterval')}
                  slotProps={numberProps}
                />
              </Box>
            </Section>
          </>
        )}
      </Box>
      <FormErrors errors={form.errors} />
      <PlanLimitLink show={actionData?.planLimit} />
      {isReady && (
        <Button id="agreement-submit" type="submit" name="intent" value="agreement" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
          {t('agreement.createSubmit')}
        </Button>
      )}
      {lookup?.status === 'mismatch' && <MismatchDialog recorded={fullName(lookup)} />}
    </Form>
  )
}

const rupeeProps = (prefix: string) => ({ htmlInput: { inputMode: 'decimal' as const }, input: { startAdornment: <Box component="span" sx={{ mr: 1 }}>{prefix}</Box> } })

/** "Adding Agreement For" the chosen property, or "No Property Selected" (spec §2.11). */
function Banner({ property, unitName }: { property: PropertyChoice | undefined; unitName: string | undefined }) {
  const t = useT()
  return (
    <Alert id="agreement-banner" severity={property ? 'info' : 'warning'} icon={false} sx={{ mb: 2 }}>
      {property ? (
        <>
          <Typography variant="overline" component="p">
            {t('agreement.bannerFor')}
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{unitName ? t('agreement.unitInProperty', { unit: unitName, property: property.name }) : property.name}</Typography>
          <Typography variant="body2">{addressOf(property)}</Typography>
        </>
      ) : (
        <>
          <Typography sx={{ fontWeight: 700 }}>{t('agreement.noPropertySelected')}</Typography>
          <Typography variant="body2">{t('agreement.selectProperty')}</Typography>
        </>
      )}
    </Alert>
  )
}
