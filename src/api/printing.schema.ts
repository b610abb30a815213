// Wire shapes of label printing (SPEC 3 printer, template, generate item; SPEC 7 "Printing"). The server
// validates with these and the app's port derives its types from them.
import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { onHost, type ApiEndpoint } from './endpoint';
import { Flag, Id, List, MultilineText, Text, labelled } from './fields';
import { PRINT_SCOPES } from '../domain/printing/print-scopes';

export const PrinterDto = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  identifier: Schema.String,
  is_visible: Schema.Boolean,
  is_active: Schema.Boolean,
  is_present: Schema.Boolean,
  computer: Schema.Struct({ uuid: Schema.String, name: Schema.String }),
});
export type PrinterDto = typeof PrinterDto.Type;

export const TemplateDto = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  type: Schema.Struct({ type: Schema.Literals(['shoptet-product', 'stock-position']) }),
  width_mm: Schema.Number,
  height_mm: Schema.Number,
  /** Labels on one page: 1 on a label printer's roll, more on an A4 sheet. */
  per_sheet: Schema.Int,
});
export type TemplateDto = typeof TemplateDto.Type;

const ProductData = Schema.Struct({
  code: Text('Kód nebo EAN produktu', 100, 1),
  sarze_id: Schema.optionalKey(Id('Šarže')),
  batch_name: Schema.optionalKey(Text('Název šarže', 100)),
});
const LocationData = Schema.Struct({
  location_id: Schema.optionalKey(Id('Pozice')),
  location_name: Schema.optionalKey(Text('Pozice', 100)),
  sector_id: Schema.optionalKey(Id('Sektor')),
  zone_id: Schema.optionalKey(Id('Zóna')),
  all: Schema.optionalKey(Flag('Všechny pozice')),
});

/** Copies are plain integers here: 0 or 10,000 gets its own Czech sentence from the use case. */
export const GenerateItem = Schema.Struct({
  data_source: labelled(Schema.Literals(['shoptet-product', 'stock-position']), 'Druh štítku'),
  copies: labelled(Schema.Int, 'Počet kopií'),
  data: labelled(Schema.Union([ProductData, LocationData]), 'Obsah štítku'),
  template_id: labelled(Schema.Int, 'Šablona štítku'),
  eshop_id: labelled(Schema.Int, 'E-shop'),
});
export type GenerateItem = typeof GenerateItem.Type;

export const MAX_GENERATE_ITEMS = 500;
export const GenerateBody = Schema.Struct({
  data: List(labelled(GenerateItem, 'Štítek'), 'Štítky', MAX_GENERATE_ITEMS, 1),
  copies: Schema.optionalKey(labelled(Schema.Int, 'Počet kopií dokumentu')),
});
export type GenerateBody = typeof GenerateBody.Type;

export const GenerateAnswer = Schema.Struct({
  data: Schema.Struct({ pdf: Schema.String, labels: Schema.Int, pages: Schema.Int }),
});
export type GenerateAnswer = typeof GenerateAnswer.Type;

export const RequestBody = Schema.Struct({
  url: Text('Adresa PDF', 2000, 1),
  printer: Text('Tiskárna', 200, 1),
  computer: Text('Počítač', 100, 1),
  computer_name: Schema.optionalKey(Text('Název počítače', 200)),
});
export type RequestBody = typeof RequestBody.Type;

export const PrintJobDto = Schema.Struct({
  job_id: Schema.Int,
  status: Schema.Literals(['queued', 'sending', 'printed', 'failed']),
  printer: Schema.String,
  is_present: Schema.Boolean,
  detail: Schema.NullOr(Schema.String),
});
export type PrintJobDto = typeof PrintJobDto.Type;

export const RequestAnswer = Schema.Struct({ data: PrintJobDto });
export type RequestAnswer = typeof RequestAnswer.Type;

export const AgentTokenBody = Schema.Struct({ name: Text('Název počítače', 100, 1) });

/** A short code the printing screen shows; the agent on the shop PC exchanges it once for its device key. */
export const PairingCode = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  expires_at: Schema.String,
  /** The agent bundle and the install scripts for this code (the Linux and the Windows one). */
  downloads: Schema.Struct({ agent: Schema.String, linux: Schema.String, windows: Schema.String }),
});
export type PairingCode = typeof PairingCode.Type;
export const AgentPairBody = Schema.Struct({ code: Text('Párovací kód', 20, 1) });

// The print agent's own calls (device token, not a user session), under /api/cloud-print/agent.
export const AgentPrinter = Schema.Struct({
  identifier: Text('Identifikátor tiskárny', 200, 1),
  name: Text('Název tiskárny', 200, 1),
  uri: Text('Adresa IPP', 500, 1),
  reachable: Flag('Tiskárna dostupná'),
});
export const AgentRegisterBody = Schema.Struct({
  computer: labelled(
    Schema.Struct({ uuid: Text('Identifikátor počítače', 100, 1), name: Text('Název počítače', 200, 1) }),
    'Počítač',
  ),
  printers: List(labelled(AgentPrinter, 'Tiskárna'), 'Tiskárny', 100),
});
export type AgentRegisterBody = typeof AgentRegisterBody.Type;
export const AgentResultBody = Schema.Struct({
  status: labelled(Schema.Literals(['printed', 'failed']), 'Výsledek tisku'),
  detail: Schema.optionalKey(labelled(Schema.NullOr(MultilineText('Popis', 1000)), 'Popis')),
  ipp_job_id: Schema.optionalKey(labelled(Schema.NullOr(Schema.Int), 'Číslo úlohy IPP')),
});
export type AgentResultBody = typeof AgentResultBody.Type;

/** Printing is the printing screen's scope and each stock-in scope (automatic printing on scan). */

const settings = onHost('settings');

export const ListPrinters = settings('GET', '/cloud_print/printers/', 'Tiskárny e-shopu', {
  scopes: PRINT_SCOPES,
  response: Schema.Array(PrinterDto),
});
export const ListTemplates = settings('GET', '/cloud_print/template/', 'Šablony štítků', {
  scopes: PRINT_SCOPES,
  response: Schema.Array(TemplateDto),
});
export const GenerateLabels = settings('POST', '/cloud_print/generate_v2/', 'Vytvoří PDF se štítky', {
  scopes: PRINT_SCOPES,
  body: GenerateBody,
  response: GenerateAnswer,
});
export const RequestPrint = settings('POST', '/cloud_print/request_v2/', 'Pošle PDF na tiskárnu', {
  scopes: PRINT_SCOPES,
  headers: ['Idempotency-Key'],
  body: RequestBody,
  response: RequestAnswer,
});
export const ReadPrintJob = settings('GET', '/cloud_print/jobs/{id}/', 'Stav tiskové úlohy', {
  scopes: PRINT_SCOPES,
  response: RequestAnswer,
});
export const CreateAgentToken = settings('POST', '/cloud_print/agent_tokens/', 'Přístupový klíč tiskového agenta', {
  scopes: [Scope.settings],
  body: AgentTokenBody,
  response: Schema.Struct({ token: Schema.String, name: Schema.String }),
});
export const CreatePairingCode = settings(
  'POST',
  '/cloud_print/agent_pairing/',
  'Párovací kód tiskového agenta (platí 15 minut, jednou)',
  { scopes: [Scope.settings], body: AgentTokenBody, response: PairingCode },
);

export const printingEndpoints: readonly ApiEndpoint[] = [
  ListPrinters,
  ListTemplates,
  GenerateLabels,
  RequestPrint,
  ReadPrintJob,
  CreateAgentToken,
  CreatePairingCode,
];
