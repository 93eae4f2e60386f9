// Nepal's provinces, districts and local levels (seeded from prisma/data/geo.json): the
// property form's province, district and city choices.
import { prisma } from '~/server/db.server'
import { isRecordId } from '~/domain/record-id'

const PLACE = { id: true, name: true, nameNe: true } as const

export type Place = { id: number; name: string; nameNe: string }
export type ProvinceWithDistricts = Place & { districts: Place[] }
export type LocalLevel = Place & { type: string }

/** Provinces in their official order (ids 1-7), each with its districts alphabetically. */
export async function listProvinces(): Promise<ProvinceWithDistricts[]> {
  return prisma.province.findMany({
    orderBy: { id: 'asc' },
    select: { ...PLACE, districts: { select: PLACE, orderBy: { name: 'asc' } } },
  })
}

/** A district's municipalities and rural municipalities, alphabetically; none for an unknown id. */
export async function listLocalLevels(districtId: number): Promise<LocalLevel[]> {
  if (!isRecordId(districtId)) return []
  return prisma.localLevel.findMany({ where: { districtId }, select: { ...PLACE, type: true }, orderBy: { name: 'asc' } })
}
