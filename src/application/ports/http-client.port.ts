/** The API hosts of SPEC 7 that this app calls. */
export type ApiHost = 'main' | 'settings' | 'auth';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  host: ApiHost;
  method: HttpMethod;
  /** Path below the host's base URL, e.g. '/eshop/'. */
  path: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** SPEC 9: no timeout unless a call names one (the log call: 60000 ms). */
  timeoutMs?: number;
  /** Sent as Idempotency-Key, so a retried write is applied once. */
  idempotencyKey?: string;
  /**
   * The token refresh itself (AuthApi.refresh, which the transport calls): sent without checking the token
   * first and without the Bearer header, and a refusal is left to the transport to end the session as expired.
   */
  refreshesToken?: boolean;
}

/**
 * The transport of SPEC 7/8. Resolves with the parsed body on status < 304; rejects with an
 * ApiFailure (errors.ts). Checks the token's expiry before every call and refreshes it first.
 */
export interface HttpClient {
  request<T>(request: ApiRequest): Promise<T>;
  /** Multipart file post with upload progress (0..1). */
  upload<T>(
    request: Omit<ApiRequest, 'body'> & { form: FormData; onProgress?: (fraction: number) => void },
  ): Promise<T>;
  /**
   * A file the server streams (an export): read as it arrives, reporting the bytes so far and, when the
   * server announces them, the expected bytes; failures as for request().
   */
  download(
    request: Omit<ApiRequest, 'body'> & { onProgress?: (received: number, total: number | null) => void },
  ): Promise<DownloadedFile>;
}
export const HttpClient = Symbol.for('HttpClient');

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the last part of the path. */
  fileName: string;
  headers: Record<string, string>;
}
