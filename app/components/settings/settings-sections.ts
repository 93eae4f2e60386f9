// The settings page's sections, in menu order; the first is the default (spec §2.20, §4.11).
export const SETTINGS_SECTIONS = ['account', 'appearance', 'notification', 'change-password', 'backups'] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

export function isSettingsSection(value: string | undefined): value is SettingsSection {
  return SETTINGS_SECTIONS.includes(value as SettingsSection)
}

/** The side menu's items: the sections of /settings/:section, and Payments, Billing and Activity, pages of their own (app/routes/settings/payments.tsx, billing.tsx, activity.tsx). */
export type SettingsMenuItem = SettingsSection | 'payments' | 'billing' | 'activity'

export function settingsPath(section: SettingsMenuItem) {
  return section === 'account' ? '/settings' : `/settings/${section}`
}
