import type { PactV4 } from '@pact-foundation/pact';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consumerApis, type ConsumerApis } from './consumer-apis';
import { newPact, ROOT } from './pact-setup';
import { getFfiLib } from '@pact-foundation/pact-core/src/ffi';

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
      for (const c of cases) it(c.title, () => runCase(c, ownPactDir(expect.getState().testPath)));
    });
  }
  return cases;
}

/**
 * Where a spec file's own test run writes its interactions: the contract files run in parallel (issue 29), and
 * two files merging into one pact file at the same moment would clash. The verification does not read these: it
 * regenerates pacts/ from every spec itself (regenerate-pacts.ts).
 */
function ownPactDir(testPath: string | undefined): string {
  return resolve(ROOT, 'test-results', 'pacts', basename(testPath ?? 'unknown', '.pact.spec.ts'));
}

export async function runCase(c: ContractCase, dir?: string): Promise<void> {
  let exerciseFailure: unknown;
  try {
    await c.interaction(newPact(dir)).executeTest(async (mock) => {
      try {
        await c.exercise(consumerApis(mock.url, { signedIn: !c.signedOut }));
        await matchRecorded(mock.url);
      } catch (failure) {
        exerciseFailure = failure;
        throw failure;
      }
    });
  } catch (failure) {
    // pact-js reports the mock's mismatches and drops the adapter's own error; keep both.
    if (exerciseFailure && exerciseFailure !== failure) {
      const cause = exerciseFailure as { message?: string; cause?: unknown };
      throw new Error(
        `${String((failure as Error).message)}\nThe adapter call failed with: ${cause.message ?? String(cause)}${cause.cause ? ` (${String(cause.cause)})` : ''}`,
      );
    }
    throw failure;
  }
}

const MATCH_RECORD_LIMIT_MS = 2_000;

/**
 * The Rust mock server answers a request before it books the match; on a loaded machine
 * pact-js can read "expected but not received" for a request the adapter already got an
 * answer to (pact-foundation/pact-reference#535). Waits, bounded, until the booking shows;
 * a request that never came still fails, only up to two seconds later.
 */
async function matchRecorded(mockUrl: string): Promise<void> {
  const port = Number(new URL(mockUrl).port);
  const ffi = getFfiLib();
  const deadline = Date.now() + MATCH_RECORD_LIMIT_MS;
  while (!ffi.pactffiMockServerMatched(port) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
