// How the browser bundle is cut into files (at most 15 JavaScript files per signed-in
// page load; every file is a round trip on a 150 ms network; ADR 024). Left to itself, the bundler
// gives each set of route modules sharing code a chunk of its own: 40–61 small files per
// signed-in page. Here:
// - `base`: every signed-in page runs the browser entry, the root layout and the signed-in layout,
//   so everything they import statically goes into one file; no page downloads a byte more.
// - `kit`: code that at least KIT_PAGES signed-in pages of several areas (app/routes/<area>/…)
//   share (form state, text fields, money and date formats, MUI's cards): one file, which a page
//   downloads whole (a few KB it may not run).
// - `<areas>-kit`: code fewer pages share, one file per set of areas that share it (e.g.
//   `agreements+my-rent-kit`, the dues and payments both show): a page loads the kits of its area.
// A signed-in page so loads the entry, framework, base, its language's catalogue, React Router's
// manifest, root, layout, its route module, kit and a few area kits, plus what it loads on demand.
// KIT_PAGES is a trade: 10 kept every page lighter than before but left the agreement pages at 18
// files; 5 gave at most 15 for a few KB more on the pages that use least of the kit (ADR 024).
// Since the pages whose forms the server checks stopped hydrating (ADR 034), only six signed-in
// route modules count here, and 3 gives the agreement form 6 KB less for 3 KB more on the property
// form. A module only one of them uses goes into that page's `-parts` file.
// Code only the server-only public pages use, and code loaded with import(), is cut as before.
import type { Rolldown } from 'vite'

const KIT_PAGES = 3

type Group = NonNullable<Extract<Rolldown.OutputOptions['codeSplitting'], object>['groups']>[number]
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1]

/**
 * `base`: absolute paths of the modules every signed-in page runs (entry, root and layout).
 * `signedIn`: absolute paths of the signed-in route modules (app/routes/<area>/… or app/routes/<page>.tsx).
 * `notRun`: modules the base imports that the browser never runs from there (the message
 * catalogues, which app/i18n imports for the server and the browser downloads by language): in
 * `base`, every page would download both languages.
 */
export function pageChunkGroups({ base, signedIn, notRun }: { base: readonly string[]; signedIn: readonly string[]; notRun: RegExp }): Group[] {
  let baseModules: Set<string> | undefined
  const baseOf = (ctx: ChunkingContext) => {
    if (baseModules) return baseModules
    baseModules = new Set()
    const pending = [...base]
    while (pending.length) {
      const info = ctx.getModuleInfo(pending.pop() as string)
      if (!info || baseModules.has(info.id) || notRun.test(info.id)) continue
      baseModules.add(info.id)
      pending.push(...info.importedIds)
    }
    return baseModules
  }
  const signedInRoutes = new Set(signedIn)
  // The signed-in route modules that import a module statically (directly or through others).
  const routesOf = new Map<string, Set<string>>()
  const routesImporting = (id: string, ctx: ChunkingContext): Set<string> => {
    const known = routesOf.get(id)
    if (known) return known
    const routes = new Set<string>()
    routesOf.set(id, routes) // import cycles
    if (signedInRoutes.has(id)) routes.add(id)
    for (const importer of ctx.getModuleInfo(id)?.importers ?? []) for (const route of routesImporting(importer, ctx)) routes.add(route)
    return routes
  }
  const area = (route: string) => /[\\/]app[\\/]routes[\\/]([^\\/]+)[\\/]/.exec(route)?.[1] ?? 'pages'
  const partsName = (route: string) => /[\\/]app[\\/]routes[\\/](.+)\.tsx?$/.exec(route)?.[1]?.replace(/[\\/]/g, '-') ?? 'page'
  const kitOf = (id: string, ctx: ChunkingContext) => {
    if (signedInRoutes.has(id) || base.includes(id) || baseOf(ctx).has(id) || notRun.test(id)) return null
    const routes = routesImporting(id, ctx)
    if (routes.size === 0) return null
    // Used by one hydrated page only, yet cut apart because server-only pages import it too (their
    // chunks are built, never downloaded): one file of that page's parts, not one file each.
    if (routes.size === 1) return `${partsName([...routes][0] as string)}-parts`
    const areas = new Set([...routes].map(area))
    if (areas.size > 1 && routes.size >= KIT_PAGES) return 'kit'
    return `${[...areas].sort().join('+')}-kit`
  }
  return [
    // zod in a chunk of its own: by default the bundler merges it with modules every form page
    // shares (MUI's inputs), so pages that check their forms on the server only (settings) would
    // download it too (page weight).
    { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 4 },
    // Every hydrated page loads all of React and React Router: one file compresses better than
    // the eight the bundler would otherwise cut them into. A file of its own, as it changes only
    // with an upgrade (the browser keeps it across releases).
    { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
    // Without their dependencies: the base imports the catalogues, which must stay apart.
    { name: (id, ctx) => (baseOf(ctx).has(id) && !base.includes(id) ? 'base' : null), priority: 2, debugName: 'base', includeDependenciesRecursively: false },
    { name: kitOf, priority: 1, debugName: 'kits', includeDependenciesRecursively: false },
  ]
}
