// The first link of every page: to its main content, shown when focused, with CSS only, so it also
// works on pages that never hydrate. Its rules are also in the frame's stylesheet (framed-part.tsx).
import { useT } from '~/i18n'
import { framedPart } from './framed-part'

export const SkipLinkPart = framedPart('a', 'skip-link', ({ theme }) => ({
  position: 'absolute',
  left: -9999,
  top: 8,
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1),
  backgroundColor: theme.palette.background.paper,
  '&:focus': { left: 8 },
}))

export function SkipLink() {
  const t = useT()
  return <SkipLinkPart href="#main">{t('nav.skipToContent')}</SkipLinkPart>
}
