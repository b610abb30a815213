import { Refused, type Failure } from '../failures';
import { refusalDetail, type LineError } from '../../src/domain/stock/line-errors';

/**
 * R-HTTP-08 from the server's side: a refused stock request answers 400 with `{ detail, errors }`
 * and, because it is thrown inside the transaction, nothing of it is written.
 */
export function refuse(errors: readonly LineError[]): Failure {
  return new Refused(refusalDetail(errors), {
    errors: errors.map((e) => ({
      code: e.code,
      detail: e.detail,
      reason: e.reason,
      ...(e.line === undefined ? {} : { line: e.line }),
    })),
  });
}

export function refuseOne(error: LineError): Failure {
  return refuse([error]);
}
