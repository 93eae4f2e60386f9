// Flash messages survive one redirect in a signed cookie, are read once, and cannot be forged.
import { describe, expect, test } from 'vitest'
import { getToast, redirectWithToast } from './toast.server'

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

describe('toasts', () => {
  test('a redirect carries the toast; the next request reads it and clears it', async () => {
    const response = await redirectWithToast('/properties', { type: 'success', message: 'Property Created Successfully' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/properties')
    const next = new Request('http://test/properties', { headers: { cookie: cookieOf(response) } })
    const { toast, headers } = await getToast(next)
    expect(toast).toEqual({ type: 'success', message: 'Property Created Successfully' })
    expect(headers?.get('set-cookie')).toMatch(/bhadaa_toast=;.*Expires=Thu, 01 Jan 1970/)
  })

  test('no cookie, no toast, nothing to clear', async () => {
    expect(await getToast(new Request('http://test/'))).toEqual({ toast: null, headers: null })
  })

  test('a tampered cookie is ignored', async () => {
    const response = await redirectWithToast('/', { message: 'Hello' })
    const forged = cookieOf(response).replace(/bhadaa_toast=([^.;]+)/, 'bhadaa_toast=eyJ0b2FzdCI6eyJtZXNzYWdlIjoiUGF5IGhlcmUifX0')
    const { toast } = await getToast(new Request('http://test/', { headers: { cookie: forged } }))
    expect(toast).toBeNull()
  })
})
