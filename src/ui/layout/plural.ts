/** Czech count forms: 1 pozice, 2–4 pozice, 0 and 5+ pozic ("4 pozic" reads as a mistake to staff). */
export function countCs(n: number, one: string, few: string, many: string): string {
  const form = n === 1 ? one : n >= 2 && n <= 4 ? few : many;
  return `${n} ${form}`;
}

/** "pozice" as a count of locations, in the nominative/accusative used on this screen. */
export const locationsCs = (n: number) => countCs(n, 'pozice', 'pozice', 'pozic');
