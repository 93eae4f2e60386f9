#!/usr/bin/env bash
# Rewrites import specifiers (and path mentions in comments and docs) from the old layout of
# Bhadaa to the new one (folders named for what they hold, ADR 019).
#
#   scripts/rename-imports.sh <repo dir>            rewrite in place
#   scripts/rename-imports.sh <repo dir> --move     first `git mv` every old path that still exists
#
# Run it after merging a branch that was written against the old layout: it rewrites
#   - '~/old/module' specifiers (with or without extension) anywhere in code, and mentions
#     `app/old/module.ts` in comments, strings and Markdown (README.md, docs/, folder READMEs);
#   - relative specifiers ('./x', '../x') in import/export/import()/vi.mock that point at a moved
#     file, and those inside a moved file that still point from its old folder;
#   - `import { ... }` of names that left a module split in several (SPLITS): one import per module.
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

app/services/accounts.server.ts             app/services/accounts/accounts.server.ts
app/services/account-limits.server.ts       app/services/accounts/limits.server.ts
app/services/session.server.ts              app/services/accounts/session.server.ts
app/services/phone-verification.server.ts   app/services/accounts/phone-verification.server.ts
app/services/member-settings.server.ts      app/services/accounts/member-settings.server.ts
app/services/notifications.server.ts        app/services/accounts/notifications.server.ts
app/services/plans.server.ts                app/services/plans/plans.server.ts
app/services/plan-billing.server.ts         app/services/plans/billing.server.ts
app/services/properties.server.ts           app/services/properties/properties.server.ts
app/services/units.server.ts                app/services/properties/units.server.ts
app/services/property-views.server.ts       app/services/properties/views.server.ts
app/services/property-refusals.server.ts    app/services/properties/refusals.server.ts
app/services/reference-data.server.ts       app/services/properties/places.server.ts
app/services/tenants.server.ts              app/services/tenants/tenants.server.ts
app/services/tenant-corrections.server.ts   app/services/tenants/corrections.server.ts
app/services/tenant-identity.server.ts      app/services/tenants/identity.server.ts
app/services/tenant-lookup.server.ts        app/services/tenants/lookup.server.ts
app/services/agreements.server.ts           app/services/agreements/agreements.server.ts
app/services/agreement-views.server.ts      app/services/agreements/views.server.ts
app/services/current-agreements.server.ts   app/services/agreements/current.server.ts
app/services/agreement-changes.server.ts    app/services/agreements/changes.server.ts
app/services/lease-documents.server.ts      app/services/paperwork/lease-documents.server.ts
app/services/rental-notices.server.ts       app/services/paperwork/rental-notices.server.ts
app/services/ledger.server.ts               app/services/ledger/ledger.server.ts
app/services/ledger-lines.server.ts         app/services/ledger/lines.server.ts
app/services/charges.server.ts              app/services/ledger/charges.server.ts
app/services/extra-charges.server.ts        app/services/ledger/extra-charges.server.ts
app/services/late-fees.server.ts            app/services/ledger/late-fees.server.ts
app/services/opening-balance.server.ts      app/services/ledger/opening-balance.server.ts
app/services/receipts.server.ts             app/services/ledger/receipts.server.ts
app/services/statements.server.ts           app/services/ledger/statements.server.ts
app/services/meters.server.ts               app/services/meters/meters.server.ts
app/services/meter-readings.server.ts       app/services/meters/readings.server.ts
app/services/reading-corrections.server.ts  app/services/meters/reading-corrections.server.ts
app/services/settlements.server.ts          app/services/settlements/settlements.server.ts
app/services/gateway-payments.server.ts     app/services/payments/gateway-payments.server.ts
app/services/gateway-decisions.server.ts    app/services/payments/gateway-decisions.server.ts
app/services/gateway-accounts.server.ts     app/services/payments/gateway-accounts.server.ts
app/services/pay-links.server.ts            app/services/payments/pay-links.server.ts
app/services/payment-proofs.server.ts       app/services/payments/proofs.server.ts
app/services/tenant-view.server.ts          app/services/my-rent/my-rent.server.ts
app/services/reminders.server.ts            app/services/reminders/reminders.server.ts
app/services/dashboard.server.ts            app/services/reports/dashboard.server.ts
app/services/dues-overview.server.ts        app/services/reports/dues-overview.server.ts
app/services/rent-income.server.ts          app/services/reports/rent-income.server.ts
app/services/export.server.ts               app/services/reports/export.server.ts
app/services/weekly-digest.server.ts        app/services/reports/weekly-digest.server.ts
app/services/support-tickets.server.ts      app/services/ops/support-tickets.server.ts
app/services/sms/gateway.server.ts          app/services/sms/provider-pause.server.ts
app/services/sms/tenancy-texts.server.ts    app/services/sms/change-texts.server.ts

