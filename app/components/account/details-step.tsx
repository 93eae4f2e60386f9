// Sign-up step 2 (spec §2.4): first name, last name and the language texts are sent in.
import { STORED_LANGUAGES, type StoredLanguage } from '~/domain/language'
import { getFormProps } from '@conform-to/react'
import { Button } from '~/components/button'
import { Form } from 'react-router'
import { z } from 'zod'
import { type MessageKey, useT } from '~/i18n'
import { FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { type StepReplyData, useStepForm } from '~/components/form/use-step-form'

const nameField = z
  .string({ error: 'register.namesRequired' satisfies MessageKey })
  .trim()
  .min(1, 'register.namesRequired' satisfies MessageKey)
  .max(100)

export const DetailsSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  prefLanguage: z.enum(STORED_LANGUAGES).default('ENG'),
})

export type Details = { firstName: string; lastName: string; prefLanguage: StoredLanguage }

export function DetailsStep({ details, actionData }: { details: Details; actionData: StepReplyData | undefined }) {
  const t = useT()
  const [form, fields] = useStepForm('details', DetailsSchema, actionData, details)
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="details" />
      <FormTextField field={fields.firstName} label={t('register.firstName')} autoComplete="given-name" autoFocus required />
      <FormTextField field={fields.lastName} label={t('register.lastName')} autoComplete="family-name" required />
      <FormTextField
        field={fields.prefLanguage}
        label={t('register.language')}
        hint={t('register.languageHelp')}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="ENG">{t('language.ENG')}</option>
        <option value="NEP">{t('language.NEP')}</option>
      </FormTextField>
      <FormErrors errors={form.errors} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {t('auth.continue')}
      </Button>
    </Form>
  )
}
