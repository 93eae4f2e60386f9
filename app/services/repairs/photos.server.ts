// A repair request's photos (ADR 043): each checked by its bytes (at most 5 MB, a JPEG,
// PNG or WebP: image-type.ts), the original kept as sent, and a display copy shrunk on the server
// with sharp to at most 300 KB (turned upright, at most 1280 px a side, JPEG), which the pages show.
// sharp is imported with the first photo, not when the server starts (ADR 049: about 20 MB).
import type { PhotoType } from '~/domain/image-type'
import { DISPLAY_PHOTO_MAX_BYTES, MAX_REPAIR_PHOTOS, REPAIR_MESSAGES } from '~/domain/repairs'
import { ValidationError } from '~/services/errors'
import { checkPhoto, photoFromBase64 } from '~/services/payments/proofs.server'

export type RepairPhotoInput = { bytes: Uint8Array; type: PhotoType }
export type PreparedPhoto = { original: Uint8Array; originalType: PhotoType; display: Uint8Array; displayType: 'image/jpeg' }

/** /v1's photos: each base64 decoded and checked as a proof's photo is, refused under `photos`. */
export function repairPhotosFromBase64(photos: readonly string[]): RepairPhotoInput[] {
  if (photos.length > MAX_REPAIR_PHOTOS) throw new ValidationError(REPAIR_MESSAGES.tooManyPhotos, { photos: [REPAIR_MESSAGES.tooManyPhotos] })
  return photos.map((base64) => photoFromBase64(base64, 'photos'))
}

/** The form's files (empty ones are no photo), checked. */
export async function repairPhotosFromFiles(files: readonly FormDataEntryValue[]): Promise<RepairPhotoInput[]> {
  const given = files.filter((file): file is File => file instanceof File && file.size > 0)
  if (given.length > MAX_REPAIR_PHOTOS) throw new ValidationError(REPAIR_MESSAGES.tooManyPhotos, { photos: [REPAIR_MESSAGES.tooManyPhotos] })
  return Promise.all(given.map(async (file) => checkPhoto(new Uint8Array(await file.arrayBuffer()), 'photos')))
}

const SIDES = [1280, 960, 720, 540, 400]
const QUALITIES = [75, 55]

/**
 * The display copy: upright, at most 1280 px a side, JPEG, made smaller (side, then quality) until
 * it is at most 300 KB. ValidationError when sharp cannot read the image (bytes that begin like
 * one but are not).
 */
export async function displayCopyOf(photo: RepairPhotoInput): Promise<PreparedPhoto> {
  const { default: sharp } = await import('sharp')
  try {
    for (const side of SIDES) {
      for (const quality of QUALITIES) {
        const display = await sharp(photo.bytes, { failOn: 'none' })
          .rotate()
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality })
          .toBuffer()
        if (display.byteLength <= DISPLAY_PHOTO_MAX_BYTES) return { original: photo.bytes, originalType: photo.type, display: new Uint8Array(display), displayType: 'image/jpeg' }
      }
    }
  } catch {
    throw new ValidationError(REPAIR_MESSAGES.photoUnreadable, { photos: [REPAIR_MESSAGES.photoUnreadable] })
  }
  // 400 px at quality 55 is far below 300 KB for any picture; a bug if not.
  throw new Error('A display copy of a repair photo did not fit 300 KB')
}
