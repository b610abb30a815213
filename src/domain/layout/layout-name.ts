import type { LayoutProblem, NamedThing } from './layout-problem';

export const MAX_LOCATION_NAME_LENGTH = 32;
export const MAX_GROUP_NAME_LENGTH = 64;

/**
 * A location name is what staff scan, so it must print as a Code 128 barcode and come back
 * unchanged through a keyboard-wedge scanner. Code 128 carries ASCII only; we allow a safe subset
 * (no spaces, which scanners and people lose at the ends; no diacritics, which Code 128 cannot carry).
 */
const LOCATION_CHAR = /[A-Za-z0-9._/-]/;

/** Trims what a person typed; the stored name never has outer spaces. */
export const normaliseName = (raw: string): string => raw.trim();

/** Names are unique per e-shop regardless of case: a scanner in caps-lock must not find a different location. */
export const nameKey = (name: string): string => normaliseName(name).toLowerCase();

export function locationNameProblem(raw: string): LayoutProblem | undefined {
  const name = normaliseName(raw);
  if (name === '') return { kind: 'name-empty', what: 'location' };
  if (name.length > MAX_LOCATION_NAME_LENGTH)
    return { kind: 'name-too-long', what: 'location', max: MAX_LOCATION_NAME_LENGTH };
  const bad = [...new Set([...name].filter((ch) => !LOCATION_CHAR.test(ch)))];
  if (bad.length)
    return {
      kind: 'name-bad-characters',
      what: 'location',
      name,
      characters: bad.map((ch) => (ch === ' ' ? 'mezera' : `„${ch}“`)).join(', '),
    };
  return undefined;
}

/** Zone and sector names are shown, not scanned: any text, just not empty nor endless. */
export function groupNameProblem(raw: string, what: Exclude<NamedThing, 'location'>): LayoutProblem | undefined {
  const name = normaliseName(raw);
  if (name === '') return { kind: 'name-empty', what };
  if (name.length > MAX_GROUP_NAME_LENGTH) return { kind: 'name-too-long', what, max: MAX_GROUP_NAME_LENGTH };
  return undefined;
}

/** Names among `wanted` that clash (case-insensitively) with `existing`, in the spelling asked for. */
export function takenNames(wanted: readonly string[], existing: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const name of existing) keys.add(nameKey(name));
  return wanted.filter((name) => keys.has(nameKey(name)));
}
