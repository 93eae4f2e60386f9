// The data table's pager (spec §9): rows per page 25, 50 or 100 and at most 7 page buttons. Pages
// are links and the page size a GET form, so it works without JavaScript; with it the size applies
// as soon as it is chosen.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Pagination from '@mui/material/Pagination'
import PaginationItem from '@mui/material/PaginationItem'
import { TextField } from '../text-field'
import Typography from '@mui/material/Typography'
import { Form, Link, useSubmit } from 'react-router'
import { useT } from '~/i18n'
import { useHydrated } from '../use-hydrated'
import { useLocalDigits } from './messages'

const PAGE_BUTTON_LABELS = {
  first: 'table.firstPage',
  last: 'table.lastPage',
  next: 'table.nextPage',
  previous: 'table.previousPage',
} as const

type PagerProps = { page: number; pageSize: number; total: number; pageSizes: readonly number[] }

export function Pager({ page, pageSize, total, pageSizes }: PagerProps) {
  const t = useT()
  const digits = useLocalDigits()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  const pageUrl = (n: number) => `?${new URLSearchParams({ page: String(n), pageSize: String(pageSize) })}`
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}>
      <Form method="get" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <TextField
          select
          size="small"
          name="pageSize"
          label={t('table.rowsPerPage')}
          defaultValue={pageSize}
          sx={{ minWidth: '8.5rem' }}
          onChange={(event) => event.target.form && void submit(event.target.form)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {digits(size)}
            </option>
          ))}
        </TextField>
        {!hydrated && (
          <Button type="submit" size="small" variant="outlined">
            {t('table.apply')}
          </Button>
        )}
      </Form>
      <Typography variant="body2" color="text.secondary">
        {t('table.range', { first: digits(first), last: digits(last), total: digits(total) })}
      </Typography>
      <Pagination
        // MUI's own name for this <nav> is English ("pagination navigation").
        aria-label={t('table.pagination')}
        page={page}
        count={pages}
        siblingCount={1}
        boundaryCount={1}
        // MUI's own labels are English only.
        getItemAriaLabel={(type, n, selected) => {
          if (type === 'page') return t(selected ? 'table.page' : 'table.goToPage', { page: digits(n ?? 0) })
          // The ellipses are not buttons and have no label.
          return type in PAGE_BUTTON_LABELS ? t(PAGE_BUTTON_LABELS[type as keyof typeof PAGE_BUTTON_LABELS]) : ''
        }}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            page={item.page === null ? null : digits(item.page)}
            {...(item.page && item.page >= 1 && item.page <= pages && !item.disabled ? { component: Link, to: pageUrl(item.page) } : {})}
          />
        )}
      />
    </Box>
  )
}
