// Sends PDFs to a printer over IPP (a CUPS queue, or a network printer that speaks IPP Everywhere).
import ipp, { type IppResponse } from '@sealsystems/ipp';

const OK = /^successful-ok/;

function execute(uri: string, operation: string, message: Record<string, unknown>): Promise<IppResponse> {
  return new Promise((resolve, reject) => {
    ipp.Printer(uri, { timeout: 30_000 }).execute(operation, message, (error, response) => {
      if (error) reject(error);
      else resolve(response);
    });
  });
}

export interface PrintOutcome {
  ippJobId: number | null;
}

/** Print-Job with the PDF as the document; a refusal by the printer is an error with its IPP status. */
export async function printPdf(uri: string, pdf: Buffer, jobName: string, user: string): Promise<PrintOutcome> {
  const response = await execute(uri, 'Print-Job', {
    'operation-attributes-tag': {
      'requesting-user-name': user,
      'job-name': jobName,
      'document-format': 'application/pdf',
    },
    data: pdf,
  });
  if (!OK.test(response.statusCode)) throw new Error(`Tiskárna úlohu odmítla (${response.statusCode}).`);
  const id = response['job-attributes-tag']?.['job-id'];
  return { ippJobId: typeof id === 'number' ? id : null };
}

/** True when the printer answers and accepts jobs (IPP printer-is-accepting-jobs, state not stopped). */
export async function probePrinter(uri: string): Promise<boolean> {
  try {
    const response = await execute(uri, 'Get-Printer-Attributes', {
      'operation-attributes-tag': {
        'requested-attributes': ['printer-state', 'printer-is-accepting-jobs'],
      },
    });
    if (!OK.test(response.statusCode)) return false;
    const attributes = response['printer-attributes-tag'] ?? {};
    return attributes['printer-is-accepting-jobs'] !== false && attributes['printer-state'] !== 'stopped';
  } catch {
    return false;
  }
}
