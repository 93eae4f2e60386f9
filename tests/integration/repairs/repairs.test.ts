// Repair requests against PostgreSQL (ADR 043): the tenant reports on their agreement
// (scoped by phone) with photos checked by their bytes and shrunk for display; the owner's side
// moves them through the state machine (409 for an illegal move), once per move however often it is
// asked; done with a cost writes one REPAIR expense, a charge lands in the tenant's ledger; each
// move texts the tenant once in their language; the tenant reopens within 7 days only; nobody
// else sees any of it.
import { afterAll, describe, expect, test } from 'vitest'
import { DISPLAY_PHOTO_MAX_BYTES } from '~/domain/repairs'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { RepairMoveJsonSchema, RepairOpenSchema } from '~/schemas/repair-schemas'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '~/services/errors'
import { getLedger } from '~/services/ledger/ledger.server'
import { checkPhoto } from '~/services/payments/proofs.server'
import { repairPhotosFromBase64 } from '~/services/repairs/photos.server'
import {
  getRepair,
  getRepairPhoto,
  getTenantRepairPhoto,
  listRepairs,
  listTenantRepairs,
  moveRepair,
  openRepair,
  reopenRepair,
  reportRepair,
  waitingRepairsByAge,
} from '~/services/repairs/repairs.server'
import { answerInvitation, inviteToProperty } from '~/services/team/team.server'
import { propertyAccess } from '~/services/team/access.server'
import { createMember } from '../../support/fixtures'
import { bigJpeg, leak, rentedHouse, smallPng } from './support'

afterAll(stopQueueClient)

const move = (body: Record<string, unknown>) => RepairMoveJsonSchema.parse(body)
const ownerAccess = (ownerId: number, propertyId: number) => propertyAccess(ownerId, propertyId)
const textsOfKey = async (repairId: number) => {
  const events = await prisma.repairEvent.findMany({ where: { repairId }, select: { id: true } })
  return prisma.smsMessage.findMany({ where: { idempotencyKey: { in: events.map(({ id }) => `repair-changed:${id}`) } }, orderBy: { id: 'asc' } })
}

