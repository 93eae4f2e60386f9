// `node scripts/run-reminder-scan.ts [--at <ISO instant>]`: one reminder scan (what the hourly
// `reminders-scan` job does) against DATABASE_URL, now or as of the given instant, printing what
// it decided as JSON. For operators re-running a missed hour, the e2e tests and the bench. The
// app's modules are loaded through Vite (they use the `~` alias), outside any server.
import { parseArgs } from 'node:util'
import type * as Reminders from '../app/services/reminders/reminders.server.ts'
import { loadAppModules } from './app-modules.ts'

const { values } = parseArgs({ options: { at: { type: 'string' } } })
const now = values.at ? new Date(values.at) : new Date()
if (Number.isNaN(now.getTime())) throw new Error(`--at is not an instant: ${values.at}`)

const app = await loadAppModules()
try {
  const { runReminderScan } = await app.load<typeof Reminders>('/app/services/reminders/reminders.server.ts')
  console.log(JSON.stringify(await runReminderScan(now)))
} finally {
  await app.close()
}
