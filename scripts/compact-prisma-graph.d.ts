// Types of compact-prisma-graph.js, plain JavaScript so that any Node runs it during an install.
export const EDITS: ReadonlyArray<readonly [from: string, to: string, times: number]>
export function compacted(source: string): string | null
export function runtimeFiles(from?: string): string[]
