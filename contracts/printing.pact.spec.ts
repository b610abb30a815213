import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { HttpFailure } from '../src/application/errors';
import type { GenerateBody } from '../src/application/printing/printing-api.port';
import { FetchPrintingApi } from '../src/infrastructure/http/fetch-printing-api';
import { PRINTING_EXAMPLE } from './provider-states/printing.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE, keyedWrite, JSON_BODY as BODY } from './support/matchers';

const { eachLike, integer, string, boolean, regex, like } = MatchersV3;

// SPEC 7 "Printing" as the app's real FetchPrintingApi makes the calls over FetchHttpClient, against the
// printing corner of e-shop 101 (contracts/provider-states/printing.states.ts).
const STATE = 'signed in as admin with a connected print agent';
const { computer, printer, document, jobId, batch } = PRINTING_EXAMPLE;
const PDF_URL = `http://localhost:8080/api/cloud-print/documents/${document.token}.pdf`;
const api = (http: ConstructorParameters<typeof FetchPrintingApi>[0]) => new FetchPrintingApi(http);
/** generate_v2's answer: the PDF's link on this server, and how many labels and pages it holds. */
const GENERATED = (labels: number) => ({
  data: {
    pdf: regex(/^https?:\/\/[^/]+\/api\/cloud-print\/documents\/[A-Za-z0-9_-]+\.pdf$/, PDF_URL),
    labels: integer(labels),
    pages: integer(labels),
  },
});
/** What the movement log's reprint sends: each product of a movement, one in a batch, with its copies. */
const REPRINT_ITEMS: GenerateBody['data'] = [
  { data_source: 'shoptet-product', copies: 2, data: { code: 'ZAH0002' }, template_id: 1, eshop_id: 101 },
  {
    data_source: 'shoptet-product',
    copies: 5,
    data: { code: 'ZAH0001', sarze_id: batch.id },
    template_id: 1,
    eshop_id: 101,
  },
];
const JOB = (status: string) => ({
  job_id: integer(jobId),
  status,
  printer: string(printer.name),
  is_present: boolean(true),
  detail: null,
});

