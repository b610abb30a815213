import { Schema } from 'effect';
import type { ApiEndpoint } from '../../src/api/endpoint';
import { ACCESS_COOKIE } from '../auth/cookies';

/** Where each API host is mounted on this server (SPEC 7's three hosts share one port). */
export const HOST_BASE: Record<ApiEndpoint['host'], string> = {
  sklad: '/api/sklad',
  settings: '/api/settings',
  auth: '/api/auth',
};

type JsonSchema = Record<string, unknown>;

/**
 * An OpenAPI 3.1 description of the API, built from the same endpoint declarations the server
 * validates with and the app's adapters derive their types from (src/api/endpoints.ts).
 */
export function openApiDocument(endpoints: readonly ApiEndpoint[]) {
  const components: Record<string, JsonSchema> = {};
  const jsonSchema = (schema: Schema.Top): JsonSchema => {
    const doc = Schema.toJsonSchemaDocument(schema as never);
    Object.assign(components, relinked(doc.definitions));
    return relinked(doc.schema) as JsonSchema;
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = HOST_BASE[e.host] + e.path;
    const pathParams = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    }));
    const query = e.query ? jsonSchema(e.query) : undefined;
    const queryParams = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(([name, s]) => ({
      name,
      in: 'query',
      required: ((query?.required ?? []) as string[]).includes(name),
      schema: s,
      ...(typeof s.title === 'string' ? { description: s.title } : {}),
    }));
    const headerParams = (e.headers ?? []).map((name) => ({
      name,
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    }));
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      summary: e.summary,
      ...(e.scopes?.length ? { 'x-scopes': e.scopes } : {}),
      ...(e.host === 'auth' && !e.scopes ? {} : { security: [{ bearer: [] }, { cookie: [] }] }),
      parameters: [...pathParams, ...queryParams, ...headerParams],
      ...(e.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.body) } } } }
        : {}),
      responses: {
        '200': {
          description: 'Úspěch',
          ...(e.response ? { content: { 'application/json': { schema: jsonSchema(e.response) } } } : {}),
        },
        '400': { description: 'Neplatný nebo odmítnutý požadavek: { detail } v češtině', content: DETAIL },
        '401': { description: 'Uživatel není přihlášen', content: DETAIL },
        '403': { description: 'K této akci nemáte oprávnění', content: DETAIL },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sklad API', version: '1' },
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
      },
    },
  };
}

const DETAIL = {
  'application/json': { schema: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] } },
};

/** effect names shared definitions `#/$defs/X`; in the OpenAPI document they live under components. */
function relinked<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as T;
}
