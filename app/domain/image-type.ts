// The type of an uploaded photo, read from its first bytes (its "magic number"), never from the
// name or the type the browser claims: a "photo" that is not a JPEG, PNG or WebP image is refused.

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

/** 5 MB: the largest proof photo kept. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte)

/** JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP); null for anything else. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (bytes.length >= 12 && startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}
