// The operator console's pieces: the page frame with its menu, a form with the reason
// every action needs, and a refused form's message. Server-only pages (ADR 009): plain forms.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import { TextField } from '~/components/text-field'
import { type MessageKey, useT } from '~/i18n'

const MENU: ReadonlyArray<[string, MessageKey]> = [
  ['/ops', 'ops.nav.desk'],
  ['/ops/members', 'ops.nav.members'],
  ['/ops/money', 'ops.nav.money'],
  ['/ops/sms', 'ops.nav.sms'],
  ['/ops/audit', 'ops.nav.audit'],
]

export function OpsPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  return (
    <Container component="section" maxWidth="md" aria-labelledby="page-title" sx={{ py: { xs: 2, sm: 4 } }}>
      <Box component="nav" aria-label={t('ops.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {MENU.map(([href, label]) => (
          <a key={href} href={href}>
            {t(label)}
          </a>
        ))}
      </Box>
      <Typography id="page-title" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Container>
  )
}

export function OpsError({ reply, intent }: { reply: { intent: string; error: string } | undefined; intent: string }) {
  if (!reply || reply.intent !== intent) return null
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      {reply.error}
    </Alert>
  )
}

type Reply = { intent: string; error: string } | undefined

/** A plain form posting `intent` (its button), with its fields and its refusal's message. */
export function OpsForm({ intent, label, children, reply, hidden = {}, primary = false }: { intent: string; label: string; children?: ReactNode; reply: Reply; hidden?: Record<string, string | number>; primary?: boolean }) {
  return (
    <Form method="post" reloadDocument>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <OpsError reply={reply} intent={intent} />
      <Button type="submit" name="intent" value={intent} variant={primary ? 'contained' : 'outlined'} sx={{ mt: 1 }}>
        {label}
      </Button>
    </Form>
  )
}

/** An OpsForm with the reason every such action needs (the audit log keeps it). */
export function ReasonForm({ children, ...props }: Parameters<typeof OpsForm>[0]) {
  const t = useT()
  return (
    <OpsForm {...props}>
      {children}
      <TextField id={`${props.intent}-${Object.values(props.hidden ?? {}).join('-')}-reason`} name="reason" label={t('ops.reason')} fullWidth margin="dense" />
    </OpsForm>
  )
}

export function OpsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ my: 3 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}
