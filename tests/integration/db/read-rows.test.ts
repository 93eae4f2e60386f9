// readRows (ADR 060): a screen's one read statement sent on Prisma's pool without its query
// interpreter. It must read what `prisma.$queryRaw` reads, value for value and type for type, or
// refuse a column it cannot; it shares the pool and the statement names. runStatement (ADR 071):
// the same for one statement that writes, or that needs settings of its own.
import { describe, expect, test } from 'vitest'
import { Prisma } from '~/generated/prisma/client'
import { prisma, readRows, runStatement } from '~/server/db.server'
import { createMember } from '../../support/fixtures'

describe('readRows', () => {
  test('reads every kind of column the screens read as $queryRaw does', async () => {
    const member = await createMember({ firstName: 'Sita' })
    const at = new Date('2026-03-04T05:06:07.089Z')
    const onTheSecond = new Date('2026-03-04T05:06:07.000Z')
    const statement = Prisma.sql`
      SELECT m."id", m."firstName", m."prefLanguage", m."theme", m."plan", m."createdAt", m."lastName" IS NULL AS "noLastName",
             ${at}::timestamp(3) AS "timestamp", ${onTheSecond}::timestamp(3) AS "onTheSecond", ${at}::timestamptz AS "instant",
             '2026-03-04'::date AS "day", 9007199254740993::bigint AS "big", 1.5::float8 AS "float", NULL::int AS "nothing",
             ARRAY[3, 1, 2] AS "ints", ARRAY['a', 'b'] AS "texts", ${['x', 'y']}::text[] AS "given",
             json_build_object('at', ${at}::timestamp(3), 'paisa', 150000, 'items', json_build_array(1, 'two', NULL)) AS "json",
             '[]'::json AS "empty", 'null'::jsonb AS "jsonNull"
      FROM "Member" m WHERE m."id" = ${member.id} AND m."createdAt" <= ${new Date(Date.now() + 60_000)}`

    const viaPrisma = await prisma.$queryRaw<unknown[]>(statement)
    const direct = await readRows(statement)

    expect(direct).toEqual(viaPrisma)
    expect(direct).toHaveLength(1)
    const [row] = direct as Array<Record<string, unknown>>
    expect(row).toMatchObject({ id: member.id, firstName: 'Sita', timestamp: at, onTheSecond, instant: at, day: new Date('2026-03-04T00:00:00Z') })
    expect(row!.big).toBe(9007199254740993n)
    expect(row!.json).toEqual({ at: '2026-03-04T05:06:07.089', paisa: 150000, items: [1, 'two', null] })
  })

  test('an instant given as a value reaches PostgreSQL as Prisma sends it (UTC, to the millisecond)', async () => {
    const at = new Date('2026-11-30T23:59:59.999Z')
    const statement = Prisma.sql`SELECT ${at}::timestamp(3)::text AS "written", ${[at]}::timestamp(3)[] IS NOT NULL AS "inArray"`
    expect(await readRows(statement)).toEqual(await prisma.$queryRaw(statement))
    expect(await readRows(statement)).toEqual([{ written: '2026-11-30 23:59:59.999', inArray: true }])
  })

  test('no rows is an empty list', async () => {
    expect(await readRows(Prisma.sql`SELECT 1 AS "one" WHERE false`)).toEqual([])
  })

  test('refuses a column it would read otherwise than Prisma, naming the way that reads it', async () => {
    await expect(readRows(Prisma.sql`SELECT 1.50::numeric AS "amount"`)).rejects.toThrow(/use prisma\.\$queryRaw/)
    await expect(readRows(Prisma.sql`SELECT ARRAY['2026-01-01'::date] AS "days"`)).rejects.toThrow(/use prisma\.\$queryRaw/)
    // The connection is not left in a bad state: the next read on the pool works.
    expect(await readRows(Prisma.sql`SELECT 2 AS "two"`)).toEqual([{ two: 2 }])
  })

  test('an error of the statement is PostgreSQL’s own, with its code', async () => {
    await expect(readRows(Prisma.sql`SELECT 1 / ${0} AS "x"`)).rejects.toMatchObject({ code: '22012' })
  })
})

describe('runStatement', () => {
  // More than the pool's ten connections: every one the pool hands out again is checked.
  const ROUNDS = 12

  test('its settings are the statement’s alone: no connection of the pool keeps them', async () => {
    const setting = Prisma.sql`SELECT current_setting('work_mem') AS "workMem", current_setting('enable_hashjoin') AS "hashJoins"`
    const before = await readRows<{ workMem: string; hashJoins: string }>(setting)
    expect(before).toEqual([{ workMem: expect.not.stringMatching(/^33MB$/), hashJoins: 'on' }])
    for (let round = 0; round < ROUNDS; round++) {
      expect(await runStatement(setting, { work_mem: '33MB', enable_hashjoin: 'off' })).toEqual([{ workMem: '33MB', hashJoins: 'off' }])
    }
    const after = await Promise.all(Array.from({ length: ROUNDS }, () => readRows(setting)))
    expect(after).toEqual(Array.from({ length: ROUNDS }, () => before))
  })

  test('a write is one statement: it commits whole, or, when it fails, writes nothing', async () => {
    const member = await createMember({ firstName: 'Gita' })
    const renamed = await runStatement<{ firstName: string }>(
      Prisma.sql`UPDATE "Member" SET "firstName" = ${'Gita Devi'} WHERE id = ${member.id} RETURNING "firstName"`,
      { synchronous_commit: 'on' },
    )
    expect(renamed).toEqual([{ firstName: 'Gita Devi' }])
    // The rename and a division by zero in one statement: neither is kept, with or without settings.
    for (const settings of [{}, { work_mem: '33MB' }] as Array<Record<string, string>>) {
      await expect(
        runStatement(
          Prisma.sql`WITH renamed AS (UPDATE "Member" SET "firstName" = ${'Not kept'} WHERE id = ${member.id} RETURNING id)
                     SELECT id / ${0} AS "x" FROM renamed`,
          settings,
        ),
      ).rejects.toMatchObject({ code: '22012' })
    }
    expect(await prisma.member.findUniqueOrThrow({ where: { id: member.id }, select: { firstName: true } })).toEqual({ firstName: 'Gita Devi' })
    // No connection the pool hands out afterwards is left in the failed transaction (it would refuse
    // every statement) or keeps its setting.
    const settings = await Promise.all(Array.from({ length: ROUNDS }, () => readRows<{ workMem: string }>(Prisma.sql`SELECT current_setting('work_mem') AS "workMem"`)))
    expect(settings.flat().filter(({ workMem }) => workMem === '33MB')).toEqual([])
    expect(settings.flat()).toHaveLength(ROUNDS)
  })

  test('a statement’s text and values already joined are sent as the template would be', async () => {
    const statement = Prisma.sql`SELECT ${'x'}::text || ${2}::int AS "joined"`
    expect(await runStatement({ text: statement.text, values: statement.values })).toEqual([{ joined: 'x2' }])
  })
})
