// The one-time code step of sign-up and password reset: a 6-digit input that submits itself when
// complete (typed or pasted), the resend countdown, Resend Code and Change Phone Number. Without
// JavaScript the screen says at what time a new code may be asked for; asking earlier is refused
// by the server with the wait.
import { getFormProps } from '@conform-to/react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { useT } from '~/i18n'
import { useHydrated } from '../use-hydrated'
import { type BoundField, FormTextField } from './fields'
import { FormErrors } from './form-message'
import { CodeSchema } from './schemas'
import { replyErrors, type StepReplyData, useIsSubmitting, useStepForm } from './use-step-form'

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
  const verifying = useIsSubmitting('verify')
  const resending = useIsSubmitting('resend')
  const secondsLeft = useSecondsLeft(resend)
  const hydrated = useHydrated()
  return (
    <>
      {notice}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="verify" />
        <Typography>{t('auth.codeSentTo', { phone })}</Typography>
        <CodeInput field={fields.code} />
        <FormErrors errors={form.errors} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verifying} sx={{ mt: 2 }}>
          {t('auth.verify')}
        </Button>
      </Form>
      <Form method="post">
        <Box sx={{ mt: 3 }}>
          <ResendStatus resend={resend} secondsLeft={secondsLeft} />
          <FormErrors errors={replyErrors(actionData, 'resend')} />
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" name="intent" value="resend" variant="outlined" disabled={hydrated && secondsLeft > 0} loading={resending}>
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
  // Keeps only digits (Devanagari ones converted) and sends the form once there are six.
  function accept(input: HTMLInputElement, text: string) {
    const digits = fromDevanagariDigits(text).replace(/\D/g, '').slice(0, 6)
    input.value = digits
    if (digits.length === 6) input.form?.requestSubmit()
  }
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
          style: { letterSpacing: '0.4em', fontSize: '1.4rem' },
          onInput: (event: React.FormEvent<HTMLInputElement>) => accept(event.currentTarget, event.currentTarget.value),
          onPaste: (event: React.ClipboardEvent<HTMLInputElement>) => {
            event.preventDefault()
            accept(event.currentTarget, event.clipboardData.getData('text'))
          },
        },
      }}
    />
  )
}

/** Seconds until Resend Code is allowed: the server's figure, then a live countdown with JavaScript. */
function useSecondsLeft(resend: ResendInfo | null) {
  const hydrated = useHydrated()
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    if (!resend) return
    const tick = () => setNow(Date.now())
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [resend])
  if (!resend) return 0
  if (!hydrated || now === null) return resend.secondsLeft
  return Math.max(0, Math.ceil((Date.parse(resend.at) - now) / 1000))
}

function ResendStatus({ resend, secondsLeft }: { resend: ResendInfo | null; secondsLeft: number }) {
  const t = useT()
  const hydrated = useHydrated()
  let text = t('auth.resendNow')
  if (resend && secondsLeft > 0) {
    const countdown = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`
    text = hydrated ? t('auth.resendIn', { time: countdown }) : t('auth.resendAt', { time: resend.clock })
  }
  return (
    <Typography variant="body2" color="text.secondary" data-testid="resend-status">
      {text}
    </Typography>
  )
}
