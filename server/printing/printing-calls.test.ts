// The cloud_print calls through the real HTTP stack, with a real print agent and a private CUPS scheduler:
// a printed job arrives in the spool as the very PDF that was generated (R-PRN-06).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { cupsAvailable, startPrivateCups, type PrivateCups } from '../../tests/support/private-cups';
import type { PrintAgent } from '../print-agent/print-agent';
import { connectAgent, countRows, printApiAs, settledJob, type PrintApi } from './printing-test-support';

let server: TestServer;
let cups: PrivateCups;
let admin: PrintApi;
let agent: PrintAgent;
const computer = { uuid: 'pc-prijem-1', name: 'PC u příjmu' };
let ean: string;

beforeAll(async () => {
  server = await startTestServer();
  cups = await startPrivateCups(['Labels', 'Sheets']);
  admin = await printApiAs(server, 'admin', 101);
  agent = await connectAgent(
    server,
    admin,
    [
      { identifier: 'Zebra', name: 'Zebra štítky', uri: cups.uriOf('Labels') },
      { identifier: 'A4', name: 'Kancelář A4', uri: cups.uriOf('Sheets') },
    ],
    computer,
  );
  [{ ean }] = await server.database.query<{ ean: string }>(
    `SELECT ean FROM products WHERE eshop_id = 101 AND code = 'ZAH0001'`,
  );
});
afterAll(async () => {
  await agent?.stop();
  await server?.close();
  await cups?.stop();
});

const productItem = (code: string, copies = 1, template_id = 1) => ({
  data_source: 'shoptet-product',
  copies,
  data: { code },
  template_id,
  eshop_id: 101,
});

