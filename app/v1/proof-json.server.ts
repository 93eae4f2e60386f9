// The /v1 shape (app/v1/proof-operations.ts) of a payment proof: money in rupees.
import type { z } from 'zod'
import { paisaToRupees } from '~/domain/money'
import type { ProofView } from '~/services/payments/proofs.server'
import type { ProofJsonSchema } from './proof-operations'

export function proofJson({ amountPaisa, hasPhoto, createdAt, decidedAt, calendar: _calendar, ...proof }: ProofView): z.input<typeof ProofJsonSchema> {
  return { ...proof, amount: paisaToRupees(amountPaisa), photo: hasPhoto, createdAt: createdAt.toISOString(), decidedAt: decidedAt?.toISOString() ?? null }
}
