// Label printing: the four cloud_print calls of SPEC 7 (with the PDF itself, a job's state and agent keys)
// on the settings host; the PDFs by link and the print agent's own calls under /api/cloud-print.
import { Schema } from 'effect';
import { Hono, type Context } from 'hono';
import {
  AgentRegisterBody,
  AgentResultBody,
  AgentPairBody,
  CreateAgentToken,
  CreatePairingCode,
  GenerateLabels,
  ListPrinters,
  ListTemplates,
  ReadPrintJob,
  RequestPrint,
} from '../../src/api/printing.schema';
import { LABEL_TEMPLATES } from '../../src/domain/printing/label-templates';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badInput, notFound } from '../failures';
import { agentOfToken, createAgentToken } from '../printing/agent-tokens';
import { AGENT_BUNDLE, agentBase, linuxInstall, windowsInstall } from '../printing/agent-install';
import { createPairingCode, pairAgent, PAIRING_REFUSED } from '../printing/agent-pairing';
import { generateLabels } from '../printing/generate-labels';
import { jobQueued, waitForJob } from '../printing/job-signals';
import { AGENT_POLL_SECONDS } from '../printing/presence';
import { listPrinters } from '../printing/printers.query';
import { jobPdf, registerComputer, reportJob, signOffComputer, takeNextJob } from '../printing/print-agent';
import { canConnectPrintAgent, canPrint } from '../printing/printing-access';
import { documentPdf, jobStatus, requestPrint } from '../printing/request-print';
import type { AppEnv } from './app-env';
import { publishPrinting } from './publish-printing';
import { mount } from './mount-endpoint';
import { idParam, jsonBody, queryParams } from './validate';

function pdfResponse(pdf: Buffer, name: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}

/** Mounted on the settings host (`/api/settings`), behind its session check. */
export function cloudPrintRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const print = { allow: canPrint };
  const agents = { allow: canConnectPrintAgent };
  mount(app, ListPrinters, (_, c) => listPrinters(c.var.db, c.var.session.eshopId, c.var.deps.now()), print);

  mount(
    app,
    ListTemplates,
    async () =>
      LABEL_TEMPLATES.map((t) => ({
        id: t.id,
        name: t.name,
        type: t.type,
        width_mm: t.label.width,
        height_mm: t.label.height,
        per_sheet: t.sheet ? t.sheet.columns * t.sheet.rows : 1,
      })),
    print,
  );

  mount(
    app,
    GenerateLabels,
    async ({ body }, c) => {
      const { eshopId, clientId } = c.var.session;
      const document = await generateLabels(c.var.db, { eshopId, clientId }, body, c.var.deps.now());
      const pdf = `${new URL(c.req.url).origin}/api/cloud-print/documents/${document.token}.pdf`;
      return { data: { pdf, labels: document.labels, pages: document.pages } };
    },
    print,
  );

  // The computer to wake once the job's transaction has committed, per request.
  const wakes = new WeakMap<Context<AppEnv>, number>();
  mount(
    app,
    RequestPrint,
    async ({ body }, c, tx) => {
      const { eshopId, clientId } = c.var.session;
      const queued = await requestPrint(tx, { eshopId, clientId }, body, c.var.deps.now());
      if (queued.computerId !== null) wakes.set(c, queued.computerId);
      return { data: queued.job };
    },
    {
      ...print,
      // After the commit, so the woken agent finds the job and the other devices see it queued.
      after: (c) => {
        const wake = wakes.get(c);
        if (wake === undefined) return;
        jobQueued(c.var.session.eshopId, wake);
        publishPrinting(c, c.var.session.eshopId);
      },
    },
  );

  mount(
    app,
    ReadPrintJob,
    async ({ params: { id } }, c) => ({
      data: await jobStatus(c.var.db, c.var.session.eshopId, id, c.var.deps.now()),
    }),
    print,
  );

  mount(
    app,
    CreateAgentToken,
    async ({ body }, c) => {
      const { eshopId, orgId, clientId } = c.var.session;
      const { token, name } = await createAgentToken(
        c.var.db,
        { eshopId, orgId, clientId },
        body.name,
        c.var.deps.now(),
      );
      return { token, name };
    },
    agents,
  );
  mount(
    app,
    CreatePairingCode,
    async ({ body }, c) => {
      const { eshopId, orgId, clientId } = c.var.session;
      const made = await createPairingCode(c.var.db, { eshopId, orgId, clientId }, body.name, c.var.deps.now());
      const base = agentBase(new URL(c.req.url).origin);
      return {
        ...made,
        downloads: {
          agent: `${base}/download/${AGENT_BUNDLE}`,
          linux: `${base}/install/linux.sh?code=${made.code}`,
          windows: `${base}/install/windows.ps1?code=${made.code}`,
        },
      };
    },
    agents,
  );
  return app;
}

