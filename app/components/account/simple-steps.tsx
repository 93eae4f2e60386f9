// The phone step and the new-password step, which sign-up and password reset share with only
// their words different.
import { getFormProps } from '@conform-to/react'
import { Button } from '~/components/button'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { type MessageKey, useT } from '~/i18n'
import { PhoneField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { PasswordFields } from '~/components/form/password-fields'
import { type passwordPairSchema, PhoneSchema } from '~/schemas/account-schemas'
import { type StepReplyData, useStepForm } from '~/components/form/use-step-form'

type StepWords = { intro?: MessageKey; hint?: MessageKey; submit: MessageKey }

export function PhoneStep({ phone, actionData, words }: { phone: string; actionData: StepReplyData | undefined; words: StepWords }) {
  const t = useT()
  const [form, fields] = useStepForm('phone', PhoneSchema, actionData, { phone })
  return (
    // An explicit action: the page's URL may carry ?dialog=, which a new number must drop.
    <Form method="post" action="." {...getFormProps(form)}>
      <input type="hidden" name="intent" value="phone" />
      {words.intro && <Typography>{t(words.intro)}</Typography>}
      <PhoneField field={fields.phone} hint={words.hint && t(words.hint)} autoFocus />
      <FormErrors errors={form.errors} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {t(words.submit)}
      </Button>
    </Form>
  )
}

export function NewPasswordStep({
  schema,
  actionData,
  words,
}: {
  schema: ReturnType<typeof passwordPairSchema>
  actionData: StepReplyData | undefined
  words: StepWords & { label: MessageKey }
}) {
  const t = useT()
  const [form, fields] = useStepForm('password', schema, actionData)
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      {words.intro && <Typography>{t(words.intro)}</Typography>}
      <PasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label={words.label} />
      <FormErrors errors={form.errors} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {t(words.submit)}
      </Button>
    </Form>
  )
}
