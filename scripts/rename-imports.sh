#!/usr/bin/env bash
# Rewrites import specifiers (and path mentions in comments and docs) from the old layout of
# Bhadaa to the new one (issue 16, "name the folders for what they hold"; ADR 019).
#
#   scripts/rename-imports.sh <repo dir>            rewrite in place
#   scripts/rename-imports.sh <repo dir> --move     first `git mv` every old path that still exists
#
# Run it after merging a branch that was written against the old layout: it rewrites
#   - '~/old/module' specifiers (with or without extension) anywhere in code, and mentions
#     `app/old/module.ts` in comments, strings and Markdown (README.md, docs/, folder READMEs);
#   - relative specifiers ('./x', '../x') in import/export/import()/vi.mock that point at a moved
#     file, and those inside a moved file that still point from its old folder.
# It is idempotent: a second run changes nothing. Files a branch ADDED under a removed folder
# (app/api, app/utils) are listed at the end: give them a room by hand and add them to MAP.
set -euo pipefail
dir="${1:?usage: rename-imports.sh <repo dir> [--move]}"
move="${2:-}"
cd "$dir"

node_bin=node
[ -x node_modules/.bin/node ] && node_bin=node_modules/.bin/node

MOVE="$move" "$node_bin" --input-type=module - <<'NODE'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// old path → new path (repository-relative, with extension).
const MAP = `
app/api/agreement-checks.ts                 app/schemas/agreement-checks.ts
app/api/agreement-rules.ts                  app/schemas/agreement-rules.ts
app/api/agreement-schemas.ts                app/schemas/agreement-schemas.ts
app/api/control-characters.ts               app/schemas/control-characters.ts
app/api/form-checks.test.ts                 app/components/form/form-checks.test.ts
app/api/input-rules.ts                      app/schemas/input-rules.ts
app/api/ledger-rules.ts                     app/schemas/ledger-rules.ts
app/api/ledger-schemas.ts                   app/schemas/ledger-schemas.ts
app/api/property-checks.ts                  app/schemas/property-checks.ts
app/api/property-schemas.ts                 app/schemas/property-schemas.ts
app/components/auth/schemas.ts              app/schemas/account-schemas.ts
app/components/site/support-ticket-schema.ts app/schemas/support-ticket-schema.ts

app/api/common-schemas.ts                   app/v1/common-schemas.ts
app/api/agreement-operations.ts             app/v1/agreement-operations.ts
app/api/ledger-operations.ts                app/v1/ledger-operations.ts
app/api/operations.ts                       app/v1/operations.ts
app/utils/api.server.ts                     app/v1/api.server.ts
app/utils/api-json.test.ts                  app/v1/api-json.test.ts
app/utils/api-idempotency.server.ts         app/v1/idempotency.server.ts
app/utils/openapi.server.ts                 app/v1/openapi.server.ts
app/utils/otpauth.server.ts                 app/v1/otpauth.server.ts
app/services/api-auth.server.ts             app/v1/auth.server.ts
app/services/agreements-json.server.ts      app/v1/agreements-json.server.ts
app/services/ledger-json.server.ts          app/v1/ledger-json.server.ts
app/services/properties-json.server.ts      app/v1/properties-json.server.ts

app/utils/auth.server.ts                    app/web/auth.server.ts
app/utils/auth-flow.server.ts               app/web/auth-flow.server.ts
app/utils/form-key.server.ts                app/web/form-key.server.ts
app/utils/route-headers.ts                  app/web/route-headers.ts

app/utils/cookie-consent.server.ts          app/server/cookie-consent.server.ts
app/utils/database-unavailable.server.ts    app/server/database-unavailable.server.ts
app/utils/database-unavailable.ts           app/server/database-unavailable.ts
app/utils/db.server.ts                      app/server/db.server.ts
app/utils/env.server.ts                     app/server/env.server.ts
app/utils/form-data.server.ts               app/server/form-data.server.ts
app/utils/form-parse.test.ts                app/server/form-parse.test.ts
app/utils/language.server.ts                app/server/language.server.ts
app/utils/logger.server.ts                  app/server/logger.server.ts
app/utils/passwords.server.ts               app/server/passwords.server.ts
app/utils/prisma-errors.server.ts           app/server/prisma-errors.server.ts
app/utils/queue.server.ts                   app/server/queue.server.ts
app/utils/request-context.ts                app/server/request-context.ts
app/utils/safe-redirect.ts                  app/server/safe-redirect.ts
app/utils/safe-redirect.test.ts             app/server/safe-redirect.test.ts
app/utils/sidebar.server.ts                 app/server/sidebar.server.ts
app/utils/theme.server.ts                   app/server/theme.server.ts
app/utils/toast.server.ts                   app/server/toast.server.ts
app/utils/toast.test.ts                     app/server/toast.test.ts
app/utils/tokens.server.ts                  app/server/tokens.server.ts
app/utils/trust-proxy.ts                    server/trust-proxy.ts
app/utils/trust-proxy.test.ts               server/trust-proxy.test.ts

app/utils/errors.ts                         app/services/errors.ts
app/utils/release.ts                        app/domain/release.ts
app/utils/locale-format.ts                  app/i18n/locale-format.ts
app/utils/locale-format.test.ts             app/i18n/locale-format.test.ts
app/utils/nonce.tsx                         app/components/nonce.tsx
app/utils/reload-once.ts                    app/components/reload-once.ts
app/utils/server-only-page.tsx              app/components/server-only-page.tsx

app/components/auth/checked-form.ts         app/components/form/checked-form.ts
app/components/auth/fields.tsx              app/components/form/fields.tsx
app/components/auth/form-message.tsx        app/components/form/form-message.tsx
app/components/auth/form-status.ts          app/components/form/form-status.ts
app/components/auth/password-fields.tsx     app/components/form/password-fields.tsx
app/components/auth/step-indicator.tsx      app/components/form/step-indicator.tsx
app/components/auth/use-step-form.ts        app/components/form/use-step-form.ts
app/components/form-state.ts                app/components/form/form-state.ts
app/components/form-state.test.tsx          app/components/form/form-state.test.tsx
app/components/form-parts.tsx               app/components/form/form-parts.tsx
app/components/form-key-field.tsx           app/components/form/form-key-field.tsx
app/components/properties/messages.ts       app/components/form/messages.ts

app/components/auth/auth-layout.tsx         app/components/account/auth-layout.tsx
app/components/auth/code-step.tsx           app/components/account/code-step.tsx
app/components/auth/details-step.tsx        app/components/account/details-step.tsx
app/components/auth/inactivity-logout.tsx   app/components/account/inactivity-logout.tsx
app/components/auth/register-dialogs.tsx    app/components/account/register-dialogs.tsx
app/components/auth/signed-in-panel.tsx     app/components/account/signed-in-panel.tsx
app/components/auth/simple-steps.tsx        app/components/account/simple-steps.tsx

app/components/properties/pager.tsx         app/components/page/pager.tsx
app/components/properties/view-switch.tsx   app/components/page/view-switch.tsx
app/components/properties/form-dialog.tsx   app/components/page/form-dialog.tsx
app/components/properties/error-boundary.tsx app/components/page/error-boundary.tsx
app/components/properties/property-page.tsx app/components/page/property-page.tsx
app/components/data-table.tsx               app/components/page/data-table.tsx
app/components/auth/timed-redirect.tsx      app/components/page/timed-redirect.tsx
app/components/confirm-by-name.tsx          app/components/page/confirm-by-name.tsx
app/components/confirm-by-name-dialog.tsx   app/components/page/confirm-by-name-dialog.tsx

app/schemas/page-size.ts                    app/schemas/paging.ts

app/services/sms.server.ts                  app/services/sms/send.server.ts
app/services/sms-outbox.server.ts           app/services/sms/outbox.server.ts
app/services/sms-gateway.server.ts          app/services/sms/gateway.server.ts
app/services/sms-log.server.ts              app/services/sms/log.server.ts
app/services/sms-recovery.server.ts         app/services/sms/recovery.server.ts
app/services/sms-sweep.server.ts            app/services/sms/sweep.server.ts
app/services/agreement-texts.server.ts      app/services/sms/agreement-texts.server.ts
app/services/sms-providers/aakash.server.ts app/services/sms/providers/aakash.server.ts
app/services/sms-providers/http.server.ts   app/services/sms/providers/http.server.ts
app/services/sms-providers/index.server.ts  app/services/sms/providers/index.server.ts
app/services/sms-providers/log.server.ts    app/services/sms/providers/log.server.ts
app/services/sms-providers/sparrow.server.ts app/services/sms/providers/sparrow.server.ts
app/services/sms-providers/types.ts         app/services/sms/providers/types.ts

app/components/page/property-page.tsx       app/components/page/page-frame.tsx
app/components/agreements/format.ts         app/components/format/dates-and-money.ts
app/components/agreements/format.test.tsx   app/components/format/dates-and-money.test.tsx
app/components/local-digits.ts              app/components/format/local-digits.ts
app/components/sms/nepal-time.ts            app/components/format/nepal-time.ts
`
  .trim()
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map((line) => line.split(/\s+/))

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx']
const stripExtension = (file) => {
  const ext = EXTENSIONS.find((candidate) => file.endsWith(candidate))
  return ext ? file.slice(0, -ext.length) : file
}
const extensionOf = (file) => EXTENSIONS.find((candidate) => file.endsWith(candidate)) ?? ''
const moduleMap = new Map(MAP.map(([from, to]) => [stripExtension(from), to]))
const movedFrom = new Map(MAP.map(([from, to]) => [to, from]))

