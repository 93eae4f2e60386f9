// The notes Bhadaa writes on payments it records itself. They are stored in English (the ledger,
// exports and /v1 keep them as written); screens read them back with readPaymentNote and show
// them in the page's language.

export type PaymentNote = { kind: 'online'; gateway: 'Khalti' | 'eSewa' } | { kind: 'reported'; proofId: number }

export function onlinePaymentNote(gateway: 'KHALTI' | 'ESEWA'): string {
  return gateway === 'KHALTI' ? 'Paid online through Khalti' : 'Paid online through eSewa'
}

export function reportedPaymentNote(proofId: number): string {
  return `Reported by the tenant (proof ${proofId})`
}

/** What a stored note says when Bhadaa wrote it; null for a note a person typed. */
export function readPaymentNote(note: string): PaymentNote | null {
  const online = note.match(/^Paid online through (Khalti|eSewa)$/)
  if (online) return { kind: 'online', gateway: online[1] as 'Khalti' | 'eSewa' }
  const reported = note.match(/^Reported by the tenant \(proof (\d+)\)$/)
  if (reported) return { kind: 'reported', proofId: Number(reported[1]) }
  return null
}
