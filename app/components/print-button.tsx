// The Print button of the printable pages (receipt, lease, rental notice): a file of its own so
// that those pages do not download each other's code.
import { Button } from '~/components/button'
import { useT } from '~/i18n'
import { PRINT_BUTTON_MARKER } from '~/islands/print-buttons'
import { useHydrated } from './use-hydrated'

/**
 * Print (with JavaScript; without it the browser's own Print does the same). Hidden in the
 * server's HTML: React shows it once hydrated, the page script on server-only pages.
 */
export function PrintButton() {
  const t = useT()
  const hydrated = useHydrated()
  return (
    <Button
      variant="contained"
      onClick={() => window.print()}
      data-no-print
      hidden={!hydrated}
      {...{ [PRINT_BUTTON_MARKER]: '' }}
      sx={{ '&[hidden]': { display: 'none' } }}
    >
      {t('receipt.print')}
    </Button>
  )
}
