import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { HttpFailure } from '../src/application/errors';
import { FetchDocumentsApi } from '../src/infrastructure/http/fetch-documents-api';
import { DOCUMENTS_EXAMPLE as X } from './provider-states/documents.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, ISO_INSTANT, JSON_RESPONSE, keyedWrite } from './support/matchers';

const { eachLike, atLeastLike, integer, string, boolean, regex } = MatchersV3;

// The twelve /movement_documents/ calls of SPEC 7 and the PDF, as the app's real FetchDocumentsApi
// makes them over FetchHttpClient, against the fixed documents of documents.states.ts.
const STATE = 'signed in as admin with the documents example';
const writeHeaders = (exampleKey: string, body = false) => keyedWrite(exampleKey, body);
const DOCUMENT = (id: number, number: string, type: 'receipt' | 'issue', archived: boolean) => ({
  document_id: integer(id),
  type,
  number: regex(/^(PR|VY)-\d{4}-\d{4,}$/, number),
  partner: string('PACT dodavatel'),
  document_date: regex(/^\d{4}-\d\d-\d\d$/, '2000-01-31'),
  note: string(''),
  author_name: string('Alena Adminová'),
  created_at: ISO_INSTANT(),
  archived: boolean(archived),
  queued_count: integer(1),
  posted_count: integer(0),
});
const QUEUED = {
  location_id: integer(X.location.id),
  location_name: string(X.location.name),
  product_code: string(X.receipt.code),
  product_name: string('Zahradní hadice'),
  sarze_id: null,
  sarze_name: null,
  amount: integer(X.receipt.amount),
  error: null,
  reason: null,
};
const api = (http: ConstructorParameters<typeof FetchDocumentsApi>[0]) => new FetchDocumentsApi(http);
const key = (k: string) => ({ idempotencyKey: k });

