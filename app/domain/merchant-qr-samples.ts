// EMVCo merchant-presented payloads assembled from the specification (TLV fields and the CRC of
// tag 63): the tests' samples, since a real landlord's QR cannot be checked into the repository.
import { crc16CcittFalse } from './merchant-qr'

export const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`

/** "000201", the given fields, then "6304" and the CRC of everything before it. */
export function emvcoPayload(fields: string[]): string {
  const body = `000201${fields.join('')}6304`
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0')
}

/** A valid payload of an account held by `name` in `city`. */
export const sampleMerchantQr = (name = 'RAM BAHADUR THAPA', city = 'KATHMANDU') =>
  emvcoPayload([tlv('26', tlv('00', 'np.com.fonepay') + tlv('01', '2222090012345678')), tlv('52', '6513'), tlv('53', '524'), tlv('58', 'NP'), tlv('59', name), tlv('60', city)])
