// Issue 24 item 9: a shop admin connects a printer without a developer. The printing screen's pairing code is
// exchanged once, within its minutes, for a device key of the e-shop that made it; the agent is one file the
// server offers for download, with install scripts; that very file pairs and prints to a real CUPS queue.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cupsAvailable, startPrivateCups, type PrivateCups } from '../../tests/support/private-cups';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { printApiAs, queueLabelJob, settledJob, type PrintApi } from './printing-test-support';

let server: TestServer;
let admin: PrintApi;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sklad-agent-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sklad</title>');
  mkdirSync(join(dist, 'assets'));
  // The same build step `npm run build` runs, into this test's own directory.
  execFileSync(process.execPath, ['scripts/build-print-agent.mjs', join(dist, 'print-agent')]);
  server = await startTestServer({ distDir: dist });
  admin = await printApiAs(server, 'admin', 101);
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const pair = (code: string) => server.call('POST', '/api/cloud-print/agent/pair/', { body: { code } });
const newCode = async (name = 'PC u příjmu') => {
  const made = await admin.call('POST', '/agent_pairing/', { name });
  expect(made.status).toBe(200);
  return made.body as { code: string; expires_at: string; downloads: Record<string, string> };
};

describe('pairing a print agent by a code', () => {
  it('a code is short, expires in 15 minutes, and gives the download links for this server', async () => {
    const made = await newCode();
    expect(made.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const minutes = (Date.parse(made.expires_at) - server.deps.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(made.downloads).toEqual({
      agent: `${server.url}/api/cloud-print/agent/download/sklad-print-agent.mjs`,
      linux: `${server.url}/api/cloud-print/agent/install/linux.sh?code=${made.code}`,
      windows: `${server.url}/api/cloud-print/agent/install/windows.ps1?code=${made.code}`,
    });
  });

  it('is spent once: the first exchange gets a working key of the e-shop, the second is refused', async () => {
    const { code } = await newCode();
    const first = await pair(code.toLowerCase().replace('-', ' '));
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(/^skpa_/);
    const registered = await server.call('POST', '/api/cloud-print/agent/register/', {
      headers: { authorization: `Bearer ${first.body.token}` },
      body: { computer: { uuid: 'pc-parovani', name: 'PC u příjmu' }, printers: [] },
    });
    expect(registered.status).toBe(200);
    const [computer] = await server.database.query<{ eshop_id: number }>(
      `SELECT eshop_id FROM print_computers WHERE uuid = 'pc-parovani'`,
    );
    expect(computer.eshop_id).toBe(101);
    const again = await pair(code);
    expect(again.status).toBe(400);
    expect(again.body.detail).toMatch(/Párovací kód neplatí/);
  });

  it('an expired or made-up code is refused and makes no key', async () => {
    const { code } = await newCode();
    await server.database.query(
      `UPDATE print_agent_pairing_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const keys = async () =>
      (await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM print_agent_tokens'))[0].n;
    const before = await keys();
    expect((await pair(code)).status).toBe(400);
    expect((await pair('AAAA-BBBB')).status).toBe(400);
    expect(await keys()).toBe(before);
  });

  it('only someone who may change the warehouse settings makes a code', async () => {
    const worker = await printApiAs(server, 'skladnik', 101);
    expect((await worker.call('POST', '/agent_pairing/', { name: 'PC' })).status).toBe(403);
    const anonymous = await server.call('POST', '/api/settings/cloud_print/agent_pairing/', { body: { name: 'PC' } });
    expect(anonymous.status).toBe(401);
  });

  it('the install scripts carry this server and the code, and install a service that starts with the PC', async () => {
    const { code, downloads } = await newCode();
    const linux = await fetch(downloads.linux);
    const sh = await linux.text();
    expect(sh).toContain(`SERVER='${server.url}'`);
    expect(sh).toContain(`CODE='${code}'`);
    expect(sh).toMatch(/systemctl enable --now sklad-print-agent\.service/);
    const windows = await (await fetch(downloads.windows)).text();
    expect(windows).toContain(`$Code = '${code}'`);
    expect(windows).toMatch(/New-ScheduledTaskTrigger -AtStartup/);
    const bad = await fetch(
      `${server.url}/api/cloud-print/agent/install/linux.sh?code=${encodeURIComponent("'; rm -rf /")}`,
    );
    expect(bad.status).toBe(400);
  });
});

describe.skipIf(!cupsAvailable())('the downloaded agent bundle', () => {
  let cups: PrivateCups;
  let child: ChildProcess | undefined;
  let work: string;
  beforeAll(async () => {
    cups = await startPrivateCups(['Labels']);
    work = mkdtempSync(join(tmpdir(), 'sklad-agent-pc-'));
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await cups?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('runs with Node alone, pairs with its code and prints a label to CUPS', async () => {
    const { code, downloads } = await newCode('PC na expedici');
    const bundle = join(work, 'sklad-print-agent.mjs');
    const res = await fetch(downloads.agent);
    expect(res.status).toBe(200);
    writeFileSync(bundle, Buffer.from(await res.arrayBuffer()));
    const config = join(work, 'config.json');
    // Run from an empty directory: nothing of the project's node_modules is at hand.
    child = spawn(
      process.execPath,
      [
        bundle,
        '--server',
        server.url,
        '--pair',
        code,
        '--config',
        config,
        '--printer',
        `Zebra=${cups.uriOf('Labels')}`,
      ],
      { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const uuid = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(async () => {
        const [row] = await server.database.query<{ uuid: string }>(
          `SELECT c.uuid FROM print_computers c JOIN print_printers p ON p.computer_id = c.id
           WHERE c.name = 'PC na expedici' AND p.reachable`,
        );
        if (row) {
          clearInterval(timer);
          resolve(row.uuid);
        }
      }, 100);
      child?.once('exit', (exitCode) => {
        clearInterval(timer);
        reject(new Error(`agent exited ${exitCode}: ${output}`));
      });
    });
    const { jobId, pdf } = await queueLabelJob(admin, uuid);
    const [spooled] = await cups.waitForSpooled(1);
    expect((await settledJob(admin, jobId)).status).toBe('printed');
    expect(spooled.bytes.equals((await admin.bytes(pdf)).bytes)).toBe(true);
  }, 120_000);
});
