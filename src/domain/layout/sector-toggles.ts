/** SPEC 7: the three sector flags, each switched by its own DELETE /sector/<path>/{id}/ call. */
export const SECTOR_TOGGLES = {
  toggle_picking: 'picking',
  toggle_povolit_na_jedne_pozici_vice_sarzi: 'multiple_batches',
  toggle_neskladovy: 'non_stock',
} as const;
export type SectorFlag = (typeof SECTOR_TOGGLES)[keyof typeof SECTOR_TOGGLES];
