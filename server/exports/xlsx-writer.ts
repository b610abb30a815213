import type { Cell } from '../../src/domain/exports/csv-cells';
import type { ExportTable } from './export-table';
import { zipStream } from './zip-stream';

/** Excel's last row; an export longer than this is refused before it starts (see the routes). */
export const XLSX_MAX_ROWS = 1_048_575;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Cell styles (cellXfs): 0 plain, 1 date d.m.yyyy, 2 date and time, 3 bold header.
const STYLES = `${XML}<styleSheet xmlns="${NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="d\\.m\\.yyyy"/><numFmt numFmtId="165" formatCode="d\\.m\\.yyyy\\ h:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

// Characters XML 1.0 cannot carry at all are dropped; the five with meaning are escaped.
// eslint-disable-next-line no-control-regex
const dropUnwritable = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
const escapeSpecials = (text: string) =>
  text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
const escape = (text: string) => escapeSpecials(dropUnwritable(text));
const EDGE_SPACE = /^[ \t\n\r]|[ \t\n\r]$/;

export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const EXCEL_EPOCH_DAYS = 25569; // 1970-01-01 as Excel's serial day

/**
 * A data cell, as short as the format allows (a million rows are most of the file's bytes and of the time it takes):
 * no reference (cells follow in column order, an empty one is `<c/>`), `xml:space="preserve"` only on text that
 * starts or ends with white space (the one case a reader may trim).
 */
function cellXml(cell: Cell): string {
  if (cell === null) return '<c/>';
  if (typeof cell === 'number') return `<c><v>${cell}</v></c>`;
  if (typeof cell === 'string') {
    const text = dropUnwritable(cell);
    const t = EDGE_SPACE.test(text) ? '<t xml:space="preserve">' : '<t>';
    return `<c t="inlineStr"><is>${t}${escapeSpecials(text)}</t></is></c>`;
  }
  const serial = cell.date.getTime() / 86_400_000 + EXCEL_EPOCH_DAYS;
  return `<c s="${cell.time ? 2 : 1}"><v>${cell.time ? serial : Math.floor(serial)}</v></c>`;
}

/**
 * A real XLSX (typed cells: numbers as numbers, dates as dates), with a bold header row that stays in
 * view (frozen pane) and an autofilter over every row. Written as a stream: the sheet XML goes out
 * row by row, and the autofilter's range, known only at the end, follows the rows as the format allows.
 */
export function xlsxStream(table: ExportTable): AsyncGenerator<Uint8Array> {
  let lastRow = 1;
  const letters = table.columns.map((_, i) => columnLetter(i));
  const lastColumn = letters.at(-1) ?? 'A';
  const sheet = async function* () {
    yield `${XML}<worksheet xmlns="${NS}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><cols>`;
    yield table.columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
      .join('');
    yield `</cols><sheetData><row r="1">${table.columns
      .map((c, i) => `<c r="${letters[i]}1" s="3" t="inlineStr"><is><t>${escape(c.header)}</t></is></c>`)
      .join('')}</row>`;
    if (table.xlsxRows) {
      for await (const page of table.xlsxRows(lastRow + 1)) {
        lastRow += page.rows;
        yield page.xml;
      }
    } else
      for await (const page of table.pages()) {
        let xml = '';
        for (const row of page) {
          lastRow++;
          xml += `<row r="${lastRow}">${row.map(cellXml).join('')}</row>`;
        }
        yield xml;
      }
    yield `</sheetData><autoFilter ref="A1:${lastColumn}${lastRow}"/></worksheet>`;
  };
  const sheetName = escape(table.sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  const workbook = async function* () {
    yield `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${sheetName.replace(/'/g, "''")}'!$A$1:$${lastColumn}$${lastRow}</definedName></definedNames></workbook>`;
  };
  const fixed = (text: string) =>
    async function* () {
      yield text;
    };
  return zipStream([
    { name: '[Content_Types].xml', content: fixed(CONTENT_TYPES) },
    { name: '_rels/.rels', content: fixed(ROOT_RELS) },
    { name: 'xl/_rels/workbook.xml.rels', content: fixed(WORKBOOK_RELS) },
    { name: 'xl/styles.xml', content: fixed(STYLES) },
    { name: 'xl/worksheets/sheet1.xml', content: sheet },
    // After the sheet: the filter's range is known only once every row is out.
    { name: 'xl/workbook.xml', content: workbook },
  ]);
}
