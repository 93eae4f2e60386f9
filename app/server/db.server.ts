// The one Prisma client of a process (Prisma 7: queries run through the `pg` driver adapter).
import { createHash } from 'node:crypto'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { type Prisma, PrismaClient } from '~/generated/prisma/client'
import { logger } from '~/server/logger.server'

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

/** How long an unused connection stays open (ADR 061). */
const IDLE_CONNECTION_MS = 5 * 60_000

function createDatabase() {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) {
    throw new Error('DATABASE_URL is not set: start the app through server/index.js, or set it yourself.')
  }
  // One pool under both: Prisma's adapter and readRows (below) share its connections and names.
  // A connection is kept while idle for minutes, not pg's 10 s: a new one costs PostgreSQL a
  // process, a cold catalog cache and the planning again of every statement it prepares (ADR 061;
  // the dashboard's first plans on a connection took about 40 ms). allowExitOnIdle: idle
  // connections do not keep a script or a test's process alive.
  const pool = new pg.Pool({ connectionString, Client: OneQueryAtATime, idleTimeoutMillis: IDLE_CONNECTION_MS, allowExitOnIdle: true })
  // An idle connection that breaks (the database restarting, the network cut) is dropped by the
  // pool, which then says so; unheard, that event would end the process. The next query opens a
  // new connection, or fails and is answered 503 (database-unavailable.ts).
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection broke'))
  const namer = statementNamer()
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: namer, disposeExternalPool: true }) })
  return { prisma, pool, namer }
}

// Vite re-imports server modules on every edit in development; reuse the client (and its
// connection pool) instead of opening a new pool each time.
const cache = globalThis as typeof globalThis & { __bhadaaDatabase?: ReturnType<typeof createDatabase> }
const database = (cache.__bhadaaDatabase ??= createDatabase())

export const prisma = database.prisma

/**
 * The rows of one read statement, as `prisma.$queryRaw` reads them (the same values in, the same
 * types out), sent on the same pool without Prisma's query interpreter. For a screen's one
 * statement (ADR 030) that interpreter (its request pipeline, argument and result mapping) took
 * more of a web process's time than `pg` itself (ADR 060). Writes and anything inside a
 * transaction keep to Prisma, except the reminder scan's (`runStatement`).
 */
export async function readRows<T>(query: Prisma.Sql): Promise<T[]> {
  return runStatement<T>(query)
}

/** A statement: a `Prisma.sql` template, or its text and values already joined. */
export type Statement = Pick<Prisma.Sql, 'text' | 'values'>

/**
 * One statement, read or write, sent as `readRows` sends it; with `settings`, in a transaction of
 * its own that sets them for it alone (`set_config`'s local settings). For the reminder scan, whose
 * read returns rows by the ten thousand and whose writes carry a thousand texts each: there
 * Prisma's mapping of arguments and rows took as long as PostgreSQL's work (ADR 071). One
 * statement is atomic by itself.
 */
export async function runStatement<T>(query: Statement, settings: Readonly<Record<string, string>> = {}): Promise<T[]> {
  const names = Object.keys(settings)
  if (names.length === 0) return rowsOf<T>(database.pool, query)
  const client = await database.pool.connect()
  let broken: Error | undefined
  try {
    await client.query('BEGIN')
    await client.query(`SELECT ${names.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`).join(', ')}`, names.flatMap((name) => [name, settings[name]]))
    const rows = await rowsOf<T>(client, query)
    await client.query('COMMIT')
    return rows
  } catch (error) {
    // A connection whose transaction could not be ended is not given back to the pool.
    await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback))
    throw error
  } finally {
    client.release(broken)
  }
}

async function rowsOf<T>(db: pg.Pool | pg.PoolClient, query: Statement): Promise<T[]> {
  // Prisma.Sql joins its text anew on every read of `text`: once here.
  const text = query.text
  const result = await db.query({
    name: database.namer({ sql: text }) || undefined,
    text,
    values: query.values.map(argumentOf),
    types: RAW_TYPES,
  })
  const refused = result.fields.find((field) => REFUSED.has(field.dataTypeID))
  if (refused) throw new Error(`readRows does not read "${refused.name}" (type ${refused.dataTypeID}) as Prisma does; use prisma.$queryRaw`)
  return result.rows as T[]
}

/** A value as Prisma's pg adapter sends it: an instant as UTC without a zone (its formatDateTime). */
function argumentOf(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace(/(?:\.000)?Z$/, '')
  return Array.isArray(value) ? value.map(argumentOf) : value
}

const { builtins } = pg.types
/** Columns whose type `pg` reads otherwise than Prisma's raw queries do, read as Prisma reads them. */
const PRISMA_READS: Partial<Record<number, (text: string) => unknown>> = {
  // timestamp(3), Prisma's DateTime: an instant in UTC (pg would take it as local time).
  [builtins.TIMESTAMP]: (text) => new Date(`${text.replace(' ', 'T')}Z`),
  // date: midnight UTC of that day (pg: local midnight).
  [builtins.DATE]: (text) => new Date(`${text}T00:00:00Z`),
  // bigint: a BigInt (pg: a string).
  [builtins.INT8]: (text) => BigInt(text),
}
// Arrays of those, and numeric (Prisma's Decimal), no read here needs: refused rather than read
// differently from Prisma.
// (pg names no array type: timestamp[] 1115, date[] 1182, bigint[] 1016, numeric[] 1231, time[] 1183, timetz[] 1270.)
const REFUSED = new Set<number>([1115, 1182, 1016, builtins.NUMERIC, 1231, builtins.TIME, 1183, builtins.TIMETZ, 1270])
// (Checked after the statement: a parser that threw would throw inside pg's protocol handler.)
const RAW_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => PRISMA_READS[oid] ?? pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig

/** The client inside an interactive transaction, as the services' helpers take it. */
export type Tx = Prisma.TransactionClient