if (process.env.MOVE === '--move') {
  for (const [from, to] of MAP) {
    if (!fs.existsSync(from)) continue
    fs.mkdirSync(path.dirname(to), { recursive: true })
    execFileSync('git', ['mv', from, to], { stdio: 'inherit' })
  }
}

const CODE_DIRS = ['app', 'server', 'jobs', 'tests', 'scripts', 'prisma']
const ROOT_FILES = ['vitest.config.ts', 'vite.config.ts', 'eslint.config.js', 'react-router.config.ts', 'playwright.config.ts', 'prisma.config.ts']
const SKIP = /(^|\/)(node_modules|generated|build|\.react-router)(\/|$)/

function walk(folder, accept, out = []) {
  if (!fs.existsSync(folder)) return out
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.posix.join(folder, entry.name)
    if (SKIP.test(full)) continue
    if (entry.isDirectory()) walk(full, accept, out)
    else if (accept(full)) out.push(full)
  }
  return out
}

const isCode = (file) => EXTENSIONS.some((ext) => file.endsWith(ext)) && !file.endsWith('.d.ts')
const codeFiles = [...CODE_DIRS.flatMap((folder) => walk(folder, isCode)), ...ROOT_FILES.filter((file) => fs.existsSync(file))]
const docFiles = [
  ...['README.md'].filter((file) => fs.existsSync(file)),
  ...walk('docs', (file) => file.endsWith('.md')),
  ...CODE_DIRS.flatMap((folder) => walk(folder, (file) => file.endsWith('.md'))),
]

