// The one Prisma client of a process (Prisma 7: queries run through the `pg` driver adapter).
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '~/generated/prisma/client'

function createClient() {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) {
    throw new Error('DATABASE_URL is not set: start the app through server/index.ts, or set it yourself.')
  }
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) })
}

// Vite re-imports server modules on every edit in development; reuse the client (and its
// connection pool) instead of opening a new pool each time.
const cache = globalThis as typeof globalThis & { __bhadaaPrisma?: ReturnType<typeof createClient> }

export const prisma = (cache.__bhadaaPrisma ??= createClient())
