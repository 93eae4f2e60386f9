// Settings › Notification: the landlord's weekly digest by SMS, off until ticked. A plain
// post of its own intent, so it works without JavaScript.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form, useLocation } from 'react-router'
import { Button } from '~/components/button'
import { useIsSubmitting } from '~/components/form/form-status'
import { useT } from '~/i18n'

export const WEEKLY_DIGEST_INTENT = 'weeklyDigest'

export function WeeklyDigestForm({ on }: { on: boolean }) {
  const t = useT()
  return (
    <Form method="post" action={useLocation().pathname} aria-labelledby="weekly-digest-title" key={String(on)}>
      <input type="hidden" name="intent" value={WEEKLY_DIGEST_INTENT} />
      <Typography id="weekly-digest-title" component="h3" variant="h6" sx={{ mt: 4 }}>
        {t('settings.digest.title')}
      </Typography>
      <Box component="label" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.5, cursor: 'pointer' }}>
        <input type="checkbox" name="weeklyDigest" value="on" defaultChecked={on} style={{ marginTop: 4 }} />
        {t('settings.digest.label')}
      </Box>
      <Button type="submit" variant="contained" loading={useIsSubmitting(WEEKLY_DIGEST_INTENT)} sx={{ mt: 2 }}>
        {t('settings.digest.save')}
      </Button>
    </Form>
  )
}
