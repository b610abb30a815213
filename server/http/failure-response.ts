import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Failure } from '../failures';

const STATUS: Record<Failure['kind'], ContentfulStatusCode> = {
  BadInput: 400,
  Refused: 400,
  NotFound: 404,
  Forbidden: 403,
  NotSignedIn: 401,
  Conflict: 409,
  TooMany: 429,
};

/** The one place a failure becomes an HTTP status and body. */
export function failureResponse(failure: Failure): { status: ContentfulStatusCode; body: Record<string, unknown> } {
  return { status: STATUS[failure.kind], body: { detail: failure.detail, ...failure.extra } };
}
