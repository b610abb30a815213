import type { TestServer } from '../../tests/support/test-server';
import type { Api } from '../layout/layout-test-support';

/** A non-stock (receiving) sector with locations of its own, made through the layout API. */
export const receivingArea = (api: Api, sectorName: string, locations: readonly string[]) =>
  areaOf(api, sectorName, locations, true);

/** A sector (stock, or non-stock for receiving) with locations of its own, made through the layout API. */
export async function areaOf(
  api: Api,
  sectorName: string,
  locations: readonly string[],
  nonStock: boolean,
): Promise<number> {
  const sector = await api.call('POST', '/sector/', { sector_name: sectorName, non_stock: nonStock });
  if (sector.status !== 201) throw new Error(`sector ${sectorName}: ${JSON.stringify(sector.body)}`);
  for (const name of locations) {
    const made = await api.call('POST', '/location/', { name, sector_id: sector.body.id });
    if (made.status !== 201) throw new Error(`location ${name}: ${JSON.stringify(made.body)}`);
  }
  return sector.body.id;
}

export async function stockIn(api: Api, locationName: string, code: string, amount: number): Promise<void> {
  const res = await api.call('POST', '/inventory/', { products: [{ code, amount }], location_name: locationName });
  if (res.status !== 200) throw new Error(`stock in ${code}: ${JSON.stringify(res.body)}`);
}

export async function balance(server: TestServer, eshopId: number, location: string, code: string): Promise<number> {
  const [row] = await server.database.query<{ amount: number }>(
    `SELECT coalesce(sum(b.amount), 0)::int AS amount FROM stock_balances b JOIN locations l ON l.id = b.location_id
     WHERE b.eshop_id = $1 AND l.name = $2 AND b.code = $3`,
    [eshopId, location, code],
  );
  return row.amount;
}

export async function widgetCount(api: Api, eshopName: string, code: string): Promise<number> {
  const res = await api.server.call('GET', '/api/settings/homepage/warehouse-widget', { token: api.token });
  const entry = res.body.warehouse_widgets.find((w: { eshop_name: string }) => w.eshop_name === eshopName);
  const hit = entry.warehouse_widget.relocation_products.find((p: { code: string }) => p.code === code);
  return hit?.product_count ?? 0;
}
