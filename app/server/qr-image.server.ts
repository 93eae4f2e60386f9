// Reading the text of a QR from a photo or screenshot (the landlord's bank QR): the picture's type
// from its first bytes, its pixels decoded by sharp (libvips), the QR found by jsQR. Both are
// imported on the first picture, not when the server starts: sharp and libvips alone hold about
// 20 MB of a process that may never read one (ADR 049).
import type Sharp from 'sharp'
import { MAX_PHOTO_BYTES, photoTypeOf } from '~/domain/image-type'

export type QrImageError = 'too-large' | 'not-an-image' | 'unreadable' | 'no-qr'
export type QrImageResult = { ok: true; text: string } | { ok: false; error: QrImageError }

// A 5 MB file can still claim a huge canvas (a "decompression bomb"): 40 megapixels is more than
// any phone camera's photo and keeps the decoded pixels under 160 MB.
const MAX_INPUT_PIXELS = 40_000_000

// jsQR scans every pixel, and its binarizer works on blocks sized for a QR filling a good part of
// the picture: a phone photo is tried at a moderate size first, then larger (a small QR in a big
// photo), and a small screenshot enlarged so that each module covers a few pixels.
const SCAN_WIDTHS = [1000, 1600, 500]

async function rgbaAt(sharp: typeof Sharp, bytes: Uint8Array, width: number) {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({ width, kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { pixels: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height }
}

/** The text of the QR in a JPEG, PNG or WebP picture of at most 5 MB. */
export async function readQrImage(bytes: Uint8Array): Promise<QrImageResult> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, error: 'too-large' }
  if (!photoTypeOf(bytes)) return { ok: false, error: 'not-an-image' }
  const [{ default: sharp }, { default: jsQR }] = await Promise.all([import('sharp'), import('jsqr')])
  try {
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  } catch {
    return { ok: false, error: 'unreadable' }
  }
  for (const width of SCAN_WIDTHS) {
    let image
    try {
      image = await rgbaAt(sharp, bytes, width)
    } catch {
      return { ok: false, error: 'unreadable' }
    }
    const found = jsQR(image.pixels, image.width, image.height, { inversionAttempts: 'attemptBoth' })
    if (found?.data) return { ok: true, text: found.data }
  }
  return { ok: false, error: 'no-qr' }
}
