// Provinces, districts and local levels as the screens get them, named in the interface language.
import type { Language } from '~/i18n'

export type Place = { id: number; name: string; nameNe: string }
export type Province = Place & { districts: Place[] }
export type LocalLevel = Place & { type: string }

export function placeName(place: Place, language: Language): string {
  return language === 'ne' ? place.nameNe : place.name
}
