// The caller acting on a tenant (ADR 041, ADR 045): through their own agreement with the tenant, or
// one on a property shared with them by a role that has `sight`; else the 404 page.
import type { RouterContextProvider } from 'react-router'
import type { PropertyAbility } from '~/domain/property-roles'
import { tenantAccess } from '~/services/team/tenant-access.server'
import { type Acting, actingFor, loadOrThrow, signedIn } from '~/web/route-kit.server'

export async function actingOnTenant(context: Readonly<RouterContextProvider>, tenantId: number, sight: PropertyAbility): Promise<Acting> {
  const who = signedIn(context)
  return actingFor(who, await loadOrThrow(tenantAccess(who.member.id, tenantId, sight)))
}
