// Rows a page of a list may hold (spec §9): the web lists' pager and /v1's `pageSize` accept
// these, and the services clamp anything else to the default.
export const PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25

/** `pageSize` if it is one of PAGE_SIZES, else the default. */
export function pageSizeOf(pageSize: number): number {
  return (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE
}
