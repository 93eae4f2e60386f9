// The browser's catalogues leave out the server-only public pages' texts (site.*.ts, ADR 012). This
// checks that only modules a hydrated page can never run use them: the server-only pages (ADR 009:
// `handle = serverOnlyPage` or `sitePage`), server code, and modules only those import.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportEn } from './export.en'
import { siteEn } from './site.en'

const APP = path.resolve(import.meta.dirname, '..')
const EXTENSIONS = ['.ts', '.tsx']

function appModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : appModules(file)
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/**
 * Whether every name an import statement binds is used only as `import.meta.env.SSR ? Name : …`,
 * so the browser bundle drops the import (root.tsx does so with the public header and footer).
 */
function usedOnlyOnServer(statement: string, source: string) {
  const names = [...statement.replace(/from\s+['"][^'"]+['"]/, '').matchAll(/\b([A-Za-z_$][\w$]*)\b/g)]
    .map(([, name = '']) => name)
    .filter((name) => !['import', 'export', 'type', 'as'].includes(name))
  const rest = source.replace(statement, '')
  return names.every((name) => {
    const uses = rest.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0
    const serverUses = rest.match(new RegExp(`import\\.meta\\.env\\.SSR \\? ${name}\\b`, 'g'))?.length ?? 0
    return uses > 0 && uses === serverUses
  })
}

/** The app modules a module imports for the browser too (`~/…` and relative specifiers, resolved to files). */
function importsOf(file: string, source: string, modules: Set<string>): string[] {
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].flatMap(([statement, specifier = '']) => {
    if (usedOnlyOnServer(statement, source)) return []
    const base = specifier.startsWith('~/') ? path.join(APP, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null
    if (!base) return []
    const found = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))].find((candidate) => modules.has(candidate))
    return found ? [found] : []
  })
}

describe('the server-only public pages’ and the Excel export’s texts', () => {
  const files = appModules(APP).filter((file) => !file.startsWith(path.join(APP, 'i18n') + path.sep))
  const modules = new Set(files)
  const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
  const importers = new Map<string, string[]>()
  for (const [file, source] of sources) for (const imported of importsOf(file, source, modules)) importers.set(imported, [...(importers.get(imported) ?? []), file])

  // The browser's entry points: the root, the client entry and every route module (app/routes.ts).
  const routeFiles = [...readFileSync(path.join(APP, 'routes.ts'), 'utf8').matchAll(/'(routes\/[^']+)'/g)].map(([, route = '']) => path.join(APP, route))
  const entries = new Set([path.join(APP, 'root.tsx'), path.join(APP, 'entry.client.tsx'), ...routeFiles])
  // Server-only pages (a handle that is, or spreads first, one of the two) and server code, then
  // every other module whose importers are all such modules.
  const neverInBrowser = new Set(files.filter((file) => /\.server\.tsx?$/.test(file) || /export const handle = (\{ \.\.\.)?(serverOnlyPage|sitePage)\b/.test(sources.get(file) ?? '')))
  for (let grew = true; grew; ) {
    grew = false
    for (const file of files) {
      const by = importers.get(file) ?? []
      if (!neverInBrowser.has(file) && !entries.has(file) && by.every((importer) => neverInBrowser.has(importer))) {
        neverInBrowser.add(file)
        grew = true
      }
    }
  }

  // The Excel export's texts (export.en.ts) are the server's alone too.
  const prefixes = [...new Set([...Object.keys(siteEn), ...Object.keys(exportEn)].map((key) => key.split('.')[0]))]
  const usesSiteTexts = new RegExp(`['"\`](${prefixes.join('|')})\\.[A-Za-z]`)

  it('are used somewhere, so the check below has something to check', () => {
    expect(files.filter((file) => usesSiteTexts.test(sources.get(file) ?? '')).length).toBeGreaterThan(3)
  })

  it('are used only by modules a hydrated page never runs', () => {
    const offenders = files.filter((file) => usesSiteTexts.test(sources.get(file) ?? '') && !neverInBrowser.has(file))
    expect(offenders.map((file) => path.relative(APP, file))).toEqual([])
  })
})

describe('the guided tour’s texts', () => {
  // Downloaded only when the tour starts or the written guide opens (loadTourTexts, useTourTexts).
  it('are named only by the tour’s steps and the code that builds the tour', () => {
    const users = appModules(APP)
      .filter((file) => !file.startsWith(path.join(APP, 'i18n') + path.sep))
      .filter((file) => /['"`]tour\.[A-Za-z]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(APP, file))
    expect(users.sort()).toEqual(['components/tour/tour-data.tsx', 'components/tour/tour-steps.ts'])
  })
})
