// The one-time code step of sign-up and password reset: a 6-digit input, Resend Code and Change
// Phone Number. The page says at what time a new code may be asked for (asking earlier is refused
// by the server with the wait); the page script (app/islands) adds the comforts: the input submits
// itself when complete (typed or pasted) and the wait counts down live.
import { getFormProps } from '@conform-to/react'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { useT } from '~/i18n'
import { type BoundField, FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { CodeSchema } from '~/schemas/account-schemas'
import { replyErrors, type StepReplyData, useStepForm } from '~/components/form/use-step-form'

export type ResendInfo = { at: string; clock: string; secondsLeft: number }

type CodeStepProps = {
  /** The number the code went to, as the member typed it (10 digits). */
  phone: string
  resend: ResendInfo | null
  actionData: StepReplyData | undefined
  /** Shown above the code, e.g. "This number has not been used before." */
  notice?: React.ReactNode
}

export function CodeStep({ phone, resend, actionData, notice }: CodeStepProps) {
  const t = useT()
  const [form, fields] = useStepForm('verify', CodeSchema, actionData)
  return (
    <>
      {notice}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="verify" />
        <Typography>{t('auth.codeSentTo', { phone })}</Typography>
        <CodeInput field={fields.code} />
        <FormErrors errors={form.errors} />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
          {t('auth.verify')}
        </Button>
      </Form>
      <Form method="post">
        <Box sx={{ mt: 3 }}>
          <ResendStatus resend={resend} />
          <FormErrors errors={replyErrors(actionData, 'resend')} />
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" name="intent" value="resend" variant="outlined">
              {t('auth.resendCode')}
            </Button>
            <Button type="submit" name="intent" value="change-phone">
              {t('auth.changePhone')}
            </Button>
          </Stack>
        </Box>
      </Form>
    </>
  )
}

function CodeInput({ field }: { field: BoundField }) {
  const t = useT()
  return (
    <FormTextField
      field={field}
      label={t('auth.code')}
      autoComplete="one-time-code"
      autoFocus
      required
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          'data-code-input': true,
          style: { letterSpacing: '0.4em', fontSize: '1.4rem' },
        },
      }}
    />
  )
}

function ResendStatus({ resend }: { resend: ResendInfo | null }) {
  const t = useT()
  const waiting = resend !== null && resend.secondsLeft > 0
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="resend-status"
      {...(waiting && {
        'data-resend-seconds': resend.secondsLeft,
        'data-text-waiting': t('auth.resendIn', { time: '{time}' }),
        'data-text-ready': t('auth.resendNow'),
      })}
    >
      {waiting ? t('auth.resendAt', { time: resend.clock }) : t('auth.resendNow')}
    </Typography>
  )
}
