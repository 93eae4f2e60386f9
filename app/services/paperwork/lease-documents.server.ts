// The printed lease of an agreement: the agreement, its parties and property read for
// lease-document.ts, and the terms the landlord adds (purpose, notice, rent tax, clauses), kept in
// LeaseTerms beside the agreement. Scoped to the member: another member's agreement is NotFoundError.
import { isoDateOf } from '~/domain/ad-date'
import { buildLease, CIVIL_CODE_NOTICE_DAYS, type LeaseDocument, type LeaseInput, type LeaseLanguage } from '~/domain/lease-document'
import { toNationalNumber } from '~/domain/phone'
import { isRecordId } from '~/domain/record-id'
import { translate, type MessageKey } from '~/i18n'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-schemas'
import type { LeaseTermsInput } from '~/schemas/lease-schemas'
import { prisma } from '~/server/db.server'
import { leaseIdentityNumbers, type Viewer } from '~/services/tenants/identity.server'
import { NotFoundError } from '~/services/errors'
import { fullName } from '~/domain/person-name'

export type LeaseTerms = LeaseTermsInput

export const DEFAULT_LEASE_TERMS: LeaseTerms = { purpose: null, noticeDays: CIVIL_CODE_NOTICE_DAYS, rentTaxPaidBy: 'LANDLORD', clauses: null }

const named = (row: { name: string; nameNe: string }) => ({ en: row.name, ne: row.nameNe })

async function findLeaseRow(memberId: number, agreementId: number) {
  if (!isRecordId(agreementId)) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  const row = await prisma.agreement.findFirst({
    where: { id: agreementId, memberId },
    include: {
      member: { select: { firstName: true, lastName: true, phone: true } },
      tenant: { select: { firstName: true, lastName: true, phone: true } },
      property: { include: { district: true, province: true } },
      unit: true,
      utilities: { include: { utilityOption: true }, orderBy: { utilityOption: { sortOrder: 'asc' } } },
      leaseTerms: true,
    },
  })
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  return row
}

function termsOf(row: Awaited<ReturnType<typeof findLeaseRow>>): LeaseTerms {
  const terms = row.leaseTerms
  return terms ? { purpose: terms.purpose, noticeDays: terms.noticeDays, rentTaxPaidBy: terms.rentTaxPaidBy, clauses: terms.clauses } : DEFAULT_LEASE_TERMS
}

/** Everything the lease prints, from the agreement and its terms. */
export async function getLeaseInput(memberId: number, agreementId: number, viewer?: Viewer): Promise<{ input: LeaseInput; terms: LeaseTerms; name: string }> {
  const row = await findLeaseRow(memberId, agreementId)
  const terms = termsOf(row)
  const { property, unit } = row
  // The parties' identity numbers when on file, each printed number a logged view; the
  // addresses are not recorded: the lease prints lines to fill by hand.
  const ids = viewer ? await leaseIdentityNumbers(memberId, row.tenantId, viewer) : { landlord: null, tenant: null }
  const input: LeaseInput = {
    agreementId: row.id,
    calendar: row.calendar,
    landlord: { name: fullName(row.member), phone: toNationalNumber(row.member.phone), address: null, idNumber: ids.landlord },
    tenant: { name: fullName(row.tenant), phone: toNationalNumber(row.tenant.phone), address: null, idNumber: ids.tenant },
    property: {
      name: property.name,
      type: property.type,
      address: [property.address1, property.address2].filter(Boolean),
      city: property.city,
      district: named(property.district),
      province: named(property.province),
      area: property.area.toNumber(),
      areaUnit: property.areaUnit,
    },
    unit: unit && { name: unit.name, floor: unit.floor, area: unit.area.toNumber(), areaUnit: unit.areaUnit === 'SQM' ? 'sqm' : 'sqft' },
    startDate: isoDateOf(row.startDate),
    endDate: isoDateOf(row.endDate),
    monthlyRentPaisa: Number(row.leaseAmountPaisa),
    paymentIntervalMonths: row.paymentIntervalMonths,
    paymentDayOfMonth: row.paymentDayOfMonth,
    incrementPercentage: row.incrementPercentage?.toNumber() ?? null,
    incrementIntervalYears: row.incrementIntervalYears,
    depositPaisa: row.depositPaisa === null ? null : Number(row.depositPaisa),
    utilities: row.utilities.map((utility) => {
      const key = `utility.${utility.utilityOptionId}` as MessageKey
      return {
        name: { en: translate('en', key), ne: translate('ne', key) },
        pricePaisa: utility.pricePaisa === null ? null : Number(utility.pricePaisa),
        paymentIntervalMonths: utility.paymentIntervalMonths,
        paymentDayOfMonth: utility.paymentDayOfMonth,
      }
    }),
    ...terms,
  }
  return { input, terms, name: row.name }
}

export type Lease = { agreementId: number; agreementName: string; terms: LeaseTerms; documents: LeaseDocument[] }

/** The lease in one language, or both (English first); with a `viewer`, the identity numbers on file are printed (and logged). */
export async function getLease(memberId: number, agreementId: number, languages: readonly LeaseLanguage[], viewer?: Viewer): Promise<Lease> {
  const { input, terms, name } = await getLeaseInput(memberId, agreementId, viewer)
  return { agreementId: input.agreementId, agreementName: name, terms, documents: languages.map((language) => buildLease(input, language)) }
}

/** Saves what the landlord sets on the lease; answers the terms now in force. */
export async function saveLeaseTerms(memberId: number, agreementId: number, terms: LeaseTerms): Promise<LeaseTerms> {
  const row = await findLeaseRow(memberId, agreementId)
  await prisma.leaseTerms.upsert({ where: { agreementId: row.id }, create: { agreementId: row.id, ...terms }, update: terms })
  return terms
}

/** Changes only the terms given; answers the terms now in force. */
export async function patchLeaseTerms(memberId: number, agreementId: number, patch: Partial<LeaseTerms>): Promise<LeaseTerms> {
  const current = termsOf(await findLeaseRow(memberId, agreementId))
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
  return saveLeaseTerms(memberId, agreementId, { ...current, ...given })
}
