// The area units' names in English and Nepali, apart from the conversions (area-units.ts) so that a
// page that only names a unit (the agreement page) does not download them (page weight, ADR 012).
import type { AreaUnit, Language } from './area-units.ts'

export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, { en: string; ne: string }>> = {
  khetmuri: { en: 'Khetmuri', ne: 'खेतमुरी' },
  ropani: { en: 'Ropani', ne: 'रोपनी' },
  aana: { en: 'Aana', ne: 'आना' },
  paisa: { en: 'Paisa', ne: 'पैसा' },
  daam: { en: 'Daam', ne: 'दाम' },
  bigha: { en: 'Bigha', ne: 'बिघा' },
  kattha: { en: 'Kattha', ne: 'कट्ठा' },
  dhur: { en: 'Dhur', ne: 'धुर' },
  'sq.ft': { en: 'Square feet', ne: 'वर्ग फिट' },
  'sq. meter': { en: 'Square meters', ne: 'वर्ग मिटर' },
  sqft: { en: 'Square feet', ne: 'वर्ग फिट' },
  sqm: { en: 'Square meters', ne: 'वर्ग मिटर' },
}

export function areaUnitLabel(unit: AreaUnit, language: Language = 'en'): string {
  return AREA_UNIT_LABELS[unit][language]
}
