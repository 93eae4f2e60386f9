// The app's data tables (properties, older agreements): a header row, the "No data" row when
// there are no rows, and a container that scrolls sideways on a phone. The container is
// focusable so a keyboard can scroll it too (axe: scrollable-region-focusable).
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useT } from '~/i18n'

type DataTableProps = {
  /** Names the scrolling region and the table. */
  label: string
  /** The column headings, already translated. */
  headers: readonly string[]
  /** True when `children` holds no row. */
  empty: boolean
  id?: string
  children: React.ReactNode
}

export function DataTable({ label, headers, empty, id, children }: DataTableProps) {
  const t = useT()
  return (
    <TableContainer component={Paper} variant="outlined" id={id} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {empty && (
            <TableRow>
              <TableCell colSpan={headers.length} align="center" sx={{ py: 4 }}>
                {t('table.noData')}
              </TableCell>
            </TableRow>
          )}
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
