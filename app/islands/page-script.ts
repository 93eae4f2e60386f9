// The page script of the server-only pages (ADR 009): inlined by the root layout on the public
// pages, a cached file on the signed-in ones (ADR 057). Small comforts on pages that work
// completely without it. Each part looks for its own data-* markers, so one script serves every
// server-only page, public or signed-in.
import { enhanceBusyForms } from './busy-forms'
import { enhanceCarousels } from './carousel'
import { enhanceCharacterCounters } from './character-counter'
import { enhanceCodeInputs } from './code-input'
import { enhanceConfirmByName } from './confirm-by-name'
import { enhanceCookieNotices } from './cookie-notices'
import { enhanceCopyButtons } from './copy-buttons'
import { enhanceDateFields } from './date-fields'
import { enhanceDisclosureMenus } from './disclosure-menus'
import { enhanceFlashMessages } from './flash'
import { enhanceInactivityLogout } from './inactivity-logout'
import { enhancePropertyLocations } from './lazy-property-location'
import { enhanceModalDialogs } from './modal-dialogs'
import { enhancePasswordConfirmations } from './password-confirmation'
import { enhancePasswordToggles } from './password-visibility'
import { enhancePrintButtons } from './print-buttons'
import { enhanceResendCountdowns } from './resend-countdown'
import { enhanceStrengthMeters } from './strength-meter'
import { enhanceSubmitOnChange } from './submit-on-change'
import { enhanceTourLinks } from './tour'
import { enhanceVersionLogos } from './version-logo'

for (const enhance of [
  enhanceFlashMessages,
  enhanceInactivityLogout,
  enhanceDisclosureMenus,
  enhancePrintButtons,
  enhanceCopyButtons,
  enhanceTourLinks,
  enhanceSubmitOnChange,
  enhanceBusyForms,
  enhanceModalDialogs,
  enhanceConfirmByName,
  enhanceDateFields,
  enhancePropertyLocations,
  enhanceVersionLogos,
  enhanceCodeInputs,
  enhanceResendCountdowns,
  enhanceStrengthMeters,
  enhancePasswordConfirmations,
  enhancePasswordToggles,
  enhanceCharacterCounters,
  enhanceCarousels,
  enhanceCookieNotices,
]) {
  enhance(document)
}
