// The page script of the server-only pages, bundled by scripts/vite-page-script.ts.
declare module 'virtual:page-script' {
  const source: string
  export default source
}
