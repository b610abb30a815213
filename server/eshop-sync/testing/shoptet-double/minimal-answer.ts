import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The smallest `data` Shoptet's OpenAPI accepts for an operation's answer (every required field, null
 * where null is allowed, a sample where a pattern rules), for the double's big answers (e-shop info,
 * product detail) to start from; the module then fills in what the test is about.
 */
type Node = Record<string, unknown>;

const EXTRACT = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'shoptet-openapi.extract.json'), 'utf8'),
) as { operations: Record<string, { responses: Record<string, Node> }>; schemas: { $defs: Record<string, Node> } };

const SAMPLES: Record<string, string> = {
  typeCurrencyCode: 'CZK',
  typeDateTime: '2026-01-01T00:00:00+0100',
  typeDimension: '0.0',
  typeExchangeRate: '1.00000000',
  typeGuid: '00000000-0000-4000-8000-000000000000',
  typeGuidUnlimited: '00000000-0000-4000-8000-000000000000',
  typePositiveAmount: '0.000',
  typePrice: '0.00',
  typeProductPriceRatio: '1.000',
  typeVatRate: '21.00',
  typeWeight: '0.000',
};

export function minimalData(operationId: string, status = '200'): Record<string, unknown> {
  const answer = EXTRACT.operations[operationId].responses[status];
  return minimal((answer.properties as Node).data as Node) as Record<string, unknown>;
}

function minimal(schema: Node, name?: string): unknown {
  if (typeof schema.$ref === 'string') {
    const def = schema.$ref.replace('shoptet#/$defs/', '');
    return minimal(EXTRACT.schemas.$defs[def], def);
  }
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('null')) return null;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.oneOf ?? schema.anyOf)) return minimal(((schema.oneOf ?? schema.anyOf) as Node[])[0]);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as Node[]).map((s) => minimal(s)));
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (schema.properties ?? {}) as Record<string, Node>;
      for (const key of (schema.required ?? []) as string[]) out[key] = props[key] ? minimal(props[key]) : null;
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'string':
      return (name && SAMPLES[name]) ?? '';
    default:
      return null;
  }
}

/** The smallest item of an array field of the answer's `data` (`variants` of a product detail…). */
export function minimalItem(operationId: string, field: string, status = '200'): Record<string, unknown> {
  let data = (EXTRACT.operations[operationId].responses[status].properties as Node).data as Node;
  if (typeof data.$ref === 'string') data = EXTRACT.schemas.$defs[data.$ref.replace('shoptet#/$defs/', '')];
  const array = (data.properties as Record<string, Node>)[field];
  return minimal(array.items as Node) as Record<string, unknown>;
}
