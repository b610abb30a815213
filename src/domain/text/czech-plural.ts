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

/** The noun after "z" (genitive) for a total: "z 1 pozice", "ze 3 pozic". */
export const ofTotalNoun = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "ze 3 pozic", "z 1 pozice": the total and its noun after "z". */
export const ofTotalCs = (n: number, one: string, many: string) => `${n} ${ofTotalNoun(n, one, many)}`;

/** The counts the screens name most often. */
export const rowsCs = (n: number) => countCs(n, 'řádek', 'řádky', 'řádků');
export const movementsCs = (n: number) => countCs(n, 'pohyb', 'pohyby', 'pohybů');
export const scansCs = (n: number) => countCs(n, 'sken', 'skeny', 'skenů');
export const charactersCs = (n: number) => countCs(n, 'znak', 'znaky', 'znaků');
export const pagesCs = (n: number) => countCs(n, 'strana', 'strany', 'stran');

/** "pozice" as a count of locations, in the nominative/accusative the screens use. */
export const locationsCs = (n: number) => countCs(n, 'pozice', 'pozice', 'pozic');
