// Test helpers for printing: settings-host calls as a signed-in user, and a connected print agent.
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../../tests/support/test-server';
import { apiAs } from '../layout/layout-test-support';
import { PrintAgent, type AgentPrinterConfig } from '../print-agent/print-agent';

export interface PrintApi {
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>;
  eshopId: number;
  token: string;
  /** The raw bytes of a URL the server gave out (the PDF), as this user. */
  bytes(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }>;
}

export async function printApiAs(server: TestServer, username: string, eshopId: number): Promise<PrintApi> {
  const api = await apiAs(server, username, eshopId);
  return {
    eshopId,
    token: api.token,
    async bytes(url) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${api.token}` } });
      return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
    },
    call: (method, path, body, headers) =>
      server.call(method, `/api/settings/cloud_print${path}`, { token: api.token, body, headers }),
  };
}

/** Makes an agent key as `admin` of the e-shop and starts an agent with these printers. */
export async function connectAgent(
  server: TestServer,
  admin: PrintApi,
  printers: AgentPrinterConfig[],
  computer: { uuid: string; name: string } = { uuid: randomUUID(), name: 'PC u příjmu' },
): Promise<PrintAgent> {
  const made = await admin.call('POST', '/agent_tokens/', { name: computer.name });
  if (made.status !== 200) throw new Error(`agent token: ${JSON.stringify(made.body)}`);
  const agent = new PrintAgent({ server: server.url, token: made.body.token, computer, printers, log: () => {} });
  await agent.start();
  return agent;
}

export async function countRows(server: TestServer, table: 'print_documents' | 'print_jobs'): Promise<number> {
  const [row] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row.n;
}

/** Polls a job's state until it is no longer queued or being sent. */
export async function settledJob(api: PrintApi, jobId: number, ms = 20_000): Promise<any> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await api.call('GET', `/jobs/${jobId}/`);
    if (res.body.data && !['queued', 'sending'].includes(res.body.data.status)) return res.body.data;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The print agent's HTTP calls made one at a time, so a test can stop between them (an agent that died). */
export function rawAgent(server: TestServer, token: string, computer: { uuid: string; name: string }) {
  const headers = { authorization: `Bearer ${token}` };
  const q = `computer=${computer.uuid}`;
  return {
    register: () =>
      server.call('POST', '/api/cloud-print/agent/register/', {
        headers,
        body: {
          computer,
          printers: [{ identifier: 'Zebra', name: 'Zebra', uri: 'ipp://127.0.0.1:9/printers/x', reachable: true }],
        },
      }),
    take: async () =>
      (await server.call('GET', `/api/cloud-print/agent/jobs/?${q}&wait=0`, { headers })).body.job as {
        job_id: number;
      } | null,
    pdf: (id: number) => fetch(`${server.url}/api/cloud-print/agent/jobs/${id}/pdf?${q}`, { headers }),
    report: (id: number, status: 'printed' | 'failed') =>
      server.call('POST', `/api/cloud-print/agent/jobs/${id}/result/?${q}`, {
        headers,
        body: { status, detail: null, ipp_job_id: 7 },
      }),
  };
}

export type RawAgent = ReturnType<typeof rawAgent>;

/** One product label sent to the printer "Zebra" of an agent's computer: the queued job and its PDF. */
export async function queueLabelJob(admin: PrintApi, computerUuid: string): Promise<{ jobId: number; pdf: string }> {
  const generated = await admin.call('POST', '/generate_v2/', {
    data: [{ data_source: 'shoptet-product', copies: 1, data: { code: 'ZAH0001' }, template_id: 1, eshop_id: 101 }],
  });
  const pdf = generated.body.data.pdf as string;
  const res = await admin.call('POST', '/request_v2/', { url: pdf, printer: 'Zebra', computer: computerUuid });
  if (res.status !== 200) throw new Error(`request_v2 answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { jobId: res.body.data.job_id, pdf };
}
