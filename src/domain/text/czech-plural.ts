/** The Czech form of a counted noun: 1 položka, 2–4 položky, 0 and 5+ položek. */
export function czechPlural(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(count);
  return n === 1 ? one : n >= 2 && n <= 4 ? few : many;
}
