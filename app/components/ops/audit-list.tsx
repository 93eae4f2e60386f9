// Audit log rows: the operators' /ops/audit and the member's own part in Settings >
// Activity, in words (audit-words.ts): no stored code reaches the screen.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLanguage, useT } from '~/i18n'
import { auditActionWords, auditRoleWords, auditTargetWords } from './audit-words'
import { formatNepalTime } from '~/components/format/nepal-time'
import { localDigits } from '~/domain/devanagari-digits'

export type AuditRow = {
  id: number
  createdAt: Date | string
  actorMemberId: number | null
  actorRole: string
  /** Another member who acted on this member's property (ADR 041); null for the member and the operators. */
  actorName: string | null
  action: string
  target: string | null
  ip: string | null
  reason: string | null
}

export function AuditList({ items, showActor = false }: { items: AuditRow[]; showActor?: boolean }) {
  const t = useT()
  const language = useLanguage()
  if (items.length === 0) return <Typography>{t('audit.empty')}</Typography>
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="audit-list">
      {items.map((row) => {
        const target = row.target ? auditTargetWords(row.target, t, language) : null
        return (
          <Box component="li" key={row.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            <Typography>
              {auditActionWords(row.action, t)}
              {target ? ` · ${target}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatNepalTime(row.createdAt, language)}
              {showActor ? ` · ${auditRoleWords(row.actorRole, t)} ${row.actorMemberId === null ? '' : localDigits(row.actorMemberId, language)}` : ''}
              {row.actorName ? ` · ${t('audit.by', { name: row.actorName })}` : ''}
              {row.ip ? ` · ${t('audit.ip', { ip: row.ip })}` : ''}
              {row.reason ? ` · ${row.reason}` : ''}
            </Typography>
          </Box>
        )
      })}
    </Box>
  )
}
