// The /v1 shapes (API.md, app/v1/agreement-operations.ts) of the agreement and tenant services'
// types, and the contract's error codes for their refusals.
import type { z } from 'zod'
import type { AgreementCardSchema, AgreementSchema } from '~/v1/agreement-operations'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { paisaToRupees } from '~/domain/money'
import type { AgreementCard, AgreementView } from '~/services/agreements/views.server'
import type { AgreementChangeView, TermsRecord } from '~/services/agreements/changes.server'
import type { TenantProfile, TenantSummary } from '~/services/tenants/tenants.server'

type Json<S extends z.ZodType> = z.input<S>

const rupees = (paisa: number | null) => (paisa === null ? null : paisaToRupees(paisa))

export function agreementCardJson(memberId: number, agreement: AgreementCard): Json<typeof AgreementCardSchema> {
  return {
    id: agreement.id,
    name: agreement.name,
    status: agreement.status,
    current: agreement.isCurrent,
    state: agreement.state,
    startsOn: agreement.state === 'upcoming' ? agreement.startDate : null,
    calendarType: agreement.calendar,
    startDate: agreement.startDate,
    endDate: agreement.endDate,
    bsStartDate: agreement.bsStartDate,
    bsEndDate: agreement.bsEndDate,
    moveOutDate: agreement.moveOutDate,
    bsMoveOutDate: agreement.calendar === 'BS' && agreement.moveOutDate ? formatBsDate(adToBs(agreement.moveOutDate)) : null,
    leaseAmount: paisaToRupees(agreement.leaseAmountPaisa),
    deposit: rupees(agreement.depositPaisa),
    createdAt: agreement.createdAt,
    memberId,
    propertyId: agreement.property.id,
    unitId: agreement.unit?.id ?? null,
    tenantId: agreement.tenant.id,
    Tenants: {
      id: agreement.tenant.id,
      firstName: agreement.tenant.firstName,
      lastName: agreement.tenant.lastName,
      phone: agreement.tenant.phoneNational,
      prefLanguage: agreement.tenant.prefLanguage,
    },
    Properties: {
      id: agreement.property.id,
      name: agreement.property.name,
      address1: agreement.property.address1,
      city: agreement.property.city,
      division: agreement.property.isDivided,
    },
    Units: agreement.unit,
  }
}

export function agreementJson(memberId: number, agreement: AgreementView): Json<typeof AgreementSchema> {
  return {
    ...agreementCardJson(memberId, agreement),
    paymentInterval: agreement.paymentIntervalMonths,
    paymentDayOfMonth: agreement.paymentDayOfMonth,
    incrementPercentage: agreement.incrementPercentage,
    incrementInterval: agreement.incrementIntervalYears,
    terminatedAt: agreement.terminatedAt,
    Utilities: [
      {
        id: null,
        utilityId: 'Rent',
        price: paisaToRupees(agreement.leaseAmountPaisa),
        deposit: rupees(agreement.depositPaisa),
        paymentInterval: agreement.paymentIntervalMonths,
        paymentDayOfMonth: agreement.paymentDayOfMonth,
      },
      ...agreement.utilities.map((utility) => ({
        id: utility.id,
        utilityId: utility.utilityId,
        price: rupees(utility.pricePaisa),
        deposit: null,
        paymentInterval: utility.paymentIntervalMonths,
        paymentDayOfMonth: utility.paymentDayOfMonth,
      })),
    ],
  }
}

export function tenantListJson(tenant: TenantSummary) {
  const { id, firstName, lastName, phoneNational, prefLanguage, activeAgreements } = tenant
  return { id, firstName, lastName, phone: phoneNational, prefLanguage, activeAgreements }
}

export function tenantProfileJson(memberId: number, tenant: TenantProfile) {
  return {
    Tenants: {
      id: tenant.id,
      firstName: tenant.firstName,
      lastName: tenant.lastName,
      prefLanguage: tenant.prefLanguage,
      AgreementAsTenant: tenant.agreements.map((agreement) => agreementCardJson(memberId, agreement)),
    },
    phone: tenant.phoneNational,
  }
}


// ---------------------------------------------------------------------------------------------
// Changes and renewals

function termsJson(terms: TermsRecord) {
  return {
    startDate: terms.startDate,
    endDate: terms.endDate,
    leaseAmount: paisaToRupees(terms.leaseAmountPaisa),
    paymentInterval: terms.paymentIntervalMonths,
    paymentDayOfMonth: terms.paymentDayOfMonth,
    incrementPercentage: terms.incrementPercentage,
    incrementInterval: terms.incrementIntervalYears,
    utilities: terms.utilities.map((line) => ({ utilityId: line.utilityId, price: line.pricePaisa === null ? null : paisaToRupees(line.pricePaisa), paymentInterval: line.paymentIntervalMonths, paymentDayOfMonth: line.paymentDayOfMonth })),
  }
}

export function agreementChangeJson(change: AgreementChangeView) {
  return { ...change, oldTerms: termsJson(change.oldTerms), newTerms: termsJson(change.newTerms) }
}
