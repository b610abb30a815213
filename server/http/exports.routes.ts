import { Hono, type Context } from 'hono';
import { ApplyImport, ExportCalls, ReadImport, RemapImport, UploadImport } from '../../src/api/exports.schema';
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
import { mount, Written } from './mount-endpoint';

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
  const access = { allow: canExportImport };
  const eshop = (c: Ctx) => c.var.session.eshopId;

  mount(
    app,
    ExportCalls.stock,
    async ({ query }, c) => send(c, await stockTable(c.var.db, eshop(c), query), query.format),
    access,
  );
  mount(
    app,
    ExportCalls.movements,
    async ({ query }, c) => {
      const counted = await countMovements(c.var.db, eshop(c), query);
      if (query.format === 'xlsx' && counted.count > XLSX_MAX_ROWS)
        throw badInput(
          `Období má ${counted.count.toLocaleString('cs-CZ')} pohybů, list XLSX pojme nejvýše ${XLSX_MAX_ROWS.toLocaleString('cs-CZ')} řádků. Zvolte kratší období nebo CSV.`,
        );
      return send(c, movementsTable(c.var.db, eshop(c), query, counted), query.format, counted.count);
    },
    access,
  );
  const tables = { layout: layoutTable, multiean: multieanTable, shoplists: shoplistsTable, documents: documentsTable };
  for (const kind of ['layout', 'multiean', 'shoplists', 'documents'] as const)
    mount(
      app,
      ExportCalls[kind],
      async ({ query }, c) => send(c, tables[kind](c.var.db, eshop(c)), query.format),
      access,
    );

  mount(
    app,
    UploadImport,
    async ({ query: { kind, encoding } }, c) => {
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
    },
    access,
  );
  mount(
    app,
    ReadImport,
    ({ params: { id }, query: { mode, skip_unknown } }, c) =>
      importView(c.var.db, eshop(c), id, { mode, skipUnknown: isYes(skip_unknown) }),
    access,
  );
  mount(
    app,
    RemapImport,
    ({ params: { id }, body: { mapping } }, c) => remapImport(c.var.db, eshop(c), id, mapping),
    access,
  );
  mount(
    app,
    ApplyImport,
    async ({ params: { id }, body: { mode, skip_unknown } }, c, tx) =>
      new Written(
        await applyImport(tx, actorOf(c.var.session), id, c.var.deps.now(), {
          mode,
          skipUnknown: skip_unknown === true,
        }),
      ),
    access,
  );
  return app;
}
