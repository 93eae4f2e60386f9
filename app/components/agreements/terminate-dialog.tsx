// The Terminate Agreement dialog (?dialog=terminate, opened from terminate-agreement.tsx's panel):
// the move-out day typed in the agreement's calendar (today by default), "pro rata" for the period
// it falls in, and the agreement's name typed to confirm. Preview (the form's first button, so
// Enter previews) posts the same form and the page answers what would stay owed and what would be
// cancelled, computed on the server, nothing written; Terminate writes it. A plain form in an
// inline dialog, so both work without JavaScript; with it, Terminate is enabled only once the name
// matches (the server checks again). On an agreement that has not started (`startsOn`) the dialog
// cancels it: no move-out day or pro rata to ask, every charge of it is cancelled.
import Box from '@mui/material/Box'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { FormErrors } from '~/components/form/form-message'
import { FormKeyField } from '~/components/form/form-key-field'
import { replyErrors, replyFor, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { ConfirmNameField } from '~/components/page/confirm-name-field'
import { CONFIRM_NAME_MARKER } from '~/islands/confirm-by-name'
import { TextField } from '~/components/text-field'
import type { CalendarType } from '~/domain/calendar-type'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import type { TerminationPreview } from '~/services/agreements/termination.server'
import { InlineDialog } from '../inline-dialog'
import { useChargeName } from '../ledger/format'
import { typedValue } from '../meters/format'
import { TERMINATE_INTENT, TERMINATE_PREVIEW_INTENT } from './terminate-agreement'
import { useFormat } from '~/components/format/dates-and-money'

/** The action's answer to the dialog: the form's typed values and errors, and the preview once asked. */
export type TerminateReplyData = StepReplyData & { preview?: TerminationPreview }

type Props = {
  agreementName: string
  calendar: CalendarType
  todayInCalendar: string
  closeTo: string
  actionData: TerminateReplyData | undefined
  /** The start day of an agreement that has not started (A.D.): terminating cancels it. */
  startsOn?: string | null
  /** This render's form key: Terminate sent twice terminates once. */
  formKey: string
}

/** Terminate's or its Preview's refusal of the whole form (the dialog shows it; the page too, when the dialog cannot open). */
export function terminateRefusal(actionData: StepReplyData | undefined) {
  return replyErrors(actionData, TERMINATE_INTENT) ?? replyErrors(actionData, TERMINATE_PREVIEW_INTENT)
}

export function TerminateDialog({ agreementName, calendar, todayInCalendar, closeTo, actionData, startsOn = null, formKey }: Props) {
  const t = useT()
  const message = useMessage()
  const reply = replyFor(actionData, TERMINATE_INTENT) ?? replyFor(actionData, TERMINATE_PREVIEW_INTENT)
  const typed = reply?.initialValue ?? null
  const errorOf = (name: string) => reply?.error?.[name]?.map(message)
  const formErrors = terminateRefusal(actionData)?.map(message)
  const previewing = useIsSubmitting(TERMINATE_PREVIEW_INTENT)
  const terminating = useIsSubmitting(TERMINATE_INTENT)
  const busy = previewing || terminating
  const dayErrors = errorOf('moveOutDate')
  const nameErrors = errorOf('confirmName')
  const preview = actionData?.intent === TERMINATE_PREVIEW_INTENT ? actionData.preview : undefined
  const format = useFormat()
  const isUpcoming = startsOn !== null
  return (
    <InlineDialog open fullWidth maxWidth="xs" aria-labelledby="terminate-title" closeTo={closeTo}>
      <Form method="post" preventScrollReset noValidate id="terminate-form">
        <input type="hidden" name="calendarType" value={calendar} />
        <FormKeyField value={formKey} />
        <DialogTitle id="terminate-title">{t(isUpcoming ? 'agreement.cancelTitle' : 'agreement.terminateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(isUpcoming ? 'agreement.cancelText' : 'agreement.terminateText')}</DialogContentText>
          {isUpcoming ? (
            <>
              <DialogContentText id="terminate-upcoming" sx={{ mt: 1 }}>
                {t('agreement.preview.upcoming', { date: format.date(startsOn, calendar) })}
              </DialogContentText>
              {dayErrors && <FormErrors errors={dayErrors} />}
            </>
          ) : (
            <>
              <TextField
                name="moveOutDate"
                id="terminate-moveOutDate"
                label={t('agreement.moveOutDate')}
                defaultValue={typed ? typedValue(typed, 'moveOutDate') : todayInCalendar}
                error={Boolean(dayErrors)}
                helperText={dayErrors?.join(' ') ?? t(calendar === 'BS' ? 'agreement.moveOutHintBs' : 'agreement.moveOutHintAd')}
                autoComplete="off"
                fullWidth
                margin="normal"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
                <input type="checkbox" name="proRata" id="terminate-proRata" defaultChecked={typedValue(typed, 'proRata') === 'on'} style={{ width: 20, height: 20, flexShrink: 0 }} />
                {t('agreement.proRata')}
              </Box>
            </>
          )}
          {preview && <TerminationPreviewList preview={preview} calendar={calendar} />}
          <ConfirmNameField
            texts="agreement.terminate"
            name={agreementName}
            errors={nameErrors}
            mt={2}
            id="terminate-confirmName"
            defaultValue={typedValue(typed, 'confirmName')}
          />
          <FormErrors errors={formErrors} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to={closeTo} preventScrollReset disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" name="intent" value={TERMINATE_PREVIEW_INTENT} variant="outlined" loading={previewing} disabled={terminating}>
            {t('agreement.terminatePreview')}
          </Button>
          <Button type="submit" name="intent" value={TERMINATE_INTENT} variant="contained" color="error" loading={terminating} disabled={previewing} {...{ [CONFIRM_NAME_MARKER]: agreementName }}>
            {t(isUpcoming ? 'agreement.cancelConfirm' : 'agreement.terminateConfirm')}
          </Button>
        </DialogActions>
      </Form>
    </InlineDialog>
  )
}

/** What the termination would do: the move-out day, the last period's charge, the cancelled ones, and what is left owed or paid ahead. */
function TerminationPreviewList({ preview, calendar }: { preview: TerminationPreview; calendar: CalendarType }) {
  const t = useT()
  const format = useFormat()
  const chargeName = useChargeName()
  const balance = preview.remainingPaisa - preview.paidPaisa
  return (
    <Box id="terminate-preview" role="status" sx={{ mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('agreement.preview.title')}
      </Typography>
      {preview.isUpcoming ? (
        <Typography variant="body2">{t('agreement.preview.upcoming', { date: format.date(preview.startsOn, calendar) })}</Typography>
      ) : (
        <Typography variant="body2">{t('agreement.preview.moveOut', { date: format.date(preview.moveOutDate, calendar) })}</Typography>
      )}
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} id="terminate-preview-stays">
        {preview.lastPeriod.map((charge) => (
          <Typography component="li" variant="body2" key={charge.id}>
            {charge.proRated
              ? t('agreement.preview.proRated', {
                  name: chargeName(charge, calendar),
                  amount: format.money(charge.toPaisa),
                  days: format.digits(preview.proRated.find((line) => line.id === charge.id)?.days ?? 0),
                  periodDays: format.digits(preview.proRated.find((line) => line.id === charge.id)?.periodDays ?? 0),
                  from: format.money(charge.amountPaisa),
                })
              : t('agreement.preview.staysFull', { name: chargeName(charge, calendar), amount: format.money(charge.toPaisa) })}
          </Typography>
        ))}
      </Box>
      {preview.cancelled.length === 0 ? (
        <Typography variant="body2">{t('agreement.preview.nothingCancelled')}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('agreement.preview.cancelledTitle')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} id="terminate-preview-cancelled">
            {preview.cancelled.map((charge) => (
              <Typography component="li" variant="body2" key={charge.id}>
                {t('agreement.preview.cancelledLine', { name: chargeName(charge, calendar), amount: format.money(charge.amountPaisa) })}
              </Typography>
            ))}
          </Box>
        </>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }} id="terminate-preview-balance">
        {balance > 0
          ? t('agreement.preview.owed', { amount: format.money(balance) })
          : balance < 0
            ? t('agreement.preview.credit', { amount: format.money(-balance) })
            : t('agreement.preview.even')}
      </Typography>
      {preview.renewal && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} id="terminate-preview-renewal">
          {t('agreement.preview.renewalCancelled', { date: format.date(preview.renewal.startsOn, calendar) })}
        </Typography>
      )}
    </Box>
  )
}