app/domain/sms-text.ts                      app/domain/sms/texts.ts
app/domain/sms-text.test.ts                 app/domain/sms/texts.test.ts
app/domain/sms-text-parts.ts                app/domain/sms/text-parts.ts
app/domain/sms-text-notices.ts              app/domain/sms/change-texts.ts
app/domain/sms-text-notices.test.ts         app/domain/sms/change-texts.test.ts
app/domain/sms-text-plan.ts                 app/domain/sms/plan-texts.ts
app/domain/sms-text-plan.test.ts            app/domain/sms/plan-texts.test.ts
app/domain/sms-text-tenancy.ts              app/domain/sms/charge-texts.ts
app/domain/sms-text-tenancy.test.ts         app/domain/sms/charge-texts.test.ts
app/domain/sms-fit.ts                       app/domain/sms/fit.ts
app/domain/sms-fit.test.ts                  app/domain/sms/fit.test.ts
app/domain/sms-segments.ts                  app/domain/sms/segments.ts
app/domain/sms-segments.test.ts             app/domain/sms/segments.test.ts
app/i18n/moveout.en.ts                      app/i18n/settlement.en.ts
app/i18n/moveout.ne.ts                      app/i18n/settlement.ne.ts
app/i18n/tenancy.en.ts                      app/i18n/charges.en.ts
app/i18n/tenancy.ne.ts                      app/i18n/charges.ne.ts
app/components/tenancy/before-bhadaa.tsx    app/components/charges/before-bhadaa.tsx
app/components/tenancy/cancel-charge-dialog.tsx app/components/charges/cancel-charge-dialog.tsx
app/components/tenancy/charge-actions.tsx   app/components/charges/charge-actions.tsx
app/components/tenancy/extra-charge.tsx     app/components/charges/extra-charge.tsx
app/components/tenancy/late-fee.tsx         app/components/charges/late-fee.tsx
app/components/tenancy/settlement.tsx       app/components/settlement/settlement.tsx
app/components/tenancy/statement.tsx        app/components/ledger/statement.tsx
app/components/tenancy/tenant-correction.tsx app/components/tenants/tenant-correction.tsx
app/components/my-rent/tenancy.tsx          app/components/my-rent/agreement-card.tsx
app/components/my-rent/move-out.tsx         app/components/my-rent/settlement-card.tsx
app/components/sms/gateway-warning.tsx      app/components/sms/provider-warning.tsx
app/schemas/tenancy-rules.ts                app/schemas/charge-rules.ts
app/schemas/tenancy-schemas.ts              app/schemas/charge-schemas.ts
scripts/sms-gateway-stub.ts                 scripts/sms-provider-stub.ts

tests/integration/tenancy/support.ts        tests/support/api-call.ts
tests/integration/moveout/api.test.ts       tests/integration/routes/corrections-api.test.ts
tests/integration/moveout/reading-correction.test.ts tests/integration/meters/reading-correction.test.ts
tests/integration/moveout/settlement-page.test.ts tests/integration/settlement/settlement-page.test.ts
tests/integration/moveout/tenant-correction.test.ts tests/integration/tenants/tenant-correction.test.ts
tests/integration/moveout/termination.test.ts tests/integration/settlement/termination.test.ts
tests/integration/tenancy/agreement-changes-api.test.ts tests/integration/agreements/agreement-changes-api.test.ts
tests/integration/tenancy/agreement-changes.test.ts tests/integration/agreements/agreement-changes.test.ts
tests/integration/tenancy/api.test.ts       tests/integration/charges/api.test.ts
tests/integration/tenancy/before-bhadaa.test.ts tests/integration/charges/before-bhadaa.test.ts
tests/integration/tenancy/extra-charges.test.ts tests/integration/charges/extra-charges.test.ts
tests/integration/tenancy/late-fees.test.ts tests/integration/charges/late-fees.test.ts
tests/integration/tenancy/statement.test.ts tests/integration/ledger/statement.test.ts
tests/integration/tenancy/full-year.test.ts tests/integration/ledger/full-year.test.ts
tests/integration/tenancy/texts.test.ts     tests/integration/sms/change-texts.test.ts
tests/integration/tenancy-view/settled-lease.test.ts tests/integration/my-rent/settled-lease.test.ts
tests/integration/tenancy-view/tenant-view.test.ts tests/integration/my-rent/my-rent.test.ts
tests/integration/routes/tenancy.test.ts    tests/integration/routes/agreement-charges.test.ts
tests/e2e/tenancy.spec.ts                   tests/e2e/charges.spec.ts
tests/e2e/sms-gateway.spec.ts               tests/e2e/sms-provider-pause.spec.ts
tests/integration/reports/rent-income-moveout.test.ts tests/integration/reports/rent-income-settlement.test.ts
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
// Names that left a module when it was split: the module as `~/` imports it, where the names went,
// the names. An import of them from the old module is split in two.
const SPLITS = `
~/services/agreements/agreements.server  ~/services/agreements/create.server       createAgreement PlanLimitError TenantNameMismatchError
~/services/agreements/agreements.server  ~/services/agreements/termination.server  terminateAgreement previewTermination TerminationPreview TerminationOptions UpcomingRenewal
~/services/agreements/changes.server     ~/services/agreements/renewals.server     renewAgreement startDueRenewals renewalLinks RenewalResult ChangeLinks
jobs/maintenance.server                  ~/services/retention.server               purgeExpired SUPPORT_TICKET_RETENTION_DAYS
`
  .trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .map(([from, to, ...names]) => ({ from, to, names }))

