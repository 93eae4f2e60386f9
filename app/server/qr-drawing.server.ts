// A QR's modules as one SVG path, drawn on the server so the page needs no JavaScript and prints
// (app/components/pay/qr-code.tsx draws it). The text is encoded exactly as given: the landlord's
// bank QR is shown as the bank made it, never changed.
import QRCode from 'qrcode'

export type QrDrawing = {
  /** Modules per side, without the quiet zone. */
  size: number
  /** Dark modules, one `M x y h n v1 h-n z` run per row segment, in module units. */
  path: string
}

export function qrDrawing(text: string): QrDrawing {
  // Level M, as bank apps make theirs: the payload fits a size phones read from another screen.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const { size, data } = modules
  let path = ''
  for (let y = 0; y < size; y++) {
    let x = 0
    while (x < size) {
      if (!data[y * size + x]) {
        x++
        continue
      }
      const start = x
      while (x < size && data[y * size + x]) x++
      path += `M${start} ${y}h${x - start}v1h${start - x}z`
    }
  }
  return { size, path }
}
