// /terms-of-use (route TermsOfUse) and /privacy-policy (route PrivacyPolicy): the document in the
// visitor's language (app/content, server-only), with the date it took effect written for that
// language (A.D. in English, B.S. in Nepali). A server-only page (ADR 009).
import { RouteErrorPage } from '~/components/error-page'
import { metaLanguage } from '~/components/route-meta'
import { LegalPage } from '~/components/site/legal-page'
import { LEGAL_UPDATED } from '~/content/legal'
import { PRIVACY_POLICY } from '~/content/privacy-policy.server'
import { TERMS_OF_USE } from '~/content/terms-of-use.server'
import { adToBs, bsMonthName } from '~/domain/bs-calendar'
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { type Language, translate } from '~/i18n'
import { getSessionMember } from '~/services/accounts/session.server'
import { supportContact } from '~/server/env.server'
import { resolveLanguage } from '~/server/language.server'
import { loadAsDocument, sitePage } from '~/components/server-only-page'
import type { Route } from './+types/legal-page'

export const handle = sitePage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request }: Route.LoaderArgs) {
  const documents = new URL(request.url).pathname === '/privacy-policy' ? PRIVACY_POLICY : TERMS_OF_USE
  const language = await resolveLanguage(request, await getSessionMember(request))
  return {
    document: documents[language],
    updated: formatUpdated(language, LEGAL_UPDATED),
    contact: supportContact,
  }
}

function formatUpdated(language: Language, isoDate: string) {
  if (language === 'en') return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate))
  const { year, month, day } = adToBs(isoDate)
  return `${bsMonthName(month, 'ne')} ${toDevanagariDigits(day)}, ${toDevanagariDigits(year)}`
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} updated={loaderData.updated} contact={loaderData.contact} />
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: `${loaderData?.document.title ?? ''} | ${translate(metaLanguage(matches), 'app.name')}` }]
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
