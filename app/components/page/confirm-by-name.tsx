// A dangerous, final action (delete a property, terminate an agreement; spec §4.9): a collapsible
// panel (a native <details>, so it opens without JavaScript) that links to a dialog which is a state
// of the URL (confirm-by-name-dialog.tsx, downloaded when it is opened).
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Paper from '@mui/material/Paper'
import { Link } from 'react-router'

type DangerPanelProps = { id?: string; title: string; dialogTo: string; children: React.ReactNode }

export function DangerPanel({ id, title, dialogTo, children }: DangerPanelProps) {
  return (
    <Paper id={id} variant="outlined" sx={{ mt: 3, borderColor: 'error.main' }}>
      <Box component="details" sx={{ '& > summary': { cursor: 'pointer', p: 2, fontWeight: 600, color: 'error.main' } }}>
        <summary>{title}</summary>
        <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
          {children}
          <Button component={Link} to={dialogTo} preventScrollReset variant="outlined" color="error">
            {title}
          </Button>
        </Box>
      </Box>
    </Paper>
  )
}
