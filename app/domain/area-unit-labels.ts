// The area units and their names in English and Nepali, apart from the conversions (area-units.ts,
// which builds on this file) so that a page that only names a unit (the agreement page) does not
// download them (page weight, ADR 012).

import type { Language } from './language.ts'

/** Property area units, spelled as the spec stores them (`Property.areaUnit`). */
export const PROPERTY_AREA_UNITS = [
  'khetmuri',
  'ropani',
  'aana',
  'paisa',
  'daam',
  'bigha',
  'kattha',
  'dhur',
  'sq.ft',
  'sq. meter',
] as const
export type PropertyAreaUnit = (typeof PROPERTY_AREA_UNITS)[number]

/** Unit (flat, shop) area units, spelled as the spec does; Prisma's `UnitAreaUnit` is SQFT / SQM. */
export const UNIT_AREA_UNITS = ['sqft', 'sqm'] as const
export type UnitAreaUnit = (typeof UNIT_AREA_UNITS)[number]

export type AreaUnit = PropertyAreaUnit | UnitAreaUnit

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
