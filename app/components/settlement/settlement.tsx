// The move-out settlement page's parts: the settlement form of a terminated or ended
// agreement (when and how the deposit was received if not recorded, a fixed number of deduction
// rows each with its reason, how a refund is paid), the preview of the refund or the amount still
// owed, and, once settled, the printable settlement statement. Plain forms posted to the page
// (intents preview and settle), so everything works without JavaScript; lists, not tables, so a
// 360 px screen shows it all.
import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { TextField } from '~/components/text-field'
import { FormErrors } from '~/components/form/form-message'
import { FormKeyField } from '~/components/form/form-key-field'
import { replyErrors, replyFor, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { type MessageKey, useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import { MAX_DEDUCTIONS } from '~/schemas/settlement-schemas'
import { PAYMENT_METHODS } from '~/schemas/ledger-schemas'
import type { Settlement } from '~/domain/settlement'
import type { CalendarType } from '~/domain/calendar-type'
import type { SettlementPage, SettlementView } from '~/services/settlements/settlements.server'
import { DetailsCard, FactList } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { PRINT_STYLES } from '../ledger/receipt'
import { typedValue } from '../meters/format'

export const PREVIEW_INTENT = 'preview'
export const SETTLE_INTENT = 'settle'

/** The action's answer to a preview: the form's typed values, and the figures. */
export type PreviewData = StepReplyData & { preview?: Settlement }

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2 } as const

/** The preview of the figures: the deposit, the dues, the deductions, and the refund or what is still owed. */
export function SettlementFiguresList({ figures }: { figures: Settlement }) {
  const t = useT()
  const format = useFormat()
  const rows: Array<[string, React.ReactNode]> = [
    [t('settlement.deposit'), format.money(figures.depositPaisa)],
    [t('settlement.unpaidDues'), `− ${format.money(figures.unpaidDuesPaisa)}`],
  ]
  if (figures.creditPaisa > 0) rows.push([t('settlement.credit'), format.money(figures.creditPaisa)])
  rows.push([t('settlement.deductionsTotal'), `− ${format.money(figures.deductionsPaisa)}`])
  rows.push(
    figures.owedPaisa > 0
      ? [t('settlement.owed'), <strong key="owed">{format.money(figures.owedPaisa)}</strong>]
      : [t('settlement.refund'), <strong key="refund">{format.money(figures.refundPaisa)}</strong>],
  )
  return (
    <Box id="settlement-figures">
      <FactList rows={rows} />
    </Box>
  )
}

type FormProps = { page: SettlementPage; calendar: CalendarType; actionData: PreviewData | undefined; formKey: string }

export function SettlementForm({ page, calendar, actionData, formKey }: FormProps) {
  const t = useT()
  const message = useMessage()
  const format = useFormat()
  const reply = replyFor(actionData, SETTLE_INTENT) ?? replyFor(actionData, PREVIEW_INTENT)
  const typed = reply?.initialValue ?? null
  const errorOf = (name: string) => reply?.error?.[name]?.map(message)
  const formErrors = replyErrors(actionData, SETTLE_INTENT) ?? replyErrors(actionData, PREVIEW_INTENT)
  const previewing = useIsSubmitting(PREVIEW_INTENT)
  const settling = useIsSubmitting(SETTLE_INTENT)
  const field = (name: string, label: string, fallback = '') => {
    const errors = errorOf(name)
    return { name, id: `settlement-${name.replace(/[[\].]/g, '-')}`, label, defaultValue: typedValue(typed, ...name.split(/[[\].]+/).filter(Boolean)) || fallback, error: Boolean(errors), helperText: errors?.join(' '), autoComplete: 'off' }
  }
  const methodOptions = PAYMENT_METHODS.map((method) => (
    <option key={method} value={method}>
      {t(`ledger.method.${method}` as MessageKey)}
    </option>
  ))
  const figures = actionData?.preview ?? page.preview
  const { deposit } = page
  return (
    <Form method="post" noValidate id="settlement-form">
      <FormKeyField value={formKey} />
      <input type="hidden" name="calendarType" value={calendar} />
      <DetailsCard id="settlement-deposit" title={t('settlement.deposit')}>
        <Typography sx={{ mb: 1 }}>
          {format.money(deposit.amountPaisa)}
          {deposit.receivedOn && deposit.method && ` · ${t('settlement.depositReceived', { date: format.date(deposit.receivedOn, calendar), method: t(`ledger.method.${deposit.method}` as MessageKey) })}`}
        </Typography>
        {!deposit.receivedOn && deposit.amountPaisa > 0 && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('settlement.depositNotRecorded')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              <TextField
                {...field('depositReceivedOn', t('settlement.depositReceivedOn'))}
                helperText={errorOf('depositReceivedOn')?.join(' ') ?? t(calendar === 'BS' ? 'ledger.paidOnHintBs' : 'ledger.paidOnHintAd')}
                margin="normal"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField {...field('depositMethod', t('settlement.depositMethod'), 'CASH')} select margin="normal">
                {methodOptions}
              </TextField>
            </Box>
          </>
        )}
      </DetailsCard>
      <DetailsCard id="settlement-deductions" title={t('settlement.deductions')}>
        <Typography variant="body2" color="text.secondary">
          {t('settlement.deductionsHint', { max: format.digits(MAX_DEDUCTIONS) })}
        </Typography>
        {Array.from({ length: MAX_DEDUCTIONS }, (_, index) => (
          <Box key={index} sx={grid} data-deduction={index}>
            <TextField {...field(`deductions[${index}].reason`, t('settlement.deductionReason', { n: format.digits(index + 1) }))} margin="dense" />
            <TextField {...field(`deductions[${index}].amount`, t('settlement.deductionAmount'))} margin="dense" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          </Box>
        ))}
        <FormErrors id="settlement-deductions-error" errors={reply?.error?.deductions ?? undefined} />
        <TextField {...field('refundMethod', t('settlement.refundMethod'), 'CASH')} select margin="normal" sx={{ minWidth: 200 }}>
          {methodOptions}
        </TextField>
      </DetailsCard>
      {figures && (
        <DetailsCard id="settlement-preview" title={t('settlement.previewTitle')}>
          <SettlementFiguresList figures={figures} />
        </DetailsCard>
      )}
      <FormErrors errors={formErrors} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button type="submit" name="intent" value={PREVIEW_INTENT} variant="outlined" loading={previewing}>
          {t('settlement.preview')}
        </Button>
        <Button type="submit" name="intent" value={SETTLE_INTENT} variant="contained" loading={settling}>
          {t('settlement.confirm')}
        </Button>
      </Box>
    </Form>
  )
}

