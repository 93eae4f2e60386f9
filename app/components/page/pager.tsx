// The data table's pager (spec §9): rows per page 25, 50 or 100 and at most 7 page buttons. Pages
// are links and the page size a GET form, so it works without JavaScript; with it the size applies
// as soon as it is chosen (islands/submit-on-change.ts: the pages with a pager are not hydrated).
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import { styled, type CSSObject, type Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import usePagination from '@mui/material/usePagination'
import { CollapseIcon, ExpandIcon } from '../frame/icons'
import { TextField } from '../text-field'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { useT } from '~/i18n'
import { APPLY_BUTTON_MARKER, SUBMIT_ON_CHANGE_MARKER } from '~/islands/submit-on-change'
import { useLocalDigits } from '~/components/format/local-digits'

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
          slotProps={{ select: { native: true }, htmlInput: { [SUBMIT_ON_CHANGE_MARKER]: '' }, inputLabel: { shrink: true } }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {digits(size)}
            </option>
          ))}
        </TextField>
        <Button type="submit" size="small" variant="outlined" sx={{ '&[hidden]': { display: 'none' } }} {...{ [APPLY_BUTTON_MARKER]: '' }}>
          {t('table.apply')}
        </Button>
      </Form>
      <Typography variant="body2" color="text.secondary">
        {t('table.range', { first: digits(first), last: digits(last), total: digits(total) })}
      </Typography>
      <PageLinks page={page} pages={pages} pageUrl={pageUrl} />
    </Box>
  )
}

/**
 * The page links, as MUI's Pagination lays them out (previous, pages with ellipses, next), drawn
 * as plain links: MUI's own items are buttons that every list page would download (page weight).
 */
function PageLinks({ page, pages, pageUrl }: { page: number; pages: number; pageUrl: (n: number) => string }) {
  const t = useT()
  const digits = useLocalDigits()
  const { items } = usePagination({ page, count: pages, siblingCount: 1, boundaryCount: 1 })
  return (
    <nav aria-label={t('table.pagination')}>
      <PageList>
        {items.map((item, index) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <li key={index}>
                <PageGap aria-hidden="true">…</PageGap>
              </li>
            )
          }
          const n = item.page ?? 0
          const label =
            item.type === 'page' ? t(item.selected ? 'table.page' : 'table.goToPage', { page: digits(n) }) : t(PAGE_BUTTON_LABELS[item.type])
          const content = item.type === 'previous' ? <CollapseIcon fontSize="small" /> : item.type === 'next' ? <ExpandIcon fontSize="small" /> : digits(n)
          return (
            <li key={index}>
              {item.disabled ? (
                <PageGap aria-label={label} aria-disabled="true" className="disabled">
                  {content}
                </PageGap>
              ) : (
                <PageLink to={pageUrl(n)} aria-label={label} aria-current={item.selected ? 'page' : undefined} className={item.selected ? 'selected' : undefined}>
                  {content}
                </PageLink>
              )}
            </li>
          )
        })}
      </PageList>
    </nav>
  )
}

const PageList = styled('ul')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 })

// MUI's PaginationItem (text variant, medium): 32 px round items, the current one shaded.
const pageItem = ({ theme }: { theme: Theme }): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 32,
  height: 32,
  padding: '0 6px',
  margin: '0 3px',
  borderRadius: 16,
  ...theme.typography.body2,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&.selected': { backgroundColor: theme.palette.action.selected },
  '&.disabled': { opacity: theme.palette.action.disabledOpacity },
})
const PageLink = styled(Link)(pageItem)
// An ellipsis, or previous/next when there is no such page: not a link, not shaded on hover.
const PageGap = styled('span')((props) => ({ ...pageItem(props), '&:hover': { backgroundColor: 'transparent' } }))
