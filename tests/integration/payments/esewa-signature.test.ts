// eSewa ePay v2's signature: base64(HMAC-SHA256(secret, "name=value,...")) over signed_field_names,
// checked against the test vector of ../shared/nepal/README.md (eSewa's own documentation's).
import { expect, test } from 'vitest'
import { esewaSignature } from '~/services/gateways/esewa.server'

const FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const

test('the documented test vector', () => {
  const fields = { total_amount: '100', transaction_uuid: '11-201-13', product_code: 'EPAYTEST' }
  expect(esewaSignature('8gBm/:&EnhH.1/q', fields, FIELDS)).toBe('5DZywcrTKD0gia/rsSMcrRHmJl+4Tbol6S+lWgdJ94E=')
})

test('another secret, value or field order gives another signature', () => {
  const fields = { total_amount: '100', transaction_uuid: '11-201-13', product_code: 'EPAYTEST' }
  const signature = esewaSignature('8gBm/:&EnhH.1/q', fields, FIELDS)
  expect(esewaSignature('8gBm/:&EnhH.1/Q', fields, FIELDS)).not.toBe(signature)
  expect(esewaSignature('8gBm/:&EnhH.1/q', { ...fields, total_amount: '1000' }, FIELDS)).not.toBe(signature)
  expect(esewaSignature('8gBm/:&EnhH.1/q', fields, [...FIELDS].reverse())).not.toBe(signature)
})
