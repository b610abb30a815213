import type { ScanLookup as ScanLookupSchema } from '../../api/stock.schema';

/** What POST /inventory/scan/ answers: a location (with its contents when asked), a product, both or neither. */
export type ScanLookupAnswer = typeof ScanLookupSchema.Type;
export type LocationContent = NonNullable<ScanLookupAnswer['contents']>[number];

/** Tells what a scanned code is before a scanning screen uses it. */
export interface ScanLookup {
  lookUp(code: string, options: { locationName: string | null; withContents?: boolean }): Promise<ScanLookupAnswer>;
}
export const ScanLookup = Symbol.for('ScanLookup');
