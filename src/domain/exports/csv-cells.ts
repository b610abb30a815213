// Cells as Czech Excel reads a CSV: ';' between cells, a decimal comma, dates as d.M.yyyy, and text that
// Excel would take for a formula defused (OWASP "CSV injection").

/** A typed cell of an export row: CSV and XLSX render the same rows. */
export type Cell = string | number | { date: Date; time: boolean } | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text beginning with = + - @ (or a tab or CR) gets a leading apostrophe, so no spreadsheet evaluates it. */
export function defuseText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The apostrophe an export put before such text, taken off again on import (the round trip keeps the text). */
export function restoreText(text: string): string {
  return text.length > 1 && text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** A number with a decimal comma and no grouping (a space would turn it into text in Excel). */
export function czechNumber(value: number): string {
  return String(value).replace('.', ',');
}
