import { Result, Schema } from 'effect';
import type { ApiEndpoint } from '../../src/api/endpoint';

/**
 * Outside production, what a handler answers is held to its declaration's `response` schema, and
 * exactly: a key the schema leaves out is a mismatch too, because the app's decoding would drop it.
 * Under test a mismatch fails the call (a 500), so the test that made the call fails; a dev or demo
 * server logs it and answers as it would. Production skips the check: the handlers' types already
 * hold them to the schema's Type, and the check costs time on every call (bench/answer-decoding).
 */
type Mode = 'off' | 'log' | 'throw';
const mode = (): Mode =>
  process.env.NODE_ENV === 'production'
    ? 'off'
    : process.env.NODE_ENV === 'test' || process.env.VITEST
      ? 'throw'
      : 'log';

const checks = new WeakMap<Schema.Top, (input: unknown) => Result.Result<unknown, unknown>>();
const checkOf = (schema: Schema.Top) => {
  let check = checks.get(schema);
  if (!check) {
    check = Schema.decodeUnknownResult(schema as never, { onExcessProperty: 'error', errors: 'all' }) as (
      input: unknown,
    ) => Result.Result<unknown, unknown>;
    checks.set(schema, check);
  }
  return check;
};

export class AnswerMismatch extends Error {}

/** Checks one answer of `endpoint` (see above); answers that are not the declared JSON are not passed here. */
export function checkAnswer(endpoint: ApiEndpoint, answer: unknown): void {
  if (!endpoint.response) return;
  const current = mode();
  if (current === 'off') return;
  // What goes on the wire: a key whose value is undefined is not sent, a Date is sent as its text.
  const result = checkOf(endpoint.response)(JSON.parse(JSON.stringify(answer)));
  if (Result.isSuccess(result)) return;
  const problem = `${endpoint.method} ${endpoint.path}: the answer does not match its declared schema: ${String(result.failure)}`;
  if (current === 'throw') throw new AnswerMismatch(problem);
  console.error(problem);
}