async function generate(items: unknown[], copies?: number) {
  const res = await admin.call('POST', '/generate_v2/', { data: items, ...(copies ? { copies } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { pdf: string; labels: number; pages: number };
}

describe.skipIf(!cupsAvailable())('label printing through the print agent', () => {
  it('lists the templates of both kinds and the printers of the e-shop with their computer, present', async () => {
    const templates = (await admin.call('GET', '/template/')).body;
    expect(templates.filter((t: any) => t.type.type === 'shoptet-product')).toHaveLength(4);
    expect(templates.filter((t: any) => t.type.type === 'stock-position')).toHaveLength(4);
    const printers = (await admin.call('GET', '/printers/')).body;
    expect(printers).toEqual([
      expect.objectContaining({ identifier: 'A4', name: 'Kancelář A4', is_present: true, computer }),
      expect.objectContaining({ identifier: 'Zebra', name: 'Zebra štítky', is_present: true, computer }),
    ]);
    // The other e-shop of the same organisation has no printers connected.
    const other = await printApiAs(server, 'admin', 102);
    expect((await other.call('GET', '/printers/')).body).toEqual([]);
  });

  it('R-PRN-06 generate_v2 answers data.pdf; request_v2 with it prints, and the spool holds that very PDF', async () => {
    const before = cups.spooled().length;
    const doc = await generate([productItem(ean, 3)]);
    expect(doc.labels).toBe(3);
    const pdf = await admin.bytes(doc.pdf);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    const res = await admin.call('POST', '/request_v2/', {
      url: doc.pdf,
      printer: 'Zebra',
      computer: computer.uuid,
      computer_name: computer.name,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'queued', printer: 'Zebra štítky', is_present: true, detail: null });
    expect(await settledJob(admin, res.body.data.job_id)).toMatchObject({ status: 'printed' });
    const files = await cups.waitForSpooled(before + 1);
    expect(files.at(-1)!.bytes.equals(pdf.bytes)).toBe(true);
    expect(files.at(-1)!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('R-PRN-06 a retried request_v2 (same Idempotency-Key) queues one job', async () => {
    const doc = await generate([productItem('ZAH0002')]);
    const body = { url: doc.pdf, printer: 'A4', computer: computer.uuid, computer_name: computer.name };
    const headers = { 'Idempotency-Key': `print-${Date.now()}` };
    const jobsBefore = await countRows(server, 'print_jobs');
    const first = await admin.call('POST', '/request_v2/', body, headers);
    const again = await admin.call('POST', '/request_v2/', body, headers);
    expect(again.body.data.job_id).toBe(first.body.data.job_id);
    expect(await countRows(server, 'print_jobs')).toBe(jobsBefore + 1);
    await settledJob(admin, first.body.data.job_id);
  });

  it('refuses bad generate_v2 input with a Czech 400 and stores no document', async () => {
    const documents = await countRows(server, 'print_documents');
    const refusals: [unknown, RegExp][] = [
      [{ data: [productItem('ZAH0001', 1, 99)] }, /Šablona štítku č\. 99 neexistuje/],
      [{ data: [productItem('ZAH0001', 0)] }, /Počet kopií štítku 1 musí být 1 až 999 \(zadáno 0\)/],
      [{ data: [productItem('ZAH0001', 10000)] }, /Počet kopií štítku 1 musí být 1 až 999 \(zadáno 10000\)/],
      [{ data: [productItem('ZAH0001')], copies: 10000 }, /Počet kopií dokumentu/],
      [{ data: [productItem('ZAH0001', 1, 5)] }, /je pro štítky pozic, ne produktů/],
      [{ data: [{ ...productItem('ZAH0001'), eshop_id: 201 }] }, /jen pro e-shop, ve kterém pracujete/],
      [{ data: [productItem('NEEXISTUJE-1')] }, /Produkt „NEEXISTUJE-1“ neexistuje/],
      // A product of the other e-shop is not found in this one.
      [{ data: [productItem('KUCH0001')] }, /Produkt „KUCH0001“ neexistuje/],
      [
        {
          data: [
            { data_source: 'stock-position', copies: 1, data: { sector_id: 999999 }, template_id: 5, eshop_id: 101 },
          ],
        },
        /Sektor č\. 999999 neexistuje/,
      ],
      [
        {
          data: [{ data_source: 'stock-position', copies: 1, data: { all: true }, template_id: 5, eshop_id: 101 }],
          copies: 999,
        },
        /nejvýše 5000 štítků/,
      ],
      [{ data: [] }, /Štítky musí obsahovat alespoň 1/],
      ['{"data": [', /není platný JSON/],
    ];
    for (const [body, detail] of refusals) {
      const res = await admin.call('POST', '/generate_v2/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toMatch(detail);
    }
    expect(await countRows(server, 'print_documents')).toBe(documents);
  });

  it("refuses an unknown printer, another e-shop's printer and a foreign URL; no job is queued", async () => {
    const other = await printApiAs(server, 'admin', 102);
    const otherAgent = await connectAgent(
      server,
      other,
      [{ identifier: 'Kuchyně', name: 'Kuchyně', uri: cups.uriOf('Labels') }],
      {
        uuid: 'pc-kuchyne',
        name: 'PC v kuchyni',
      },
    );
    try {
      const doc = await generate([productItem('ZAH0001')]);
      const jobs = await countRows(server, 'print_jobs');
      const refusals: [unknown, RegExp][] = [
        [
          { url: doc.pdf, printer: 'Neznámá', computer: computer.uuid, computer_name: computer.name },
          /Tiskárna „Neznámá“ na počítači „PC u příjmu“ neexistuje/,
        ],
        [
          { url: doc.pdf, printer: 'Kuchyně', computer: 'pc-kuchyne', computer_name: 'PC v kuchyni' },
          /Tiskárna „Kuchyně“ na počítači „PC v kuchyni“ neexistuje/,
        ],
        [
          { url: 'https://evil.example/x.pdf', printer: 'Zebra', computer: computer.uuid },
          /není dokument vytvořený tímto skladem/,
        ],
        [
          {
            url: doc.pdf.replace(/[A-Za-z0-9_-]+\.pdf$/, 'AAAAAAAAAAAAAAAAAAAAAAAA.pdf'),
            printer: 'Zebra',
            computer: computer.uuid,
          },
          /nebyl nalezen/,
        ],
      ];
      for (const [body, detail] of refusals) {
        const res = await admin.call('POST', '/request_v2/', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.detail).toMatch(detail);
      }
      // The other e-shop cannot print this e-shop's PDF on its own printer either.
      const foreign = await other.call('POST', '/request_v2/', {
        url: doc.pdf,
        printer: 'Kuchyně',
        computer: 'pc-kuchyne',
      });
      expect(foreign.status).toBe(400);
      expect((await other.bytes(doc.pdf.replace(/[A-Za-z0-9_-]+\.pdf$/, 'BBBBBBBBBBBBBBBBBBBBBBBB.pdf'))).status).toBe(
        404,
      );
      expect(await countRows(server, 'print_jobs')).toBe(jobs);
    } finally {
      await otherAgent.stop();
    }
  });

  it('a printer whose computer is offline keeps the job and says so; it prints when the agent is back', async () => {
    await agent.stop();
    expect((await admin.call('GET', '/printers/')).body.every((p: any) => !p.is_present)).toBe(true);
    const before = cups.spooled().length;
    const doc = await generate([
      { data_source: 'stock-position', copies: 1, data: { location_name: 'A-01-1' }, template_id: 5, eshop_id: 101 },
    ]);
    const res = await admin.call('POST', '/request_v2/', {
      url: doc.pdf,
      printer: 'Zebra',
      computer: computer.uuid,
      computer_name: computer.name,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'queued', is_present: false });
    expect(res.body.data.detail).toMatch(/je offline\. Úloha č\. \d+ počká ve frontě/);
    expect((await admin.call('GET', `/jobs/${res.body.data.job_id}/`)).body.data.status).toBe('queued');
    agent = await connectAgent(
      server,
      admin,
      [{ identifier: 'Zebra', name: 'Zebra štítky', uri: cups.uriOf('Labels') }],
      computer,
    );
    expect(await settledJob(admin, res.body.data.job_id)).toMatchObject({ status: 'printed', is_present: true });
    const files = await cups.waitForSpooled(before + 1);
    expect(files.at(-1)!.bytes.equals((await admin.bytes(doc.pdf)).bytes)).toBe(true);
  });

  it('only the settings scope connects a computer; an agent without a valid key is refused', async () => {
    const worker = await printApiAs(server, 'skladnik', 101);
    expect((await worker.call('POST', '/agent_tokens/', { name: 'x' })).status).toBe(403);
    // A stock-in worker may print (auto print on scan) and list printers.
    expect((await worker.call('GET', '/printers/')).status).toBe(200);
    const bad = await server.call('POST', '/api/cloud-print/agent/register/', {
      headers: { authorization: 'Bearer skpa_nope' },
      body: { computer, printers: [] },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toMatch(/Klíč tiskového agenta je neplatný/);
  });
});
