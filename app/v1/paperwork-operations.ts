// The /v1 operations of the paperwork of a tenancy: the printed lease (HTML or the data
// behind it) and the terms the landlord adds to it; merged into `operations` (operations.ts).
import { z } from 'zod'
import { LEASE_ELEMENTS } from '~/domain/lease-document'
import { messageString } from '~/i18n/message'
import { LEASE_LANGUAGES, LeaseTermsSchema, RENT_TAX_PAYERS } from '~/schemas/lease-schemas'
import { NoticeFileSchema, NoticeMunicipalitiesSchema } from '~/schemas/rental-notice-schemas'
import { type Operation, RecordIdSchema, roled } from './common-schemas'

const notAChoice = (name: string, choices: string) => messageString('errors.queryChoice', { name, choices })

export const LeaseTermsJsonSchema = z.object({
  purpose: z.string().nullable(),
  noticeDays: z.number().int(),
  rentTaxPaidBy: z.enum(RENT_TAX_PAYERS),
  clauses: z.string().nullable(),
})

const LeaseDocumentJsonSchema = z.object({
  language: z.enum(['en', 'ne']),
  title: z.string(),
  preamble: z.string(),
  sections: z.array(
    z.object({
      element: z.enum(LEASE_ELEMENTS).meta({ description: 'What the section states (the Civil Code’s elements, the copies, the landlord’s clauses)' }),
      heading: z.string(),
      paragraphs: z.array(z.string()),
    }),
  ),
  signatures: z.array(z.object({ role: z.string(), lines: z.array(z.string()) })),
  copies: z.array(z.object({ number: z.number().int(), label: z.string() })),
})

export const LeaseJsonSchema = z.object({
  agreementId: RecordIdSchema,
  agreementName: z.string(),
  terms: LeaseTermsJsonSchema,
  documents: z.array(LeaseDocumentJsonSchema).meta({ description: 'One per language asked for (English first with `both`)' }),
})

export const LeaseQuerySchema = z.object({
  language: z.enum(LEASE_LANGUAGES, { error: notAChoice('language', 'en, ne, both') }).default('ne'),
  format: z.enum(['json', 'html'], { error: notAChoice('format', 'json, html') }).default('json'),
})

const date = z.iso.date()
const names = z.object({ en: z.string(), ne: z.string() })

export const RentalNoticeJsonSchema = z.object({
  id: RecordIdSchema,
  kind: z.enum(['LET', 'VACATED']).meta({ description: 'LET: the agreement started (the house was let); VACATED: its place fell vacant (termination or end)' }),
  eventDate: date.meta({ description: 'A.D. day it was let or fell vacant (Nepal)' }),
  dueDate: date.meta({ description: 'A.D.: the municipality wants it within 7 days of the event' }),
  filedOn: date.nullable().meta({ description: 'A.D.; null while not filed' }),
  reference: z.string().nullable(),
  municipality: names,
  agreement: z.object({ id: RecordIdSchema, name: z.string(), calendar: z.enum(['AD', 'BS']) }),
  tenantName: z.string(),
  place: z.string(),
})

const RentalNoticeDocumentJsonSchema = RentalNoticeJsonSchema.extend({
  printed: z.object({ title: z.string(), subject: z.string(), lines: z.array(z.tuple([z.string(), z.string()])) }).meta({ description: 'The notice as printed, in Nepali' }),
})

const NoticeMunicipalityJsonSchema = z.object({ id: RecordIdSchema, name: names, required: z.boolean() })

export const paperworkOperations = {
  leaseShow: {
    method: 'get',
    path: '/v1/member/agreement/{id}/lease',
    summary:
      'The agreement as a printable lease (Muluki Civil Code ch. 9): `format=html` answers a whole A4 HTML page (three copies; `text/html`), `format=json` the sections behind it. Addresses print as blanks; the parties’ identity numbers print when on file (each a logged view), else blanks',
    tag: 'paperwork',
    auth: 'bearer',
    query: LeaseQuerySchema,
    response: roled(LeaseJsonSchema),
    htmlAlternative: true,
    errors: [404],
  },
  leaseTermsUpdate: {
    method: 'patch',
    path: '/v1/member/agreement/{id}/lease',
    summary: 'Set what the lease says beyond the agreement: purpose, notice days (default 35), who pays the house-rent tax, the landlord’s clauses. Fields left out keep their values',
    tag: 'paperwork',
    auth: 'bearer',
    body: LeaseTermsSchema.partial(),
    response: roled(LeaseTermsJsonSchema),
    errors: [404],
  },
  rentalNoticeList: {
    method: 'get',
    path: '/v1/member/rental-notice',
    summary:
      'The notices the municipality wants (a house let or fallen vacant in the last 30 days, where the member’s municipality asks: Kathmandu Metropolitan City unless set otherwise). `status=open` (default): not filed yet, most urgent first; `all`: every notice, newest first',
    tag: 'paperwork',
    auth: 'bearer',
    query: z.object({ status: z.enum(['open', 'all'], { error: notAChoice('status', 'open, all') }).default('open') }),
    response: z.array(roled(RentalNoticeJsonSchema)),
  },
  rentalNoticeShow: {
    method: 'get',
    path: '/v1/member/rental-notice/{id}',
    summary: 'One notice, with the text printed for the municipality (Nepali)',
    tag: 'paperwork',
    auth: 'bearer',
    response: roled(RentalNoticeDocumentJsonSchema),
    errors: [404],
  },
  rentalNoticeFile: {
    method: 'post',
    path: '/v1/member/rental-notice/{id}/file',
    summary: 'Mark a notice filed: the day (in `calendarType`; not before the event, not in the future) and the municipality’s reference. Filing again replaces both',
    tag: 'paperwork',
    auth: 'bearer',
    body: NoticeFileSchema,
    response: roled(RentalNoticeJsonSchema),
    errors: [404],
  },
  noticeMunicipalityList: {
    method: 'get',
    path: '/v1/member/rental-notice/municipality',
    summary: 'The municipalities of the member’s properties, each with whether it asks for rental notices',
    tag: 'paperwork',
    auth: 'bearer',
    response: z.array(NoticeMunicipalityJsonSchema),
  },
  noticeMunicipalityUpdate: {
    method: 'patch',
    path: '/v1/member/rental-notice/municipality',
    summary: 'Set which of those municipalities ask for notices: the ids given do, the others do not',
    tag: 'paperwork',
    auth: 'bearer',
    body: NoticeMunicipalitiesSchema,
    response: z.array(NoticeMunicipalityJsonSchema),
  },
} satisfies Record<string, Operation>
