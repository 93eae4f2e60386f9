// parseForm and parseFormFields: what every web action's form goes through.
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE } from '~/schemas/input-rules'
import { PropertyInputSchema } from '~/schemas/property-schemas'
import { rejectControlCharacters } from '~/schemas/control-characters'
import { parseForm, parseFormFields, readFormData } from './form-data.server'

function formData(entries: Array<[string, string]>) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('parseForm', () => {
  test('a control character in any field is that field’s error, in conform’s field names', () => {
    const Schema = z.object({ name: z.string(), rows: z.array(z.object({ price: z.coerce.number() })) })
    const submission = parseForm(formData([['name', 'Ram\u0000'], ['rows[0].price', '1'], ['rows[1].price', '2\u0007']]), Schema)
    expect(submission.status).toBe('error')
    expect(submission.status === 'error' && submission.error).toEqual({ name: [CONTROL_CHARACTERS_MESSAGE], 'rows[1].price': [CONTROL_CHARACTERS_MESSAGE] })
  })

  test('clean input parses as conform alone does (its coercion of form strings included)', () => {
    const submission = parseForm(
      formData([['name', 'Himalaya'], ['type', 'residential'], ['division', 'true'], ['area', '1,200.5'], ['areaUnit', 'sq.ft'], ['address1', 'Line one\tTab'], ['address2', 'Kathmandu'], ['provinceId', '3'], ['districtId', '27'], ['city', 'Kathmandu'], ['lat', '27.7'], ['lng', '85.3']]),
      PropertyInputSchema,
    )
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toMatchObject({ name: 'Himalaya', area: 1200.5, provinceId: 3, lat: 27.7 })
  })
})

describe('parseFormFields', () => {
  test('refuses a control character, even in a field the schema would read as a same-site path', () => {
    const Schema = z.object({ redirectTo: z.string().regex(/^\//) })
    expect(parseFormFields(formData([['redirectTo', '/x\u0000']]), Schema).success).toBe(false)
    expect(parseFormFields(formData([['redirectTo', '/x']]), Schema).data).toEqual({ redirectTo: '/x' })
  })
})

describe('rejectControlCharacters', () => {
  test('is built once per schema, and a schema used again is checked as the first time', () => {
    const Schema = z.object({ name: z.string() })
    expect(rejectControlCharacters(Schema)).toBe(rejectControlCharacters(Schema))
    expect(rejectControlCharacters(z.object({ name: z.string() }))).not.toBe(rejectControlCharacters(Schema))
    for (let i = 0; i < 2; i++) {
      expect(rejectControlCharacters(Schema).safeParse({ name: 'Ram\u0000' }).error?.issues).toMatchObject([{ path: ['name'], message: CONTROL_CHARACTERS_MESSAGE }])
      expect(rejectControlCharacters(Schema).safeParse({ name: 'Ram' }).data).toEqual({ name: 'Ram' })
    }
  })
})

describe('readFormData', () => {
  test('a body that is not a form reads as an empty form', async () => {
    const request = new Request('http://test/preferences', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"theme":"dark"}' })
    expect([...(await readFormData(request)).keys()]).toEqual([])
  })
})
