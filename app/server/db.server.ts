// The one Prisma client of a process (Prisma 7: queries run through the `pg` driver adapter).
import { createHash } from 'node:crypto'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { type Prisma, PrismaClient } from '~/generated/prisma/client'

/**
 * A connection that hands PostgreSQL one query at a time and queues the rest itself. Prisma's query
 * interpreter reads a query's relations concurrently (one query per relation, in a Promise.all);
 * inside an interactive transaction they all go to the transaction's one connection, and pg
 * deprecates a query sent while another is in flight (a warning since pg 8.19, an error in pg 9).
 * Same order, same results, no warning: what the adapter should do itself (prisma/orm#29468).
 * Queries with a callback or a submittable (pg-pool's own, a cursor) keep pg's path.
 */
export class OneQueryAtATime extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config)
    const query = this.query.bind(this) as (...args: unknown[]) => Promise<unknown>
    let previous: Promise<unknown> = Promise.resolve()
    this.query = ((...args: unknown[]) => {
      if (args.some((arg) => typeof arg === 'function') || typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function') {
        return query(...args)
      }
      const result = previous.then(() => query(...args))
      previous = result.catch(() => undefined)
      return result
    }) as typeof this.query
  }
}

/** How many statements a process prepares by name at most (each connection prepares those it runs). */
export const NAMED_STATEMENTS_MAX = 2000

/**
 * A name for each statement, so that every connection parses and plans it once and then reuses
 * the plan (ADR 052). Prisma's adapter otherwise sends every query unnamed, which PostgreSQL parses
 * and plans again each time: for a screen's one statement (ADR 030) planning took 5-20 times its
 * execution. The name is a hash of the text; past `max` distinct texts a process sends the rest
 * unnamed ('' is the unnamed statement), which bounds what each connection keeps.
 */
export function statementNamer(max = NAMED_STATEMENTS_MAX) {
  // Kept by text, so a text seen before is named without hashing it again (a screen's one
  // statement is kilobytes long); pg's connections keep the same texts for what they prepared.
  const named = new Map<string, string>()
  return ({ sql }: { sql: string }): string => {
    const known = named.get(sql)
    if (known !== undefined) return known
    if (named.size >= max) return ''
    const name = `s${createHash('sha1').update(sql).digest('base64url')}`
    named.set(sql, name)
    return name
  }
}

function createClient() {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) {
    throw new Error('DATABASE_URL is not set: start the app through server/index.js, or set it yourself.')
  }
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, Client: OneQueryAtATime }, { statementNameGenerator: statementNamer() }) })
}

// Vite re-imports server modules on every edit in development; reuse the client (and its
// connection pool) instead of opening a new pool each time.
const cache = globalThis as typeof globalThis & { __bhadaaPrisma?: ReturnType<typeof createClient> }

export const prisma = (cache.__bhadaaPrisma ??= createClient())

/** The client inside an interactive transaction, as the services' helpers take it. */
export type Tx = Prisma.TransactionClient
