import { countCs } from '../text/czech-plural';

/** A counted line as the counting screen lists it: one per product and batch at a location. */
export interface LineKey {
  code: string;
  sarze_id: number | null;
}

export const sameLine = (a: LineKey, b: LineKey): boolean => a.code === b.code && a.sarze_id === b.sarze_id;

/** The server's fresh sum for a line replaces the old one and goes to the top, as a scanned product does (R-SCAN-01). */
export function withLineOnTop<T extends LineKey>(lines: readonly T[], line: T): T[] {
  return [line, ...lines.filter((l) => !sameLine(l, line))];
}

/** Location names are matched as the layout stores them: without regard to case or surrounding spaces. */
export function findLocation<T extends { name: string }>(locations: readonly T[], scanned: string): T | undefined {
  const key = scanned.trim().toLocaleLowerCase('cs');
  return locations.find((l) => l.name.toLocaleLowerCase('cs') === key);
}

/** "12 / 40 pozic spočítáno": counted out of all locations in scope. */
export function progressText(counted: number, total: number): string {
  return `${counted} / ${countCs(total, 'pozice spočítána', 'pozice spočítány', 'pozic spočítáno')}`;
}
