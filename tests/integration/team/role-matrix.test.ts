// The role matrix (ADR 041): every web route of app/routes.ts and every /v1 operation of
// the OpenAPI document, for each role on a shared property and for the same person on another
// owner's property they have no role on, answers as the one role table says (route-roles.ts names
// the ability each route needs; app/domain/property-roles.ts says which roles have it): 404 for
// what the role may not see, 403 for what it may see but not do, and past both (no 401, 403, 404
// or 5xx) for what it may. Writes send a body the route accepts, so a refusal is the role's and
// not the input's. Both lists are derived: a route or an operation added without an entry fails.
// Every /v1/member answer of a property's objects carries the caller's `role` on each of them
// (docs/TEAM-INTERFACE.md): the OpenAPI document declares it, and each answer says it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { may, PROPERTY_ROLES, type PropertyRoleName } from '~/domain/property-roles'
import { bsMonthKey } from '~/domain/expenses'
import { nepalToday, nepalTodayBs } from '~/domain/nepal-time'
import routes from '~/routes'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createSession } from '~/services/accounts/session.server'
import { syncRentalNotices } from '~/services/paperwork/rental-notices.server'
import { createUnit } from '~/services/properties/units.server'
import { inviteToProperty } from '~/services/team/team.server'
import { InvitationInputSchema } from '~/schemas/team-schemas'
import { buildOpenApiDocument } from '~/v1/openapi.server'
import { operations } from '~/v1/operations'
import { createMember, uniquePhone } from '../../support/fixtures'
import { callRoute, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { at, meteredProperty } from '../meters/support'
import { unitInput } from '../properties/support'
import { payload } from '../agreements/support'
import { type Entry, type Ids, isScoped, LIST, NOT_SHARED, ROLELESS, type Scoped, V1_OPERATIONS, WEB_ROUTES } from './route-roles'

afterAll(() => stopQueueClient())

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

type RouteEntry = { id?: string; file: string; path?: string; children?: RouteEntry[] }
const flat = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])])
const webRoutes = flat(routes as RouteEntry[]).filter((entry) => entry.path !== undefined && !entry.path.startsWith('v1'))

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; enum?: unknown[] }
type DocumentOperation = { responses: { 200: { content: Record<string, { schema?: JsonSchema } | undefined> } } }
type V1Operation = { key: string; method: Method; path: string; /** The schema of a JSON answer's `data`; none for a bare body or an image. */ data?: JsonSchema }
const v1Operations = (): V1Operation[] =>
  Object.entries(buildOpenApiDocument(operations).paths as Record<string, Record<string, DocumentOperation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Method,
      path,
      data: operation.responses[200].content['application/json']?.schema?.properties?.data,
    })),
  )

/** The objects an answer's `data` is made of (docs/TEAM-INTERFACE.md): a list's items (a page's `items`), else itself; none for null or `{}`. */
function objectsOfSchema(schema: JsonSchema): JsonSchema[] {
  if (schema.anyOf) return schema.anyOf.flatMap(objectsOfSchema)
  if (schema.type === 'array') return schema.items ? objectsOfSchema(schema.items) : []
  if (schema.type !== 'object' || Object.keys(schema.properties ?? {}).length === 0) return []
  const items = schema.properties!.items
  return items?.type === 'array' && items.items ? objectsOfSchema(items.items) : [schema]
}

/** The same objects in an answer's `data`. */
function objectsOf(data: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(data)) return data.flatMap(objectsOf)
  if (typeof data !== 'object' || data === null || Object.keys(data).length === 0) return []
  const { items } = data as { items?: unknown }
  return Array.isArray(items) ? items.flatMap(objectsOf) : [data as Record<string, unknown>]
}

/** A /v1/member operation answering objects of a property: each carries the caller's `role` on it, unless it is of the member's own account or money, or ROLELESS says why not. */
const carriesRole = ({ key, path, data }: V1Operation) =>
  path.startsWith('/v1/member/') && data !== undefined && objectsOfSchema(data).length > 0 && !NOT_SHARED.includes(V1_OPERATIONS[key]!) && !(key in ROLELESS)

/** One owner's world: a divided property with a leased, metered flat and an empty one, and a record of every kind a route names. */
type World = { owner: { id: number }; ids: Ids }

