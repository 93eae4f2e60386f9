// One browser script bundled on its own, outside the app's bundle (the page script, the islands a
// page fetches when first used): minified, for the browsers of ADR 012, with the app's aliases.
import { build, type Rolldown } from 'vite'

export async function bundleOne({ entry, alias, format, name }: { entry: string; alias: Record<string, string>; format: 'iife' | 'es'; name: string }) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias },
    build: { write: false, minify: true, target: 'es2020', lib: { entry, formats: [format], name, fileName: name } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).find((file) => file.type === 'chunk')
  if (!chunk?.code) throw new Error(`${entry} produced no code`)
  return { code: chunk.code, moduleIds: chunk.moduleIds }
}
