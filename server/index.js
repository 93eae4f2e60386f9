// `node server/index.js [--role=all|web|worker] [--dev]`: starts the launcher (server/launcher.ts).
// Plain JavaScript, so that Node does not load its TypeScript stripper (about 18 MB a process) to
// run it: a build compiles the launcher to build/launcher/launcher.js (ADR 058), which this runs.
// Without a build, or with --dev, Node runs the TypeScript itself.
import { existsSync } from 'node:fs'

const built = new URL('../build/launcher/launcher.js', import.meta.url)
const dev = process.argv.includes('--dev')
await import(!dev && existsSync(built) ? built.href : './launcher.ts')