async function world(): Promise<World> {
  const owner = await createMember({ firstName: 'Hari', lastName: 'Owner' })
  await prisma.member.update({ where: { id: owner.id }, data: { plan: 'PRO' } })
  const { property, leases } = await meteredProperty({ units: 1 }, owner)
  const { agreement } = leases[0]!
  const emptyUnit = await createUnit(owner.id, property.id, unitInput({ name: 'Flat 9' }))
  const api = await apiAs(owner.id)
  const reading = await api('POST', `/v1/member/agreement/${agreement.id}/reading`, { utilityId: 'Electricity', readOn: '2026-11-01', reading: 1000 })
  const payment = await api('POST', `/v1/member/agreement/${agreement.id}/payment`, { amount: 500, paidOn: nepalToday(), method: 'CASH' })
  const charge = await api('POST', `/v1/member/agreement/${agreement.id}/charge`, { description: 'Water tanker', amount: 800, dueDate: nepalToday() })
  const { tenant } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { tenant: true } })
  const tenantMember = await createMember({ phone: tenant.phone, firstName: tenant.firstName, lastName: tenant.lastName })
  const proof = await (await apiAs(tenantMember.id))('POST', `/v1/tenant/agreement/${agreement.id}/payment-proof`, { amount: 1000, paidOn: nepalToday(), method: 'BANK_TRANSFER', photo: ONE_PIXEL_PNG })
  // A lease of the property that ended and was settled.
  const flat8 = await createUnit(owner.id, property.id, unitInput({ name: 'Flat 8' }))
  const ended = await api('POST', '/v1/member/agreement', { ...payload({ propertyId: property.id, unitId: flat8.id, startDate: '2026-01-01' }) })
  const terminated = await api('DELETE', `/v1/member/agreement/${ended.body.data?.id}`, { moveOutDate: nepalToday() })
  const settled = await api('POST', `/v1/member/agreement/${ended.body.data?.id}/settlement`, { deductions: [] })
  // The municipality's notice of the letting, written on the lease's first day.
  await syncRentalNotices(owner.id, at('2026-01-01'))
  const notice = await prisma.rentalNotice.findFirstOrThrow({ where: { agreementId: agreement.id }, select: { id: true } })
  const gatewayPayment = await prisma.gatewayPayment.create({
    data: { gateway: 'KHALTI', agreementId: agreement.id, memberId: owner.id, amountPaisa: 100_000n, orderId: `matrix-${uniquePhone()}`, status: 'NEEDS_DECISION', receivedAt: new Date(), heldReason: 'The lease had ended' },
  })
  const teammate = await createMember({ firstName: 'Bina', lastName: 'Bystander' })
  await prisma.propertyTeamMember.create({ data: { propertyId: property.id, memberId: teammate.id, role: 'VIEWER' } })
  const expense = await api('POST', '/v1/member/expense', { propertyId: property.id, category: 'ELECTRICITY', amount: 2500, electricityUnits: 180, spentOn: nepalToday(), calendarType: 'AD', receiptPhoto: ONE_PIXEL_PNG })
  const recurringExpense = await api('POST', '/v1/member/expense/recurring', { propertyId: property.id, category: 'LOAN_INTEREST', amount: 9000, dayOfMonth: 32, startMonth: bsMonthKey(nepalTodayBs()) })
  const repair = await api('POST', '/v1/member/repair', { propertyId: property.id, category: 'WATER', location: 'Kitchen tap', description: 'It leaks all night.', photos: [ONE_PIXEL_PNG] })
  const invitation = await inviteToProperty(owner.id, property.id, InvitationInputSchema.parse({ phone: uniquePhone(), role: 'VIEWER' }))
  for (const [name, answer] of Object.entries({ reading, payment, charge, proof, ended, terminated, settled, expense, recurringExpense, repair })) expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  return {
    owner,
    ids: {
      property: property.id,
      dividedProperty: property.id,
      emptyUnit: emptyUnit.id,
      agreement: agreement.id,
      settledAgreement: ended.body.data.id,
      payment: payment.body.data.id,
      receiptNumber: payment.body.data.receiptNumber,
      charge: charge.body.data.id,
      reading: reading.body.data.id,
      proof: proof.body.data.id,
      tenant: tenant.id,
      notice: notice.id,
      gatewayPayment: gatewayPayment.id,
      teammate: teammate.id,
      invitation: invitation.id,
      expense: expense.body.data.id,
      repair: repair.body.data.id,
      recurringExpense: recurringExpense.body.data.id,
    },
  }
}

/** A /v1 caller: method, path and JSON body in, status and body out. */
async function apiAs(memberId: number) {
  const { token } = await createSession(memberId, 'API')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads its own shape
  return async (method: Method, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'Idempotency-Key': `matrix-${uniquePhone()}` }
    const request =
      body === undefined && method === 'GET'
        ? pageGet(path, { headers })
        : new Request(new URL(path, 'http://localhost'), { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })
    const outcome = await callRoute(request)
    return { status: outcome.status, body: await outcome.response?.json().catch(() => null) }
  }
}

