import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Checks requests and answers against Shoptet's own OpenAPI operations (the extract that
 * scripts/extract-shoptet-openapi.mjs makes from Shoptet's published document). The test double
 * runs every request it receives and every answer it gives through here; a mismatch is recorded as
 * a violation and fails the test that caused it.
 */
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: { type?: string | string[] };
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  requestBody: object | null;
  responses: Record<string, object | null>;
}

interface Extract {
  source: string;
  operations: Record<string, Operation>;
  schemas: { $id: string; $defs: Record<string, unknown> };
}

export interface HttpExchangePart {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

const EXTRACT = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'shoptet-openapi.extract.json'), 'utf8'),
) as Extract;

// An answer's status the operation does not list (429, 401, 423, 5xx…) is still Shoptet's envelope.
const ERROR_ENVELOPE = {
  type: 'object',
  required: ['data', 'errors', 'metadata'],
  properties: {
    data: { type: ['object', 'null'] },
    errors: { $ref: 'shoptet#/$defs/Errors' },
    metadata: { $ref: 'shoptet#/$defs/Metadata' },
  },
  additionalProperties: false,
};

// Query parameters every Shoptet endpoint accepts (SHOPTET.md §1, the SDK whitelists them everywhere).
const ALWAYS_ALLOWED_QUERY = new Set(['language']);

export class ShoptetOpenApi {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly matchers: Array<{ id: string; method: string; pattern: RegExp; names: string[] }>;

  constructor(private readonly extract: Extract = EXTRACT) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(extract.schemas);
    this.matchers = Object.entries(extract.operations).map(([id, op]) => {
      const names: string[] = [];
      const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { id, method: op.method, pattern: new RegExp(`^${pattern}$`), names };
    });
  }

  /** The operation a request is for; a literal path wins over a templated one (`/movements/last`). */
  operationOf(method: string, path: string): { id: string; pathParams: Record<string, string> } | undefined {
    const candidates = this.matchers
      .filter((m) => m.method === method.toUpperCase() && m.pattern.test(path))
      .sort((a, b) => a.names.length - b.names.length);
    const m = candidates[0];
    if (!m) return undefined;
    const values = m.pattern.exec(path)!.slice(1);
    return { id: m.id, pathParams: Object.fromEntries(m.names.map((n, i) => [n, decodeURIComponent(values[i])])) };
  }

  /** Problems of a request for `operationId`: parameters, the required Content-Type, the JSON body. */
  checkRequest(operationId: string, request: HttpExchangePart, pathParams: Record<string, string>): string[] {
    const op = this.extract.operations[operationId];
    if (!op) return [`${operationId}: not an operation of the extract`];
    const problems: string[] = [];
    const declared = new Set<string>();
    for (const p of op.parameters) {
      const raw =
        p.in === 'path'
          ? pathParams[p.name]
          : p.in === 'query'
            ? (request.query.get(p.name) ?? undefined)
            : headerOf(request.headers, p.name);
      if (p.in === 'query') declared.add(p.name);
      if (raw === undefined) {
        if (p.required) problems.push(`${p.in} parameter ${p.name} is required`);
        continue;
      }
      const type = Array.isArray(p.schema?.type) ? p.schema.type[0] : p.schema?.type;
      if (type === 'integer' && !/^-?\d+$/.test(raw)) problems.push(`${p.in} parameter ${p.name} must be an integer`);
      if (type === 'number' && !Number.isFinite(Number(raw)))
        problems.push(`${p.in} parameter ${p.name} must be a number`);
      if (type === 'boolean' && !/^(true|false|0|1)$/.test(raw))
        problems.push(`${p.in} parameter ${p.name} must be a boolean`);
    }
    for (const name of request.query.keys())
      if (!declared.has(name) && !ALWAYS_ALLOWED_QUERY.has(name))
        problems.push(`query parameter ${name} is not declared`);
    if (op.requestBody) {
      if (request.body === undefined) problems.push('request body is required');
      else problems.push(...this.run(`${operationId} request`, op.requestBody, request.body));
    } else if (request.body !== undefined && request.body !== null && request.body !== '')
      problems.push('the operation takes no request body');
    return problems.map((p) => `${operationId}: ${p}`);
  }

  /** Problems of an answer: the schema of its status, or Shoptet's error envelope for a status not listed. */
  checkResponse(operationId: string, status: number, body: unknown): string[] {
    const op = this.extract.operations[operationId];
    if (!op) return [`${operationId}: not an operation of the extract`];
    const schema = op.responses[String(status)];
    if (schema === undefined) {
      if (status < 400) return [`${operationId}: status ${status} is not an answer of the operation`];
      return this.run(`${operationId} ${status} (error envelope)`, ERROR_ENVELOPE, body);
    }
    return schema ? this.run(`${operationId} ${status}`, schema, body) : [];
  }

  private run(key: string, schema: object, value: unknown): string[] {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${key}: ${e.instancePath || '/'} ${e.message ?? 'invalid'}`);
  }
}

function headerOf(headers: HttpExchangePart['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
