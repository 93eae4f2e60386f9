// An identity document's photo as an HTTP answer: the opened bytes, never cached, with
// the type read from them when saved; a side that is not "front" or "back" is a 404.
import { data } from 'react-router'
import type { PhotoSide } from '~/domain/identity-document'

export function photoSideParam(param: string | undefined): PhotoSide {
  if (param === 'front') return 'FRONT'
  if (param === 'back') return 'BACK'
  throw data(null, { status: 404 })
}

/** A stored photo (an identity document's, an expense's receipt) as the answer that shows it. */
export function photoResponse(photo: { bytes: Uint8Array; type: string }): Response {
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      'Content-Type': photo.type,
      'Content-Length': String(photo.bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    },
  })
}
