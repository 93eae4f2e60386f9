// prisma/schema.prisma and the hand-written SQL migrations must describe the same database
// (DESIGN §2.1). This compares the schema's DMMF with the catalog of the migrated test database:
// tables, columns (type, nullability, default), enums, primary keys, unique and plain indexes,
// and foreign keys, all under Prisma's constraint names. Differences either way fail.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Prisma } from '~/generated/prisma/client'
import { loadDmmf, type Dmmf, type DmmfField, type DmmfModel } from './dmmf.ts'

let dmmf: Dmmf
const db = new pg.Client({ connectionString: process.env.DATABASE_URL })

beforeAll(async () => {
  ;[dmmf] = await Promise.all([loadDmmf(), db.connect()])
})
afterAll(async () => {
  await db.end()
})

const tableOf = (model: DmmfModel) => model.dbName ?? model.name
const columnOf = (field: DmmfField) => field.dbName ?? field.name
const scalarFields = (model: DmmfModel) => model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum')
const columnsOf = (model: DmmfModel, names: string[]) =>
  names.map((name) => columnOf(model.fields.find((f) => f.name === name)!))

// What Prisma creates for each scalar type, as pg's format_type() prints it.
const DEFAULT_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Float: 'double precision',
  Boolean: 'boolean',
  DateTime: 'timestamp(3) without time zone',
  Decimal: 'numeric(65,30)',
  Json: 'jsonb',
  Bytes: 'bytea',
}
const NATIVE_TYPES: Record<string, (args: string[]) => string> = {
  Timestamptz: ([p = '6']) => `timestamp(${p}) with time zone`,
  Timestamp: ([p = '6']) => `timestamp(${p}) without time zone`,
  Date: () => 'date',
  Decimal: ([p, s]) => `numeric(${p},${s})`,
  VarChar: ([n]) => (n ? `character varying(${n})` : 'character varying'),
  Char: ([n = '1']) => `character(${n})`,
  Text: () => 'text',
  Uuid: () => 'uuid',
  Integer: () => 'integer',
  SmallInt: () => 'smallint',
  BigInt: () => 'bigint',
  Real: () => 'real',
  DoublePrecision: () => 'double precision',
  JsonB: () => 'jsonb',
  Json: () => 'json',
}

function expectedType(field: DmmfField): string {
  let type: string | undefined
  if (field.kind === 'enum') type = `"${field.type}"`
  else if (field.nativeType) type = NATIVE_TYPES[field.nativeType[0]]?.(field.nativeType[1])
  else type = DEFAULT_TYPES[field.type]
  if (!type) throw new Error(`The drift test has no SQL type for ${field.type} ${JSON.stringify(field.nativeType)}`)
  return field.isList ? `${type}[]` : type
}

// Defaults Prisma Client fills in itself; every other default must exist in the database.
const CLIENT_SIDE_DEFAULTS = new Set(['cuid', 'uuid', 'nanoid', 'ulid'])
function hasDatabaseDefault(field: DmmfField & { default?: unknown }): boolean {
  if (!field.hasDefaultValue) return false
  const fn = field.default as { name?: string } | undefined
  return !(fn && typeof fn === 'object' && !Array.isArray(fn) && CLIENT_SIDE_DEFAULTS.has(fn.name ?? ''))
}

type ColumnRow = { table: string; column: string; type: string; not_null: boolean; has_default: boolean }

