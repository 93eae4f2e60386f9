// The addresses of the islands a page without React fetches when first used, built by
// scripts/vite-lazy-islands.ts: name → "/assets/island-<name>-<hash>.js". Read by entry.server.tsx
// only (components/server-only-page.tsx, useIslandFile), as the page script's source is.
declare module 'virtual:lazy-islands' {
  const files: Record<'bs-picker', string>
  export default files
}
