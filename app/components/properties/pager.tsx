// The data table's pager (spec §9): rows per page 25, 50 or 100 and at most 7 page buttons. Pages
// are links and the page size a GET form, so it works without JavaScript; with it the size applies
// as soon as it is chosen.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Pagination from '@mui/material/Pagination'
import PaginationItem from '@mui/material/PaginationItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Form, Link, useSubmit } from 'react-router'
import { useT } from '~/i18n'
import { useHydrated } from '../use-hydrated'
import { useLocalDigits } from './messages'

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
    <Box component="nav" aria-label={t('table.pagination')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}>
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
        page={page}
        count={pages}
        siblingCount={1}
        boundaryCount={1}
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