export default consumerSpec('PrintingApi', [
  {
    title: 'printers lists the printers with identifier, flags and their computer (uuid, name)',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the printers')
        .withRequest('GET', '/api/settings/cloud_print/printers/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(
            eachLike({
              id: integer(printer.id),
              name: string(printer.name),
              identifier: string(printer.identifier),
              is_visible: boolean(true),
              is_active: boolean(true),
              is_present: boolean(true),
              computer: { uuid: string(computer.uuid), name: string(computer.name) },
            }),
          ),
        ),
    exercise: async ({ http }) => {
      const printers = await api(http).printers();
      expect(printers[0].computer).toMatchObject({ uuid: expect.any(String), name: expect.any(String) });
    },
  },
  {
    title: 'templates lists the label templates with their type',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the label templates')
        .withRequest('GET', '/api/settings/cloud_print/template/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(
            eachLike({
              id: integer(1),
              name: string('Produkt 50 × 30 mm'),
              type: { type: regex(/^(shoptet-product|stock-position)$/, 'shoptet-product') },
              width_mm: integer(50),
              height_mm: integer(30),
              per_sheet: integer(1),
            }),
          ),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).templates())[0].type.type).toMatch(/shoptet-product|stock-position/);
    },
  },
  {
    title:
      'R-PRN-06 generate_v2 posts items (data_source, copies, data, template_id, eshop_id) and copies; answers data.pdf',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a generation of three product labels')
        .withRequest('POST', '/api/settings/cloud_print/generate_v2/', (b) =>
          b.headers(BODY).jsonBody({
            data: [
              { data_source: 'shoptet-product', copies: 3, data: { code: 'ZAH0001' }, template_id: 1, eshop_id: 101 },
            ],
            copies: 1,
          }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(GENERATED(3))),
    exercise: async ({ http }) => {
      const answer = await api(http).generate({
        data: [{ data_source: 'shoptet-product', copies: 3, data: { code: 'ZAH0001' }, template_id: 1, eshop_id: 101 }],
        copies: 1,
      });
      expect(answer.data.pdf).toMatch(/\.pdf$/);
    },
  },
  {
    title: "generate_v2 as the movement log's reprint sends it: each product with its batch (sarze_id) and copies",
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a generation of the labels of a movement, one product in a batch')
        .withRequest('POST', '/api/settings/cloud_print/generate_v2/', (b) =>
          b.headers(BODY).jsonBody({
            data: REPRINT_ITEMS,
          }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(GENERATED(7))),
    exercise: async ({ http }) => {
      const answer = await api(http).generate({
        data: REPRINT_ITEMS,
      });
      expect(answer.data.labels).toBe(7);
    },
  },
  {
    title: 'generate_v2 with 0 copies is refused with a Czech detail',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a generation of zero copies')
        .withRequest('POST', '/api/settings/cloud_print/generate_v2/', (b) =>
          b.headers(BODY).jsonBody({
            data: [
              { data_source: 'shoptet-product', copies: 0, data: { code: 'ZAH0001' }, template_id: 1, eshop_id: 101 },
            ],
          }),
        )
        .willRespondWith(400, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ detail: string('Počet kopií štítku 1 musí být 1 až 999 (zadáno 0).') }),
        ),
    exercise: async ({ http }) => {
      const failure = await api(http)
        .generate({
          data: [
            { data_source: 'shoptet-product', copies: 0, data: { code: 'ZAH0001' }, template_id: 1, eshop_id: 101 },
          ],
        })
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(HttpFailure);
      expect((failure as HttpFailure).detail).toContain('kopií');
    },
  },
  {
    title: 'R-PRN-06 request_v2 posts url, printer, computer and computer_name with an idempotency key; data is read',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a print request of the example PDF on the example printer')
        .withRequest('POST', '/api/settings/cloud_print/request_v2/', (b) =>
          b.headers(keyedWrite('print-key-1')).jsonBody({
            url: PDF_URL,
            printer: printer.identifier,
            computer: computer.uuid,
            computer_name: computer.name,
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ data: { ...JOB('queued'), job_id: integer(1) } }),
        ),
    exercise: async ({ http }) => {
      const { data } = await api(http).request(
        { url: PDF_URL, printer: printer.identifier, computer: computer.uuid, computer_name: computer.name },
        'print-key-1',
      );
      expect(data).toMatchObject({ status: 'queued', is_present: true });
    },
  },
  {
    title: 'job reads the state of a print job',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the state of the example print job')
        .withRequest('GET', `/api/settings/cloud_print/jobs/${jobId}/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ data: JOB('printed') })),
    exercise: async ({ http }) => {
      expect((await api(http).job(jobId)).data.status).toBe('printed');
    },
  },
  {
    title: 'createAgentToken posts a computer name and gets its device key once',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for a print agent key')
        .withRequest('POST', '/api/settings/cloud_print/agent_tokens/', (b) =>
          b.headers(BODY).jsonBody({ name: 'PC u příjmu' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            token: regex(/^skpa_[A-Za-z0-9_-]{20,}$/, 'skpa_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
            name: like('PC u příjmu'),
          }),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).createAgentToken('PC u příjmu')).token).toMatch(/^skpa_/);
    },
  },
  {
    title: 'pairAgent posts a computer name and gets a pairing code with the agent and install links',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for a print agent pairing code')
        .withRequest('POST', '/api/settings/cloud_print/agent_pairing/', (b) =>
          b.headers(BODY).jsonBody({ name: 'PC u příjmu' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            code: regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/, 'ABCD-EFGH'),
            name: like('PC u příjmu'),
            expires_at: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-11-26T12:15:00.000Z'),
            downloads: {
              agent: regex(
                /^https?:\/\/[^/]+\/api\/cloud-print\/agent\/download\/[a-z.-]+$/,
                'http://localhost/api/cloud-print/agent/download/sklad-print-agent.mjs',
              ),
              linux: regex(
                /^https?:\/\/[^/]+\/api\/cloud-print\/agent\/install\/linux\.sh\?code=[A-Z0-9-]+$/,
                'http://localhost/api/cloud-print/agent/install/linux.sh?code=ABCD-EFGH',
              ),
              windows: regex(
                /^https?:\/\/[^/]+\/api\/cloud-print\/agent\/install\/windows\.ps1\?code=[A-Z0-9-]+$/,
                'http://localhost/api/cloud-print/agent/install/windows.ps1?code=ABCD-EFGH',
              ),
            },
          }),
        ),
    exercise: async ({ http }) => {
      const made = await api(http).pairAgent('PC u příjmu');
      expect(made.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(made.downloads.linux).toContain(made.code);
    },
  },
]);
