// The printing calls of SPEC 7 (server: server/http/printing.routes.ts), typed from the shared wire schemas.
import type {
  GenerateAnswer,
  GenerateBody,
  PairingCode,
  PrinterDto,
  PrintJobDto,
  RequestAnswer,
  RequestBody,
  TemplateDto,
} from '../../api/printing.schema';

export type { GenerateBody, PairingCode, PrinterDto, PrintJobDto, RequestBody, TemplateDto };

export interface PrintingApi {
  printers(): Promise<readonly PrinterDto[]>;
  templates(): Promise<readonly TemplateDto[]>;
  generate(body: GenerateBody): Promise<GenerateAnswer>;
  /** Sent with an Idempotency-Key: a retried request queues one job. */
  request(body: RequestBody, idempotencyKey: string): Promise<RequestAnswer>;
  job(id: number): Promise<RequestAnswer>;
  /** A device key for the print agent of a computer at the site (shown once). */
  createAgentToken(name: string): Promise<{ token: string; name: string }>;
  /** A short code (15 minutes, once) the agent on a shop PC exchanges for its key, with the download links. */
  pairAgent(name: string): Promise<PairingCode>;
}
export const PrintingApi = Symbol.for('PrintingApi');
