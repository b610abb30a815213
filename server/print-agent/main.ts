// sklad-print-agent: `npm run print-agent -- --server https://sklad.example --token skpa_… \
//   --printer "Zebra=ipp://127.0.0.1:631/printers/Zebra" [--printer …] [--name "PC u příjmu"] [--id-file path]`
// The token comes from the printing screen ("Připojit počítač"); SKLAD_PRINT_TOKEN works too.
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
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const server = values.server ?? fail('Chybí --server URL (adresa Skladu).');
const token = values.token ?? process.env.SKLAD_PRINT_TOKEN ?? fail('Chybí --token (klíč z obrazovky Tisk štítků).');
const printers: AgentPrinterConfig[] = (values.printer ?? []).map((spec) => {
  const at = spec.indexOf('=');
  if (at < 1) fail(`Tiskárna „${spec}“: zadejte název=ipp://adresa.`);
  const name = spec.slice(0, at).trim();
  return { identifier: name, name, uri: spec.slice(at + 1).trim() };
});
if (printers.length === 0) fail('Zadejte aspoň jednu tiskárnu: --printer "Název=ipp://host:631/printers/fronta".');

// The computer keeps its id across restarts, so saved print settings keep pointing at its printers.
const idFile = values['id-file'] ?? join(homedir(), '.sklad-print-agent-id');
const uuid = existsSync(idFile) ? readFileSync(idFile, 'utf8').trim() : randomUUID();
if (!existsSync(idFile)) writeFileSync(idFile, uuid);

const agent = new PrintAgent({ server, token, computer: { uuid, name: values.name ?? hostname() }, printers });
await agent.start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void agent.stop().then(() => process.exit(0));
  });
}
