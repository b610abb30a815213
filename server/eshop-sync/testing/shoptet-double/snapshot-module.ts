import { Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import type { DoubleProduct, DoubleShop } from './double-state';
import { error, pageOf, type ShoptetDouble } from './double-server';
import { minimalData, minimalItem } from './minimal-answer';
import { shoptetDateTime } from './stock-module';
import { deliverWebhook, hooksOf } from './webhook-module';

/**
 * Products as the install half reads them (SHOPTET.md §4/§5): the detail, the changes list (kept by
 * `recordProductChange`), and the snapshot job: 403 without a job:finished webhook, 202 with a job id,
 * the job completed at once with job:finished delivered, the result a gzip JSON-lines file with one
 * product per line. `extraSnapshotLines` puts lines Shoptet should not send (a broken one) in the file.
 */
interface Jobs {
  jobs: Map<string, { shop: DoubleShop; created: Date; lines: string[] }>;
  changes: Map<DoubleShop, Array<{ guid: string; changeTime: Date; changeType: 'edit' | 'delete' }>>;
  extraSnapshotLines: Map<DoubleShop, string[]>;
  /** Fault switch "slow result stream": the file stops after this many lines until released. */
  hold?: { afterLines: number; released: Promise<void> };
}

const byDouble = new WeakMap<ShoptetDouble, Jobs>();
let nextJob = 1;

export function jobsOf(double: ShoptetDouble): Jobs {
  let j = byDouble.get(double);
  if (!j) {
    j = { jobs: new Map(), changes: new Map(), extraSnapshotLines: new Map() };
    byDouble.set(double, j);
  }
  return j;
}

/**
 * Fault switch "a slow result stream": result files send their first `afterLines` lines (flushed, so
 * the reader has them) and then nothing more until the returned release is called. A test sees the
 * import mid-way (the banner's counter) without sleeping, then lets it finish.
 */
export function holdSnapshotAfter(double: ShoptetDouble, afterLines: number): () => void {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  jobsOf(double).hold = { afterLines, released };
  return () => {
    jobsOf(double).hold = undefined;
    release();
  };
}

/** The lines as a gzip stream, flushed and paused at the hold point when one is set. */
function resultFile(lines: string[], hold: Jobs['hold']): Readable | Buffer {
  if (!hold || hold.afterLines >= lines.length) return gzipSync(lines.join('\n') + '\n');
  const gzip = createGzip();
  gzip.write(lines.slice(0, hold.afterLines).join('\n') + '\n');
  gzip.flush(() => void hold.released.then(() => gzip.end(lines.slice(hold.afterLines).join('\n') + '\n')));
  return gzip;
}

/** The product as one snapshot line / the detail's `data` (the fields the warehouse reads). */
export function productData(product: DoubleProduct): Record<string, unknown> {
  const variantBase = minimalItem('getProductDetail', 'variants');
  return {
    ...minimalData('getProductDetail'),
    guid: product.guid,
    type: product.type,
    name: product.name,
    visibility: product.visibility,
    creationTime: shoptetDateTime(product.creationTime),
    changeTime: shoptetDateTime(product.changeTime),
    variants: product.variants.map((v) => ({ ...variantBase, code: v.code, ean: v.ean, name: v.name, visible: true })),
    images: product.images.map((name, i) => ({ name, isMainImage: i === 0, priority: i + 1 })),
    ...(product.type === 'product-set'
      ? { setItems: product.setItems.map((s) => ({ guid: s.guid, code: s.code, amount: `${s.amount}.000` })) }
      : {}),
  };
}

/** A product changed or was deleted in the shop's admin: the changes list shows it. */
export function recordProductChange(double: ShoptetDouble, shop: DoubleShop, guid: string, type: 'edit' | 'delete') {
  const list = jobsOf(double).changes.get(shop) ?? [];
  jobsOf(double).changes.set(shop, [
    ...list.filter((c) => c.guid !== guid),
    { guid, changeTime: double.now, changeType: type },
  ]);
}

export function snapshotModule(double: ShoptetDouble): void {
  double.route('GET', '/api/products/{guid}', ({ shop, params }) => {
    const product = shop!.products.get(params.guid);
    if (!product) return { status: 404, errors: [error('product-not-found', 'Product not found.', params.guid)] };
    return { status: 200, data: productData(product) };
  });

  double.route('GET', '/api/products/changes', ({ shop, query }) => {
    const from = new Date((query.get('from') ?? '').replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
    const changes = (jobsOf(double).changes.get(shop!) ?? [])
      .filter((c) => !(from.getTime() > c.changeTime.getTime()))
      .map((c) => ({ guid: c.guid, changeTime: shoptetDateTime(c.changeTime), changeType: c.changeType }));
    const page = pageOf(changes, query, { itemsPerPage: 1000, max: 1000 });
    return { status: 200, data: { changes: page.items, paginator: page.paginator } };
  });

  double.route('GET', '/api/products/snapshot', ({ shop }) => {
    if (!hooksOf(shop!).hooks.some((h) => h.event === 'job:finished'))
      return {
        status: 403,
        errors: [error('missing-webhook', 'Register the job:finished webhook first.', 'job:finished')],
      };
    const jobId = `job${nextJob++}`;
    const lines = [...shop!.products.values()].map((p) => JSON.stringify(productData(p)));
    lines.push(...(jobsOf(double).extraSnapshotLines.get(shop!) ?? []));
    jobsOf(double).jobs.set(jobId, { shop: shop!, created: double.now, lines });
    setImmediate(() => void deliverWebhook(double, shop!, 'job:finished', jobId).catch(() => undefined));
    return { status: 202, data: { jobId } };
  });

  double.route('GET', '/api/system/jobs/{jobId}', ({ shop, params }) => {
    const job = jobsOf(double).jobs.get(params.jobId);
    if (!job || job.shop !== shop)
      return { status: 404, errors: [error('job-not-found', 'Job not found.', params.jobId)] };
    return {
      status: 200,
      data: {
        job: {
          jobId: params.jobId,
          endpoint: '/api/products/snapshot',
          creationTime: shoptetDateTime(job.created),
          completionTime: shoptetDateTime(job.created),
          duration: '0.100',
          status: 'completed',
          resultUrl: `${double.url}/api-results/${params.jobId}.json`,
          validUntil: shoptetDateTime(new Date(job.created.getTime() + 24 * 3600 * 1000)),
          log: null,
        },
      },
    };
  });

  double.route(
    'GET',
    '/api-results/{file}',
    ({ params }) => {
      const job = jobsOf(double).jobs.get(params.file.replace(/\.json$/, ''));
      if (!job) return { status: 404, raw: { contentType: 'text/plain', body: 'not found' } };
      return {
        status: 200,
        raw: { contentType: 'application/gzip', body: resultFile(job.lines, jobsOf(double).hold) },
      };
    },
    { public: true },
  );
}
