import { resolve } from 'node:path';
import { PactV4 } from '@pact-foundation/pact';

// No usage telemetry from pact-js (it would phone home from every test run).
process.env.PACT_DO_NOT_TRACK = 'true';

export const CONSUMER = 'SkladApp';
export const PROVIDER = 'SkladServer';
export const ROOT = resolve(import.meta.dirname, '../..');
export const PACT_DIR = resolve(ROOT, 'pacts');

/** The one pact file of this consumer/provider pair; every consumer spec adds to it. */
export const PACT_FILE = resolve(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** A fresh pact builder; its interactions are merged into the pact file after each passing test. */
export function newPact(dir: string = PACT_DIR): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir, logLevel: 'warn' });
}
