// A print job's state moves on the printing screens of its e-shop: the print agent's calls (no user session)
// publish the `printing` kind once their change has committed, through the live bus every node listens to.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { openLiveStream, type LiveStreamClient } from '../../tests/support/live-stream-client';
import type { SseMessage } from '../../src/infrastructure/live/sse-parser';
import type { TestServer } from '../../tests/support/test-server';
import { printApiAs, type PrintApi } from './printing-test-support';

const computer = { uuid: 'pc-live-1', name: 'PC u výdeje' };

describeOnEachStorage('print job states on the live stream', ({ server }) => {
  let s: TestServer;
  let chaos: PrintApi;
  let other: PrintApi;
  let agentToken: string;
  const open: LiveStreamClient[] = [];

  const stream = async (api: PrintApi) => {
    const client = await openLiveStream(s.url, api.token);
    open.push(client);
    await client.waitFor((m) => m.event === 'ready');
    return client;
  };
  const agent = (method: string, path: string, body?: unknown) =>
    s.call(method, `/api/cloud-print${path}`, { headers: { authorization: `Bearer ${agentToken}` }, body });
  const lastId = (client: LiveStreamClient) => Number(client.received.at(-1)?.id ?? 0);
  /** The next `printing` event after what the client had heard before `step` ran. */
  const printingAfter = async (client: LiveStreamClient, step: () => Promise<unknown>): Promise<SseMessage> => {
    const before = lastId(client);
    await step();
    return client.waitFor((m) => m.event === 'printing' && Number(m.id) > before);
  };

  beforeAll(async () => {
    s = server();
    chaos = await printApiAs(s, 'admin', 101);
    other = await printApiAs(s, 'admin', 102);
    const made = await chaos.call('POST', '/agent_tokens/', { name: computer.name });
    expect(made.status).toBe(200);
    agentToken = made.body.token;
  });
  afterAll(() => open.forEach((c) => c.close()));

  it("an agent taking a job and reporting it printed reaches its e-shop's stream, not another e-shop's", async () => {
    const [mine, foreign] = await Promise.all([stream(chaos), stream(other)]);
    // Registering brings the computer's printers online: the printer list moves too.
    await printingAfter(mine, async () => {
      const registered = await agent('POST', '/agent/register/', {
        computer,
        printers: [
          { identifier: 'Zebra', name: 'Zebra výdej', uri: 'ipp://127.0.0.1:9/printers/none', reachable: true },
        ],
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    });
    const generated = await chaos.call('POST', '/generate_v2/', {
      data: [{ data_source: 'shoptet-product', copies: 1, data: { code: 'ZAH0001' }, template_id: 1, eshop_id: 101 }],
    });
    expect(generated.status).toBe(200);
    let jobId = 0;
    await printingAfter(mine, async () => {
      const queued = await chaos.call('POST', '/request_v2/', {
        url: generated.body.data.pdf,
        printer: 'Zebra',
        computer: computer.uuid,
      });
      expect(queued.status, JSON.stringify(queued.body)).toBe(200);
      jobId = queued.body.data.job_id;
    });

    // The agent's own calls: queued → sending, then sending → printed. Each is heard on its own.
    await printingAfter(mine, async () => {
      const taken = await agent('GET', `/agent/jobs/?computer=${computer.uuid}&wait=0`);
      expect(taken.body.job?.job_id).toBe(jobId);
    });
    expect((await chaos.call('GET', `/jobs/${jobId}/`)).body.data.status).toBe('sending');
    await printingAfter(mine, async () => {
      const reported = await agent('POST', `/agent/jobs/${jobId}/result/?computer=${computer.uuid}`, {
        status: 'printed',
        ipp_job_id: 7,
      });
      expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    });
    expect((await chaos.call('GET', `/jobs/${jobId}/`)).body.data.status).toBe('printed');

    // A poll that finds no job changes nothing and says nothing.
    const quiet = lastId(mine);
    expect((await agent('GET', `/agent/jobs/?computer=${computer.uuid}&wait=0`)).body.job).toBeNull();

    // The other e-shop's stream is alive (it hears its own layout change) and heard none of it.
    const probe = await s.call('POST', '/api/sklad/sector/', { token: other.token, body: { sector_name: 'LIVE-PRN' } });
    expect(probe.status).toBe(201);
    await foreign.waitFor((m) => m.event === 'layout');
    expect(foreign.received.filter((m) => m.event === 'printing')).toEqual([]);
    expect(mine.received.filter((m) => m.event === 'printing' && Number(m.id) > quiet)).toEqual([]);
  });
});
