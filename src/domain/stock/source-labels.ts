/**
 * R-SCAN-09, R-LOG-02: the source label a stock change carries into the movement log. The two
 * Czech labels are what the warehouse staff read in the log; the two slugs name the clean-up of
 * deleted products and sets, kept exactly as the e-shop side spells them.
 */
export const SourceLabel = {
  warehouse: 'Sklad',
  warehouseMove: 'Přesun ve skladu',
  deletedProduct: 'smazany-produkt',
  deletedSet: 'smazanana-sada',
  reverseRecord: 'Zpětný záznam',
} as const;

export type SourceLabelValue = (typeof SourceLabel)[keyof typeof SourceLabel];

export const SOURCE_LABELS: readonly SourceLabelValue[] = Object.values(SourceLabel);

export function isSourceLabel(value: string): value is SourceLabelValue {
  return (SOURCE_LABELS as readonly string[]).includes(value);
}
