// The /v1 operations of the paperwork of a tenancy (issue 21): the printed lease (HTML or the data
// behind it) and the terms the landlord adds to it; merged into `operations` (operations.ts).
import { z } from 'zod'
import { LEASE_ELEMENTS } from '~/domain/lease-document'
import { LEASE_LANGUAGES, LeaseTermsSchema, RENT_TAX_PAYERS } from '~/schemas/lease-schemas'
import { type Operation, RecordIdSchema } from './common-schemas'

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
  language: z.enum(LEASE_LANGUAGES, { error: 'language must be en, ne or both' }).default('ne'),
  format: z.enum(['json', 'html'], { error: 'format must be json or html' }).default('json'),
})

export const paperworkOperations = {
  leaseShow: {
    method: 'get',
    path: '/v1/member/agreement/{id}/lease',
    summary:
      'The agreement as a printable lease (Muluki Civil Code ch. 9): `format=html` answers a whole A4 HTML page (three copies; `text/html`), `format=json` the sections behind it. Unknown addresses and identity numbers print as blanks',
    tag: 'paperwork',
    auth: 'bearer',
    query: LeaseQuerySchema,
    response: LeaseJsonSchema,
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
    response: LeaseTermsJsonSchema,
    errors: [404],
  },
} satisfies Record<string, Operation>
