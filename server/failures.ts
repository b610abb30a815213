/**
 * The server's failure vocabulary. Use cases throw these; they know nothing of HTTP. One mapper at the
 * edge (`server/http/failure-response.ts`) turns each into its status and `{ detail, ...extra }`.
 * Every detail is a Czech sentence a warehouse worker can read.
 */
export abstract class Failure extends Error {
  abstract readonly kind: 'BadInput' | 'Refused' | 'NotFound' | 'Forbidden' | 'NotSignedIn' | 'Conflict' | 'TooMany';
  constructor(
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** The request does not have the shape or values the call accepts. */
export class BadInput extends Failure {
  readonly kind = 'BadInput';
}

/** A well-formed request the warehouse rules refuse (not enough stock, unknown location…); `extra` carries the reasons as data. */
export class Refused extends Failure {
  readonly kind = 'Refused';
}

export class NotFound extends Failure {
  readonly kind = 'NotFound';
  constructor(detail = 'Záznam nebyl nalezen.', extra?: Record<string, unknown>) {
    super(detail, extra);
  }
}

export class Forbidden extends Failure {
  readonly kind = 'Forbidden';
  constructor(detail = 'K této akci nemáte oprávnění.') {
    super(detail);
  }
}

export class NotSignedIn extends Failure {
  readonly kind = 'NotSignedIn';
  constructor(detail = 'Uživatel není přihlášen.') {
    super(detail);
  }
}

/** The state changed under the caller (a stale guid, a concurrent edit): reload and try again. */
export class Conflict extends Failure {
  readonly kind = 'Conflict';
}

export class TooMany extends Failure {
  readonly kind = 'TooMany';
}

export const badInput = (detail: string, extra?: Record<string, unknown>) => new BadInput(detail, extra);
export const refused = (detail: string, extra?: Record<string, unknown>) => new Refused(detail, extra);
export const notFound = (detail?: string) => new NotFound(detail);
export const forbidden = (detail?: string) => new Forbidden(detail);
