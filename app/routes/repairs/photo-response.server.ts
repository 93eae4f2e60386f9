// A repair photo as a response: its stored type, never sniffed, never cached by a shared cache.
import type { RepairPhotoFile } from '~/services/repairs/repairs.server'

export function photoResponse(photo: RepairPhotoFile): Response {
  return new Response(new Uint8Array(photo.bytes), {
    headers: { 'Content-Type': photo.type, 'Content-Disposition': 'inline', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  })
}
