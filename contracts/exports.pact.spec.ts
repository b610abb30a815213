import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { FetchExportsApi } from '../src/infrastructure/http/fetch-exports-api';
import { IMPORT_EXAMPLE } from './provider-states/exports.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE } from './support/matchers';
import { installXhrOverFetch } from './support/xhr-over-fetch';

const { eachLike, atLeastLike, integer, string, regex, like } = MatchersV3;

// Export and import with spreadsheets as the app's real FetchExportsApi makes the calls over FetchHttpClient.
installXhrOverFetch();
const STATE = 'signed in as admin';
const UPLOADED = 'signed in as admin with an uploaded opening-stock import';
const FIXTURE = fileURLToPath(new URL('./fixtures/opening-stock.csv', import.meta.url));
const api = (http: ConstructorParameters<typeof FetchExportsApi>[0]) => new FetchExportsApi(http);

const SESSION = (id: number) => ({
  id: integer(id),
  kind: 'stock',
  file_name: string('opening-stock.csv'),
  encoding: 'utf-8',
  headers: ['Pozice', 'Kód produktu', 'Množství'],
  mapping: { location: 0, code: 1, amount: 2, batch: null, expiry: null },
  row_count: 2,
  preview: eachLike(eachLike(string('A-03-1'))),
  problems: [],
  problem_count: 0,
  applied_at: null,
  applied_before: null,
});

/** What a stock import changes (issue 24): rows used and skipped, stock lines changed, pieces in and out. */
const STOCK_CHANGE = (mode: 'set' | 'add') => ({
  mode,
  rows: 2,
  skipped_rows: 0,
  lines_changed: integer(2),
  pieces_in: integer(5),
  pieces_out: integer(0),
});

const download = (kind: string, query: Record<string, string>, fileName: string, type: RegExp, example: string) => ({
  title: `R-HTTP-01 exportFile downloads the ${kind} export as a file with its name`,
  interaction: (pact: Parameters<Parameters<typeof consumerSpec>[1][number]['interaction']>[0]) =>
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving(`a download of the ${kind} export as ${query.format}`)
      .withRequest('GET', `/api/sklad/exports/${kind}/`, (b) => b.headers(BEARER).query(query))
      .willRespondWith(200, (b) =>
        b.headers({
          'content-type': regex(type, example),
          'content-disposition': regex(/^attachment; filename="[\w.-]+"$/, `attachment; filename="${fileName}"`),
        }),
      ),
  exercise: async ({ http }: { http: ConstructorParameters<typeof FetchExportsApi>[0] }) => {
    const { format, ...filter } = query;
    const request =
      kind === 'movements'
        ? { kind: 'movements' as const, filter: { from: filter.from!, to: filter.to! } }
        : kind === 'stock'
          ? { kind: 'stock' as const, filter }
          : { kind: kind as 'layout' | 'multiean' | 'shoplists' | 'documents' };
    const file = await api(http).exportFile(request, format as 'csv' | 'xlsx');
    expect(file.fileName).toMatch(/\.(csv|xlsx)$/);
  },
});

