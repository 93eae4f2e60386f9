// Nepali texts: Dashboard, settings and the signed-in frame (issue 7).
import type { frameEn } from './frame.en'

export const frameNe: Record<keyof typeof frameEn, string> = {
}
