import { Hono, type Context } from 'hono';
import {
  ImportApplyBody,
  ImportKindQuery,
  ImportMappingBody,
  ImportViewQuery,
  MovementsExportQuery,
  PlainExportQuery,
  StockExportQuery,
} from '../../src/api/exports.schema';
import {
  IMPORT_TOO_LARGE,
  MAX_IMPORT_BYTES,
  type SpreadsheetFormat,
} from '../../src/domain/exports/spreadsheet-limits';
import { isYes } from '../../src/api/fields';
import { applyImport } from '../exports/apply-import';
import { exportFile } from '../exports/export-file';
import { countMovements, layoutTable, movementsTable, multieanTable, stockTable } from '../exports/export-sources';
import { documentsTable, shoplistsTable } from '../exports/export-records';
import type { ExportTable } from '../exports/export-table';
import { canExportImport } from '../exports/exports-access';
import { importView, remapImport, uploadImport } from '../exports/import-sessions';
import { XLSX_MAX_ROWS } from '../exports/xlsx-writer';
import { badInput } from '../failures';
import { actorOf } from '../ledger/ledger-actor';
import type { AppEnv } from './app-env';
import { idempotentWrite } from './idempotent-write';
import { allow } from './session.middleware';
import { idParam, jsonBody, queryParams } from './validate';

type Ctx = Context<AppEnv>;

/** Streams an export; rows the server announces ahead let the app show how far the download is. */
function send(c: Ctx, table: ExportTable, format: SpreadsheetFormat, rows?: number) {
  const file = exportFile(table, format, (e) => console.error('Export failed mid-stream', c.req.path, e));
  const headers: Record<string, string> = { ...file.headers };
  if (rows !== undefined) headers['x-export-rows'] = String(rows);
  return c.body(file.body, 200, headers);
}

/**
 * Export and import with spreadsheets (/exports, sklad.export_import): exports stream CSV or XLSX;
 * an import is uploaded (multipart), mapped, previewed, and applied all or nothing.
 */
export function exportsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/exports/*', allow(canExportImport));
  app.use('/imports/*', allow(canExportImport));
  const eshop = (c: Ctx) => c.var.session.eshopId;

  app.get('/exports/stock/', async (c) => {
    const query = queryParams(c, StockExportQuery);
    return send(c, await stockTable(c.var.db, eshop(c), query), query.format);
  });
  app.get('/exports/movements/', async (c) => {
    const query = queryParams(c, MovementsExportQuery);
    const counted = await countMovements(c.var.db, eshop(c), query);
    if (query.format === 'xlsx' && counted.count > XLSX_MAX_ROWS)
      throw badInput(
        `Období má ${counted.count.toLocaleString('cs-CZ')} pohybů, list XLSX pojme nejvýše ${XLSX_MAX_ROWS.toLocaleString('cs-CZ')} řádků. Zvolte kratší období nebo CSV.`,
      );
    return send(c, movementsTable(c.var.db, eshop(c), query, counted), query.format, counted.count);
  });
  app.get('/exports/layout/', (c) => send(c, layoutTable(c.var.db, eshop(c)), queryParams(c, PlainExportQuery).format));
  app.get('/exports/multiean/', (c) =>
    send(c, multieanTable(c.var.db, eshop(c)), queryParams(c, PlainExportQuery).format),
  );
  app.get('/exports/shoplists/', (c) =>
    send(c, shoplistsTable(c.var.db, eshop(c)), queryParams(c, PlainExportQuery).format),
  );
  app.get('/exports/documents/', (c) =>
    send(c, documentsTable(c.var.db, eshop(c)), queryParams(c, PlainExportQuery).format),
  );

  app.post('/imports/upload/', async (c) => {
    const { kind, encoding } = queryParams(c, ImportKindQuery);
    if (Number(c.req.header('content-length') ?? 0) > MAX_IMPORT_BYTES + 64 * 1024) throw badInput(IMPORT_TOO_LARGE);
    let file: unknown;
    try {
      file = (await c.req.formData()).get('file');
    } catch {
      throw badInput('Pošlete soubor jako multipart/form-data v poli „file“.');
    }
    if (!(file instanceof File)) throw badInput('Vyberte soubor k importu (pole „file“).');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const s = c.var.session;
    return c.json(
      await uploadImport(
        c.var.db,
        { eshopId: s.eshopId, clientId: s.clientId },
        kind,
        file.name || 'soubor',
        bytes,
        encoding,
      ),
      201,
    );
  });
  app.get('/imports/:id/', async (c) => {
    const { mode, skip_unknown } = queryParams(c, ImportViewQuery);
    return c.json(await importView(c.var.db, eshop(c), idParam(c), { mode, skipUnknown: isYes(skip_unknown) }));
  });
  app.put('/imports/:id/mapping/', async (c) => {
    const { mapping } = await jsonBody(c, ImportMappingBody);
    return c.json(await remapImport(c.var.db, eshop(c), idParam(c), mapping));
  });
  app.post('/imports/:id/apply/', async (c) => {
    const id = idParam(c);
    const actor = actorOf(c.var.session);
    const { mode, skip_unknown } = await jsonBody(c, ImportApplyBody);
    return idempotentWrite(c, { id, mode, skip_unknown }, (tx) =>
      applyImport(tx, actor, id, c.var.deps.now(), { mode, skipUnknown: skip_unknown === true }),
    );
  });
  return app;
}
