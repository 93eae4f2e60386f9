// The decoder against pictures the test makes: a QR of a valid payload rendered to PNG, then
// turned, shrunk, put on a busy photo-like background, saved as JPEG and WebP.
import QRCode from 'qrcode'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { sampleMerchantQr } from '~/domain/merchant-qr-samples'
import { readQrImage } from './qr-image.server'

const payload = sampleMerchantQr()
const qrPng = (scale = 8) => QRCode.toBuffer(payload, { type: 'png', scale, margin: 4, errorCorrectionLevel: 'M' })

// Coloured noise, blurred a little: a table top or a shop counter rather than a flat colour.
const busyBackground = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a6d4b', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .blur(1.5)
    .png()
    .toBuffer()

describe('reading a QR from a picture', () => {
  test('a PNG screenshot of the QR', async () => {
    expect(await readQrImage(await qrPng())).toEqual({ ok: true, text: payload })
  })

  test('the same QR as a JPEG photo and as a WebP', async () => {
    const png = await qrPng()
    expect(await readQrImage(await sharp(png).jpeg({ quality: 70 }).toBuffer())).toEqual({ ok: true, text: payload })
    expect(await readQrImage(await sharp(png).webp({ quality: 70 }).toBuffer())).toEqual({ ok: true, text: payload })
  })

  test('turned 30 and 90 degrees', async () => {
    for (const angle of [30, 90]) {
      const turned = await sharp(await qrPng()).rotate(angle, { background: '#ffffff' }).jpeg().toBuffer()
      expect(await readQrImage(turned), `${angle}°`).toEqual({ ok: true, text: payload })
    }
  })

  test('small: a 2-pixel-per-module screenshot', async () => {
    const small = await qrPng(2)
    expect((await sharp(small).metadata()).width).toBeLessThan(150)
    expect(await readQrImage(small)).toEqual({ ok: true, text: payload })
  })

  test('a small QR on a busy background, as a phone photo', async () => {
    const qr = await sharp(await qrPng()).resize({ width: 420 }).rotate(12, { background: '#f4f4f4' }).toBuffer()
    const photo = await sharp(await busyBackground(1600, 1200))
      .composite([{ input: qr, left: 900, top: 500 }])
      .jpeg({ quality: 80 })
      .toBuffer()
    expect(await readQrImage(photo)).toEqual({ ok: true, text: payload })
  })

  test('a picture with no QR in it', async () => {
    const noQr = await sharp(await busyBackground(800, 600)).jpeg().toBuffer()
    expect(await readQrImage(noQr)).toEqual({ ok: false, error: 'no-qr' })
  })

  test('not a picture, a damaged picture, one too large', async () => {
    expect(await readQrImage(new TextEncoder().encode('https://example.com/qr.png'))).toEqual({ ok: false, error: 'not-an-image' })
    const png = await qrPng()
    expect(await readQrImage(png.subarray(0, 40))).toEqual({ ok: false, error: 'unreadable' })
    const huge = new Uint8Array(5 * 1024 * 1024 + 1)
    huge.set(png.subarray(0, 16))
    expect(await readQrImage(huge)).toEqual({ ok: false, error: 'too-large' })
  })
})
