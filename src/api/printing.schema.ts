// Wire shapes of label printing (SPEC 3 printer, template, generate item; SPEC 7 "Printing"). The server
// validates with these and the app's port derives its types from them.
import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import type { ApiEndpoint } from './endpoint';

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const Id = Schema.Int.check(Schema.isGreaterThan(0));

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
  code: Text(100).check(Schema.isMinLength(1)),
  sarze_id: Schema.optionalKey(Id),
  batch_name: Schema.optionalKey(Text(100)),
});
const LocationData = Schema.Struct({
  location_id: Schema.optionalKey(Id),
  location_name: Schema.optionalKey(Text(100)),
  sector_id: Schema.optionalKey(Id),
  zone_id: Schema.optionalKey(Id),
  all: Schema.optionalKey(Schema.Boolean),
});

/** Copies are plain integers here: 0 or 10,000 gets its own Czech sentence from the use case. */
export const GenerateItem = Schema.Struct({
  data_source: Schema.Literals(['shoptet-product', 'stock-position']),
  copies: Schema.Int,
  data: Schema.Union([ProductData, LocationData]),
  template_id: Schema.Int,
  eshop_id: Schema.Int,
});
export type GenerateItem = typeof GenerateItem.Type;

export const MAX_GENERATE_ITEMS = 500;
export const GenerateBody = Schema.Struct({
  data: Schema.Array(GenerateItem).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_GENERATE_ITEMS)),
  copies: Schema.optionalKey(Schema.Int),
});
export type GenerateBody = typeof GenerateBody.Type;

export const GenerateAnswer = Schema.Struct({
  data: Schema.Struct({ pdf: Schema.String, labels: Schema.Int, pages: Schema.Int }),
});
export type GenerateAnswer = typeof GenerateAnswer.Type;

export const RequestBody = Schema.Struct({
  url: Text(2000).check(Schema.isMinLength(1)),
  printer: Text(200).check(Schema.isMinLength(1)),
  computer: Text(100).check(Schema.isMinLength(1)),
  computer_name: Schema.optionalKey(Text(200)),
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

export const AgentTokenBody = Schema.Struct({ name: Text(100).check(Schema.isMinLength(1)) });

// The print agent's own calls (device token, not a user session), under /api/cloud-print/agent.
export const AgentPrinter = Schema.Struct({
  identifier: Text(200).check(Schema.isMinLength(1)),
  name: Text(200).check(Schema.isMinLength(1)),
  uri: Text(500).check(Schema.isMinLength(1)),
  reachable: Schema.Boolean,
});
export const AgentRegisterBody = Schema.Struct({
  computer: Schema.Struct({
    uuid: Text(100).check(Schema.isMinLength(1)),
    name: Text(200).check(Schema.isMinLength(1)),
  }),
  printers: Schema.Array(AgentPrinter).check(Schema.isMaxLength(100)),
});
export type AgentRegisterBody = typeof AgentRegisterBody.Type;
export const AgentResultBody = Schema.Struct({
  status: Schema.Literals(['printed', 'failed']),
  detail: Schema.optionalKey(Schema.NullOr(Text(1000))),
  ipp_job_id: Schema.optionalKey(Schema.NullOr(Schema.Int)),
});
export type AgentResultBody = typeof AgentResultBody.Type;

const PRINT_SCOPES = [Scope.printing, Scope.stockIn, Scope.stockInFromList, Scope.stockInReturns];

export const printingEndpoints: readonly ApiEndpoint[] = [
  {
    method: 'GET',
    host: 'settings',
    path: '/cloud_print/printers/',
    summary: 'Tiskárny e-shopu',
    scopes: PRINT_SCOPES,
    response: Schema.Array(PrinterDto),
  },
  {
    method: 'GET',
    host: 'settings',
    path: '/cloud_print/template/',
    summary: 'Šablony štítků',
    scopes: PRINT_SCOPES,
    response: Schema.Array(TemplateDto),
  },
  {
    method: 'POST',
    host: 'settings',
    path: '/cloud_print/generate_v2/',
    summary: 'Vytvoří PDF se štítky',
    scopes: PRINT_SCOPES,
    body: GenerateBody,
    response: GenerateAnswer,
  },
  {
    method: 'POST',
    host: 'settings',
    path: '/cloud_print/request_v2/',
    summary: 'Pošle PDF na tiskárnu',
    scopes: PRINT_SCOPES,
    body: RequestBody,
    response: RequestAnswer,
  },
  {
    method: 'GET',
    host: 'settings',
    path: '/cloud_print/jobs/{id}/',
    summary: 'Stav tiskové úlohy',
    scopes: PRINT_SCOPES,
    response: RequestAnswer,
  },
  {
    method: 'POST',
    host: 'settings',
    path: '/cloud_print/agent_tokens/',
    summary: 'Přístupový klíč tiskového agenta',
    scopes: [Scope.settings],
    body: AgentTokenBody,
  },
];
