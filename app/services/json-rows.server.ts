// A read as one JSON value, so that a screen's one statement can carry the reads of several
// services side by side (ADR 030), and each service answers its own callers through the same
// SQL and the same mapper.
import { Prisma } from '~/generated/prisma/client'
import { readRows, type Tx } from '~/server/db.server'

/** The rows of `select` as a JSON array (`[]` for none), in `order` (an ORDER BY on its row `x`). */
export const jsonRows = (select: Prisma.Sql, order: Prisma.Sql) =>
  Prisma.sql`COALESCE((SELECT json_agg(x ORDER BY ${order}) FROM (${select}) x), '[]'::json)`

/** One such value read alone: a statement of its own (in the caller's transaction, when given). */
export async function readJson<T>(value: Prisma.Sql, db?: Pick<Tx, '$queryRaw'>): Promise<T> {
  const statement = Prisma.sql`SELECT ${value} AS "value"`
  const [row] = db ? await db.$queryRaw<Array<{ value: T }>>(statement) : await readRows<{ value: T }>(statement)
  return row!.value
}

/** A date or an instant as PostgreSQL writes it in JSON, as the Date a column reads as. */
export const dateOf = (value: string) => new Date(value)
export const dateOrNullOf = (value: string | null) => (value === null ? null : new Date(value))
