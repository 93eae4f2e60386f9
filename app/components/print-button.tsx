// The Print button of the printable pages (receipt, lease, rental notice): a file of its own so
// that those pages do not download each other's code.
import { Button } from '~/components/button'
import { useT } from '~/i18n'
import { useHydrated } from './use-hydrated'

/** Print (with JavaScript; without it the browser's own Print does the same). */
export function PrintButton() {
  const t = useT()
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Button variant="contained" onClick={() => window.print()} data-no-print>
      {t('receipt.print')}
    </Button>
  )
}
