import { defineConfig } from 'vitest/config';
import FileOrderSequencer from './tests/support/file-order-sequencer.mjs';

// One run, five kinds of test. `npm test` (scripts/test-all.mjs) runs them all and prints a count per kind.
export default defineConfig({
  test: {
    // Two test files at a time on a 2-core CI machine (vitest's default there is one): while one waits on
    // PostgreSQL, a server process or Chromium, the other runs. The unit, ui, server and contract files share
    // these two workers; the e2e files follow in a group of their own (its own worker count, below).
    // SKLAD_TEST_WORKERS overrides it (e.g. 3 on a quiet machine: much of a worker's time is waiting).
    maxWorkers: Number(process.env.SKLAD_TEST_WORKERS) || 2,
    // One worker process runs file after file in every project (no fresh module graph per file; issue 29): a
    // server or e2e file imports the whole server (and playwright-core), a ui file React, Blueprint and jsdom,
    // seconds of CPU each time. Measured per project: ui 107 -> 18 CPU-s, unit 125 -> 79, contracts 58 -> 41. No
    // file mocks a module; a ui file still gets a jsdom of its own; what a file starts (a timer, a lazy import, a
    // stubbed global) it awaits or puts back before it ends (docs/testing.md).
    isolate: false,
    // Longest files first across the projects of a group, a non-isolated project's files together (issue 29:
    // no core idle while one long file ends the group; tests/support/file-order-sequencer.ts).
    sequence: { sequencer: FileOrderSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/api/**/*.test.ts',
            'src/application/**/*.test.ts',
            'src/infrastructure/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.dom.test.ts'],
          setupFiles: ['reflect-metadata'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/ui/**/*.test.{ts,tsx}', 'src/infrastructure/**/*.dom.test.ts'],
          setupFiles: ['reflect-metadata'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/reliability/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // Migrates and seeds once per run; each file's database is a copy (tests/support/database-template.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          // A limit for hangs, not a speed check: the PGlite property tests run ~60 s on a busy 2-core machine
          // when two files share it.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['contracts/**/*.pact.spec.ts', 'contracts/**/*.verify.test.ts'],
          setupFiles: ['reflect-metadata'],
          // In parallel with each other and with the other projects' files (issue 29: one at a time they left a
          // core idle for a minute at the end of the run): each consumer spec file writes a pact of its own
          // (support/consumer-spec.ts) and the verification regenerates pacts/ alone (README.md).
          // A limit for hangs: the provider verification replays every interaction against a fresh server and
          // took 165–177 s on this 2-core machine at load average 20.
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          // Issue 29: the e2e files run in a group of their own after the unit, ui and server files, three at a
          // time (SKLAD_E2E_WORKERS overrides it): much of an e2e file's time is waiting (on Chromium's frames, a
          // quiet network, a scanner's key gaps, the server), which a third file fills on two cores. Beside the
          // CPU-bound files they would have to share the others' worker count (one group, one maxWorkers).
          sequence: { groupOrder: 1 },
          maxWorkers: Number(process.env.SKLAD_E2E_WORKERS) || 3,
          // Files run in parallel: each worker has a shared server of its own
          // (global-setup.ts, `sharedPort()`), and files that read exact demo amounts start their own.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
