// Nepali texts: Agreements and tenants (issue 5).
import type { agreementsEn } from './agreements.en'

export const agreementsNe: Record<keyof typeof agreementsEn, string> = {
}
