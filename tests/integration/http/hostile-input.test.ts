// No input answers 500. Every /v1 operation of the OpenAPI document and every web
// action of app/routes.ts gets the same hostile input, from the member and from a manager they let
// into their property (ADR 041): NUL in every field, over-long text, bodies
// that are not what the endpoint reads, CR/LF in redirect targets. Both lists are derived, so an
// operation or an action added later is walked too.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { renderMessage } from '~/i18n/message'
import { CONTROL_CHARACTERS_MESSAGE as CONTROL_CHARACTERS } from '~/schemas/input-rules'
import routes from '~/routes'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { createProperty } from '~/services/properties/properties.server'
import { createMember } from '../../support/fixtures'
import { webClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'
import { createAgreement, propertyInput } from '../properties/support'

/** /v1 words its messages in English (ADR 020). */
const CONTROL_CHARACTERS_MESSAGE = renderMessage('en', CONTROL_CHARACTERS)

let server: ServerProcess
let memberId: number
let web: Awaited<ReturnType<typeof webClient>>
/** A manager the member let into the property (ADR 041): their requests reach the same records through a role. */
let managerId: number
let managerWeb: Awaited<ReturnType<typeof webClient>>
/** Real ids of the member's records, so that an action gets past "not found" to its form. */
let ids: { property: number; agreement: number }

beforeAll(async () => {
  server = await startServer()
  const member = await createMember()
  memberId = member.id
  web = await webClient(server, member.id)
  const property = await createProperty(member.id, propertyInput({ division: false }))
  const agreement = await createAgreement({ memberId: member.id, propertyId: property.id })
  ids = { property: property.id, agreement: agreement.id }
  const manager = await createMember({ firstName: 'Gita', lastName: 'Rai' })
  await prisma.propertyTeamMember.create({ data: { propertyId: property.id, memberId: manager.id, role: 'MANAGER' } })
  managerId = manager.id
  managerWeb = await webClient(server, manager.id)
})
afterAll(async () => {
  await server?.stop()
})

const NUL = 'a\u0000b'
const LONG = 'x'.repeat(100_000)
/** A different client address per request: the per-IP abuse limits must not answer instead. */
const randomIp = () => `10.${[...randomUUID().slice(0, 3)].map((c) => c.charCodeAt(0)).join('.')}`

// ---------------------------------------------------------------------------------------------
// /v1, from the OpenAPI document

type JsonSchema = { $ref?: string; properties?: Record<string, unknown>; allOf?: JsonSchema[] }
type OpenApiOperation = {
  security?: Array<Record<string, unknown>>
  parameters?: Array<{ name: string; in: string }>
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
type Document = { paths: Record<string, Record<string, OpenApiOperation>>; components?: { schemas?: Record<string, JsonSchema> } }

async function v1Operations() {
  const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as Document
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}) : schema
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const bodySchema = operation.requestBody ? resolve(Object.values(operation.requestBody.content)[0]!.schema) : undefined
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))
      return {
        name: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        path: template.replace(/\{[^}]+\}/g, String(999_999)),
        bodyFields: bodySchema ? Object.keys(bodySchema.properties ?? {}) : undefined,
        queryFields: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        /**
         * Only a bearer token gets an operation to its input; an otpauth one is refused first (also 4xx).
         * /v1/ops answers this member (not an operator) 404 before it reads anything.
         */
        readsInputFirst: !schemes.some((scheme) => !/bearer/i.test(scheme)) && !template.startsWith('/v1/ops/'),
      }
    }),
  )
}

/** A token per operation: POST /v1/account/logout ends the one it is sent with. */
const freshToken = async (who = memberId) => (await createSession(who, 'API')).token

function callV1(token: string, method: string, path: string, body?: string, contentType = 'application/json') {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, otpauth: 'no-such-token', 'x-forwarded-for': randomIp() }
  if (body !== undefined) headers['content-type'] = contentType
  return fetch(server.url + path, { method, headers, body })
}

// Each walk sends a few hundred requests through the real server; on a busy 2-core machine that is
// tens of seconds. A limit against hangs, not a speed test.
const WALK_TIMEOUT = 180_000

