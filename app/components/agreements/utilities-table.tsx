// The agreement form's utilities (spec §2.11, §5; Rent is the agreement's own line): one row each,
// added and removed with conform's list intents, so it works without JavaScript too.
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Button } from '~/components/button'
import type { FieldMeta, FormMeta } from '~/components/form/form-state'
import { FormTextField } from '~/components/form/fields'
import { useBindField } from '~/components/form/messages'
import { UTILITY_IDS } from '~/schemas/agreement-rules'
import { useT } from '~/i18n'
import { useFormat } from '~/components/format/dates-and-money'

export type UtilityValues = { utilityId: string; price: string; paymentInterval: string; paymentDayOfMonth: string }

export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0, p: 0 } as const
export const numberProps = { htmlInput: { inputMode: 'numeric' as const } }

type UtilitiesTableProps = {
  form: FormMeta
  list: FieldMeta<UtilityValues[]>
  maxDay: number
}

/** The utilities (Rent is the agreement's own line): one row each, added and removed with intents. */
export function UtilitiesTable({ form, list, maxDay }: UtilitiesTableProps) {
  const t = useT()
  const rows = list.getFieldList()
  const bind = useBindField()
  const format = useFormat()
  return (
    <Box id="agreement-utilities" component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('agreement.utilities')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('agreement.noUtilitiesYet')}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('agreement.utilities')} sx={{ '& td, & th': { px: 0.5, verticalAlign: 'top' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('agreement.utility.id')}</TableCell>
                <TableCell>{t('agreement.utility.price')}</TableCell>
                <TableCell>{t('agreement.utility.interval')}</TableCell>
                <TableCell>{t('agreement.utility.day')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('agreement.utility.remove')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => {
                const cells = row.getFieldset()
                const n = format.digits(index + 1)
                return (
                  <TableRow key={row.key}>
                    <TableCell sx={{ minWidth: 130 }}>
                      <FormTextField
                        field={bind(cells.utilityId, `agreement-utility-${n}-id`)}
                        label={t('agreement.utility.idLabel', { n })}
                        select
                        size="small"
                        required
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      >
                        <option value="">{t('form.choose')}</option>
                        {UTILITY_IDS.map((id) => (
                          <option key={id} value={id}>
                            {t(`utility.${id}`)}
                          </option>
                        ))}
                      </FormTextField>
                    </TableCell>
                    <TableCell sx={{ minWidth: 100 }}>
                      <FormTextField field={bind(cells.price)} label={t('agreement.utility.priceLabel', { n })} size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 80 }}>
                      <FormTextField field={bind(cells.paymentInterval)} label={t('agreement.utility.intervalLabel', { n })} size="small" required slotProps={numberProps} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 80 }}>
                      <FormTextField
                        field={bind(cells.paymentDayOfMonth)}
                        label={t('agreement.utility.dayLabel', { n })}
                        size="small"
                        required
                        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-description': t('agreement.paymentDayHint', { max: maxDay }) } }}
                      />
                    </TableCell>
                    <TableCell>
                      <Button type="submit" {...form.remove.getButtonProps({ name: list.name, index })} size="small" color="error" sx={{ mt: 2 }} aria-label={t('agreement.utility.removeLabel', { n })}>
                        {t('agreement.utility.remove')}
                      </Button>
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length < UTILITY_IDS.length && (
        <Button type="submit" {...form.insert.getButtonProps({ name: list.name, defaultValue: { paymentInterval: '1' } })} variant="outlined" size="small" sx={{ mt: 1 }}>
          {t('agreement.utility.add')}
        </Button>
      )}
    </Box>
  )
}