describe('the tenant reports a problem', () => {
  test('with photos: the original kept, a display copy of at most 300 KB; both sides see it', async () => {
    const { owner, agreement, tenant } = await rentedHouse()
    const big = await bigJpeg()
    expect(big.byteLength).toBeGreaterThan(DISPLAY_PHOTO_MAX_BYTES)
    const png = await smallPng()
    const repair = await reportRepair(tenant, agreement.id, leak(), [checkPhoto(big, 'photos'), checkPhoto(png, 'photos')])
    expect(repair).toMatchObject({ status: 'OPEN', category: 'WATER', location: 'Kitchen tap', agreementId: agreement.id, byTenant: true, photos: [1, 2] })
    expect(repair.events).toMatchObject([{ fromStatus: null, toStatus: 'OPEN', byTenant: true, byName: 'Ram Karki' }])

    const display = await getRepairPhoto(owner.id, repair.id, 1, 'display')
    expect(display.type).toBe('image/jpeg')
    expect(display.bytes.byteLength).toBeLessThanOrEqual(DISPLAY_PHOTO_MAX_BYTES)
    const original = await getRepairPhoto(owner.id, repair.id, 1, 'original')
    expect(Buffer.from(original.bytes).equals(Buffer.from(big))).toBe(true)
    expect((await getTenantRepairPhoto(tenant.phone, repair.id, 2, 'original')).type).toBe('image/png')

    expect((await listRepairs(owner.id)).map(({ id }) => id)).toEqual([repair.id])
    expect((await listTenantRepairs(tenant.phone, agreement.id)).map(({ id }) => id)).toEqual([repair.id])
    expect(await waitingRepairsByAge(owner.id)).toMatchObject({ count: 1, oldest: [{ id: repair.id, location: 'Kitchen tap', propertyName: 'Lakeside House' }] })
  })

  test('a photo that lies about its type is refused, and nothing is saved', async () => {
    const { agreement, tenant } = await rentedHouse()
    expect(() => checkPhoto(new TextEncoder().encode('%PDF-1.7 named leak.jpg'), 'photos')).toThrow(ValidationError)
    expect(() => repairPhotosFromBase64([Buffer.from('GIF89a....').toString('base64')])).toThrow(expect.objectContaining({ fields: { photos: ['proof.error.photoType'] } }))
    expect(() => repairPhotosFromBase64(['a', 'b', 'c', 'd', 'e'])).toThrow(ValidationError)
    // Begins like a JPEG, is not one: refused by the shrinking, nothing written.
    const fake = checkPhoto(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]), 'photos')
    await expect(reportRepair(tenant, agreement.id, leak(), [fake])).rejects.toThrow(ValidationError)
    expect(await prisma.repairRequest.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('another phone’s agreement, request or photo is not found', async () => {
    const { owner, agreement, tenant } = await rentedHouse()
    const other = await rentedHouse()
    const repair = await reportRepair(tenant, agreement.id, leak(), [checkPhoto(await smallPng(), 'photos')])
    await expect(reportRepair(other.tenant, agreement.id, leak(), [])).rejects.toThrow(NotFoundError)
    await expect(listTenantRepairs(other.tenant.phone, agreement.id)).rejects.toThrow(NotFoundError)
    await expect(reopenRepair(other.tenant, repair.id, null)).rejects.toThrow(NotFoundError)
    await expect(getTenantRepairPhoto(other.tenant.phone, repair.id, 1, 'display')).rejects.toThrow(NotFoundError)
    // Another landlord: not found, exactly like a missing id.
    await expect(getRepair(other.owner.id, repair.id)).rejects.toThrow(NotFoundError)
    await expect(getRepair(owner.id, 999_999_999)).rejects.toThrow(NotFoundError)
    await expect(getRepairPhoto(other.owner.id, repair.id, 1, 'original')).rejects.toThrow(NotFoundError)
    expect(await listRepairs(other.owner.id)).toEqual([])
    await expect(moveRepair(await ownerAccess(other.owner.id, other.house.id), repair.id, move({ status: 'IN_PROGRESS' }))).rejects.toThrow(NotFoundError)
  })
})

describe('the owner’s side moves a request', () => {
  test('through its states, each move texting the tenant once in their language; illegal moves are 409', async () => {
    const { owner, house, agreement, tenant } = await rentedHouse({ tenantLanguage: 'NEP' })
    const access = await ownerAccess(owner.id, house.id)
    const repair = await reportRepair(tenant, agreement.id, leak(), [])

    await moveRepair(access, repair.id, move({ status: 'IN_PROGRESS', note: 'Plumber on Sunday' }))
    // The same move again (a double post without its key): refused, nothing changed, no second text.
    await expect(moveRepair(access, repair.id, move({ status: 'IN_PROGRESS' }))).rejects.toThrow(ConflictError)
    await expect(moveRepair(access, repair.id, move({ status: 'CLOSED' }))).rejects.toThrow(expect.objectContaining({ detail: expect.objectContaining({ code: 'repair.error.illegalMove' }) }))
    expect(await textsOfKey(repair.id)).toHaveLength(1)

    const done = await moveRepair(access, repair.id, move({ status: 'DONE' }))
    const closed = await moveRepair(access, repair.id, move({ status: 'CLOSED' }))
    expect(closed.events.map(({ fromStatus, toStatus }) => `${fromStatus}→${toStatus}`)).toEqual(['null→OPEN', 'OPEN→IN_PROGRESS', 'IN_PROGRESS→DONE', 'DONE→CLOSED'])
    expect(done.doneAt).toBeInstanceOf(Date)
    await expect(moveRepair(access, repair.id, move({ status: 'DECLINED', note: 'No' }))).rejects.toThrow(ConflictError)

    const sent = await textsOfKey(repair.id)
    expect(sent).toHaveLength(3)
    expect(sent.every((sms) => sms.language === 'NEP' && sms.to === tenant.phone && sms.memberId === owner.id)).toBe(true)
    expect(sent[0]!.body).toContain('काम सुरु गर्नुभयो')
    expect(sent[1]!.body).toContain('७ दिनभित्र')
    expect(sent[2]!.body).toContain('बन्द गर्नुभयो')
  })

  test('a decline needs its reason, which the tenant is texted', async () => {
    const { owner, house, agreement, tenant } = await rentedHouse()
    const access = await ownerAccess(owner.id, house.id)
    const repair = await reportRepair(tenant, agreement.id, leak(), [])
    expect(() => move({ status: 'DECLINED' })).toThrow()
    await expect(moveRepair(access, repair.id, { status: 'DECLINED', note: null, costPaisa: null, chargeTenant: null })).rejects.toThrow(ValidationError)
    const declined = await moveRepair(access, repair.id, move({ status: 'DECLINED', note: 'Your own kettle' }))
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'Your own kettle' })
    const [sms] = await textsOfKey(repair.id)
    expect(sms).toMatchObject({ language: 'ENG' })
    expect(sms!.body).toContain('declined your repair request')
    expect(sms!.body).toContain('Your own kettle')
  })

  test('done with a cost writes one REPAIR expense, however often it is asked; a charge lands in the tenant’s ledger', async () => {
    const { owner, house, agreement, tenant } = await rentedHouse()
    const access = await ownerAccess(owner.id, house.id)
    const repair = await reportRepair(tenant, agreement.id, leak(), [])
    const body = move({ status: 'DONE', cost: 1500, chargeTenant: { reason: 'Broken window' } })
    const [first, second] = await Promise.allSettled([moveRepair(access, repair.id, body), moveRepair(access, repair.id, body)])
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected'])
    const done = (first.status === 'fulfilled' ? first.value : (second as PromiseFulfilledResult<Awaited<ReturnType<typeof moveRepair>>>).value)
    expect(done).toMatchObject({ status: 'DONE', costPaisa: 1_500_00, chargeId: expect.any(Number) })

    const expenses = await prisma.expense.findMany({ where: { propertyId: house.id } })
    expect(expenses).toMatchObject([{ category: 'REPAIR', amountPaisa: 1_500_00n, idempotencyKey: `repair:${repair.id}`, memberId: owner.id, voidedAt: null }])
    const ledger = await getLedger(owner.id, agreement.id)
    expect(ledger.charges.filter((charge) => charge.kind === 'EXTRA')).toMatchObject([{ description: 'Broken window', amountPaisa: 1_500_00 }])

    // Reopened by the landlord and done again with a cost: still the one expense, and the one charge.
    await moveRepair(access, repair.id, move({ status: 'OPEN', note: 'Leaks again' }))
    await moveRepair(access, repair.id, move({ status: 'DONE', cost: 2000, chargeTenant: { amount: 300, reason: 'Again' } }))
    expect(await prisma.expense.count({ where: { propertyId: house.id } })).toBe(1)
    expect((await getLedger(owner.id, agreement.id)).charges.filter((charge) => charge.kind === 'EXTRA')).toHaveLength(1)
    expect(await textsOfKey(repair.id)).toHaveLength(2)
  })

  test('a cost or a charge goes only with done', async () => {
    expect(() => move({ status: 'IN_PROGRESS', cost: 100 })).toThrow()
  })
})