describe('every /v1 operation', () => {
  test('the document lists operations to walk', async () => {
    expect((await v1Operations()).length).toBeGreaterThan(20)
  })

  test('NUL in any body field or query parameter is that field’s 400, never a 500', { timeout: WALK_TIMEOUT }, async () => {
    const failures: string[] = []
    for (const [operation, who] of (await v1Operations()).flatMap((operation) => [[operation, memberId], [operation, managerId]] as const)) {
      const token = await freshToken(who)
      const cases = [
        ...(operation.bodyFields ?? []).map((field) => ({ field, path: operation.path, body: JSON.stringify({ [field]: NUL }) })),
        ...operation.queryFields.map((field) => ({ field, path: `${operation.path}?${new URLSearchParams({ [field]: NUL })}`, body: undefined })),
      ]
      for (const { field, path, body } of cases) {
        const response = await callV1(token, operation.method, path, body)
        const answer = (await response.json().catch(() => ({}))) as { error?: { fields?: Record<string, string[]> } }
        const named = answer.error?.fields?.[field]?.includes(CONTROL_CHARACTERS_MESSAGE)
        if (response.status >= 500 || (operation.readsInputFirst && (response.status !== 400 || !named))) {
          failures.push(`${operation.name} ${who === managerId ? 'as the manager' : ''} ${field}: ${response.status} ${JSON.stringify(answer)}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  test('over-long text in any field, and every body that is not a JSON object, is a 4xx', { timeout: WALK_TIMEOUT }, async () => {
    const failures: string[] = []
    for (const operation of await v1Operations()) {
      const token = await freshToken()
      const bodies = [
        ...(operation.bodyFields ?? []).map((field) => JSON.stringify({ [field]: LONG })),
        JSON.stringify(Object.fromEntries((operation.bodyFields ?? []).map((field) => [field, LONG.slice(0, 5000)]))),
        'null',
        '[]',
        '"x"',
        '42',
        '{"unclosed":',
      ]
      for (const body of operation.method === 'GET' ? [] : bodies) {
        const response = await callV1(token, operation.method, operation.path, body)
        const expected = operation.bodyFields && operation.readsInputFirst && !body.startsWith('{') ? response.status === 400 : response.status < 500
        if (!expected || response.status >= 500) failures.push(`${operation.name} ${body.slice(0, 30)}: ${response.status}`)
      }
      for (const field of operation.queryFields) {
        const response = await callV1(token, operation.method, `${operation.path}?${new URLSearchParams({ [field]: LONG.slice(0, 4000) })}`)
        if (response.status >= 500) failures.push(`${operation.name} ?${field}=long: ${response.status}`)
      }
      if (operation.method === 'GET') continue
      const form = await callV1(token, operation.method, operation.path, 'a=1&b=%00', 'application/x-www-form-urlencoded')
      if (form.status >= 500) failures.push(`${operation.name} form body: ${form.status}`)
    }
    expect(failures).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Web actions, from app/routes.ts

type RouteEntry = { id?: string; file: string; path?: string; children?: RouteEntry[] }

/** Every route whose module exports an action, with its path template. */
function webActions(): Array<{ id: string; path: string }> {
  const flat = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])])
  return flat(routes as RouteEntry[])
    .filter((entry) => entry.path !== undefined && !entry.path.startsWith('v1'))
    .filter((entry) => /export (async )?function action\b|export const action\b|export \{[^}]*\baction\b/.test(readFileSync(`app/${entry.file}`, 'utf8')))
    .map((entry) => ({ id: entry.id ?? entry.file, path: entry.path! }))
}

/** The URL of an action, its params the member's real ids. */
function urlOf(path: string) {
  const id = path.startsWith('agreements') ? ids.agreement : ids.property
  return '/' + path.replace(':receiptNumber', 'R-1').replace(':section', 'profile').replace(/:id\b/, String(id))
}

/** The field names and intents of the forms on the page (signed in), so every form's schema is reached. */
async function formsOf(url: string) {
  const html = await (await web.get(url)).text()
  const names = new Set([...html.matchAll(/\bname="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')))
  const intents = new Set([...html.matchAll(/name="intent"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="intent"/g)].map((match) => match[1] ?? match[2]!))
  for (const name of ['redirectTo', 'phone', 'password', 'intent']) names.add(name)
  names.delete('intent')
  return { names: [...names], intents: [undefined, ...intents] }
}

type Poster = 'owner' | 'manager' | 'anonymous'

function postWeb(url: string, body: BodyInit, contentType: string, as: Poster) {
  const headers = { 'content-type': contentType, origin: server.url, 'x-forwarded-for': randomIp() }
  if (as === 'anonymous') return fetch(server.url + url, { method: 'POST', headers, body, redirect: 'manual' })
  return (as === 'owner' ? web : managerWeb).get(url, { method: 'POST', headers, body })
}

describe('every web action', () => {
  test('the routes list actions to walk, those with hostile input in mind included', () => {
    const found = webActions().map((action) => action.id)
    expect(found).toEqual(expect.arrayContaining(['Preferences', 'Login', 'Register', 'PropertiesCreate', 'AgreementShow', 'Settings', 'SidebarState']))
  })

  test.each(webActions())('$id: NUL, CR/LF and over-long text in every field of every form, and bodies that are not forms, never answer 5xx', async (action) => {
    const failures: string[] = []
    const url = urlOf(action.path)
    {
      const { names, intents } = await formsOf(url)
      const fill = (value: string) => Object.fromEntries(names.map((name) => [name, value]))
      const forms = intents.flatMap((intent) => {
        const withIntent = (fields: Record<string, string>) => new URLSearchParams(intent ? { ...fields, intent } : fields).toString()
        return [withIntent(fill(NUL)), withIntent({ ...fill(LONG.slice(0, 10_000)), redirectTo: '/' }), withIntent({ ...fill('1'), redirectTo: '/a\r\nSet-Cookie: x=y' })]
      })
      const bodies: Array<[string, string]> = [
        ...forms.map((form): [string, string] => [form, 'application/x-www-form-urlencoded']),
        ['{"theme":"dark","redirectTo":"/"}', 'application/json'],
        ['theme=dark', 'text/plain'],
        ['%%%\u0000=&&=%', 'application/x-www-form-urlencoded'],
        ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
      ]
      for (const as of ['owner', 'manager', 'anonymous'] as const) {
        for (const [body, contentType] of bodies) {
          const response = await postWeb(url, body, contentType, as).catch((error: Error) => ({ status: `${error.cause ?? error}` }))
          if (typeof response.status !== 'number' || response.status >= 500) failures.push(`${action.id} ${as} ${contentType} ${body.slice(0, 40)}: ${response.status}`)
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)

  test('a phone with NUL or longer than any number, on sign-in before any account exists, is a field error', async () => {
    for (const phone of ['98\u000012345678', '9'.repeat(5000)]) {
      const response = await postWeb('/login', new URLSearchParams({ phone, password: 'whatever1' }).toString(), 'application/x-www-form-urlencoded', 'anonymous')
      expect(response.status).toBe(400)
    }
  })
})
