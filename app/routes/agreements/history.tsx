// /agreements/history (route AgreementsHistory, spec §2.12): terminated and ended agreements as
// the data table (ID, Agreement Name, Tenant Name, Agreement Amount, Start Date, End Date, Action).
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { Link } from 'react-router'
import { StatusBadge } from '~/components/agreements/agreement-cards'
import { AgreementsErrorBoundary } from '~/components/agreements/error-boundary'
import { useAgreementFormat } from '~/components/agreements/format'
import { PropertyPage } from '~/components/properties/property-page'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { listAgreementHistory } from '~/services/agreements.server'
import { requirePropertyMember } from '../properties/web.server'
import type { Route } from './+types/history'

export async function loader({ request }: Route.LoaderArgs) {
  const { member } = await requirePropertyMember(request)
  return { agreements: await listAgreementHistory(member.id) }
}

const COLUMNS = ['id', 'name', 'tenant', 'amount', 'start', 'end', 'action'] as const

export default function AgreementsHistory({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const format = useAgreementFormat()
  const { agreements } = loaderData
  return (
    <PropertyPage title={t('agreements.historyTitle')} back={{ to: '/agreements', label: t('agreements.title') }}>
      <TableContainer component={Paper} variant="outlined" id="agreements-history-table">
        <Table size="small" aria-label={t('agreements.historyTitle')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {t(`agreements.column.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {agreements.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                  {t('table.noData')}
                </TableCell>
              </TableRow>
            )}
            {agreements.map((agreement) => (
              <TableRow key={agreement.id} hover>
                <TableCell>{agreement.id}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  {agreement.name} <StatusBadge agreement={agreement} />
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>{`${agreement.tenant.firstName} ${agreement.tenant.lastName}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.money(agreement.leaseAmountPaisa)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(agreement.startDate, agreement.calendar)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(agreement.endDate, agreement.calendar)}</TableCell>
                <TableCell>
                  <Button component={Link} to={`/agreements/${agreement.id}`} size="small" aria-label={t('agreements.showLabel', { name: agreement.name })}>
                    {t('agreements.show')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </PropertyPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'agreements.historyTitle')
}

export function ErrorBoundary() {
  return <AgreementsErrorBoundary title="agreements.historyTitle" backTo="/agreements" />
}
