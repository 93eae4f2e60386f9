// A Prisma generator (JSON-RPC over stdin/stderr, the protocol every generator speaks) that
// writes the full DMMF it is given to its `output` path. The generated client only keeps a
// stripped runtime data model (no nullability, keys or relations), so the drift test asks the
// Prisma CLI for the real thing through this generator.
import { writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'

const reply = (id, result) => process.stderr.write(`${JSON.stringify({ jsonrpc: '2.0', id, result })}\n`)

createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, method, params } = JSON.parse(line)
  if (method === 'getManifest') {
    reply(id, { manifest: { prettyName: 'DMMF dump', requiresEngines: [] } })
  } else if (method === 'generate') {
    writeFileSync(params.generator.output.value, JSON.stringify(params.dmmf))
    reply(id, null)
  }
})
