// The guided tour's steps (spec §2.22), one list per page, keyed by the page's route id.
//
// How a page adds its tour (agreements, tenants, ...):
//   1. Give the elements to point at stable ids in the page (e.g. id="agreements-create").
//   2. Add the texts to your own catalogue pair (app/i18n/<area>.en.ts and .ne.ts): a title and
//      a text per step.
//   3. Add an entry here under the page's route id, e.g.
//        AgreementsIndex: [{ element: '#agreements-create', title: 'agreements.tour.createTitle', intro: 'agreements.tour.create' }],
// The tour of a page is its own steps followed by the frame's (MainLayout: the sidebar, its
// collapse button and the help menu). A step without `element` floats in the middle; a step
// whose element is missing or hidden (the collapse button on a phone) is left out. Without
// JavaScript the same steps are listed in the guide dialog (?dialog=guide).
import type { MessageKey } from '~/i18n'

export type TourStep = {
  /** CSS selector of the element to point at; none for a step in the middle of the page. */
  element?: string
  title: MessageKey
  intro: MessageKey
}

const PROPERTY_FORM_STEPS: TourStep[] = [
  { element: '#property-section-01', title: 'tour.propertyForm.informationTitle', intro: 'tour.propertyForm.information' },
  { element: '#property-section-02', title: 'tour.propertyForm.addressTitle', intro: 'tour.propertyForm.address' },
  { element: '#property-submit', title: 'tour.propertyForm.submitTitle', intro: 'tour.propertyForm.submit' },
]

const SETTINGS_STEPS: TourStep[] = [
  { element: '#settings-menu', title: 'tour.settings.menuTitle', intro: 'tour.settings.menu' },
  { element: '#settings-section', title: 'tour.settings.sectionTitle', intro: 'tour.settings.section' },
]

export const TOUR_STEPS: Record<string, TourStep[]> = {
  // The frame, after every page's own steps (spec: "sidebar collapse").
  MainLayout: [
    { element: '#dashboard', title: 'nav.dashboard', intro: 'tour.frame.dashboard' },
    { element: '#properties', title: 'nav.properties', intro: 'tour.frame.properties' },
    { element: '#agreements', title: 'nav.agreements', intro: 'tour.frame.agreements' },
    { element: '#tenants', title: 'nav.tenants', intro: 'tour.frame.tenants' },
    { element: '#settings', title: 'nav.settings', intro: 'tour.frame.settings' },
    { element: '#sidebar-collapse', title: 'tour.frame.collapseTitle', intro: 'tour.frame.collapse' },
    { element: '#help-menu', title: 'frame.help', intro: 'tour.frame.help' },
  ],
  // Spec §2.9: the dashboard's cards (the dashboard gives them these ids).
  Dashboard: [
    { title: 'tour.dashboard.welcomeTitle', intro: 'tour.dashboard.welcome' },
    { element: '#dashboard-tenants', title: 'tour.dashboard.tenantsTitle', intro: 'tour.dashboard.tenants' },
    { element: '#dashboard-properties', title: 'tour.dashboard.propertiesTitle', intro: 'tour.dashboard.properties' },
    { element: '#dashboard-agreements', title: 'tour.dashboard.agreementsTitle', intro: 'tour.dashboard.agreements' },
    { element: '#dashboard-plan', title: 'tour.dashboard.planTitle', intro: 'tour.dashboard.plan' },
    { element: '#dashboard-latest-agreements', title: 'tour.dashboard.latestTitle', intro: 'tour.dashboard.latest' },
  ],
  PropertiesIndex: [
    { element: '#page-title', title: 'tour.properties.listTitle', intro: 'tour.properties.list' },
    { element: '#properties-view', title: 'tour.properties.viewTitle', intro: 'tour.properties.view' },
    { element: '#properties-create', title: 'tour.properties.createTitle', intro: 'tour.properties.create' },
  ],
  AgreementsIndex: [
    { element: '#agreements-list', title: 'tour.agreements.listTitle', intro: 'tour.agreements.list' },
    { element: '#agreements-create', title: 'tour.agreements.createTitle', intro: 'tour.agreements.create' },
    { element: '#agreements-history', title: 'tour.agreements.historyTitle', intro: 'tour.agreements.history' },
  ],
  AgreementsHistory: [{ element: '#agreements-history-table', title: 'tour.agreements.historyTitle', intro: 'tour.agreements.historyTable' }],
  AgreementsCreate: [
    { element: '#agreement-banner', title: 'tour.agreementForm.propertyTitle', intro: 'tour.agreementForm.property' },
    { element: '#agreement-utilities', title: 'tour.agreementForm.utilitiesTitle', intro: 'tour.agreementForm.utilities' },
    { element: '#agreement-submit', title: 'tour.agreementForm.submitTitle', intro: 'tour.agreementForm.submit' },
  ],
  TenantsIndex: [{ element: '#page-title', title: 'tour.tenants.listTitle', intro: 'tour.tenants.list' }],
  PropertiesCreate: PROPERTY_FORM_STEPS,
  PropertiesEdit: PROPERTY_FORM_STEPS,
  Settings: SETTINGS_STEPS,
  SettingsSection: SETTINGS_STEPS,
}

/** The steps of the page whose matched route ids are `routeIds` (root first, page last). */
export function tourStepsFor(routeIds: readonly string[]): TourStep[] {
  const page = [...routeIds].reverse().find((id) => id !== 'MainLayout' && TOUR_STEPS[id])
  return [...(page ? (TOUR_STEPS[page] ?? []) : []), ...(TOUR_STEPS.MainLayout ?? [])]
}
