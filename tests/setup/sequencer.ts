import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that run for most of a minute each (the ledger model's sequences, a simulated year of
 * reminders, the fault drills, the HTTP journeys). Without a timing cache (every CI run is a fresh
 * clone) vitest starts the largest files first, and these small files came last: the run's final
 * minute was one worker on the model while the others sat idle. Started first, they run beside the rest.
 */
const LONG_RUNNING = [
  /tests\/integration\/ledger-model\//,
  /tests\/integration\/reminders\/year\.test\.ts$/,
  /tests\/integration\/faults\//,
  /tests\/integration\/http\/(lifecycle|hostile-input)\.test\.ts$/,
]

const isLongRunning = (spec: TestSpecification) => LONG_RUNNING.some((pattern) => pattern.test(spec.moduleId))

export default class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    return [...sorted.filter(isLongRunning), ...sorted.filter((spec) => !isLongRunning(spec))]
  }
}
