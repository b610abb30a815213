/**
 * The Czech form of a noun after a count: `one` for 1, `few` for 2–4, `many` for 0 and 5 or more
 * ("1 položka", "3 položky", "5 položek"; "4 pozic" reads as a mistake to staff).
 */
export function czechPlural(n: number, one: string, few: string, many: string): string {
  const whole = Math.abs(n);
  return whole === 1 ? one : whole >= 2 && whole <= 4 ? few : many;
}

/** The count and its noun: `countCs(3, 'položka', 'položky', 'položek')` is "3 položky". */
export function countCs(n: number, one: string, few: string, many: string): string {
  return `${n} ${czechPlural(n, one, few, many)}`;
}

/** "pozice" as a count of locations, in the nominative/accusative the screens use. */
export const locationsCs = (n: number) => countCs(n, 'pozice', 'pozice', 'pozic');
