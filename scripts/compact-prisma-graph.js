// Run after every install (package.json's postinstall, ADR 059): Prisma's client keeps its
// parameterization graph (one node per input type of the schema, each with an edge per field it
// takes) as plain objects keyed by the field name's number in a table of 1,261 names. V8 stores
// such an object's numbered keys as an array as long as its largest key, mostly holes: 1,600
// arrays of 10-100 KB, 17 MB of a web process's 72 MB live heap. With a Map for each node's edges
// the live heap is 54.5 MB. Edits of Prisma's runtime where it builds the graph and where it reads
// it; all or none. A runtime they do not fit (another Prisma version) is left as it is, with a
// warning here and a failing test (tests/integration/db/prisma-graph.test.ts) until they are redone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** [what Prisma's runtime has, what it gets, how many times] */
export const EDITS = [
  ['let i=this.#i(),o={};for(let s=0;s<i;s++){let a=this.#i(),u=this.#a()', 'let i=this.#i(),o=new Map;for(let s=0;s<i;s++){let a=this.#i(),u=this.#a()', 1],
  ['o[a]=S}r.push({edges:o})', 'o.set(a,S)}r.push({edges:o})', 1],
  ['let i=this.#i(),o={};for(let s=0;s<i;s++){let a=this.#i(),u=this.#o()', 'let i=this.#i(),o=new Map;for(let s=0;s<i;s++){let a=this.#i(),u=this.#o()', 1],
  ['o[a]=P}r.push({edges:o})', 'o.set(a,P)}r.push({edges:o})', 1],
  ['let o=n.edges[i];', 'let o=n.edges.get(i);', 2],
]

const count = (text, part) => text.split(part).length - 1

/** The runtime's source with the edits made, the same source if it has them, or null if they do not fit. */
export function compacted(source) {
  if (EDITS.every(([from, to, times]) => count(source, from) === 0 && count(source, to) === times)) return source
  if (!EDITS.every(([from, to, times]) => count(source, from) === times && count(source, to) === 0)) return null
  return EDITS.reduce((text, [from, to]) => text.replaceAll(from, to), source)
}

/** Prisma's runtime files as Node and Vite load them (`@prisma/client/runtime/client`, CommonJS and ES module). */
export function runtimeFiles(from = process.cwd()) {
  const main = createRequire(path.join(from, 'package.json')).resolve('@prisma/client/runtime/client')
  return [main, main.replace(/\.js$/, '.mjs')].filter((file) => existsSync(file))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of runtimeFiles()) {
    const source = readFileSync(file, 'utf8')
    const edited = compacted(source)
    if (edited === null) console.warn(`[compact-prisma-graph] ${file} is not the runtime these edits were written for: left as it is (ADR 059)`)
    else if (edited !== source) writeFileSync(file, edited)
  }
}
