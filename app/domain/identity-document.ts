// A tenant's identity document: its types, and what a photo of it may be. A photo's
// type is read from its own first bytes (its "magic number"), never from the name or the type the
// browser claims: JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP).

export const IDENTITY_TYPES = ['CITIZENSHIP', 'NATIONAL_ID', 'PASSPORT', 'VOTER_ID'] as const
export type IdentityType = (typeof IDENTITY_TYPES)[number]

export const PHOTO_SIDES = ['FRONT', 'BACK'] as const
export type PhotoSide = (typeof PHOTO_SIDES)[number]

/** 5 MB, each photo. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024

/** The longest number a document carries (a passport's is 9 characters, a citizenship's ~20). */
export const MAX_IDENTITY_NUMBER = 40

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp'

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

/** The photo's type from its bytes, or null when it is none of JPEG, PNG and WebP. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (bytes.length >= 12 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

export type PhotoCheck = { ok: true; type: PhotoType } | { ok: false; error: 'EMPTY' | 'TOO_LARGE' | 'NOT_AN_IMAGE' }

/** Whether `bytes` may be kept as a photo of the document. */
export function checkPhoto(bytes: Uint8Array): PhotoCheck {
  if (bytes.length === 0) return { ok: false, error: 'EMPTY' }
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, error: 'TOO_LARGE' }
  const type = photoTypeOf(bytes)
  return type ? { ok: true, type } : { ok: false, error: 'NOT_AN_IMAGE' }
}

/** The number as the lease prints it, tidied: runs of spaces collapsed, trimmed. */
export function tidyIdentityNumber(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim()
}
