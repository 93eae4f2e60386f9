// The settings page's sections, in menu order; the first is the default (spec §2.20, §4.11).
export const SETTINGS_SECTIONS = ['account', 'appearance', 'notification', 'change-password', 'backups'] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

export function isSettingsSection(value: string | undefined): value is SettingsSection {
  return SETTINGS_SECTIONS.includes(value as SettingsSection)
}

export function settingsPath(section: SettingsSection) {
  return section === 'account' ? '/settings' : `/settings/${section}`
}
