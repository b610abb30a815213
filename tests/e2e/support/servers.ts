import { resolve } from 'node:path';
import { inject } from 'vitest';
import { startRuntime, type Runtime, type RuntimeOptions } from '../../../server/runtime';
import { pgliteTemplate, templateKindOf } from '../../support/database-template';
import { DIST_DIR } from './e2e-config';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Port of the e2e server global-setup.ts started for this worker (VITEST_POOL_ID is 1…maxWorkers): files on
 * one worker run one after another, so a file never shares its server with a file running at the same time.
 */
export function sharedPort(): number {
  const ports = inject('e2ePorts');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return ports[(Math.max(1, worker) - 1) % ports.length];
}

/**
 * A second server of its own for one test file, e.g. with an access token that lives a few
 * seconds (to prove the refresh). Same app build, own in-memory database with the demo data.
 * The app refreshes 10 s before the expiry it was told, so TTLs above 10 s keep the first
 * calls on the original token.
 */
export async function startOwnServer(options: Partial<RuntimeOptions> = {}): Promise<Runtime> {
  return startRuntime({
    memory: true,
    demo: true,
    port: 0,
    host: '0.0.0.0',
    distDir: resolve(ROOT, DIST_DIR),
    loadDataDir: pgliteTemplate(templateKindOf({ demo: options.demo ?? true, demoStock: options.demoStock })),
    ...options,
  });
}
