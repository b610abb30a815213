// Turns generate items into what each label says, reading only the caller's e-shop: a code, EAN, location,
// sector or zone of another e-shop is simply not found.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, locations, products, sectors, zones } from '../db/schema';
import { badInput } from '../failures';
import {
  locationLabel,
  productLabel,
  type BatchForLabel,
  type LocationForLabel,
} from '../../src/domain/printing/label-content';
import type { LabelContent } from '../../src/domain/printing/label-templates';
import type { LocationLabelData, ProductLabelData } from '../../src/domain/printing/print-items';

// Code 128 carries printable ASCII; a code with diacritics would print as something else than it is.
const CODE128_SAFE = /^[\x20-\x7e]+$/;

export async function productLabelContent(
  db: Db,
  eshopId: number,
  data: ProductLabelData,
  withQr: boolean,
): Promise<LabelContent> {
  const code = data.code.trim();
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.eshopId, eshopId), or(eq(products.code, code), eq(products.ean, code))))
    .orderBy(sql`${products.code} = ${code} DESC`, asc(products.code))
    .limit(1);
  if (!product) throw badInput(`Produkt „${code}“ neexistuje (hledáno podle kódu i EAN).`);
  if (!CODE128_SAFE.test(product.code))
    throw badInput(`Kód produktu „${product.code}“ obsahuje znaky, které čárový kód neumí (diakritika).`);
  let batch: BatchForLabel | null = null;
  if (data.sarze_id !== undefined || data.batch_name) {
    const [row] = await db
      .select({ name: batches.name, expires_at: batches.expiresAt })
      .from(batches)
      .where(
        and(
          eq(batches.eshopId, eshopId),
          eq(batches.code, product.code),
          data.sarze_id !== undefined ? eq(batches.id, data.sarze_id) : eq(batches.name, data.batch_name ?? ''),
        ),
      )
      .orderBy(asc(batches.id))
      .limit(1);
    if (!row) throw badInput(`Šarže „${data.sarze_id ?? data.batch_name}“ produktu ${product.code} neexistuje.`);
    batch = row;
  }
  return productLabel(
    { code: product.code, ean: product.ean, name: product.name, variant_name: product.variantName },
    batch,
    withQr,
  );
}

export async function locationLabelContents(
  db: Db,
  eshopId: number,
  data: LocationLabelData,
  withQr: boolean,
): Promise<LabelContent[]> {
  const chosen = [data.location_id, data.location_name, data.sector_id, data.zone_id, data.all || undefined].filter(
    (v) => v !== undefined,
  );
  if (chosen.length !== 1)
    throw badInput('Štítek pozice potřebuje právě jedno z: location_id, location_name, sector_id, zone_id, all.');
  const filter =
    data.location_id !== undefined
      ? eq(locations.id, data.location_id)
      : data.location_name !== undefined
        ? sql`lower(${locations.name}) = lower(${data.location_name.trim()})`
        : data.sector_id !== undefined
          ? eq(locations.sectorId, data.sector_id)
          : data.zone_id !== undefined
            ? eq(sectors.zoneId, data.zone_id)
            : undefined;
  const rows: LocationForLabel[] = await db
    .select({ name: locations.name, sector_name: sectors.sectorName, zone_name: zones.name })
    .from(locations)
    .innerJoin(sectors, eq(sectors.id, locations.sectorId))
    .leftJoin(zones, eq(zones.id, sectors.zoneId))
    .where(and(eq(locations.eshopId, eshopId), filter))
    .orderBy(asc(zones.order), asc(sectors.order), asc(sectors.id), asc(locations.order), asc(locations.id));
  if (rows.length === 0) throw badInput(noLocationsDetail(data));
  return rows.map((row) => locationLabel(row, withQr));
}

function noLocationsDetail(data: LocationLabelData): string {
  if (data.location_id !== undefined) return `Pozice č. ${data.location_id} neexistuje.`;
  if (data.location_name !== undefined) return `Pozice „${data.location_name}“ neexistuje.`;
  if (data.sector_id !== undefined) return `Sektor č. ${data.sector_id} neexistuje nebo nemá žádné pozice.`;
  if (data.zone_id !== undefined) return `Zóna č. ${data.zone_id} neexistuje nebo nemá žádné pozice.`;
  return 'Sklad zatím nemá žádné pozice.';
}
