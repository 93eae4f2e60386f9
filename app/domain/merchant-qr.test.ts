import { describe, expect, test } from 'vitest'
import { crc16CcittFalse, parseMerchantQr } from './merchant-qr'
import { emvcoPayload, tlv } from './merchant-qr-samples'

// A Fonepay-like payload assembled field by field as EMV QRCPS-MPM lays it out.
const account = tlv('26', tlv('00', 'np.com.fonepay') + tlv('01', '2222090012345678'))
const fields = [tlv('01', '11'), account, tlv('52', '6513'), tlv('53', '524'), tlv('58', 'NP'), tlv('59', 'RAM BAHADUR THAPA'), tlv('60', 'KATHMANDU'), tlv('62', tlv('07', 'T01'))]

describe('the landlord’s bank QR (EMVCo merchant-presented)', () => {
  test('CRC-16/CCITT-FALSE gives the standard check value', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1)
  })

  test('a valid payload is read: account name and city', () => {
    const payload = emvcoPayload(fields)
    expect(payload).toMatch(/^000201.*6304[0-9A-F]{4}$/)
    expect(parseMerchantQr(payload)).toEqual({ ok: true, qr: { accountName: 'RAM BAHADUR THAPA', city: 'KATHMANDU' } })
  })

  test('a lower-case checksum is the same checksum; name and city are optional', () => {
    const payload = emvcoPayload([account])
    expect(parseMerchantQr(payload.slice(0, -4) + payload.slice(-4).toLowerCase())).toEqual({ ok: true, qr: { accountName: null, city: null } })
  })

  test('one changed character, or a changed checksum, is a wrong checksum', () => {
    const payload = emvcoPayload(fields)
    expect(parseMerchantQr(payload.replace('RAM', 'RAN'))).toEqual({ ok: false, error: 'wrong-checksum' })
    const crc = payload.slice(-4)
    const otherCrc = ((parseInt(crc, 16) + 1) & 0xffff).toString(16).toUpperCase().padStart(4, '0')
    expect(parseMerchantQr(payload.slice(0, -4) + otherCrc)).toEqual({ ok: false, error: 'wrong-checksum' })
    expect(parseMerchantQr(payload.slice(0, -4) + 'ZZZZ')).toEqual({ ok: false, error: 'wrong-checksum' })
  })

  test('a payload cut short anywhere is truncated', () => {
    const payload = emvcoPayload(fields)
    for (let length = 6; length < payload.length; length++) {
      expect(parseMerchantQr(payload.slice(0, length)), `cut at ${length}`).toEqual({ ok: false, error: 'truncated' })
    }
  })

  test('a template whose inner fields overrun is truncated, even with a correct checksum', () => {
    expect(parseMerchantQr(emvcoPayload([tlv('26', '0099np')]))).toEqual({ ok: false, error: 'truncated' })
  })

  test('a link, plain words or an empty string are not EMVCo', () => {
    for (const text of ['https://example.com/pay?to=ram', 'Ram Bahadur 9841000000', '', emvcoPayload([account]).replace('000201', '000202')]) {
      expect(parseMerchantQr(text), text).toEqual({ ok: false, error: 'not-emvco' })
    }
  })

  test('a payload with no merchant account (02-51) is refused', () => {
    expect(parseMerchantQr(emvcoPayload([tlv('53', '524'), tlv('59', 'RAM')]))).toEqual({ ok: false, error: 'no-merchant-account' })
  })
})
