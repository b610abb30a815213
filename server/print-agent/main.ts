// sklad-print-agent: `npm run print-agent -- --server https://sklad.example --token skpa_… \
//   --printer "Zebra=ipp://127.0.0.1:631/printers/Zebra" [--printer …] [--name "PC u příjmu"] [--id-file path]`
// The token comes from the printing screen ("Připojit počítač"); SKLAD_PRINT_TOKEN works too.
// On a shop PC (issue 24 item 9) the install script runs the built bundle once with `--pair CODE --config file
// --pair-only`: the code from the printing screen is exchanged for the token, which is kept in the config file
// with the server and the printers; the service then runs it with `--config file` alone.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, hostname } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PrintAgent, type AgentPrinterConfig } from './print-agent';

const { values } = parseArgs({
  options: {
    server: { type: 'string' },
    token: { type: 'string' },
    printer: { type: 'string', multiple: true },
    name: { type: 'string' },
    'id-file': { type: 'string' },
    pair: { type: 'string' },
    config: { type: 'string' },
    'pair-only': { type: 'boolean' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

interface SavedConfig {
  server?: string;
  token?: string;
  name?: string;
  printers?: AgentPrinterConfig[];
}
const saved: SavedConfig =
  values.config && existsSync(values.config) ? (JSON.parse(readFileSync(values.config, 'utf8')) as SavedConfig) : {};

const server = values.server ?? saved.server ?? fail('Chybí --server URL (adresa Skladu).');
const fromArgs: AgentPrinterConfig[] = (values.printer ?? []).map((spec) => {
  const at = spec.indexOf('=');
  if (at < 1) fail(`Tiskárna „${spec}“: zadejte název=ipp://adresa.`);
  const name = spec.slice(0, at).trim();
  return { identifier: name, name, uri: spec.slice(at + 1).trim() };
});
const printers = fromArgs.length > 0 ? fromArgs : (saved.printers ?? []);
async function paired(code: string): Promise<{ token: string; name: string }> {
  const response = await fetch(`${server.replace(/\/$/, '')}/api/cloud-print/agent/pair/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  }).catch((error: Error) => fail(`Sklad na adrese ${server} neodpovídá (${error.cause ?? error.message}).`));
  const body = (await response.json().catch(() => ({}))) as { token?: string; name?: string; detail?: string };
  if (!response.ok || !body.token) fail(body.detail ?? `Párování se nepovedlo (${response.status}).`);
  console.log('Počítač je spárován se Skladem.');
  return { token: body.token, name: body.name ?? hostname() };
}

const pairing = values.pair ? await paired(values.pair) : undefined;
// The name given on the printing screen with the code, unless the command names the computer itself.
const name = values.name ?? pairing?.name ?? saved.name ?? hostname();
const token =
  pairing?.token ??
  values.token ??
  process.env.SKLAD_PRINT_TOKEN ??
  saved.token ??
  fail('Chybí --token (klíč z obrazovky Tisk štítků) nebo --pair KÓD.');
if (values.config)
  writeFileSync(values.config, JSON.stringify({ server, token, name, printers }, null, 2), { mode: 0o600 });
if (values['pair-only']) process.exit(0);
if (printers.length === 0) fail('Zadejte aspoň jednu tiskárnu: --printer "Název=ipp://host:631/printers/fronta".');

// The computer keeps its id across restarts, so saved print settings keep pointing at its printers.
const idFile = values['id-file'] ?? (values.config ? `${values.config}.id` : join(homedir(), '.sklad-print-agent-id'));
const uuid = existsSync(idFile) ? readFileSync(idFile, 'utf8').trim() : randomUUID();
if (!existsSync(idFile)) writeFileSync(idFile, uuid);

const agent = new PrintAgent({ server, token, computer: { uuid, name }, printers });
await agent.start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void agent.stop().then(() => process.exit(0));
  });
}