describe('schema.prisma and the migrations agree', () => {
  test('the generated client is generated from the current schema', () => {
    const dmmfNames = dmmf.datamodel.models.map((m) => m.name).sort()
    expect(Object.values(Prisma.ModelName).sort()).toEqual(dmmfNames)
    for (const model of dmmf.datamodel.models) {
      const fieldEnum = (Prisma as unknown as Record<string, Record<string, string>>)[`${model.name}ScalarFieldEnum`]
      expect(Object.values(fieldEnum ?? {}).sort(), model.name).toEqual(scalarFields(model).map((f) => f.name).sort())
    }
  })

  test('tables', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
    )
    expect(rows.map((r) => r.table_name).sort()).toEqual(dmmf.datamodel.models.map(tableOf).sort())
  })

  test('columns: names, types, nullability and defaults', async () => {
    const { rows } = await db.query<ColumnRow>(
      `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
              a.attnotnull AS not_null, a.atthasdef AS has_default
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
    )
    const actual = rows
      .filter((r) => r.table !== '_prisma_migrations')
      .map((r) => `${r.table}.${r.column} ${r.type}${r.not_null ? ' NOT NULL' : ''}${r.has_default ? ' DEFAULT' : ''}`)
    const expected = dmmf.datamodel.models.flatMap((model) =>
      scalarFields(model).map((field) => {
        // Prisma never makes a list column NOT NULL.
        const notNull = field.isRequired && !field.isList
        return `${tableOf(model)}.${columnOf(field)} ${expectedType(field)}${notNull ? ' NOT NULL' : ''}${hasDatabaseDefault(field) ? ' DEFAULT' : ''}`
      }),
    )
    expect(actual.sort()).toEqual(expected.sort())
  })

  test('enums and their values', async () => {
    const { rows } = await db.query<{ name: string; values: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public' GROUP BY t.typname`,
    )
    const expected = dmmf.datamodel.enums.map((e) => ({ name: e.name, values: e.values.map((v) => v.name) }))
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
    expect(rows.sort(byName)).toEqual(expected.sort(byName))
  })

  test('primary keys, unique and plain indexes, with Prisma’s names', async () => {
    const { rows } = await db.query<{ name: string; table: string; columns: string[]; primary: boolean; unique: boolean }>(
      `SELECT i.relname AS name, t.relname AS table, ix.indisprimary AS primary, ix.indisunique AS unique,
              array(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord) AS columns
         FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'`,
    )
    const actual = rows.map((r) => `${r.primary ? 'PRIMARY' : r.unique ? 'UNIQUE' : 'INDEX'} ${r.name} (${r.columns.join(', ')})`)

    const expected: string[] = []
    for (const model of dmmf.datamodel.models) {
      const table = tableOf(model)
      const describe = (kind: string, suffix: string, columns: string[]) =>
        `${kind} ${suffix === 'pkey' ? table : [table, ...columns].join('_')}_${suffix} (${columns.join(', ')})`
      const idField = model.fields.find((f) => f.isId)
      const primary = idField ? [columnOf(idField)] : columnsOf(model, model.primaryKey?.fields ?? [])
      expected.push(describe('PRIMARY', 'pkey', primary))
      for (const field of model.fields.filter((f) => f.isUnique)) expected.push(describe('UNIQUE', 'key', [columnOf(field)]))
      for (const fields of model.uniqueFields) expected.push(describe('UNIQUE', 'key', columnsOf(model, fields)))
    }
    for (const index of dmmf.datamodel.indexes.filter((i) => i.type === 'normal')) {
      const model = dmmf.datamodel.models.find((m) => m.name === index.model)!
      const columns = columnsOf(model, index.fields.map((f) => f.name))
      expected.push(`INDEX ${[tableOf(model), ...columns].join('_')}_idx (${columns.join(', ')})`)
    }
    expect(actual.sort()).toEqual(expected.sort())
  })

  test('foreign keys, with their delete and update rules', async () => {
    const { rows } = await db.query<{ definition: string }>(
      `SELECT format('%s %s %s', c.conname, t.relname, pg_get_constraintdef(c.oid)) AS definition
         FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = 'public' AND c.contype = 'f'`,
    )
    // Prisma's defaults: Restrict when the relation is required, SetNull when optional; updates cascade.
    const rule = (action: string) =>
      ({ Cascade: 'CASCADE', Restrict: 'RESTRICT', SetNull: 'SET NULL', SetDefault: 'SET DEFAULT', NoAction: 'NO ACTION' })[action]
    const expected = dmmf.datamodel.models.flatMap((model) =>
      model.fields
        .filter((f) => f.kind === 'object' && f.relationFromFields?.length)
        .map((field) => {
          const target = dmmf.datamodel.models.find((m) => m.name === field.type)!
          const from = columnsOf(model, field.relationFromFields!)
          const to = columnsOf(target, field.relationToFields!)
          const onDelete = rule(field.relationOnDelete ?? (field.isRequired ? 'Restrict' : 'SetNull'))
          // pg_get_constraintdef quotes identifiers only where SQL needs it (here: capitals).
          const quote = (names: string[]) => names.map((n) => (/^[a-z_][a-z0-9_]*$/.test(n) ? n : `"${n}"`)).join(', ')
          // pg_get_constraintdef omits ON DELETE/UPDATE NO ACTION, the SQL default.
          return [
            `${[tableOf(model), ...from].join('_')}_fkey ${tableOf(model)}`,
            `FOREIGN KEY (${quote(from)}) REFERENCES "${tableOf(target)}"(${quote(to)})`,
            'ON UPDATE CASCADE',
            onDelete === 'NO ACTION' ? '' : `ON DELETE ${onDelete}`,
          ]
            .filter(Boolean)
            .join(' ')
        }),
    )
    expect(rows.map((r) => r.definition).sort()).toEqual(expected.sort())
  })
})
