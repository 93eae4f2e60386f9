// Prisma's CLI wants its schema-engine binary even for `generate`; these machines cannot
// download it, and `generate`/`validate`/`format` never execute it. Point it at any existing
// file so the CLI starts offline. Migrations are SQL files applied by prisma/migrate.ts.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'prisma/config'

process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url)

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
})
