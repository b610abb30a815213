// Bad input to printing on both storages, each refused with a Czech message and nothing half done: a printer
// switched off in the settings, another e-shop's sector or batch on a label, another e-shop's agent reaching for
// this e-shop's job, and callers without a session or without a printing scope.
import { expect, it } from 'vitest';
import { Scope } from '../../src/domain/permissions/scopes';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { addUser } from '../../tests/support/test-users';
import { countRows, printApiAs, rawAgent, type PrintApi, type RawAgent } from './printing-test-support';

const here = { uuid: 'pc-zde', name: 'PC zde' };
const there = { uuid: 'pc-jinde', name: 'PC jinde' };

const productItem = (data: object, eshop_id = 101) => ({
  data_source: 'shoptet-product',
  copies: 1,
  data: { code: 'ZAH0001', ...data },
  template_id: 1,
  eshop_id,
});

describeOnEachStorage('printing refuses bad input', ({ server }) => {
  let admin: PrintApi;
  let other: PrintApi;
  let agent: RawAgent;
  let otherAgent: RawAgent;

  async function connect(api: PrintApi, computer: { uuid: string; name: string }): Promise<RawAgent> {
    const made = await api.call('POST', '/agent_tokens/', { name: computer.name });
    const raw = rawAgent(server(), made.body.token, computer);
    expect((await raw.register()).status).toBe(200);
    return raw;
  }
  async function generated(api: PrintApi, eshopId: number): Promise<string> {
    const res = await api.call('POST', '/generate_v2/', { data: [productItem({}, eshopId)] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.pdf;
  }

  it('connects an agent in each of two e-shops', async () => {
    admin = await printApiAs(server(), 'admin', 101);
    other = await printApiAs(server(), 'admin', 102);
    agent = await connect(admin, here);
    otherAgent = await connect(other, there);
  });

  it('a printer switched off in the print settings takes no job', async () => {
    const pdf = await generated(admin, 101);
    await server().database.query(
      `UPDATE print_printers SET is_active = false WHERE identifier = 'Zebra' AND eshop_id = 101`,
    );
    const jobs = await countRows(server(), 'print_jobs');
    const res = await admin.call('POST', '/request_v2/', { url: pdf, printer: 'Zebra', computer: here.uuid });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Tiskárna „Zebra“ je vypnutá v nastavení tisku.');
    expect(await countRows(server(), 'print_jobs')).toBe(jobs);
    await server().database.query(`UPDATE print_printers SET is_active = true WHERE eshop_id = 101`);
  });

  it("another e-shop's sector, or a batch that is not the product's, is not found", async () => {
    const [{ id: foreignSector }] = await server().database.query<{ id: number }>(
      `SELECT id FROM sectors WHERE eshop_id = 102 ORDER BY id LIMIT 1`,
    );
    const documents = await countRows(server(), 'print_documents');
    const sector = await admin.call('POST', '/generate_v2/', {
      data: [
        { data_source: 'stock-position', copies: 1, data: { sector_id: foreignSector }, template_id: 5, eshop_id: 101 },
      ],
    });
    expect(sector.status).toBe(400);
    expect(sector.body.detail).toBe(`Sektor č. ${foreignSector} neexistuje nebo nemá žádné pozice.`);
    const batch = await admin.call('POST', '/generate_v2/', { data: [productItem({ sarze_id: 987654 })] });
    expect(batch.status).toBe(400);
    expect(batch.body.detail).toBe('Šarže „987654“ produktu ZAH0001 neexistuje.');
    expect(await countRows(server(), 'print_documents')).toBe(documents);
  });

  it("another e-shop's agent can neither take, fetch nor report this e-shop's job", async () => {
    const pdf = await generated(admin, 101);
    const queued = await admin.call('POST', '/request_v2/', { url: pdf, printer: 'Zebra', computer: here.uuid });
    const jobId = queued.body.data.job_id as number;
    expect(await otherAgent.take()).toBeNull();
    expect((await otherAgent.pdf(jobId)).status).toBe(404);
    expect((await otherAgent.report(jobId, 'printed')).status).toBe(404);
    // Its own computer's uuid under this e-shop's key is unknown there, too.
    const borrowed = rawAgent(server(), 'skpa_not-a-key', here);
    expect((await borrowed.register()).status).toBe(401);
    expect((await admin.call('GET', `/jobs/${jobId}/`)).body.data.status).toBe('queued');
    expect((await other.call('GET', `/jobs/${jobId}/`)).status).toBe(404);
    expect((await agent.take())?.job_id).toBe(jobId);
    await agent.pdf(jobId);
    expect((await agent.report(jobId, 'printed')).status).toBe(200);
  });

  it('no session is a 401; a user without a printing or stock-in scope is a 403', async () => {
    const anonymous = await server().call('POST', '/api/settings/cloud_print/generate_v2/', {
      body: { data: [productItem({})] },
    });
    expect(anonymous.status).toBe(401);
    const { token } = await addUser(server(), `tisk-ne-${Date.now()}`, { scopes: [Scope.movementLog] });
    const refused = await server().call('POST', '/api/settings/cloud_print/generate_v2/', {
      token,
      body: { data: [productItem({})] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toEqual(expect.any(String));
  });
});
