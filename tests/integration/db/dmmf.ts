// Loads the DMMF of prisma/schema.prisma by running `prisma generate` with only a tiny extra
// generator (dmmf-generator.mjs) on a temporary copy of the schema.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const generatorScript = fileURLToPath(new URL('./dmmf-generator.mjs', import.meta.url))

export type DmmfField = {
  name: string
  kind: 'scalar' | 'enum' | 'object' | 'unsupported'
  type: string
  dbName: string | null
  isList: boolean
  isRequired: boolean
  isId: boolean
  isUnique: boolean
  hasDefaultValue: boolean
  nativeType: [string, string[]] | null
  relationName?: string
  relationFromFields?: string[]
  relationToFields?: string[]
  relationOnDelete?: string
}

export type DmmfModel = {
  name: string
  dbName: string | null
  fields: DmmfField[]
  primaryKey: { fields: string[] } | null
  uniqueFields: string[][]
}

export type Dmmf = {
  datamodel: {
    models: DmmfModel[]
    enums: { name: string; values: { name: string }[] }[]
    /** Every index of every model; `normal` ones are the plain `@@index`es. */
    indexes: { model: string; type: 'id' | 'unique' | 'normal' | 'fulltext'; fields: { name: string }[] }[]
  }
}

export async function loadDmmf(): Promise<Dmmf> {
  const dir = await mkdtemp(join(tmpdir(), 'bhadaa-dmmf-'))
  try {
    const schemaPath = join(dir, 'schema.prisma')
    const output = join(dir, 'dmmf.json')
    const schema = await readFile(join(root, 'prisma/schema.prisma'), 'utf8')
    await writeFile(
      schemaPath,
      `${schema}\ngenerator dmmf {\n  provider = "${process.execPath} ${generatorScript}"\n  output   = "${output}"\n}\n`,
    )
    await promisify(execFile)(
      process.execPath,
      [join(root, 'node_modules/prisma/build/index.js'), 'generate', '--schema', schemaPath, '--generator', 'dmmf'],
      { cwd: root },
    )
    return JSON.parse(await readFile(output, 'utf8')) as Dmmf
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
