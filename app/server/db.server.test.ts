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
  process.on('warning', listen)
  // Seeded reference data: Bagmati's districts and properties, each relation a query of its own.
  const read = await prisma.$transaction((tx) =>
    tx.province.findUniqueOrThrow({ where: { id: 3 }, select: { districts: { select: { id: true } }, properties: { select: { id: true }, take: 1 } } }),
  )
  expect(read.districts.length).toBeGreaterThan(0)
  // pg's deprecation is a process warning, emitted on the next tick.
  await new Promise((resolve) => setImmediate(resolve))
  expect(warnings.filter((warning) => warning.message.includes('client.query()'))).toEqual([])
})
