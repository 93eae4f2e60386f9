// Pages of a list (spec §9), in one place for the web lists, /v1 and the services: the sizes a
// page may have, how each surface reads `page` and `pageSize` from a query, how a service clamps
// them, and where a web list sends a page past its end.
import { z } from 'zod'

/** Rows a page of a list may hold: the web lists' pager and /v1's `pageSize` accept these. */
export const PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25

export type Paging = { page: number; pageSize: number }

/** `pageSize` if it is one of PAGE_SIZES, else the default. */
export function pageSizeOf(pageSize: number): number {
  return (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE
}

/** What a service pages by: a page from 1 and one of PAGE_SIZES, whatever it was asked. */
export function pagingOf({ page = 1, pageSize = DEFAULT_PAGE_SIZE }: Partial<Paging> = {}): Paging {
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1, pageSize: pageSizeOf(pageSize) }
}

/** A web list's query: a link typed wrong shows the first page at the default size, never an error. */
export const WebPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  pageSize: z.coerce.number().int().catch(DEFAULT_PAGE_SIZE),
})

export function webPageQueryOf(request: Request): Paging {
  return WebPageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
}

/**
 * A page past the end (after deletions, typed, or an old link): the address of the last page that
 * has rows, or null when this page has rows or the list is empty.
 */
export function lastPageHref(path: string, list: { items: readonly unknown[]; total: number; pageSize: number }): string | null {
  if (list.items.length > 0 || list.total === 0) return null
  const last = Math.ceil(list.total / list.pageSize)
  return `${path}?${new URLSearchParams({ page: String(last), pageSize: String(list.pageSize) })}`
}

const PAGE_MESSAGE = 'page must be a whole number from 1'

/** /v1's `page`: a whole number from 1, refused (400) otherwise. */
export const ApiPageSchema = z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE)

/** /v1's `pageSize`: one of PAGE_SIZES, refused (400) otherwise. */
export const ApiPageSizeSchema = z.coerce
  .number()
  .pipe(z.union(PAGE_SIZES.map((size) => z.literal(size)), { error: `pageSize must be one of ${PAGE_SIZES.join(', ')}` }))
