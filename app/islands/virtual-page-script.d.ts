// The page script of the server-only pages, bundled by scripts/vite-page-script.ts: its source (for
// the public pages, which inline it) and the address of the same code as a file (for the signed-in
// pages, ADR 057): { pageScript: "/assets/page-script-<hash>.js" }.
declare module 'virtual:page-script' {
  const source: string
  export default source
}
declare module 'virtual:page-script-file' {
  const files: Record<'pageScript', string>
  export default files
}
