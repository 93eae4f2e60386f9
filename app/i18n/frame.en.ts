// English texts: Dashboard, settings and the signed-in frame (issue 7). frame.ne.ts must have every key (type-checked).
export const frameEn = {
} as const
