import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import LongRunningFirst from './tests/setup/sequencer'

const appDir = fileURLToPath(new URL('./app', import.meta.url))

// Two projects: pure unit tests (no I/O) and integration tests against a real PostgreSQL,
// one database per worker cloned from a migrated and seeded template (tests/setup).
export default defineConfig({
  resolve: { alias: { '~': appDir } },
  test: {
    // Vitest's own default ran every file in one worker on a 2-core machine. The integration tests
    // spend most of their time waiting on PostgreSQL and child processes, and each worker has a
    // database of its own (tests/setup/database.ts), so three side by side keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: LongRunningFirst },
    // A test file does not get fresh modules of its own (isolate: false, in each project): the worker's module cache
    // is kept from file to file. Loading the app afresh for each of 180 files was a third of the
    // run (274 s before, 167 s after). Files share what a module keeps at load: the environment is
    // read once (a file that needs another one resets it, see reminders/delivery.test.ts), and
    // tests/setup/msw.ts keeps one msw server per worker.
    projects: [
      {
        resolve: { alias: { '~': appDir } },
        test: {
          name: 'unit',
          isolate: false,
          env: { LOG_LEVEL: 'silent' },
          include: [
            'app/domain/**/*.test.ts',
            'app/schemas/**/*.test.ts',
            'app/server/**/*.test.ts',
            'app/v1/**/*.test.ts',
            'app/i18n/**/*.test.ts',
            'app/components/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          // *.server.test.ts beside the code talk to the database: the integration project's.
          exclude: ['**/node_modules/**', 'app/**/*.server.test.ts'],
          environment: 'node',
          // The exhaustive checks (every B.S. day, every text's worst case) take seconds of CPU;
          // on a busy CI machine vitest's 5 s default failed them. A limit against hangs, not a speed test.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { '~': appDir } },
        test: {
          name: 'integration',
          isolate: false,
          env: { LOG_LEVEL: 'silent' },
          include: ['tests/integration/**/*.test.ts', 'app/**/*.server.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/database.ts', 'tests/setup/msw.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
