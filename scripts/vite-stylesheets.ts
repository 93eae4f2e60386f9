// The stylesheets written from the app's theme (ADR 038): each entry's default export is a function
// returning CSS text; it runs once per build, in Node, through Vite's module runner (the app's
// aliases and TypeScript), and its text is written as /assets/<name>-<hash>.css
// (scripts/vite-hashed-files.ts), the address handed to the app as `virtual:stylesheets`.
import { type Plugin, runnerImport } from 'vite'
import { hashedFileName, hashedFiles } from './vite-hashed-files.ts'

export function stylesheets({ entries, alias }: { entries: Record<string, string>; alias: Record<string, string> }): Plugin {
  return hashedFiles({
    name: 'bhadaa-stylesheets',
    virtualId: 'virtual:stylesheets',
    contentType: 'text/css',
    make: () =>
      Promise.all(
        Object.entries(entries).map(async ([name, entry]) => {
          const { module } = await runnerImport<{ default: () => string }>(entry, { configFile: false, logLevel: 'silent', resolve: { alias } })
          const css = module.default()
          return { name, fileName: hashedFileName(name, 'css', css), source: css }
        }),
      ),
  })
}
