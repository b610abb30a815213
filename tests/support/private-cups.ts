// A real IPP server for printing tests: a private CUPS scheduler on 127.0.0.1 and a free port, in a temp dir
// owned by `lp` (cupsd refuses to run jobs as root), with one raw queue per printer writing to /dev/null.
// Each accepted job's document stays in the spool as d<job>-001, byte for byte what was sent.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres-cluster';

export interface PrivateCups {
  port: number;
  uriOf(queue: string): string;
  /** The spooled documents, oldest first. */
  spooled(): { name: string; bytes: Buffer }[];
  /** Resolves once `count` documents are in the spool (polling the spool directory), or rejects after `ms`. */
  waitForSpooled(count: number, ms?: number): Promise<{ name: string; bytes: Buffer }[]>;
  stop(): Promise<void>;
}

export function cupsAvailable(): boolean {
  return existsSync('/usr/sbin/cupsd') && existsSync('/usr/sbin/lpadmin') && process.getuid?.() === 0;
}

const uidOf = (user: string) => Number(execFileSync('id', ['-u', user]).toString().trim());
const gidOf = (user: string) => Number(execFileSync('id', ['-g', user]).toString().trim());

export async function startPrivateCups(queues: readonly string[]): Promise<PrivateCups> {
  const dir = mkdtempSync(join(tmpdir(), 'sklad-cups-'));
  const port = await freePort();
  const [uid, gid] = [uidOf('lp'), gidOf('lp')];
  for (const sub of ['spool', 'spool/tmp', 'cache', 'state', 'log', 'ppd'])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(
    join(dir, 'cupsd.conf'),
    [
      `Listen 127.0.0.1:${port}`,
      'Browsing No',
      'DefaultAuthType None',
      'WebInterface No',
      'PreserveJobFiles Yes',
      'MaxJobs 0',
      'LogLevel warn',
      '<Location />',
      '  Order allow,deny',
      '  Allow all',
      '</Location>',
      '<Location /admin>',
      '  Order allow,deny',
      '  Allow all',
      '</Location>',
      '<Policy default>',
      '  <Limit All>',
      '    Order allow,deny',
      '    Allow all',
      '  </Limit>',
      '</Policy>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'cups-files.conf'),
    [
      'FileDevice Yes',
      `ServerRoot ${dir}`,
      `RequestRoot ${join(dir, 'spool')}`,
      `CacheDir ${join(dir, 'cache')}`,
      `StateDir ${join(dir, 'state')}`,
      `TempDir ${join(dir, 'spool/tmp')}`,
      `AccessLog ${join(dir, 'log/access_log')}`,
      `ErrorLog ${join(dir, 'log/error_log')}`,
      `PageLog ${join(dir, 'log/page_log')}`,
      'User lp',
      'Group lp',
      'SystemGroup root',
      '',
    ].join('\n'),
  );
  for (const entry of ['', 'spool', 'spool/tmp', 'cache', 'state', 'log', 'ppd']) chownSync(join(dir, entry), uid, gid);
  const daemon: ChildProcess = spawn(
    '/usr/sbin/cupsd',
    ['-f', '-c', join(dir, 'cupsd.conf'), '-s', join(dir, 'cups-files.conf')],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => daemon.once('exit', () => resolve()));
  const host = `127.0.0.1:${port}`;
  // lpadmin needs the scheduler listening; it is, a moment after start.
  for (let attempt = 0; ; attempt++) {
    try {
      for (const queue of queues)
        execFileSync('/usr/sbin/lpadmin', ['-h', host, '-p', queue, '-E', '-v', 'file:///dev/null'], { stdio: 'pipe' });
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const spooled = () =>
    readdirSync(join(dir, 'spool'))
      .filter((name) => /^d\d+-\d+$/.test(name))
      .sort()
      .map((name) => ({ name, bytes: readFileSync(join(dir, 'spool', name)) }));
  return {
    port,
    uriOf: (queue) => `ipp://${host}/printers/${queue}`,
    spooled,
    async waitForSpooled(count, ms = 20_000) {
      const until = Date.now() + ms;
      for (;;) {
        const files = spooled();
        if (files.length >= count) return files;
        if (Date.now() > until) throw new Error(`expected ${count} spooled documents, found ${files.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      daemon.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
