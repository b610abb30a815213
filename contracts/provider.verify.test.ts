import { Verifier } from '@pact-foundation/pact';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_DIR, PROVIDER } from './support/pact-setup';
import { startProviderHarness, type ProviderHarness } from './support/provider-harness';
import { regeneratePacts } from './support/regenerate-pacts';

// Provider side: the real server must answer every interaction of every pact in pacts/.
describe('provider verification', () => {
  let harness: ProviderHarness;
  beforeAll(async () => {
    harness = await startProviderHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('the consumer specs produce the pact from the real adapters', async () => {
    const { cases, failed } = await regeneratePacts();
    if (failed.length)
      console.warn(
        `Left out of the pact (failing consumer cases, reported in their own files):\n  ${failed.join('\n  ')}`,
      );
    expect(cases).toBeGreaterThan(0);
  });

  it('the real server honours every interaction of every pact in pacts/', async () => {
    const pactUrls = readdirSync(PACT_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(PACT_DIR, f));
    expect(pactUrls.length).toBeGreaterThan(0);
    const output = await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: harness.runtime.url,
      pactUrls,
      stateHandlers: harness.stateHandlers,
      requestFilter: harness.requestFilter,
      logLevel: 'warn',
    }).verifyProvider();
    expect(output).toBeTruthy();
  });
});
