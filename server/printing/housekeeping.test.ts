// Printing housekeeping on both storages: a job whose agent died while sending is returned to the queue (PDF never
// fetched) or failed and reported (PDF fetched), never lost and never offered twice; old PDFs and finished jobs go
// after the retention, while a waiting job keeps its PDF. The agent here is driven call by call, so it can "die".
import { expect, it, vi } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { PRINT_RETENTION_MS, SENDING_LEASE_MS, printingHousekeeping, startPrintingHousekeeping } from './housekeeping';
import { countRows, printApiAs, queueLabelJob, rawAgent, type PrintApi, type RawAgent } from './printing-test-support';

const computer = { uuid: 'pc-uklid', name: 'PC úklid' };
const MINUTE = 60_000;

describeOnEachStorage('printing housekeeping', ({ server, clock }) => {
  let admin: PrintApi;
  let agent: RawAgent;
  const later = (ms: number) => new Date(clock.now().getTime() + ms);
  const status = async (id: number) => (await admin.call('GET', `/jobs/${id}/`)).body.data;

  it('sets up an agent with a printer', async () => {
    admin = await printApiAs(server(), 'admin', 101);
    const made = await admin.call('POST', '/agent_tokens/', { name: computer.name });
    agent = rawAgent(server(), made.body.token, computer);
    expect((await agent.register()).status).toBe(200);
  });

  it('a job taken by an agent that died before fetching the PDF goes back to the queue after the lease', async () => {
    const { jobId } = await queueLabelJob(admin, computer.uuid);
    expect((await agent.take())?.job_id).toBe(jobId);
    // Within the lease nothing changes: a slow agent is not a dead one.
    expect((await printingHousekeeping(server().database.db, later(SENDING_LEASE_MS - MINUTE))).lapsed).toEqual([]);
    expect((await status(jobId)).status).toBe('sending');
    const report = await printingHousekeeping(server().database.db, later(SENDING_LEASE_MS + MINUTE));
    expect(report.lapsed).toEqual([{ id: jobId, eshopId: 101, outcome: 'requeued' }]);
    expect((await status(jobId)).status).toBe('queued');
    // It is offered again, once: the next poll takes it, and a second poll finds nothing.
    expect((await agent.take())?.job_id).toBe(jobId);
    expect(await agent.take()).toBeNull();
    expect((await agent.pdf(jobId)).status).toBe(200);
    expect((await agent.report(jobId, 'printed')).status).toBe(200);
    expect((await status(jobId)).status).toBe('printed');
  });

  it('a job whose PDF was fetched before its agent died is failed and reported, never offered again', async () => {
    const { jobId } = await queueLabelJob(admin, computer.uuid);
    expect((await agent.take())?.job_id).toBe(jobId);
    expect((await agent.pdf(jobId)).status).toBe(200);
    const report = await printingHousekeeping(server().database.db, later(SENDING_LEASE_MS + MINUTE));
    expect(report.lapsed).toEqual([{ id: jobId, eshopId: 101, outcome: 'failed' }]);
    expect(await status(jobId)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/Tiskový agent přestal odpovídat během tisku úlohy č\. \d+; není jisté/),
    });
    expect(await agent.take()).toBeNull();
    // The agent was only slow: its late report tells what really happened.
    expect((await agent.report(jobId, 'printed')).status).toBe(200);
    expect(await status(jobId)).toMatchObject({ status: 'printed', detail: null });
    // A second report of the same job is refused.
    expect((await agent.report(jobId, 'printed')).status).toBe(400);
  });

  it('an agent cannot fetch the PDF of a job its lease returned to the queue', async () => {
    const { jobId } = await queueLabelJob(admin, computer.uuid);
    expect((await agent.take())?.job_id).toBe(jobId);
    await printingHousekeeping(server().database.db, later(SENDING_LEASE_MS + MINUTE));
    const late = await agent.pdf(jobId);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { detail: string }).detail).toMatch(/není právě odesílána \(stav queued\)/);
    expect((await agent.take())?.job_id).toBe(jobId);
    await agent.pdf(jobId);
    await agent.report(jobId, 'failed');
  });

  it('after the retention, finished jobs and unused PDFs are removed; a waiting job keeps its PDF', async () => {
    const preview = await admin.call('POST', '/generate_v2/', {
      data: [{ data_source: 'shoptet-product', copies: 1, data: { code: 'ZAH0002' }, template_id: 1, eshop_id: 101 }],
    });
    const waiting = await queueLabelJob(admin, computer.uuid);
    const [jobs, documents] = [await countRows(server(), 'print_jobs'), await countRows(server(), 'print_documents')];
    expect(jobs).toBe(4);
    expect(documents).toBe(5);
    // A day before the retention ends nothing goes.
    const early = await printingHousekeeping(server().database.db, later(PRINT_RETENTION_MS - 24 * 60 * MINUTE));
    expect(early).toMatchObject({ removedJobs: 0, removedDocuments: 0 });
    const report = await printingHousekeeping(server().database.db, later(PRINT_RETENTION_MS + MINUTE));
    // Three finished jobs, their three PDFs and the preview's; the queued job and its PDF stay.
    expect(report).toMatchObject({ removedJobs: 3, removedDocuments: 4 });
    expect(await countRows(server(), 'print_jobs')).toBe(1);
    expect(await countRows(server(), 'print_documents')).toBe(1);
    expect((await status(waiting.jobId)).status).toBe('queued');
    expect((await agent.take())?.job_id).toBe(waiting.jobId);
    expect((await agent.pdf(waiting.jobId)).status).toBe(200);
    expect((await admin.bytes(preview.body.data.pdf)).status).toBe(404);
  });

  it('the scheduled housekeeping names the e-shops it settled, so their printing screens hear of it', async () => {
    const { jobId } = await queueLabelJob(admin, computer.uuid);
    // Its agent takes it and dies (the retention case's job, still sending, lapses with it: one e-shop, named once).
    expect((await agent.take())?.job_id).toBe(jobId);
    const settled: number[][] = [];
    const lines: string[] = [];
    const stop = startPrintingHousekeeping(server().database.db, () => later(SENDING_LEASE_MS + MINUTE), {
      everyMs: 10,
      log: (line) => lines.push(line),
      onSettled: (eshopIds) => settled.push(eshopIds),
    });
    try {
      await vi.waitFor(() => expect(settled).toEqual([[101]]), { timeout: 10_000 });
    } finally {
      stop();
    }
    expect(lines.join('\n')).toContain(`Tisková úloha č. ${jobId} (e-shop 101)`);
    expect((await status(jobId)).status).toBe('queued');
  });
});
