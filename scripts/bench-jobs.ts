// The worker's parts of `npm run bench`: the reminder scan (scripts/bench-reminders.ts) and SMS
// dispatch (scripts/bench-sms.ts), each in a process and a database of its own. Each part prints
// its table and writes its figures to .data/bench-results/<part>.json; `runJobBenches` runs the
// parts asked for and answers those figures, for the bench's final table (scripts/bench.ts:
// sweepPart, smsPart; BENCH_ONLY=sweep or BENCH_ONLY=sms).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { benchResultFile } from './bench-seed.ts'

export const JOB_BENCH_PARTS = { reminders: 'scripts/bench-reminders.ts', sms: 'scripts/bench-sms.ts' } as const
export type JobBenchPart = keyof typeof JOB_BENCH_PARTS

export type ReminderScanFigures = { agreements: number; charges: number; due: number; scanSeconds: number; rescanSeconds: number; targetSeconds: number; ok: boolean }
export type SmsDispatchFigures = { texts: number; seconds: number; textsPerSecond: number; targetPerSecond: number; gatewayConnections: number; remindersBeforeCode: number; ok: boolean }
export type JobBenchFigures = { reminders?: ReminderScanFigures; sms?: SmsDispatchFigures }

/** Runs the parts (all by default); `passed` is false when a part failed a check or its target. */
export function runJobBenches(parts: readonly JobBenchPart[] = ['reminders', 'sms']): { passed: boolean; figures: JobBenchFigures } {
  let passed = true
  const figures: Record<string, unknown> = {}
  for (const part of parts) {
    rmSync(benchResultFile(part), { force: true })
    if (spawnSync(process.execPath, [JOB_BENCH_PARTS[part]], { stdio: 'inherit' }).status !== 0) passed = false
    if (existsSync(benchResultFile(part))) figures[part] = JSON.parse(readFileSync(benchResultFile(part), 'utf8'))
  }
  return { passed, figures: figures as JobBenchFigures }
}
