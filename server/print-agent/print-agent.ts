// The print agent: runs on a computer at the site, where the printers are. It only ever connects out to
// the server (a long poll), so no firewall or NAT stands between a cloud server and a shop's printers.
import { AGENT_POLL_SECONDS } from '../printing/presence';
import { printPdf, probePrinter } from './ipp-printer';

export interface AgentPrinterConfig {
  identifier: string;
  name: string;
  uri: string;
}

export interface PrintAgentOptions {
  server: string;
  token: string;
  computer: { uuid: string; name: string };
  printers: AgentPrinterConfig[];
  log?: (line: string) => void;
  /** How often the printers are probed again and re-registered. */
  registerEverySeconds?: number;
}

interface AgentJob {
  job_id: number;
  printer: { identifier: string; uri: string; name: string };
  labels: number;
}

export class PrintAgent {
  private running = false;
  private poll: AbortController | null = null;
  private loop: Promise<void> | null = null;
  private lastRegister = 0;
  /** Jobs finished (printed or failed), for the log and tests. */
  readonly finished: { jobId: number; status: 'printed' | 'failed'; detail: string | null }[] = [];

  constructor(private readonly options: PrintAgentOptions) {}

  private url(path: string, extra = ''): string {
    const computer = encodeURIComponent(this.options.computer.uuid);
    return `${this.options.server.replace(/\/$/, '')}/api/cloud-print/agent${path}?computer=${computer}${extra}`;
  }

  private async call(method: string, path: string, body?: unknown, extra = '', signal?: AbortSignal) {
    const response = await fetch(this.url(path, extra), {
      method,
      signal,
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      const detail = await response.text();
      throw new Error(`${method} ${path}: ${response.status} ${detail}`);
    }
    return response;
  }

  private log(line: string): void {
    (this.options.log ?? console.log)(line);
  }

  async register(): Promise<void> {
    const printers = await Promise.all(
      this.options.printers.map(async (p) => ({ ...p, reachable: await probePrinter(p.uri) })),
    );
    await this.call('POST', '/register/', { computer: this.options.computer, printers });
    this.lastRegister = Date.now();
    this.log(
      `Počítač „${this.options.computer.name}“ ohlášen: ${printers.map((p) => `${p.name}${p.reachable ? '' : ' (nedostupná)'}`).join(', ')}`,
    );
  }

  async start(): Promise<void> {
    await this.register();
    this.running = true;
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    const every = (this.options.registerEverySeconds ?? 60) * 1000;
    while (this.running) {
      try {
        if (Date.now() - this.lastRegister > every) await this.register();
        this.poll = new AbortController();
        const response = await this.call('GET', '/jobs/', undefined, `&wait=${AGENT_POLL_SECONDS}`, this.poll.signal);
        const { job } = (await response.json()) as { job: AgentJob | null };
        if (job) await this.print(job);
      } catch (error) {
        if (!this.running) break;
        this.log(`Spojení se serverem selhalo, zkusím to znovu: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  }

  private async print(job: AgentJob): Promise<void> {
    let status: 'printed' | 'failed' = 'printed';
    let detail: string | null = null;
    let ippJobId: number | null = null;
    try {
      const pdf = Buffer.from(await (await this.call('GET', `/jobs/${job.job_id}/pdf`)).arrayBuffer());
      ippJobId = (await printPdf(job.printer.uri, pdf, `Sklad – štítky (úloha ${job.job_id})`, 'sklad')).ippJobId;
      this.log(`Úloha ${job.job_id}: ${job.labels} štítků na „${job.printer.name}“.`);
    } catch (error) {
      status = 'failed';
      detail = `Tisk na „${job.printer.name}“ selhal: ${error instanceof Error ? error.message : String(error)}`;
      this.log(detail);
    }
    await this.call('POST', `/jobs/${job.job_id}/result/`, { status, detail, ipp_job_id: ippJobId });
    this.finished.push({ jobId: job.job_id, status, detail });
  }

  /** Stops polling and tells the server at once, so the printers show offline without waiting. */
  async stop(): Promise<void> {
    this.running = false;
    this.poll?.abort();
    await this.loop?.catch(() => undefined);
    await this.call('POST', '/bye/').catch(() => undefined);
  }
}
