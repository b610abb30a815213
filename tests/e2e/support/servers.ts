import { resolve } from 'node:path';
import { inject } from 'vitest';
import { startRuntime, type Runtime, type RuntimeOptions } from '../../../server/runtime';
import { pgliteTemplate, templateKindOf } from '../../support/database-template';
import { DIST_DIR } from './e2e-config';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Port of the shared e2e server started by global-setup.ts. */
export function sharedPort(): number {
  return inject('e2ePort');
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
