import { Result, Schema } from 'effect';
import type { ApiEndpoint } from '../../api/endpoint';
import { NetworkFailure, OperationErrors } from '../../application/errors';

const decoders = new WeakMap<Schema.Top, (input: unknown) => Result.Result<unknown, Schema.SchemaError>>();

/**
 * The answer of a declared call decoded by its `response` schema. An answer of another shape is a bad
 * response, as an unreadable one is (fetch-http-client.ts), never data the screens half-understand: a
 * write's caller keeps it as unsent and sends it again under the same key, which never applies twice.
 * The message is for the log (the path in the answer and what was expected there). An answer that
 * does not fit and lists errors is a refusal whatever its status (R-HTTP-08), as `stockAnswer` has it.
 */
export function decodeAnswer(endpoint: ApiEndpoint, response: Schema.Top, json: unknown): unknown {
  let decode = decoders.get(response);
  if (!decode) {
    decode = Schema.decodeUnknownResult(response as never, { errors: 'all' }) as (
      input: unknown,
    ) => Result.Result<unknown, Schema.SchemaError>;
    decoders.set(response, decode);
  }
  const result = decode(json);
  if (Result.isSuccess(result)) return result.success;
  const listed = (json as { errors?: unknown } | null)?.errors;
  if (Array.isArray(listed) && listed.length) throw new OperationErrors({ errors: listed });
  throw new NetworkFailure({
    reason: 'bad-response',
    message: `${endpoint.method} ${endpoint.path}: ${String(result.failure)}`,
  });
}