type Parties = { agreementName: string; tenantName: string; place: string; landlordName: string; calendar: CalendarType }

/** The printable settlement statement. */
export function SettlementDocument({ settlement, parties }: { settlement: SettlementView; parties: Parties }) {
  const t = useT()
  const format = useFormat()
  const bothCalendars = (date: string) => `${format.date(date, parties.calendar)} (${format.date(date, parties.calendar === 'BS' ? 'AD' : 'BS')})`
  return (
    <Paper id="settlement" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography variant="h6" component="h2">
        {t('settlement.statementTitle')}
      </Typography>
      <FactList
        rows={[
          [t('settlement.agreement'), parties.agreementName],
          [t('settlement.tenant'), parties.tenantName],
          [t('settlement.landlord'), parties.landlordName],
          [t('settlement.property'), parties.place],
          ...(settlement.moveOutDate ? [[t('settlement.movedOutOn'), bothCalendars(settlement.moveOutDate)] as [string, string]] : []),
          [t('settlement.settledOn'), bothCalendars(settlement.settledOn)],
        ]}
      />
      <SettledFigures settlement={settlement} />
    </Paper>
  )
}

/** The deductions, each with its reason, then the figures: the settlement statement's body, also on My Rent. */
export function SettledFigures({ settlement }: { settlement: Settlement }) {
  const t = useT()
  const format = useFormat()
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {t('settlement.deductions')}
      </Typography>
      {settlement.deductions.length === 0 ? (
        <Typography color="text.secondary">{t('settlement.noDeductions')}</Typography>
      ) : (
        <Box component="ul" id="settlement-deductions-list" sx={{ pl: 2.5, m: 0 }}>
          {settlement.deductions.map((deduction, index) => (
            <li key={index}>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {deduction.reason}
              </Box>
              : {format.money(deduction.amountPaisa)}
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <SettlementFiguresList figures={settlement} />
      </Box>
    </>
  )
}
