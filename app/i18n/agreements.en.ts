// English texts: Agreements and tenants (issue 5). agreements.ne.ts must have every key (type-checked).
export const agreementsEn = {
} as const