export default consumerSpec('ExportsApi', [
  download(
    'stock',
    { format: 'xlsx', q: 'A-03' },
    'zasoby.xlsx',
    /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ),
  download(
    'movements',
    { format: 'csv', from: '2026-01-01', to: '2026-12-31' },
    'pohyby-2026-01-01-2026-12-31.csv',
    /^text\/csv(;.*)?$/,
    'text/csv; charset=utf-8',
  ),
  download('layout', { format: 'csv' }, 'rozlozeni-skladu.csv', /^text\/csv(;.*)?$/, 'text/csv; charset=utf-8'),
  download(
    'multiean',
    { format: 'xlsx' },
    'multi-ean.xlsx',
    /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ),
  download('shoplists', { format: 'csv' }, 'nakupni-seznamy.csv', /^text\/csv(;.*)?$/, 'text/csv; charset=utf-8'),
  download(
    'documents',
    { format: 'xlsx' },
    'doklady.xlsx',
    /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ),
  {
    title: 'R-HTTP-07 upload posts the file as multipart with upload progress and gets the checked import',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a multipart upload of an opening-stock file')
        .withRequest('POST', '/api/sklad/imports/upload/', (b) =>
          b.headers(BEARER).query({ kind: 'stock', encoding: 'utf-8' }).multipartBody('text/plain', FIXTURE, 'file'),
        )
        .willRespondWith(201, (b) => b.headers(JSON_RESPONSE).jsonBody(SESSION(7))),
    exercise: async ({ http }) => {
      const progress: number[] = [];
      const file = new File([readFileSync(FIXTURE)], 'opening-stock.csv', { type: 'text/csv' });
      const session = await api(http).upload('stock', file, (f) => progress.push(f));
      expect(session.problem_count).toBe(0);
      expect(progress.at(-1)).toBe(1);
    },
  },
  {
    title: 'session reads an import back with its mapping, preview and problems',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(UPLOADED)
        .uponReceiving('a request for an uploaded import')
        .withRequest('GET', `/api/sklad/imports/${IMPORT_EXAMPLE.id}/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(SESSION(IMPORT_EXAMPLE.id))),
    exercise: async ({ http }) => {
      expect((await api(http).session(IMPORT_EXAMPLE.id)).row_count).toBe(2);
    },
  },
  {
    title: 'remap sends the chosen columns and gets the import checked again, problems by row and column',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(UPLOADED)
        .uponReceiving('a new column mapping without the amount column')
        .withRequest('PUT', `/api/sklad/imports/${IMPORT_EXAMPLE.id}/mapping/`, (b) =>
          b
            .headers({ ...BEARER, 'content-type': 'application/json' })
            .jsonBody({ mapping: { location: 0, code: 1, amount: null, batch: null, expiry: null } }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            ...SESSION(IMPORT_EXAMPLE.id),
            mapping: { location: 0, code: 1, amount: null, batch: null, expiry: null },
            problems: atLeastLike(
              { row: integer(0), column: string(''), message: string('Vyberte sloupec pro „Množství“.') },
              1,
            ),
            problem_count: integer(1),
          }),
        ),
    exercise: async ({ http }) => {
      const session = await api(http).remap(IMPORT_EXAMPLE.id, {
        location: 0,
        code: 1,
        amount: null,
        batch: null,
        expiry: null,
      });
      expect(session.problems[0]).toMatchObject({ row: 0, message: expect.stringMatching(/Množství/) });
    },
  },
  {
    title: 'apply posts with an Idempotency-Key and gets the rows applied',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(UPLOADED)
        .uponReceiving('an apply of an uploaded stock import that adds received goods')
        .withRequest('POST', `/api/sklad/imports/${IMPORT_EXAMPLE.id}/apply/`, (b) =>
          b
            .headers({ ...BEARER, 'content-type': 'application/json', 'idempotency-key': like('import-key-1') })
            .jsonBody({ mode: 'add', skip_unknown: false }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            id: integer(IMPORT_EXAMPLE.id),
            applied_rows: 2,
            change_ids: eachLike(integer(1)),
            stock_change: STOCK_CHANGE('add'),
          }),
        ),
    exercise: async ({ http }) => {
      const applied = await api(http).apply(IMPORT_EXAMPLE.id, 'import-key-1', { mode: 'add', skipUnknown: false });
      expect(applied.applied_rows).toBe(2);
      expect(applied.stock_change).toMatchObject({ mode: 'add', rows: 2 });
    },
  },
  {
    title: 'issue 24: session with a stock choice previews the change the import makes',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(UPLOADED)
        .uponReceiving('a preview of an uploaded stock import that sets counted amounts')
        .withRequest('GET', `/api/sklad/imports/${IMPORT_EXAMPLE.id}/`, (b) =>
          b.headers(BEARER).query({ mode: 'set', skip_unknown: '1' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            ...SESSION(IMPORT_EXAMPLE.id),
            unknown_products: integer(0),
            stock_change: STOCK_CHANGE('set'),
          }),
        ),
    exercise: async ({ http }) => {
      const session = await api(http).session(IMPORT_EXAMPLE.id, { mode: 'set', skipUnknown: true });
      expect(session.stock_change).toMatchObject({ mode: 'set', rows: 2, skipped_rows: 0 });
    },
  },
]);
