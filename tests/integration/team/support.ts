// Shared by the team tests over HTTP (ADR 041): a landlord's property shared with a person by a
// role, the invitation sent and accepted through /v1 as a person would.
import { expect } from 'vitest'
import type { InvitedRole } from '~/domain/property-roles'
import { prisma } from '~/server/db.server'
import { apiClient, webClient } from '../../support/http-clients'
import { createMember } from '../../support/fixtures'
import type { ServerProcess } from '../../support/server-process'
import { landlord, payload } from '../agreements/support'

/** A new member invited by the owner (through `ownerApi`) to `propertyId` with `role`, who accepted: their /v1 and web clients. */
export async function joinTeam(server: ServerProcess, ownerApi: Awaited<ReturnType<typeof apiClient>>, propertyId: number, role: InvitedRole, name = { firstName: 'Gita', lastName: 'Rai' }) {
  const person = await createMember(name)
  const invited = await ownerApi(`/v1/member/property/${propertyId}/team`, {
    method: 'POST',
    body: { phone: person.phone, role, ...(role === 'CO_OWNER' && { sharePercent: 25 }) },
  })
  expect(invited.status).toBe(201)
  const personApi = await apiClient(server, person.id)
  const mine = await personApi('/v1/member/invitation')
  expect(mine.data).toEqual([expect.objectContaining({ role })])
  const { id } = (mine.data as Array<{ id: number }>)[0]!
  expect((await personApi(`/v1/member/invitation/${id}/accept`, { method: 'POST', body: {} })).status).toBe(200)
  return { person, personApi, web: await webClient(server, person.id) }
}

/** A landlord (on the Pro plan) with a property and an agreement on it, and a member invited with `role` who accepted, all through /v1. */
export async function sharedTenancy(server: ServerProcess, role: InvitedRole) {
  const { member: owner, house, divided, flat1 } = await landlord()
  await prisma.member.update({ where: { id: owner.id }, data: { plan: 'PRO' } })
  const ownerApi = await apiClient(server, owner.id)
  const agreement = (await ownerApi('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })).data as { id: number }
  const joined = await joinTeam(server, ownerApi, house.id, role)
  return { owner, ownerApi, house, divided, flat1, agreement, ...joined, ownerWeb: await webClient(server, owner.id) }
}
