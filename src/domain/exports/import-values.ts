import { charactersCs } from '../text/czech-plural';
// Reading one imported cell into the value a field needs, with the Czech reason when it cannot be read.

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const no = (problem: string): Read<never> => ({ ok: false, problem });

/** A whole positive number of pieces: "12", "12,0", "1 200" (Czech grouping) are read; "1,5" and "-3" are not. */
export function readAmount(text: string, max = 1_000_000, min = 1): Read<number> {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.0+)?$/.test(compact)) return no(`„${text}“ není kladné celé číslo.`);
  const value = Number(compact);
  if (value < min) return no(`Množství musí být alespoň ${min}.`);
  if (value > max) return no(`Množství smí být nejvýše ${max}.`);
  return ok(value);
}

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 && y <= 2200 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  );
}

/**
 * A date as ISO yyyy-mm-dd from what spreadsheets hold: "31.12.2027", "31. 12. 2027", "2027-12-31", or an
 * Excel serial day number (a date cell read as its value).
 */
export function readDate(text: string): Read<string> {
  const t = text.trim();
  let m = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(t);
  if (m && validDate(+m[3], +m[2], +m[1])) return ok(iso(+m[3], +m[2], +m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(t);
  if (m && validDate(+m[1], +m[2], +m[3])) return ok(iso(+m[1], +m[2], +m[3]));
  if (/^\d{5}(\.\d+)?$/.test(t)) {
    // Excel's day 1 is 1900-01-01 and it counts a 29 February 1900 that never was: day 25569 is 1970-01-01.
    const date = new Date((Math.floor(Number(t)) - 25569) * 86_400_000);
    return ok(iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));
  }
  return no(`„${text}“ není datum (např. 31.12.2027).`);
}

/** Text of at most `max` characters, trimmed; required text must not be empty. */
export function readText(text: string, max: number, required: boolean): Read<string> {
  const t = text.trim();
  if (!t && required) return no('Hodnota chybí.');
  if (t.length > max) return no(`Text smí mít nejvýše ${charactersCs(max)}.`);
  return ok(t);
}

const YES = new Set(['ano', 'a', 'yes', 'y', 'true', '1', 'x']);
const NO = new Set(['ne', 'n', 'no', 'false', '0']);

/** Yes or no ("ano"/"ne", "yes"/"no", 1/0, "x"); an empty cell is null: the value stays as it was. */
export function readYesNo(text: string): Read<boolean | null> {
  const t = text.trim().toLocaleLowerCase('cs');
  if (!t) return ok(null);
  if (YES.has(t)) return ok(true);
  if (NO.has(t)) return ok(false);
  return no(`„${text}“ není ano ani ne.`);
}