export default consumerSpec('DocumentsApi', [
  {
    title: 'R-DOC-01 types lists receipt and issue with their document_id',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the movement document types')
        .withRequest('GET', '/api/sklad/movement_documents/types/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody([
            { document_id: 1, type: 'receipt', name: string('Příjemka'), prefix: 'PR' },
            { document_id: 2, type: 'issue', name: string('Výdejka'), prefix: 'VY' },
          ]),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).types()).map((t) => t.type)).toEqual(['receipt', 'issue']);
    },
  },
  {
    title: 'list finds active receipts by number or partner',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a search of the active receipts')
        .withRequest('GET', '/api/sklad/movement_documents/', (b) =>
          b.headers(BEARER).query({ type: 'receipt', q: 'PACT dodavatel' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(eachLike(DOCUMENT(X.receipt.id, X.receipt.number, 'receipt', false))),
        ),
    exercise: async ({ http }) => {
      const found = await api(http).list('receipt', 'PACT dodavatel');
      expect(found[0]).toMatchObject({ type: 'receipt', archived: false });
    },
  },
  {
    title: 'R-DOC-01 archived lists the archived issues',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the archived issues')
        .withRequest('GET', '/api/sklad/movement_documents/archived', (b) => b.headers(BEARER).query({ type: 'issue' }))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(eachLike(DOCUMENT(X.archived.id, X.archived.number, 'issue', true))),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).archived('issue'))[0].archived).toBe(true);
    },
  },
  {
    title: 'detail answers the header and the posted movements',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for a movement document')
        .withRequest('GET', `/api/sklad/movement_documents/${X.receipt.id}`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            ...DOCUMENT(X.receipt.id, X.receipt.number, 'receipt', false),
            movements: atLeastLike(
              {
                movement_id: integer(1),
                change_id: integer(1),
                created_at: ISO_INSTANT(),
                location_name: string(X.location.name),
                product_code: string(X.receipt.code),
                product_name: string('Zahradní hadice'),
                sarze_id: null,
                sarze_name: null,
                amount: integer(2),
              },
              0,
              1,
            ),
          }),
        ),
    exercise: async ({ http }) => {
      const doc = await api(http).detail(X.receipt.id);
      expect(doc.number).toMatch(/^PR-/);
      expect(Array.isArray(doc.movements)).toBe(true);
    },
  },
  {
    title: 'create opens a receipt with the next number of its series',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a new receipt')
        .withRequest('POST', '/api/sklad/movement_documents/', (b) =>
          b.headers(writeHeaders('doc-create', true)).jsonBody({
            type: 'receipt',
            partner: 'Semena Novák',
            document_date: '2026-11-23',
            note: 'Dodací list 15',
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            ...DOCUMENT(1, 'PR-2026-0001', 'receipt', false),
            partner: 'Semena Novák',
            document_date: '2026-11-23',
            note: 'Dodací list 15',
            queued_count: 0,
          }),
        ),
    exercise: async ({ http }) => {
      const created = await api(http).create(
        { type: 'receipt', partner: 'Semena Novák', document_date: '2026-11-23', note: 'Dodací list 15' },
        key('doc-create'),
      );
      expect(created.number).toMatch(/^PR-\d{4}-\d{4}$/);
    },
  },
  {
    title: 'update changes the header and adds scanned rows to the queue',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a header change with a row for the queue')
        .withRequest('PUT', `/api/sklad/movement_documents/${X.receipt.id}`, (b) =>
          b.headers(writeHeaders('doc-update', true)).jsonBody({
            partner: 'PACT dodavatel a.s.',
            queue: [{ location_id: X.location.id, product_code: 'ZAH0003', amount: 4 }],
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            ...DOCUMENT(X.receipt.id, X.receipt.number, 'receipt', false),
            partner: 'PACT dodavatel a.s.',
            queued_count: 2,
          }),
        ),
    exercise: async ({ http }) => {
      const doc = await api(http).update(
        X.receipt.id,
        { partner: 'PACT dodavatel a.s.', queue: [{ location_id: X.location.id, product_code: 'ZAH0003', amount: 4 }] },
        key('doc-update'),
      );
      expect(doc.queued_count).toBe(2);
    },
  },
  {
    title: 'a queue row the ledger refuses is a 400 with its Czech detail',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a row for the queue with an unknown product')
        .withRequest('PUT', `/api/sklad/movement_documents/${X.receipt.id}`, (b) =>
          b
            .headers(writeHeaders('doc-update-bad', true))
            .jsonBody({ queue: [{ location_id: X.location.id, product_code: 'NEEXISTUJE', amount: 1 }] }),
        )
        .willRespondWith(400, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            detail: string('Produkt NEEXISTUJE neexistuje.'),
            errors: eachLike({
              code: 'NEEXISTUJE',
              detail: string('Produkt NEEXISTUJE neexistuje.'),
              reason: 'unknown_product',
              line: 0,
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const failure = await api(http)
        .update(
          X.receipt.id,
          { queue: [{ location_id: X.location.id, product_code: 'NEEXISTUJE', amount: 1 }] },
          key('doc-update-bad'),
        )
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(HttpFailure);
      expect((failure as HttpFailure).detail).toMatch(/NEEXISTUJE/);
    },
  },
  {
    title: 'delete removes a document with nothing posted',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a delete of an empty receipt')
        .withRequest('DELETE', `/api/sklad/movement_documents/${X.empty.id}`, (b) =>
          b.headers(writeHeaders('doc-delete')),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ deleted: X.empty.id })),
    exercise: async ({ http }) => {
      expect(await api(http).remove(X.empty.id, key('doc-delete'))).toEqual({ deleted: X.empty.id });
    },
  },
  {
    title: 'R-DOC-01 archive moves a document to the archive',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('an archive of a receipt')
        .withRequest('PUT', `/api/sklad/movement_documents/${X.receipt.id}/archive`, (b) =>
          b.headers(writeHeaders('doc-archive')),
        )
        .willRespondWith(200, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody({ ...DOCUMENT(X.receipt.id, X.receipt.number, 'receipt', true), archived: true }),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).archive(X.receipt.id, key('doc-archive'))).archived).toBe(true);
    },
  },
  {
    title: 'R-DOC-01 unarchive brings a document back',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('an unarchive of an issue')
        .withRequest('PUT', `/api/sklad/movement_documents/${X.archived.id}/unarchive`, (b) =>
          b.headers(writeHeaders('doc-unarchive')),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            ...DOCUMENT(X.archived.id, X.archived.number, 'issue', false),
            archived: false,
            queued_count: integer(0),
          }),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).unarchive(X.archived.id, key('doc-unarchive'))).archived).toBe(false);
    },
  },
  {
    title: 'R-DOC-01 post_queued posts the queue and answers posted_count, failed_count, errors',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a post of a receipt queue')
        .withRequest('POST', `/api/sklad/movement_documents/${X.receipt.id}/post_queued`, (b) =>
          b.headers(writeHeaders('doc-post')),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ posted_count: 1, failed_count: 0, errors: [] }),
        ),
    exercise: async ({ http }) => {
      expect(await api(http).postQueued(X.receipt.id, key('doc-post'))).toEqual({
        posted_count: 1,
        failed_count: 0,
        errors: [],
      });
    },
  },
  {
    title: 'R-DOC-01 post_queued lists every row it could not post with the Czech reason',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a post of an issue whose row lacks stock')
        .withRequest('POST', `/api/sklad/movement_documents/${X.failing.id}/post_queued`, (b) =>
          b.headers(writeHeaders('doc-post-fail')),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            posted_count: 0,
            failed_count: 1,
            errors: eachLike({
              location_id: X.location.id,
              location_name: X.location.name,
              product_code: X.failing.code,
              sarze_id: null,
              reason: 'insufficient_stock',
              detail: string('Na pozici DOK-PACT-01 není dost kusů produktu ZAH0009.'),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const result = await api(http).postQueued(X.failing.id, key('doc-post-fail'));
      expect(result.failed_count).toBe(1);
      expect(result.errors[0].detail).toEqual(expect.any(String));
    },
  },
  {
    title: 'posting an archived document is a 400 with a Czech detail',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a post of an archived issue')
        .withRequest('POST', `/api/sklad/movement_documents/${X.archived.id}/post_queued`, (b) =>
          b.headers(writeHeaders('doc-post-archived')),
        )
        .willRespondWith(400, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody({ detail: string('Doklad VY-2000-9002 je archivovaný a nelze jej zaúčtovat.') }),
        ),
    exercise: async ({ http }) => {
      const failure = await api(http)
        .postQueued(X.archived.id, key('doc-post-archived'))
        .catch((e: unknown) => e);
      expect((failure as HttpFailure).detail).toMatch(/archivovaný/);
    },
  },
  {
    title: 'R-DOC-01 queue lists the queued rows',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for a document queue')
        .withRequest('GET', `/api/sklad/movement_documents/queue/${X.receipt.id}`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(QUEUED))),
    exercise: async ({ http }) => {
      expect((await api(http).queue(X.receipt.id))[0]).toMatchObject({ location_id: X.location.id, error: null });
    },
  },
  {
    title: 'R-DOC-01 removing a queued row names location_id, product_code and sarze_id',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a removal of a queued row')
        .withRequest('DELETE', `/api/sklad/movement_documents/queue/${X.receipt.id}`, (b) =>
          b
            .headers(writeHeaders('doc-unqueue', true))
            .jsonBody({ location_id: X.location.id, product_code: X.receipt.code, sarze_id: null }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ removed: 1 })),
    exercise: async ({ http }) => {
      const removed = await api(http).removeQueued(
        X.receipt.id,
        { location_id: X.location.id, product_code: X.receipt.code, sarze_id: null },
        key('doc-unqueue'),
      );
      expect(removed).toEqual({ removed: 1 });
    },
  },
  {
    title: 'pdf answers the printable document as base64',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the PDF of a document')
        .withRequest('GET', `/api/sklad/movement_documents/${X.receipt.id}/pdf`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            file_name: `${X.receipt.number}.pdf`,
            content_base64: regex(/^JVBERi[A-Za-z0-9+/=]+$/, 'JVBERi0xLjMK'),
          }),
        ),
    exercise: async ({ http }) => {
      const file = await api(http).pdf(X.receipt.id);
      expect(atob(file.content_base64).startsWith('%PDF')).toBe(true);
    },
  },
]);
