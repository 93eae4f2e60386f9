// Audit log rows: the operators' /ops/audit and the member's own part in Settings >
// Activity. An action with a label of its own shows it; any other shows its code.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { isMessageKey, useLanguage, useT } from '~/i18n'
import { formatNepalTime } from '~/components/format/nepal-time'

export type AuditRow = { id: number; createdAt: Date | string; actorMemberId: number | null; actorRole: string; action: string; target: string | null; ip: string | null; reason: string | null }

export function AuditList({ items, showActor = false }: { items: AuditRow[]; showActor?: boolean }) {
  const t = useT()
  const language = useLanguage()
  if (items.length === 0) return <Typography>{t('audit.empty')}</Typography>
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="audit-list">
      {items.map((row) => {
        const key = `audit.action.${row.action}`
        const label = isMessageKey(language, key) ? t(key) : row.action
        return (
          <Box component="li" key={row.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            <Typography>
              {label}
              {row.target ? ` · ${row.target}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatNepalTime(row.createdAt, language)}
              {showActor ? ` · ${row.actorRole} ${row.actorMemberId ?? ''}` : ''}
              {row.ip ? ` · ${t('audit.ip', { ip: row.ip })}` : ''}
              {row.reason ? ` · ${row.reason}` : ''}
            </Typography>
          </Box>
        )
      })}
    </Box>
  )
}
