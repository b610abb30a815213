import { TaggedError } from './tagged-error';

/** SPEC 8: 401/403 — always reported as 403 with this message, and the user is signed out. */
export class NotSignedIn extends TaggedError('NotSignedIn')<{ status: 403; message: string }> {
  static readonly MESSAGE = 'Uživatel není přihlášen.';
  static make(): NotSignedIn {
    return new NotSignedIn({ status: 403, message: NotSignedIn.MESSAGE });
  }
}

/** Any other non-success status, with the response body as payload (SPEC 8). */
export class HttpFailure extends TaggedError('HttpFailure')<{ status: number; payload: unknown }> {
  /** The server's Czech `detail`, when it sent one. */
  get detail(): string | undefined {
    const p = this.payload as { detail?: unknown } | null;
    return p && typeof p.detail === 'string' ? p.detail : undefined;
  }
}

/** The generic client errors of SPEC 8: the request never got an HTTP answer. */
export class NetworkFailure extends TaggedError('NetworkFailure')<{
  reason: 'network' | 'timeout' | 'aborted' | 'bad-response';
  message: string;
}> {}

/** SPEC 8: a scan, selective relocation or stock-taking commit whose answer lists errors failed. */
export class OperationErrors extends TaggedError('OperationErrors')<{ errors: readonly unknown[] }> {}

export type ApiFailure = NotSignedIn | HttpFailure | NetworkFailure;

export function isApiFailure(e: unknown): e is ApiFailure {
  const tag = (e as { _tag?: unknown } | null)?._tag;
  return tag === 'NotSignedIn' || tag === 'HttpFailure' || tag === 'NetworkFailure';
}

/** A Czech sentence for a failure, for the snackbar or a form. */
export function describeFailure(e: unknown): string {
  if (!isApiFailure(e)) return 'Nastala neočekávaná chyba.';
  switch (e._tag) {
    case 'NotSignedIn':
      return e.message;
    case 'HttpFailure':
      return e.detail ?? `Server odpověděl chybou ${e.status}.`;
    case 'NetworkFailure':
      return e.reason === 'timeout' ? 'Server neodpověděl včas.' : 'Nepodařilo se spojit se serverem.';
  }
}
