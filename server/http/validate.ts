import type { Schema } from 'effect';
import { decodeOr400 } from '../decode';
import type { Context } from 'hono';
import { badInput } from '../failures';

export { decodeOr400 };

export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Reads and validates a JSON body; malformed JSON and oversized bodies are a 400, never a 500. */
export async function jsonBody<S extends Schema.Top>(c: Context, schema: S): Promise<S['Type']> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw badInput('Požadavek je příliš velký.');
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw badInput('Požadavek je příliš velký.');
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badInput('Tělo požadavku není platný JSON.');
  }
  return decodeOr400(schema, parsed);
}

export function queryParams<S extends Schema.Top>(c: Context, schema: S): S['Type'] {
  return decodeOr400(schema, c.req.query());
}

/** A positive integer id from the path, or a 400. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw badInput(`Neplatné ID „${raw}“.`);
  return Number(raw);
}