const stripExtension = (file) => {
  const ext = EXTENSIONS.find((candidate) => file.endsWith(candidate))
  return ext ? file.slice(0, -ext.length) : file
}
const extensionOf = (file) => EXTENSIONS.find((candidate) => file.endsWith(candidate)) ?? ''
// A path moved twice (sms-gateway.server.ts → sms/gateway.server.ts → sms/provider-pause.server.ts)
// goes straight to where it is now.
const finalOf = (to) => {
  const seen = new Set()
  while (!seen.has(to)) {
    seen.add(to)
    const next = MAP.find(([from]) => from === to)
    if (!next) break
    to = next[1]
  }
  return to
}
const moduleMap = new Map(MAP.map(([from, to]) => [stripExtension(from), finalOf(to)]))
const movedFrom = new Map(MAP.map(([from, to]) => [finalOf(to), from]))

// The files this run moves: only their relative imports may still be meant from the old folder.
const movedNow = new Map()
if (process.env.MOVE === '--move') {
  for (const [from, to] of MAP) {
    if (!fs.existsSync(from)) continue
    fs.mkdirSync(path.dirname(to), { recursive: true })
    execFileSync('git', ['mv', from, to], { stdio: 'inherit' })
    movedNow.set(finalOf(to), from)
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
  // Pure files import each other by relative path (app/domain/README.md): the launcher's own
  // modules load them without the `~` alias.
  const inDomain = fromFile.startsWith('app/domain/') && target.startsWith('app/domain/')
  if (fromFile.startsWith('app/') && target.startsWith('app/') && !inDomain) {
    const relative = path.posix.relative(path.posix.dirname(fromFile), target)
    if (relative.startsWith('../')) return target.replace(/^app\//, '~/')
  }
  const relative = path.posix.relative(path.posix.dirname(fromFile), target)
  return relative.startsWith('.') ? relative : `./${relative}`
}

function rewriteRelative(file, text) {
  const original = movedNow.get(file) ?? movedFrom.get(file)
  const resolve = (base, specifier) => stripExtension(path.posix.normalize(path.posix.join(path.posix.dirname(base), specifier)))
  return text.replace(RELATIVE, (match, lead, quote, specifier) => {
    const keepExtension = extensionOf(specifier) !== ''
    const here = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    const hereExisting = existsModule(here)
    if (hereExisting && !moduleMap.has(stripExtension(here))) {
      // Resolves as it stands. In a file this run has just moved it may still be meant from the old
      // folder, when that folder's neighbour moved elsewhere; anywhere else it means what it says
      // (so a second run changes nothing).
      if (!movedNow.has(file)) return match
      const there = resolve(original, specifier)
      if (!moduleMap.has(there) || moduleMap.get(there) === hereExisting) return match
    }
    // A neighbour that moved, seen from here; else from the file's old folder (a merge may have
    // carried a moved file's new imports, written from where it used to be).
    let newTarget = moduleMap.get(stripExtension(here))
    if (!newTarget && original) newTarget = moduleMap.get(resolve(original, specifier)) ?? existsModule(resolve(original, specifier))
    if (!newTarget) return match
    return `${lead}${quote}${relativeSpecifier(file, newTarget, keepExtension)}${quote}`
  })
}

// `import { a, b } from '~/old'` → one import per module the names now live in.
const IMPORT = /^import (type )?\{([^}]*)\} from (['"])([^'"]+)\3\n/gm
function rewriteSplits(file, text) {
  return text.replace(IMPORT, (match, typeOnly = '', list, quote, specifier) => {
    const module = specifier.startsWith('~/') ? specifier : stripExtension(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    const splits = SPLITS.filter(({ from }) => from === module || `~/${from.replace(/^app\//, '')}` === module || from === module.replace(/^~\//, 'app/'))
    if (splits.length === 0) return match
    const groups = new Map([[specifier, []]])
    for (const item of list.split(',').map((name) => name.trim()).filter(Boolean)) {
      const name = item.replace(/^type\s+/, '').split(/\s+as\s+/)[0]
      const target = splits.find(({ names }) => names.includes(name))?.to ?? specifier
      if (!groups.has(target)) groups.set(target, [])
      groups.get(target).push(item)
    }
    if (groups.size === 1) return match
    return [...groups]
      .filter(([, items]) => items.length > 0)
      .map(([target, items]) => {
        const allTypes = !typeOnly && items.every((item) => item.startsWith('type '))
        const names = allTypes ? items.map((item) => item.replace(/^type\s+/, '')) : items
        return `import ${typeOnly || (allTypes ? 'type ' : '')}{ ${names.join(', ')} } from ${quote}${target}${quote}\n`
      })
      .join('')
  })
}

let changed = 0
for (const file of [...codeFiles, ...docFiles]) {
  const text = fs.readFileSync(file, 'utf8')
  let next = rewriteMentions(file, text)
  if (isCode(file)) next = rewriteSplits(file, rewriteRelative(file, next))
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
