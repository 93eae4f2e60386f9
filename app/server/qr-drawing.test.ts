// The drawing is read back by a scanner (jsQR through the decoder the Settings page uses): what
// the tenant scans is exactly the stored payload.
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { sampleMerchantQr } from '~/domain/merchant-qr-samples'
import { qrDrawing } from './qr-drawing.server'
import { readQrImage } from './qr-image.server'

const svgOf = ({ size, path }: { size: number; path: string }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${size + 8} ${size + 8}" width="${(size + 8) * 6}" height="${(size + 8) * 6}" shape-rendering="crispEdges"><rect x="-4" y="-4" width="${size + 8}" height="${size + 8}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`

describe('the QR drawing', () => {
  test('scans back to exactly the payload, mixed case and spaces included', async () => {
    for (const payload of [sampleMerchantQr(), sampleMerchantQr('Sita Kumari Shrestha', 'Lalitpur'), 'https://bhadaa.example/p/abcDEF234567']) {
      const drawing = qrDrawing(payload)
      expect(drawing.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/)
      const png = await sharp(Buffer.from(svgOf(drawing))).png().toBuffer()
      expect(await readQrImage(png), payload).toEqual({ ok: true, text: payload })
    }
  })
})
