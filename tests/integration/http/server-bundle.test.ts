// What the server bundle carries (ADR 055): Prisma's query compiler as a WebAssembly file beside
// its chunk, read as bytes, not as the 4.5 MB base64 string a process would keep in its heap; and a
// server built so answers what needs the compiler (a Prisma query), not only raw SQL.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMember } from '../../support/fixtures'
import { apiClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'

const ASSETS = 'build/server/assets'
// "\0asm" and version 1, the start of every WebAssembly module, in base64.
const WASM_IN_BASE64 = 'AGFzbQEAAAA'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer({ args: ['--role=web'] })
})
afterAll(async () => {
  await server?.stop()
})

test("the query compiler is a .wasm file beside its chunk, and no chunk holds it as base64", () => {
  const files = readdirSync(ASSETS)
  const compilers = files.filter((file) => /^query-compiler-\w+\.wasm$/.test(file))
  expect(compilers).toHaveLength(1)
  expect(readFileSync(path.join(ASSETS, compilers[0]!)).subarray(0, 4)).toEqual(Buffer.from('\0asm', 'latin1'))
  const chunks = [...files.filter((file) => file.endsWith('.js')).map((file) => path.join(ASSETS, file)), 'build/server/index.js']
  const loader = chunks.filter((file) => readFileSync(file, 'utf8').includes(compilers[0]!))
  expect(loader).toHaveLength(1)
  expect(chunks.filter((file) => readFileSync(file, 'utf8').includes(WASM_IN_BASE64))).toEqual([])
})

test('the server compiles and runs a Prisma query with it', async () => {
  const member = await createMember({ firstName: 'Maya' })
  const api = await apiClient(server, member.id)
  const answer = await api('/v1/account/verify')
  expect(answer.status).toBe(200)
  expect(JSON.stringify(answer)).toContain('Maya')
})

// ADR 058: the build compiles the launcher, so a process runs no TypeScript and Node never loads its
// TypeScript stripper (amaro, about 18 MB). A probe loaded before the launcher prints, as the process
// exits, whether Node's internal module list names the stripper.
const STRIPPER_PROBE = `--import=data:text/javascript,${encodeURIComponent(
  "process.on('exit', () => console.log('typescript stripper loaded: ' + process.moduleLoadList.some((name) => name.includes('amaro'))))",
)}`

test('a web process started from the build loads no TypeScript stripper', async () => {
  expect(existsSync('build/launcher/launcher.js')).toBe(true)
  const web = await startServer({ args: ['--role=web'], env: { NODE_OPTIONS: STRIPPER_PROBE } })
  await web.stop()
  expect(web.output()).toContain('typescript stripper loaded: false')
})

test('the probe sees the stripper where the launcher runs as TypeScript', async () => {
  // The launcher's own source, stopped at once by a wrong setting: the probe must say true here.
  const launched = spawnSync(process.execPath, ['server/launcher.ts'], { env: { ...process.env, NODE_OPTIONS: STRIPPER_PROBE, PORT: 'eighty' }, encoding: 'utf8' })
  expect(launched.status).toBe(1)
  expect(launched.stdout).toContain('typescript stripper loaded: true')
})
