// The app's data tables (properties, older agreements): a header row, the "No data" row when
// there are no rows, and a container that scrolls sideways on a phone. The container is
// focusable so a keyboard can scroll it too (axe: scrollable-region-focusable), and shows that it
// scrolls: a shadow on the side with more columns, drawn by CSS alone (the covers scroll with the
// content, the shadows stay), so it also shows without JavaScript. With `cardsOnPhone`, a phone
// sees each row as a card instead, every value under its column's name, nothing off-screen.
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { Theme } from '@mui/material/styles'
import { useT } from '~/i18n'
import { visuallyHidden } from '../visually-hidden'

const SCROLL_CUE = (theme: Theme) => {
  const paper = theme.palette.background.paper
  const shadow = theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.3)' : 'rgba(255, 255, 255, 0.3)'
  return {
    background: [
      `linear-gradient(to right, ${paper} 30%, transparent) left center / 40px 100% no-repeat local`,
      `linear-gradient(to left, ${paper} 30%, transparent) right center / 40px 100% no-repeat local`,
      `radial-gradient(farthest-side at 0 50%, ${shadow}, transparent) left center / 14px 100% no-repeat scroll`,
      `radial-gradient(farthest-side at 100% 50%, ${shadow}, transparent) right center / 14px 100% no-repeat scroll`,
      paper,
    ].join(', '),
  }
}

/** Below sm, rows as cards: each cell labelled by its column (the label is not read twice: the
 * table's headers still name the cells for a screen reader). */
function cardsOnPhoneSx(headers: readonly string[]) {
  return (theme: Theme) => ({
    [theme.breakpoints.down('sm')]: {
      '& table, & tbody, & tbody tr, & tbody td': { display: 'block' },
      '& thead': visuallyHidden,
      '& tbody tr': { p: 1, borderBottom: 1, borderColor: 'divider' },
      '& tbody td': { borderBottom: 'none', py: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 },
      '& tbody td[colspan]': { display: 'block' },
      ...Object.fromEntries(
        headers.map((header, index) => [`& tbody td:not([colspan]):nth-of-type(${index + 1})::before`, { content: `${JSON.stringify(header)} / ""`, fontWeight: 700, flex: '0 0 40%' }]),
      ),
    },
  })
}

type DataTableProps = {
  /** Names the scrolling region and the table. */
  label: string
  /** The column headings, already translated. */
  headers: readonly string[]
  /** True when `children` holds no row. */
  empty: boolean
  id?: string
  /** Rows as cards on a phone, where the columns do not fit (else the table scrolls sideways). */
  cardsOnPhone?: boolean
  children: React.ReactNode
}

export function DataTable({ label, headers, empty, id, cardsOnPhone = false, children }: DataTableProps) {
  const t = useT()
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      id={id}
      tabIndex={0}
      role="region"
      aria-label={label}
      data-scroll-cue
      sx={cardsOnPhone ? [SCROLL_CUE, cardsOnPhoneSx(headers)] : SCROLL_CUE}
    >
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
