// The sign-up step indicator (spec §2.4): done steps show a check mark.
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import { type MessageKey, useT } from '~/i18n'

export function StepIndicator({ steps, active }: { steps: MessageKey[]; active: number }) {
  const t = useT()
  return (
    <Stepper activeStep={active} alternativeLabel component="ol" aria-label={t('register.stepsLabel')} sx={{ mb: 3, p: 0, listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Step key={step} completed={index < active} component="li" aria-current={index === active ? 'step' : undefined}>
          <StepLabel>{t(step)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}