const existsModule = (module) =>
  fs.existsSync(module) && fs.statSync(module).isFile()
    ? module
    : [...EXTENSIONS.map((ext) => module + ext), ...EXTENSIONS.map((ext) => `${module}/index${ext}`)].find((candidate) => fs.existsSync(candidate))

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// `~/old/module` and `app/old/module(.ts)` wherever they are written: imports, strings, comments.
const mentionPatterns = [...moduleMap].map(([module, to]) => {
  const inApp = module.replace(/^app\//, '')
  return {
    pattern: new RegExp(`(?<![\\w-])(~/|app/)${escape(inApp)}(\\.(?:tsx?|jsx?|mjs))?(?![\\w-]|\\.\\w)`, 'g'),
    replace: (file) => (_match, prefix, ext) => {
      // `~` reaches only app/: a module that left app/ is imported by a relative path.
      if (prefix === '~/' && !to.startsWith('app/')) return relativeSpecifier(file, to, Boolean(ext))
      const target = prefix === '~/' ? to.replace(/^app\//, '~/') : to
      return ext ? target : stripExtension(target)
    },
  }
})

function rewriteMentions(file, text) {
  let result = text
  for (const { pattern, replace } of mentionPatterns) result = result.replace(pattern, replace(file))
  return result
}

const RELATIVE = /((?:\bfrom|\bimport|\bmock|\bimportActual|\brequire)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g

function relativeSpecifier(fromFile, targetFile, keepExtension) {
  const target = keepExtension ? targetFile : stripExtension(targetFile)
  if (fromFile.startsWith('app/') && target.startsWith('app/')) {
    const relative = path.posix.relative(path.posix.dirname(fromFile), target)
    if (relative.startsWith('../')) return target.replace(/^app\//, '~/')
  }
  const relative = path.posix.relative(path.posix.dirname(fromFile), target)
  return relative.startsWith('.') ? relative : `./${relative}`
}

function rewriteRelative(file, text) {
  const original = movedFrom.get(file)
  return text.replace(RELATIVE, (match, lead, quote, specifier) => {
    const keepExtension = extensionOf(specifier) !== ''
    const here = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    const hereExisting = existsModule(here)
    if (hereExisting && !moduleMap.has(stripExtension(here))) {
      // Resolves as it stands; in a moved file it could still be meant from the old folder when
      // the old folder's neighbour moved elsewhere, which the lookup below would catch first.
      if (!original) return match
      const there = stripExtension(path.posix.normalize(path.posix.join(path.posix.dirname(original), specifier)))
      // A neighbour that itself moved here (app/utils/api-idempotency → app/v1/idempotency beside
      // app/services/api-auth → app/v1/auth) is what a rewritten file already means: keep it.
      if (!moduleMap.has(there) || moduleMap.get(there) === hereExisting || movedFrom.has(hereExisting)) return match
    }
    const base = original ?? file
    const oldTarget = stripExtension(path.posix.normalize(path.posix.join(path.posix.dirname(base), specifier)))
    let newTarget = moduleMap.get(oldTarget)
    if (!newTarget) {
      if (!original) return match
      newTarget = existsModule(oldTarget)
      if (!newTarget) return match
    }
    return `${lead}${quote}${relativeSpecifier(file, newTarget, keepExtension)}${quote}`
  })
}

let changed = 0
for (const file of [...codeFiles, ...docFiles]) {
  const text = fs.readFileSync(file, 'utf8')
  let next = rewriteMentions(file, text)
  if (isCode(file)) next = rewriteRelative(file, next)
  if (next !== text) {
    fs.writeFileSync(file, next)
    changed += 1
  }
}
console.log(`rename-imports: ${changed} files rewritten`)

const leftovers = ['app/api', 'app/utils'].flatMap((folder) => walk(folder, () => true))
for (const [from] of MAP) if (fs.existsSync(from) && !leftovers.includes(from)) leftovers.push(from)
if (leftovers.length > 0) {
  console.log('rename-imports: files still in the old layout (give them a room by hand, add them to MAP):')
  for (const file of leftovers) console.log(`  ${file}`)
}
NODE
