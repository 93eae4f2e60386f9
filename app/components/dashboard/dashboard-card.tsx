// The frame of a dashboard card: an outlined section named by its heading, and under the heading,
// when the card has one, a line on what it lists.
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export function DashboardCard({ titleId, title, intro, children }: { titleId: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {intro !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  )
}