/** A path template (`:id` or `{id}`) with the world's ids. */
function pathOf(template: string, entry: Scoped, ids: Ids) {
  const values: Record<string, string> = {
    memberId: String(ids.teammate),
    invitationId: String(ids.invitation),
    receiptNumber: String(ids.receiptNumber),
    paymentId: String(ids.gatewayPayment),
    side: 'front',
    position: '1',
  }
  return '/' + template.replace(/^\//, '').replace(/[:{](\w+)\}?/g, (_, name: string) => (name === 'id' ? String(ids[entry.through]) : (values[name] ?? `?${name}`)))
}

type Expected = 'allowed' | 403 | 404
function expected(role: PropertyRoleName | null, see: Scoped['see'], need?: Scoped['see']): Expected {
  if (role === null || !may(role, see)) return 404
  if (need && !may(role, need)) return 403
  return 'allowed'
}

/**
 * A web form posted with its intent alone is past the role's check when it answers the form's own
 * errors (400) or a redirect; a /v1 write with a body it accepts, when it writes (2xx) or finds
 * the record's state refuses it (409: a lease already ended, a proof already decided).
 */
const answered = (status: number, want: Expected, strict = false) =>
  want !== 'allowed' ? status === want : strict ? (status >= 200 && status < 300) || status === 409 : status < 500 && ![401, 403, 404, 405].includes(status)

const INVITED = PROPERTY_ROLES.filter((role) => role !== 'OWNER')

describe('every route has an entry', () => {
  test('each web route of app/routes.ts', () => {
    const missing = webRoutes.map((route) => route.id ?? route.file).filter((id) => !(id in WEB_ROUTES))
    expect(missing).toEqual([])
    expect(Object.keys(WEB_ROUTES).filter((id) => !webRoutes.some((route) => route.id === id))).toEqual([])
  })

  test('each /v1 operation of the OpenAPI document', () => {
    const operations = v1Operations().map((operation) => operation.key)
    expect(operations.filter((key) => !(key in V1_OPERATIONS))).toEqual([])
    expect(Object.keys(V1_OPERATIONS).filter((key) => !operations.includes(key))).toEqual([])
    expect(Object.keys(ROLELESS).filter((key) => !operations.includes(key))).toEqual([])
  })

  test('each /v1/member answer of a property’s objects declares the caller’s `role` on each of them', () => {
    const carrying = v1Operations().filter(carriesRole)
    const roleless = carrying.filter(({ data }) => objectsOfSchema(data!).some((object) => JSON.stringify(object.properties?.role?.enum) !== JSON.stringify(PROPERTY_ROLES)))
    expect(roleless.map((operation) => operation.key)).toEqual([])
    // The rule reaches the agreements, their money and paperwork, the units, team, expenses and repairs.
    expect(carrying.length).toBeGreaterThan(60)
  })
})

/** Every web page and form of the matrix for one caller on one world, with the answer each should get by `role` (null: no role there). */
async function walkWeb(callerId: number, role: PropertyRoleName | null, ids: Ids) {
  const { failures, note } = notebook(role)
  const cookie = await signedInCookie(callerId)
  for (const route of webRoutes) {
    const entry: Entry = WEB_ROUTES[route.id!]!
    if (!isScoped(entry)) continue
    const url = pathOf(route.path!, entry, ids)
    const module = await import(/* @vite-ignore */ `../../../app/${route.file}`)
    if (module.loader) note(`GET ${url}`, (await callRoute(pageGet(url, { cookie }))).status, expected(role, entry.see, entry.open))
    const writes = typeof entry.write === 'string' ? { '': entry.write } : (entry.write ?? {})
    for (const [intent, write] of Object.entries(writes)) {
      const { need, query, fields } = typeof write === 'string' ? { need: write } : write
      const at = url + (query?.(ids) ?? '')
      const outcome = await callRoute(formPost(at, { ...(intent && { intent }), ...fields?.(ids) }, { cookie }))
      note(`POST ${at} ${intent}`, outcome.status, expected(role, entry.see, need))
    }
  }
  return failures
}

function notebook(role: PropertyRoleName | null) {
  const failures: string[] = []
  const note = (what: string, status: number, want: Expected, body?: unknown, strict = false) => {
    if (!answered(status, want, strict)) failures.push(`${role ?? 'no role'} ${what}: ${status}, expected ${want}${body ? ` ${JSON.stringify(body).slice(0, 200)}` : ''}`)
  }
  return { failures, note }
}

/** The objects of a successful answer of `operation` that do not say the caller's `role` (docs/TEAM-INTERFACE.md). */
function wrongRoles(what: string, operation: V1Operation, answer: { status: number; body: { data?: unknown } | null }, role: PropertyRoleName): string[] {
  if (!carriesRole(operation) || answer.status >= 300) return []
  return objectsOf(answer.body?.data)
    .filter((object) => object.role !== role)
    .map((object) => `${role} ${what}: role ${JSON.stringify(object.role)}, expected ${role} on ${JSON.stringify(object).slice(0, 160)}`)
}

/**
 * Every /v1 operation of the matrix for one caller on one world, as walkWeb; with a role there,
 * also the lists of the member's own records and those shared with them, and every object a
 * successful answer holds says that role.
 */
async function walkV1(callerId: number, role: PropertyRoleName | null, ids: Ids) {
  const { failures, note } = notebook(role)
  const api = await apiAs(callerId)
  // Writes after reads, deletions last: a write may end what a later read looks at.
  const order = (method: Method) => ({ GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 })[method]
  for (const operation of v1Operations().sort((a, b) => order(a.method) - order(b.method))) {
    const entry = V1_OPERATIONS[operation.key]!
    if (entry === LIST && role !== null && carriesRole(operation)) {
      const answer = await api('GET', operation.path)
      note(`GET ${operation.path}`, answer.status, 'allowed', answer.body, true)
      failures.push(...wrongRoles(`GET ${operation.path}`, operation, answer, role))
    }
    if (!isScoped(entry)) continue
    const path = pathOf(operation.path, entry, ids) + (entry.query?.(ids) ?? '')
    const answer = await api(operation.method, path, entry.body?.(ids))
    note(`${operation.method} ${path}`, answer.status, expected(role, entry.see, operation.method === 'GET' ? undefined : entry.write === undefined ? undefined : (entry.write as Scoped['see'])), answer.body, operation.method !== 'GET')
    if (role !== null) failures.push(...wrongRoles(`${operation.method} ${path}`, operation, answer, role))
  }
  return failures
}

describe('each role, on a shared property and on one it has no role on', () => {
  let stranger: Awaited<ReturnType<typeof world>>
  beforeAll(async () => {
    stranger = await world()
  }, 120_000)

  /** The caller's walk of the web and of /v1, each on its own world (writes change it), and of the stranger's. */
  async function walkAll(role: PropertyRoleName, callerIn: (world: World) => Promise<number>) {
    const [web, v1] = [await world(), await world()]
    const [webCaller, v1Caller] = [await callerIn(web), await callerIn(v1)]
    return [
      ...(await walkWeb(webCaller, role, web.ids)),
      ...(await walkV1(v1Caller, role, v1.ids)),
      ...(await walkWeb(webCaller, null, stranger.ids)),
      ...(await walkV1(v1Caller, null, stranger.ids)),
    ]
  }

  test('the owner', { timeout: 240_000 }, async () => {
    expect(await walkAll('OWNER', async ({ owner }) => owner.id)).toEqual([])
  })

  test.each(INVITED)('a %s', { timeout: 240_000 }, async (role) => {
    const person = await createMember({ firstName: 'Gita', lastName: 'Rai' })
    const share = async ({ ids }: World) => {
      await prisma.propertyTeamMember.create({ data: { propertyId: ids.property, memberId: person.id, role, shareBasisPoints: role === 'CO_OWNER' ? 2500 : null } })
      return person.id
    }
    expect(await walkAll(role, share)).toEqual([])
  })
})

describe('a new agreement on a shared property (AgreementsCreate: the property is a field of its form)', () => {
  test.each(PROPERTY_ROLES)('a %s is offered the property and makes an agreement in the owner’s books as the role table says', { timeout: 60_000 }, async (role) => {
    const { owner, ids } = await world()
    const person = role === 'OWNER' ? owner : await createMember({ firstName: 'Gita', lastName: 'Rai' })
    if (role !== 'OWNER') await prisma.propertyTeamMember.create({ data: { propertyId: ids.property, memberId: person.id, role, shareBasisPoints: role === 'CO_OWNER' ? 2500 : null } })
    const cookie = await signedInCookie(person.id)
    const mayCreate = may(role, 'tenancy:manage')

    const page = await callRoute(pageGet('/agreements/create', { cookie }))
    expect(page.data.properties.map((property: { id: number }) => property.id)).toEqual(mayCreate ? [ids.property] : [])

    const fields = payload({ name: 'Flat 9 lease', propertyId: ids.property, unitId: ids.emptyUnit }) as Record<string, string | number>
    const form = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value !== 'object').map(([name, value]) => [name, String(value)]))
    const posted = await callRoute(formPost('/agreements/create', form, { cookie }))
    const made = await prisma.agreement.findFirst({ where: { propertyId: ids.property, name: 'Flat 9 lease' } })
    if (mayCreate) {
      expect(posted.status).toBe(302)
      expect(made).toMatchObject({ memberId: owner.id, unitId: ids.emptyUnit })
      // The page after the save shows what was made, to the person who made it.
      expect((await callRoute(pageGet(`/agreements/create?created=${made!.id}`, { cookie }))).data.created).toEqual({ id: made!.id, name: 'Flat 9 lease' })
    } else {
      expect(posted.status).toBe(may(role, 'property:view') ? 403 : 404)
      expect(made).toBeNull()
    }
  })
})
