// The layer rules of eslint.config.js (ADR 019) refuse an import that points up, and let the
// same file import what lies below it. Linted as text under a made-up path in each folder.
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) })

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId?.endsWith('no-restricted-imports')).map((message) => message.message)
}

const use = (specifier: string, typeOnly = false) =>
  typeOnly ? `import type { Thing } from '${specifier}'\nexport type Used = Thing\n` : `import { thing } from '${specifier}'\nexport const used = thing\n`

// [file, an import pointing up or sideways, an import pointing down]
const LAYERS: [string, string, string][] = [
  ['app/domain/example.ts', '~/i18n', './money.ts'],
  // A domain file, in its own folder or a subfolder, never reaches a service by either path.
  ['app/domain/example.ts', '~/services/agreements/agreements.server', './sms/texts.ts'],
  ['app/domain/sms/example.ts', '~/services/sms/outbox.server', '../money.ts'],
  ['app/domain/sms/example.ts', '../../services/sms/outbox.server', './segments.ts'],
  ['app/i18n/example.ts', '~/components/button', '~/domain/money'],
  ['app/schemas/example.ts', '~/services/properties/properties.server', '~/domain/phone'],
  ['app/server/example.server.ts', '~/services/accounts/session.server', '~/schemas/input-rules'],
  ['app/services/example.server.ts', '~/components/form/fields', '~/server/db.server'],
  ['app/services/example.server.ts', '~/v1/api.server', '~/schemas/field-errors'],
  ['app/services/example.server.ts', '~/web/auth.server', '~/services/errors'],
  ['app/services/sms/example.server.ts', '../../../server/env', '~/server/env.server'],
  ['app/services/ledger/example.server.ts', '~/routes/agreements/show', '~/services/agreements/agreements.server'],
  ['app/components/example.tsx', '~/routes/app-layout', '~/schemas/input-rules'],
  ['app/components/example.tsx', '~/services/ledger/ledger.server', '~/components/button'],
  ['app/v1/example.server.ts', '~/web/form-key.server', '~/services/ledger/ledger.server'],
  ['app/web/example.server.ts', '~/v1/api.server', '~/components/form/form-key-field'],
  ['jobs/example.server.ts', '~/routes/dashboard', '~/services/sms/send.server'],
  ['server/example.ts', '~/components/button', '~/server/logger.server'],
]

describe('layer rules', () => {
  // Loading the config (and typescript-eslint) takes a few seconds the first time.
  beforeAll(() => eslint.calculateConfigForFile('app/domain/example.ts'), 60_000)

  test.each(LAYERS)('%s may not import %s', async (file, upward) => {
    const messages = await restrictedImports(file, use(upward))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('ADR 019')
  })

  test.each(LAYERS.map(([file, , downward]) => [file, downward]))('%s may import %s', async (file, downward) => {
    expect(await restrictedImports(file, use(downward))).toEqual([])
  })

  test('a component may name a service’s result type, not call it', async () => {
    expect(await restrictedImports('app/components/example.tsx', use('~/services/ledger/ledger.server', true))).toEqual([])
    expect(await restrictedImports('app/components/example.tsx', use('~/services/ledger/ledger.server'))).toHaveLength(1)
  })

  test('the page-weight and form-parsing rules still apply beside the layer rules', async () => {
    const route = 'app/routes/example.tsx'
    expect(await restrictedImports(route, use('@mui/material/Button'))).toEqual([expect.stringContaining('~/components/button')])
    const parse = `import { parseWithZod } from '@conform-to/zod/v4'\nexport const used = parseWithZod\n`
    expect(await restrictedImports('app/services/example.server.ts', parse)).toEqual([expect.stringContaining('parseForm')])
  })
})