const ComputerQuery = Schema.Struct({
  computer: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  wait: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(3))),
});

const agentOf = (c: Context<AppEnv>) =>
  agentOfToken(
    c.var.db,
    c.req
      .header('authorization')
      ?.replace(/^Bearer\s+/i, '')
      .trim(),
  );

/**
 * Mounted at `/api/cloud-print`, without a user session: the generated PDFs by their unguessable link (a
 * preview frame and a print agent open them as they are), and the print agent's calls, signed in with its
 * device token.
 */
export function printAgentRoutes(distDir = 'dist'): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Connecting a shop PC (issue 24 item 9): the agent as one file built by `npm run build`, install scripts made
  // for this server and a pairing code, and the code's exchange for a device key.
  app.get(`/agent/download/${AGENT_BUNDLE}`, async (c) => {
    const bundle = await readFile(join(distDir, 'print-agent', AGENT_BUNDLE)).catch(() => null);
    if (!bundle) throw notFound('Tiskový agent není sestaven (npm run build).');
    return new Response(new Uint8Array(bundle), {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'content-disposition': `attachment; filename="${AGENT_BUNDLE}"`,
      },
    });
  });
  app.get('/agent/install/:file', (c) => {
    const { code } = queryParams(c, AgentPairBody);
    if (!/^[A-Za-z0-9-]{1,20}$/.test(code)) throw badInput(PAIRING_REFUSED);
    const origin = new URL(c.req.url).origin;
    const file = c.req.param('file');
    const script =
      file === 'linux.sh' ? linuxInstall(origin, code) : file === 'windows.ps1' ? windowsInstall(origin, code) : null;
    if (!script) throw notFound('Instalační skript nebyl nalezen.');
    return new Response(file === 'windows.ps1' ? `\ufeff${script}` : script, {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'content-disposition': `attachment; filename="${file}"`,
        'cache-control': 'no-store',
      },
    });
  });
  app.post('/agent/pair/', async (c) => {
    const { code } = await jsonBody(c, AgentPairBody);
    return c.json(await pairAgent(c.var.db, code, c.var.deps.now()));
  });

  app.get('/documents/:file', async (c) => {
    const token = /^([A-Za-z0-9_-]{16,64})\.pdf$/.exec(c.req.param('file'))?.[1];
    if (!token) throw notFound('Dokument se štítky nebyl nalezen.');
    return pdfResponse(await documentPdf(c.var.db, token, c.var.deps.now()), 'stitky.pdf');
  });

  app.post('/agent/register/', async (c) => {
    const agent = await agentOf(c);
    const body = await jsonBody(c, AgentRegisterBody);
    const registered = await registerComputer(c.var.db, agent, body, c.var.deps.now());
    publishPrinting(c, agent.eshopId);
    return c.json(registered);
  });

  // Long poll: answers at once when a job waits, else when one is queued, else after `wait` seconds.
  app.get('/agent/jobs/', async (c) => {
    const agent = await agentOf(c);
    const query = queryParams(c, ComputerQuery);
    const waitSeconds = Math.min(Math.max(Number(query.wait ?? AGENT_POLL_SECONDS) || 0, 0), AGENT_POLL_SECONDS);
    const deadline = Date.now() + waitSeconds * 1000;
    const signal = c.req.raw.signal;
    for (;;) {
      const { computerId, job } = await takeNextJob(c.var.db, agent, query.computer, c.var.deps.now());
      if (job) publishPrinting(c, agent.eshopId);
      const left = deadline - Date.now();
      if (job || left <= 0 || signal.aborted) return c.json({ job });
      await waitForJob(agent.eshopId, computerId, Math.min(left, 3000), signal);
    }
  });

  app.post('/agent/bye/', async (c) => {
    const agent = await agentOf(c);
    await signOffComputer(c.var.db, agent, queryParams(c, ComputerQuery).computer);
    publishPrinting(c, agent.eshopId);
    return c.json({ ok: true });
  });

  app.get('/agent/jobs/:id/pdf', async (c) => {
    const agent = await agentOf(c);
    const computer = queryParams(c, ComputerQuery).computer;
    const pdf = await jobPdf(c.var.db, agent, computer, idParam(c), c.var.deps.now());
    return pdfResponse(pdf, `uloha-${idParam(c)}.pdf`);
  });

  app.post('/agent/jobs/:id/result/', async (c) => {
    const agent = await agentOf(c);
    const computer = queryParams(c, ComputerQuery).computer;
    const body = await jsonBody(c, AgentResultBody);
    await reportJob(c.var.db, agent, computer, idParam(c), body, c.var.deps.now());
    publishPrinting(c, agent.eshopId);
    return c.json({ ok: true });
  });
  return app;
}
