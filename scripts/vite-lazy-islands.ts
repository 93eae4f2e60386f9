// The islands a page without React fetches only when a member first uses one (the B.S. date picker,
// the property form's location part): each is bundled on its own into one small ES module, written
// as /assets/island-<name>-<hash>.js (scripts/vite-hashed-files.ts), its address handed to the app
// as `virtual:lazy-islands`. The page script imports it from there (ADR 034).
import type { Plugin } from 'vite'
import { bundleOne } from './vite-bundle-one.ts'
import { hashedFileName, hashedFiles } from './vite-hashed-files.ts'

export function lazyIslands({ entries, alias }: { entries: Record<string, string>; alias: Record<string, string> }): Plugin {
  return hashedFiles({
    name: 'bhadaa-lazy-islands',
    virtualId: 'virtual:lazy-islands',
    contentType: 'text/javascript',
    make: () =>
      Promise.all(
        Object.entries(entries).map(async ([name, entry]) => {
          const { code } = await bundleOne({ entry, alias, format: 'es', name })
          return { name, fileName: hashedFileName(`island-${name}`, 'js', code), source: code }
        }),
      ),
  })
}
