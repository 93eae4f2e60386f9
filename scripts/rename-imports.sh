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
# (app/api, app/utils) are listed at the end: give them a room by hand and add them to
# scripts/rename-imports.map (old path, new path, one move a line).
set -euo pipefail
dir="${1:?usage: rename-imports.sh <repo dir> [--move]}"
move="${2:-}"
map_file="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/rename-imports.map"
cd "$dir"

node_bin=node
[ -x node_modules/.bin/node ] && node_bin=node_modules/.bin/node

MOVE="$move" MAP_FILE="$map_file" "$node_bin" --input-type=module - <<'NODE'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// old path → new path (repository-relative, with extension), from rename-imports.map beside this
// script: one move a line, `#` starts a comment.
const MAP = fs
  .readFileSync(process.env.MAP_FILE, 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
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
  console.log('rename-imports: files still in the old layout (give them a room by hand, add them to scripts/rename-imports.map):')
  for (const file of leftovers) console.log(`  ${file}`)
}
NODE
