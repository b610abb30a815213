import { Result, Schema } from 'effect';
import type { Context } from 'hono';
import { badInput } from '../failures';

const MAX_BODY_BYTES = 2 * 1024 * 1024;

const EXPECTED_CS: Record<string, string> = {
  string: 'text',
  number: 'číslo',
  boolean: 'ano/ne',
  'an integer': 'celé číslo',
  'a finite number': 'číslo',
  array: 'seznam',
  object: 'objekt',
  null: 'prázdná hodnota',
  undefined: 'nic',
};

/** Turns effect's first schema issue into a Czech sentence naming the offending field. */
export function describeSchemaError(error: unknown): string {
  const text = String(error);
  const expected = /Expected ([^\n]+)/.exec(text)?.[1]?.trim();
  const at = /at (\[[^\n]+\])/.exec(text)?.[1];
  const path = at ? at.replace(/\["?([^"\]]+)"?\]/g, '.$1').replace(/^\./, '') : '';
  const what = expected ? translateExpected(expected) : 'platná hodnota';
  if (/Missing key/.test(text)) return `Chybí povinný údaj „${path}“.`;
  return path ? `Neplatný údaj „${path}“: očekáváno ${what}.` : `Neplatná data požadavku: očekáváno ${what}.`;
}

function translateExpected(expected: string): string {
  // Unions read 'string | null': translate each member ('text nebo prázdná hodnota').
  if (expected.includes(' | ')) return [...new Set(expected.split(' | ').map(translateExpected))].join(' nebo ');
  if (EXPECTED_CS[expected]) return EXPECTED_CS[expected];
  const greater = /^a value greater than (-?\d+)/.exec(expected);
  if (greater) return `hodnota větší než ${greater[1]}`;
  const atLeast = /^a value greater than or equal to (-?\d+)/.exec(expected);
  if (atLeast) return `hodnota alespoň ${atLeast[1]}`;
  const maxLen = /^a value with a length of at most (\d+)/.exec(expected);
  if (maxLen) return `nejvýše ${maxLen[1]} znaků`;
  const minLen = /^a value with a length of at least (\d+)/.exec(expected);
  if (minLen) return `alespoň ${minLen[1]} znaků`;
  return expected;
}

export function decodeOr400<S extends Schema.Top>(schema: S, input: unknown): S['Type'] {
  const result = Schema.decodeUnknownResult(schema as never)(input) as Result.Result<S['Type'], unknown>;
  if (Result.isFailure(result)) throw badInput(describeSchemaError(result.failure));
  return result.success;
}

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

/** Ids given as query (?id=1&id=2 or ?ids=1,2) for DELETE calls that carry no body. */
export const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0));
