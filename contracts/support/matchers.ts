import { MatchersV3 } from '@pact-foundation/pact';

const { regex } = MatchersV3;

/** Request header of a signed-in dev call: any Bearer token (the provider puts in a real one). */
export const BEARER = { authorization: regex(/^Bearer \S+$/, 'Bearer consumer-access-token') };
export const ISO_INSTANT = (example = '2026-11-22T10:15:00.000Z') =>
  regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, example);
export const TOKEN_HASH = regex(/^[0-9a-f]{32}$/, '3f2a9c0e5b7d4a1f8e6c2b9a7d5e3f1c');
export const JSON_RESPONSE = { 'content-type': regex(/^application\/json/, 'application/json') };

/** A signed-in request with a JSON body. */
export const JSON_BODY = { ...BEARER, 'content-type': 'application/json' };
/**
 * Headers of a keyed write: any printable Idempotency-Key up to 200 characters. Each request's example
 * key differs: the provider gets the examples, and a key reused for another request is refused.
 */
export const keyedWrite = (exampleKey: string, jsonBody = true) => ({
  ...(jsonBody ? JSON_BODY : BEARER),
  'idempotency-key': regex(/^[\x21-\x7e]{1,200}$/, exampleKey),
});
