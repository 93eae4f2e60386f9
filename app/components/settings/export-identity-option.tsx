// Settings › Backups: the explicit option to put the tenants' identity numbers in the Excel export
// (without it they never are). A plain GET form: the download works without JavaScript.
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import { useT } from '~/i18n'

export function ExportIdentityOption() {
  const t = useT()
  return (
    <Box component="form" method="get" action="/settings/backups/export" sx={{ mt: 2 }}>
      <Box component="label" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.5, cursor: 'pointer' }}>
        <input type="checkbox" name="identity" value="1" required style={{ marginTop: 4 }} />
        {t('identity.exportOption')}
      </Box>
      <Button type="submit" variant="outlined">
        {t('identity.exportButton')}
      </Button>
    </Box>
  )
}
