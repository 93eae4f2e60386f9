// The JSON of correcting a tenant: the shapes of tenant-correction-operations.ts.
import type { z } from 'zod'
import type { TenantChangeRequestView, TenantCorrectionResult } from '~/services/tenants/corrections.server'
import type { TenantDetails } from '~/services/tenants/tenants.server'
import type { TenantJsonSchema, TenantRequestJsonSchema } from './tenant-correction-operations'

export function tenantJson(tenant: TenantDetails): z.input<typeof TenantJsonSchema> {
  return { id: tenant.id, firstName: tenant.firstName, lastName: tenant.lastName, phone: tenant.phone, prefLanguage: tenant.prefLanguage }
}

export function tenantRequestJson(request: TenantChangeRequestView): z.input<typeof TenantRequestJsonSchema> {
  return { ...request }
}

export function tenantCorrectionJson(result: TenantCorrectionResult) {
  return result.outcome === 'CORRECTED'
    ? { outcome: result.outcome, tenant: tenantJson(result.tenant), request: null }
    : { outcome: result.outcome, tenant: null, request: tenantRequestJson(result.request) }
}
