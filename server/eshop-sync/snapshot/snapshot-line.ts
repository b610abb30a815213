import { CatalogueProduct } from '../../../src/api/catalogue.schema';
import type { CatalogueEntry } from '../../catalogue/upsert-products';
import { decodeOr400 } from '../../decode';
import { Failure } from '../../failures';

/** What one line of Shoptet's products snapshot becomes: catalogue entries (one per variant), or a reason to skip it. */
export type SnapshotLine = { guid: string | null; entries: CatalogueEntry[] } | { skip: string };

interface ShoptetVariant {
  code?: unknown;
  ean?: unknown;
  name?: unknown;
  visible?: unknown;
  image?: unknown;
}

interface ShoptetImage {
  name?: unknown;
  isMainImage?: unknown;
}

/**
 * One snapshot line (the `data` of the product detail, no envelope; SHOPTET.md §4/§5) as catalogue
 * entries. Every variant is a Sklad product keyed by its `code` (the code stock calls and order items
 * use). Hidden: the product's visibility `hidden` or the variant's `visible: false`; the other
 * visibilities still show the product somewhere. A `product-set` carries its `setItems` as components
 * (whole pieces; a fractional amount cannot be a set component and skips the line).
 * The image is the file name; the app prefixes the `category` cut's cdnPath (SPEC 3, Eshop config).
 */
export function parseSnapshotLine(text: string): SnapshotLine {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { skip: 'Řádek exportu není platný JSON.' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { skip: 'Řádek exportu není objekt produktu.' };
  const p = raw as Record<string, unknown>;
  const name = typeof p.name === 'string' ? p.name : null;
  if (!name) return { skip: 'Produkt v exportu nemá název.' };
  if (!Array.isArray(p.variants) || p.variants.length === 0) return { skip: `Produkt „${name}“ nemá žádnou variantu.` };
  const productHidden = p.visibility === 'hidden';
  const mainImage = imageName(p.images);
  const isSet = p.type === 'product-set';
  let components: CatalogueEntry['set_components'];
  if (isSet) {
    const parsed = setComponents(p.setItems);
    if (typeof parsed === 'string') return { skip: `Sada „${name}“: ${parsed}` };
    components = parsed;
  }
  const entries: CatalogueEntry[] = [];
  for (const v of p.variants as ShoptetVariant[]) {
    const candidate = {
      code: v?.code,
      ean: typeof v?.ean === 'string' && v.ean.trim() ? v.ean : null,
      name,
      variant_name: typeof v?.name === 'string' ? v.name : null,
      image: typeof v?.image === 'string' && v.image ? v.image : mainImage,
      hidden: productHidden || v?.visible === false,
      set_components: isSet ? components : null,
    };
    try {
      entries.push(decodeOr400(CatalogueProduct, candidate));
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      return { skip: `Produkt „${name}“ (${String(v?.code ?? 'bez kódu')}): ${error.detail}` };
    }
  }
  return { guid: typeof p.guid === 'string' ? p.guid : null, entries };
}

function imageName(images: unknown): string | null {
  if (!Array.isArray(images)) return null;
  const list = images as ShoptetImage[];
  const main = list.find((i) => i?.isMainImage === true) ?? list[0];
  return typeof main?.name === 'string' ? main.name : null;
}

function setComponents(items: unknown): { code: string; amount: number }[] | string {
  if (!Array.isArray(items) || items.length === 0) return 'nemá žádné součásti.';
  const out: { code: string; amount: number }[] = [];
  for (const item of items as { code?: unknown; amount?: unknown }[]) {
    const amount = Number(item?.amount);
    if (typeof item?.code !== 'string' || !item.code) return 'součást nemá kód.';
    if (!Number.isInteger(amount) || amount <= 0) return `součást ${item.code} nemá celý kladný počet kusů.`;
    out.push({ code: item.code, amount });
  }
  return out;
}
