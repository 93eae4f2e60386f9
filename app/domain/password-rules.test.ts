import { describe, expect, test } from 'vitest'
import { COMMON_PASSWORDS } from './common-passwords'
import { validateNewPassword } from './password-rules'

describe('validateNewPassword', () => {
  test('fewer than 8 characters is too short, counting characters rather than UTF-16 units', () => {
    expect(validateNewPassword('')).toEqual({ ok: false, error: 'TOO_SHORT' })
    expect(validateNewPassword('x7#kQ2m')).toEqual({ ok: false, error: 'TOO_SHORT' })
    expect(validateNewPassword('😀😀😀😀😀😀😀')).toEqual({ ok: false, error: 'TOO_SHORT' })
    expect(validateNewPassword('x7#kQ2mZ')).toEqual({ ok: true })
    expect(validateNewPassword('भाडाघरकोपासवर्ड')).toEqual({ ok: true })
  })

  test('the most common passwords are refused, whatever their case', () => {
    for (const password of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou', 'Nepal@123', 'kathmandu']) {
      expect(validateNewPassword(password)).toEqual({ ok: false, error: 'TOO_COMMON' })
    }
  })

  test('the list holds a few hundred lowercase entries of 8 characters or more', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(300)
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length)
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase())
      expect([...password].length).toBeGreaterThanOrEqual(8)
    }
  })

  test('an uncommon password of 8 characters or more is accepted', () => {
    expect(validateNewPassword('correct horse battery staple')).toEqual({ ok: true })
    expect(validateNewPassword('password-for-bhadaa-rent')).toEqual({ ok: true })
  })
})
