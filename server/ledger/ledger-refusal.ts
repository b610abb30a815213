import { ApiError } from '../http/api-error';
import { refusalDetail, type LineError } from '../../src/domain/stock/line-errors';

/**
 * R-HTTP-08 from the server's side: a refused stock request answers 400 with `{ detail, errors }`
 * and, because it is thrown inside the transaction, nothing of it is written.
 */
export function refuse(errors: readonly LineError[]): ApiError {
  return new ApiError(400, refusalDetail(errors), {
    errors: errors.map((e) => ({
      code: e.code,
      detail: e.detail,
      reason: e.reason,
      ...(e.line === undefined ? {} : { line: e.line }),
    })),
  });
}

export function refuseOne(error: LineError): ApiError {
  return refuse([error]);
}
