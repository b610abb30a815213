import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected refusal: answered with its status and `{ detail }` in Czech, never logged as a defect. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, extra?: Record<string, unknown>) => new ApiError(400, detail, extra);
export const notSignedIn = () => new ApiError(401, 'Uživatel není přihlášen.');
export const forbidden = (detail = 'K této akci nemáte oprávnění.') => new ApiError(403, detail);
export const notFound = (detail = 'Záznam nebyl nalezen.') => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
