// The part of @sealsystems/ipp (plain JavaScript, no types) the print agent uses.
declare module '@sealsystems/ipp' {
  export interface IppResponse {
    statusCode: string;
    'job-attributes-tag'?: Record<string, unknown>;
    'printer-attributes-tag'?: Record<string, unknown>;
  }
  export interface IppPrinter {
    execute(
      operation: string,
      message: Record<string, unknown> | null,
      callback: (error: Error | null, response: IppResponse) => void,
    ): void;
  }
  export function Printer(url: string, options?: { timeout?: number }): IppPrinter;
  const ipp: { Printer: typeof Printer };
  export default ipp;
}
