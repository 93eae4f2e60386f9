// The project's root: the nearest folder above `from` that holds package.json. The launcher and
// what it imports (migrations, seed data) find their files from it, because the same code runs as
// TypeScript from server/ and prisma/ and bundled into build/launcher/ (ADR 058), where a path
// relative to the module's own file would point elsewhere.
import { existsSync } from 'node:fs'
import path from 'node:path'

export function projectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`)
  }
}
