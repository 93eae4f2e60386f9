import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  test.each([
    ['/dashboard', '/dashboard'],
    ['/properties?page=2&pageSize=20', '/properties?page=2&pageSize=20'],
    ['/agreements/7#agreement-ledger', '/agreements/7#agreement-ledger'],
    ['/search?q=a+b', '/search?q=a+b'],
    // Non-ASCII is percent-encoded, so the Location header is always a valid header value.
    ['/सम्पत्ति', '/%E0%A4%B8%E0%A4%AE%E0%A5%8D%E0%A4%AA%E0%A4%A4%E0%A5%8D%E0%A4%A4%E0%A4%BF'],
  ])('keeps the same-origin path %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })

  test.each([
    // Browsers drop tabs and newlines from a Location, leaving "//evil.example".
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D/evil.example',
    '/%00/evil.example',
    '/%E0%09/evil.example',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    // Browsers read a backslash as a slash.
    '/\\evil.example',
    '/%5cevil.example',
    '//evil.example',
    '///evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'dashboard',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, '/home')).toBe('/home')
  })

  test('refuses anything but a string', () => {
    expect(safeRedirect(undefined)).toBe('/dashboard')
    expect(safeRedirect(null, '')).toBe('')
    expect(safeRedirect(new File([], '/x'), '/')).toBe('/')
  })
})
