// The Prisma client's connections take one query at a time: a read whose relations Prisma loads
// concurrently, inside an interactive transaction (one connection), must not hand pg a query
// while another is in flight (deprecated in pg 8, an error in pg 9).
import { afterEach, expect, test } from 'vitest'
import { prisma } from './db.server'

const warnings: Error[] = []
const listen = (warning: Error) => warnings.push(warning)
afterEach(() => {
  process.off('warning', listen)
})

test('relations read concurrently inside a transaction go to its connection one at a time', async () => {
  const member = await prisma.member.create({
    data: { phone: `+97798${String(Date.now()).slice(-8)}`, firstName: 'Sita', lastName: 'Sharma', prefLanguage: 'ENG', passwordHash: '!test' },
  })
  process.on('warning', listen)
  // Each relation is a query of its own, all sent at once.
  const read = await prisma.$transaction((tx) =>
    tx.member.findUniqueOrThrow({
      where: { id: member.id },
      select: { id: true, properties: { select: { id: true } }, sessions: { select: { id: true } }, agreements: { select: { id: true } }, claimedTenant: { select: { id: true } } },
    }),
  )
  expect(read).toEqual({ id: member.id, properties: [], sessions: [], agreements: [], claimedTenant: null })
  // pg's deprecation is a process warning, emitted on the next tick.
  await new Promise((resolve) => setImmediate(resolve))
  expect(warnings.filter((warning) => warning.message.includes('client.query()'))).toEqual([])
})
