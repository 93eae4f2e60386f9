// ADR 059: Prisma's parameterization graph kept in Maps (scripts/compact-prisma-graph.js, run after
// every install). The runtime Node and Vite load must have the edits, all of them; the client must
// still parameterize queries through the graph (a cached plan for a query shape, filled with each
// call's values).
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { compacted, EDITS, runtimeFiles } from '../../../scripts/compact-prisma-graph.js'
import { createMember } from '../../support/fixtures'

test('the installed Prisma runtime keeps its parameterization graph in Maps', () => {
  const files = runtimeFiles()
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    // Already edited: the edits leave it as it is. Not edited, or another runtime: this fails.
    expect(compacted(source), `${file}: run \`node scripts/compact-prisma-graph.js\`, or redo its edits for this Prisma version`).toBe(source)
    for (const [from, to, times] of EDITS) {
      expect(source.split(to).length - 1, to).toBe(times)
      expect(source.includes(from), from).toBe(false)
    }
  }
})

test('the edits are all or none, and made once', () => {
  const original = EDITS.map(([from, , times]) => Array.from({ length: times }, () => from).join(';')).join('\n')
  const edited = compacted(original)
  expect(edited).not.toBeNull()
  expect(edited).not.toBe(original)
  expect(compacted(edited as string)).toBe(edited)
  // One edit's place missing: nothing is changed.
  expect(compacted(original.replace(EDITS[0]![0], ''))).toBeNull()
  expect(compacted('module.exports = {}')).toBeNull()
})

test('queries of one shape with different values each read their own rows', async () => {
  const [ram, sita] = [await createMember({ firstName: 'Ram' }), await createMember({ firstName: 'Sita' })]
  for (const member of [ram, sita, ram]) {
    const found = await prisma.member.findUnique({ where: { id: member.id }, select: { firstName: true, phone: true } })
    expect(found).toEqual({ firstName: member.firstName, phone: member.phone })
  }
  const both = await prisma.member.findMany({ where: { id: { in: [ram.id, sita.id] }, firstName: { not: 'Hari' } }, orderBy: { id: 'asc' }, select: { firstName: true } })
  expect(both).toEqual([{ firstName: 'Ram' }, { firstName: 'Sita' }])
})