describe('the tenant reopens a done request', () => {
  test('within 7 days of done, not after', async () => {
    const { owner, house, agreement, tenant } = await rentedHouse()
    const access = await ownerAccess(owner.id, house.id)
    const repair = await reportRepair(tenant, agreement.id, leak(), [])
    await expect(reopenRepair(tenant, repair.id, null)).rejects.toThrow(expect.objectContaining({ detail: expect.objectContaining({ code: 'repair.error.reopenNotDone' }) }))
    const doneAt = new Date('2026-11-01T06:00:00Z')
    await moveRepair(access, repair.id, move({ status: 'DONE' }), { now: doneAt })
    await expect(reopenRepair(tenant, repair.id, 'Still drips', { now: new Date('2026-11-08T06:00:01Z') })).rejects.toThrow(
      expect.objectContaining({ detail: expect.objectContaining({ code: 'repair.error.reopenTooLate' }) }),
    )
    const reopened = await reopenRepair(tenant, repair.id, 'Still drips', { now: new Date('2026-11-07T06:00:00Z') })
    expect(reopened.status).toBe('OPEN')
    expect(reopened.events.at(-1)).toMatchObject({ fromStatus: 'DONE', toStatus: 'OPEN', note: 'Still drips', byTenant: true })
    await expect(reopenRepair(tenant, repair.id, null)).rejects.toThrow(ConflictError)
    // The landlord's done texted; the tenant's own reopen did not.
    expect(await textsOfKey(repair.id)).toHaveLength(1)
  })
})

describe('the owner’s side opens a request and the team sees it by role', () => {
  test('a unit’s current tenant is named; a manager may move it, a viewer only sees it, a collector not at all', async () => {
    const { owner, house, agreement } = await rentedHouse()
    const roles = {} as Record<'MANAGER' | 'VIEWER' | 'COLLECTOR', number>
    for (const role of ['MANAGER', 'VIEWER', 'COLLECTOR'] as const) {
      const person = await createMember()
      const invitation = await inviteToProperty(owner.id, house.id, { phone: person.phone, role })
      await answerInvitation(person.id, invitation.id, true)
      roles[role] = person.id
    }
    const managerAccess = await propertyAccess(roles.MANAGER, house.id)
    const opened = await openRepair(managerAccess, RepairOpenSchema.parse({ propertyId: house.id, category: 'BUILDING', location: 'Roof', description: 'Cracked tank lid' }), [])
    expect(opened).toMatchObject({ status: 'OPEN', byTenant: false, agreementId: null, reportedByName: expect.any(String) })
    expect((await getRepair(roles.VIEWER, opened.id)).repair.id).toBe(opened.id)
    await expect(getRepair(roles.COLLECTOR, opened.id)).rejects.toThrow(NotFoundError)
    expect(await listRepairs(roles.COLLECTOR)).toEqual([])
    expect((await listRepairs(roles.VIEWER)).map(({ id }) => id)).toEqual([opened.id])
    await expect(moveRepair(await propertyAccess(roles.VIEWER, house.id), opened.id, move({ status: 'IN_PROGRESS' }))).rejects.toThrow(ForbiddenError)
    const moved = await moveRepair(managerAccess, opened.id, move({ status: 'DONE', cost: 800 }))
    expect(moved.status).toBe('DONE')
    expect(await prisma.expense.findFirst({ where: { idempotencyKey: `repair:${opened.id}` } })).toMatchObject({ memberId: owner.id, recordedByMemberId: roles.MANAGER })
    // No tenant: no text, and no charge.
    expect(await textsOfKey(opened.id)).toHaveLength(0)
    expect(agreement.id).toBeGreaterThan(0)
  })
})
