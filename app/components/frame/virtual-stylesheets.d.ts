// The addresses of the stylesheets written from the theme at build, by scripts/vite-stylesheets.ts:
// name → "/assets/<name>-<hash>.css". Read by entry.server.tsx only (components/stylesheets.tsx).
declare module 'virtual:stylesheets' {
  const files: Record<'frame', string>
  export default files
}
