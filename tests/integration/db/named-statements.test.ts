// Every statement the app sends is prepared by name, so each connection plans it once and reuses
// the plan (ADR 052): PostgreSQL's own record of the session's prepared statements shows it, and
// how often it was executed on a generic plan instead of being planned again.
import { describe, expect, test } from 'vitest'
import { Prisma } from '~/generated/prisma/client'
import { prisma, statementNamer } from '~/server/db.server'

type Prepared = { statement: string; generic_plans: number; custom_plans: number }

describe('statements prepared by name', () => {
  test('a statement run again on the same connection is planned once and then reuses its plan', async () => {
    // A text no other test sends, so that only this test's statement is found on the connection.
    const marker = `named_statements_${Date.now()}_${Math.floor(Math.random() * 1e9)}`
    const prepared = await prisma.$transaction(async (tx) => {
      // A transaction keeps one connection, whose prepared statements pg_prepared_statements lists.
      for (let run = 0; run < 8; run++) {
        await tx.$queryRaw`SELECT count(*)::int AS ${Prisma.raw(marker)} FROM "Member" WHERE "id" = ${run}`
      }
      return tx.$queryRaw<Prepared[]>`
        SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`
    })
    expect(prepared).toHaveLength(1)
    // PostgreSQL plans a prepared statement for its parameters five times, then settles on one plan.
    expect(prepared[0]!.custom_plans + prepared[0]!.generic_plans).toBe(8)
    expect(prepared[0]!.generic_plans).toBeGreaterThanOrEqual(3)
  })

  test('the same text gets the same name; past the bound a new text goes unnamed', () => {
    const name = statementNamer(2)
    const first = name({ sql: 'SELECT 1' })
    expect(first).toMatch(/^s[\w-]{27}$/)
    expect(name({ sql: 'SELECT 1' })).toBe(first)
    const second = name({ sql: 'SELECT 2' })
    expect(second).not.toBe(first)
    expect(name({ sql: 'SELECT 3' })).toBe('')
    // Those named before the bound keep their names.
    expect(name({ sql: 'SELECT 2' })).toBe(second)
  })
})
