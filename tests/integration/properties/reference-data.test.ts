// The province, district and city choices of the property form (seeded from prisma/data/geo.json).
import { expect, test } from 'vitest'
import { listLocalLevels, listProvinces } from '~/services/properties/places.server'
import { KATHMANDU } from './support'

test('the 7 provinces in order, with all 77 districts', async () => {
  const provinces = await listProvinces()
  expect(provinces.map((province) => province.name)).toEqual(['Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpaschim'])
  expect(provinces.flatMap((province) => province.districts)).toHaveLength(77)
  const bagmati = provinces[2]!
  expect(bagmati).toMatchObject({ id: 3, nameNe: 'बाग्मती प्रदेश' })
  expect(bagmati.districts).toContainEqual({ id: KATHMANDU, name: 'Kathmandu', nameNe: expect.any(String) })
  const names = bagmati.districts.map((district) => district.name)
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
})

test('a district’s local levels; none for an unknown or malformed id', async () => {
  const levels = await listLocalLevels(KATHMANDU)
  expect(levels).toHaveLength(11)
  expect(levels).toContainEqual({ id: 307, name: 'Kathmandu', nameNe: expect.any(String), type: 'Metropolitan City' })
  expect(await listLocalLevels(9999)).toEqual([])
  expect(await listLocalLevels(Number.NaN)).toEqual([])
})
