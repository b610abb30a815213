import type { PactV4 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { consumerApis, type ConsumerApis } from './consumer-apis';
import { newPact } from './pact-setup';

/** What `pact.addInteraction()…willRespondWith(…)` returns (pact-js does not export the type). */
export interface ReadyInteraction {
  executeTest<T>(test: (mockServer: { url: string }) => Promise<T>): Promise<T | undefined>;
}

/** One interaction and the adapter call that must produce exactly that request. */
export interface ContractCase {
  /** Test title and Pact description; unique across all consumer specs. Carry the RULES.md id. */
  title: string;
  interaction(pact: PactV4): ReadyInteraction;
  /** Calls the real adapter against the mock server and checks what it made of the answer. */
  exercise(apis: ConsumerApis): Promise<void>;
  /** Start signed out (no token in the session). */
  signedOut?: boolean;
}

const GENERATE_ONLY = Symbol.for('sklad.pact.generateOnly');

/** Set by the verifier before it loads the consumer specs, so they only yield their cases. */
export function loadSpecsWithoutTests(): void {
  (globalThis as Record<symbol, unknown>)[GENERATE_ONLY] = true;
}

/**
 * Declares the cases of one area: run as vitest tests in the spec's own file, and returned
 * so the provider verification can regenerate the pacts itself (see contracts/README.md).
 */
export function consumerSpec(area: string, cases: ContractCase[]): ContractCase[] {
  if (!(globalThis as Record<symbol, unknown>)[GENERATE_ONLY]) {
    describe(`${area}: consumer contract`, () => {
      for (const c of cases) it(c.title, () => runCase(c));
    });
  }
  return cases;
}

export async function runCase(c: ContractCase, dir?: string): Promise<void> {
  await c.interaction(newPact(dir)).executeTest(async (mock) => {
    await c.exercise(consumerApis(mock.url, { signedIn: !c.signedOut }));
  });
}
