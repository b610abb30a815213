import type { LayoutApi, LocationProductDto } from './layout-api.port';

export interface LocationContents {
  lines: readonly LocationProductDto[];
  /** Pieces on the location (the lines emptied to 0 add nothing). */
  pieces: number;
  /** Different products, however many batches each has there. */
  products: number;
}

/** What an opened location holds (GET /location/{id}/list-products/), with the totals its header shows. */
export async function locationContents(
  api: Pick<LayoutApi, 'locationProducts'>,
  locationId: number,
  zeroAmounts: boolean,
): Promise<LocationContents> {
  const lines = await api.locationProducts(locationId, { zeroAmounts });
  return {
    lines,
    pieces: lines.reduce((sum, l) => sum + l.amount, 0),
    products: new Set(lines.map((l) => l.code)).size,
  };
}
