import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnEachStorage } from '../../../tests/support/storage-matrix';
import { apiAs, type Api } from '../../layout/layout-test-support';
import { rowsOf as rows } from '../../db/sql-rows';
import {
  generatedProduct,
  generatedShop,
  snapshotFile,
  type SnapshotSource,
} from '../testing/shoptet-double/snapshots';
import { importSnapshot, type SnapshotImportDeps } from './import-snapshot';
import { recordJobResult, recordRequestedRun, runOf, takeLease } from './snapshot-run';

// The first synchronisation's import of Shoptet's products snapshot (issue #28 item 3): streamed from a
// real HTTP server, resumable, leased, and the banner's /status/ (R-UI-05) tells the true progress.

const SHOP = 102;
const LOC = 'A-01-1';

describeOnEachStorage('Shoptet products snapshot import', ({ server, clock }) => {
  let http: Server;
  let base: string;
  let source: SnapshotSource = generatedShop(0);
  let cutAfterLines: number | undefined;
  let admin: Api;
  beforeAll(async () => {
    http = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const file = snapshotFile(source, { cutAfterLines });
      file.on('error', () => res.destroy());
      file.pipe(res);
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    admin = await apiAs(server(), 'admin', SHOP);
  });
  afterAll(() => new Promise<void>((r) => http.close(() => r())));
  beforeEach(() => {
    cutAfterLines = undefined;
    clock.reset();
  });

  const db = () => server().database.db;
  const deps = (node: string, progress: number[] = []): SnapshotImportDeps => ({
    db: db(),
    node,
    now: clock.now,
    open: async (url) => {
      const res = await fetch(url);
      return Readable.fromWeb(res.body as never);
    },
    onProgress: () => progress.push(Date.now()),
  });
  // The run becomes importable already leased to node-a, so the server's own snapshot worker (which looks
  // for unleased runs every 2 s) cannot take this test's run.
  const start = async (job: string) => {
    await recordRequestedRun(db(), SHOP, job, clock.now());
    await db().transaction(async (tx) => {
      expect(await recordJobResult(tx, SHOP, job, `${base}/api-results/${job}.json`)).toBe(true);
      expect(await takeLease(tx, SHOP, 'node-a', clock.now())).not.toBeNull();
    });
  };
  const product = async (code: string) =>
    (
      await rows<Record<string, unknown>>(
        db(),
        sql`SELECT p.code, p.ean, p.name, p.variant_name, p.image, f.hidden, f.is_set
            FROM products p LEFT JOIN product_flags f ON f.eshop_id = p.eshop_id AND f.code = p.code
            WHERE p.eshop_id = ${SHOP} AND p.code = ${code}`,
      )
    )[0];
  const count = async (pattern = '.') =>
    (
      await rows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM products WHERE eshop_id = ${SHOP} AND code ~ ${pattern}`,
      )
    )[0].n;

  it('imports 2,000 products with a bad line skipped, a set, and a product the e-shop deleted left as an orphan', async () => {
    // A product Sklad knows, with stock, that the e-shop no longer has.
    await admin.call('PUT', '/catalogue/products/', { products: [{ code: 'SMAZANY-1', name: 'Smazaný' }] });
    expect(
      (
        await admin.call('POST', '/inventory/', {
          products: [{ code: 'SMAZANY-1', amount: 3 }],
          location_name: LOC,
          shoptet_sync: false,
        })
      ).status,
    ).toBe(200);
    source = generatedShop(2001, {
      5: {
        type: 'product-set',
        name: 'Sada dvou',
        visibility: 'visible',
        variants: [{ code: 'SADA-2', ean: null, visible: true }],
        // components later in the file: the set waits for them
        setItems: [
          { guid: 'x', code: 'P001500', amount: '2.000' },
          { guid: 'y', code: 'P001501', amount: '1.000' },
        ],
      },
      1000: '{"guid": "rozbity", "name": ',
    });
    await start('job-2000');
    const progress: number[] = [];
    expect(await importSnapshot(deps('node-a', progress), SHOP)).toBe('done');

    // 2,001 lines: 1,999 products, the set, the broken line (P001000)
    expect(await count(`^P[0-9]{6}$`)).toBe(1999);
    expect(await product('P001000')).toBeUndefined();
    expect(await product('P000001')).toEqual({
      code: 'P000001',
      ean: '8590000000001',
      name: 'Produkt 1',
      variant_name: '',
      image: '1.jpg',
      hidden: false,
      is_set: false,
    });
    expect((await product('P000007'))?.hidden).toBe(true);
    expect((await product('SADA-2'))?.is_set).toBe(true);
    const components = await rows(
      db(),
      sql`SELECT component_code, amount FROM product_set_components WHERE eshop_id = ${SHOP} AND set_code = 'SADA-2'
          ORDER BY component_code`,
    );
    expect(components).toEqual([
      { component_code: 'P001500', amount: 2 },
      { component_code: 'P001501', amount: 1 },
    ]);
    const skips = await rows(
      db(),
      sql`SELECT line_no::int AS line_no, reason FROM shoptet_snapshot_skips WHERE eshop_id = ${SHOP}`,
    );
    expect(skips).toEqual([{ line_no: 1001, reason: 'Řádek exportu není platný JSON.' }]);
    // a line that is not JSON hides which codes it held: nothing is deleted on its account
    expect(await product('SMAZANY-1')).toBeDefined();
    expect(progress.length).toBe(6); // 5 batches of ≤500 lines, then the end
    expect((await admin.call('GET', '/status/')).body).toBeNull(); // the banner goes when it is done

    // The next snapshot reads well: the product the e-shop deleted goes, and its stock is an orphan.
    source = generatedShop(2000);
    await start('job-2000-b');
    expect(await importSnapshot(deps('node-a'), SHOP)).toBe('done');
    expect(await product('SMAZANY-1')).toBeUndefined();
    expect(await product('SADA-2')).toBeUndefined();
    expect(await count()).toBe(2000); // the demo's products were not in the e-shop either
    const orphans = (await admin.call('GET', '/inventory/orphan_products/')).body as Array<{ code: string }>;
    expect(orphans.map((o) => o.code)).toContain('SMAZANY-1');
  });

  it('resumes after the importing node died, without applying the lines it had committed again; a second node waits for the lease', async () => {
    source = generatedShop(2000);
    await start('job-resume');
    cutAfterLines = 1200; // node A dies after 1,200 lines: two batches of 500 committed
    await expect(importSnapshot(deps('node-a'), SHOP)).rejects.toThrow();
    const run = await runOf(db(), SHOP);
    expect(run).toMatchObject({ status: 'importing', position: 1000, imported: 1000 });
    const status = (await admin.call('GET', '/status/')).body;
    expect(status).toMatchObject({ stage: 'import produktů', counter: 1000, sync: true });
    expect(typeof status.last_update).toBe('string');

    // An admin renames a product the dead node had imported: the resumed import must not redo that line.
    await db().execute(sql`UPDATE products SET name = 'Přejmenovaný' WHERE eshop_id = ${SHOP} AND code = 'P000010'`);
    cutAfterLines = undefined;
    expect(await importSnapshot(deps('node-b'), SHOP)).toBe('not-leased'); // A's lease has not run out
    clock.advance(31_000);
    const progress: number[] = [];
    expect(await importSnapshot(deps('node-b', progress), SHOP)).toBe('done');
    expect(progress.length).toBe(3); // lines 1,001–2,000 in two batches, then the end
    expect((await product('P000010'))?.name).toBe('Přejmenovaný');
    expect((await product('P001999'))?.name).toBe(generatedProduct(1999).name);
    expect(await count()).toBe(2000);
    expect(await runOf(db(), SHOP)).toMatchObject({ status: 'done', imported: 2000 });
  });
});
