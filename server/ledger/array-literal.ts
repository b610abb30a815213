/**
 * A list as one PostgreSQL array literal, to be sent as ONE text parameter and cast (`${arrayLiteral(xs)}::int[]`):
 * drizzle spreads a JS array into one parameter per element, and a statement takes at most 65,535 of them, so
 * bulk statements (50,000 import rows) would otherwise be cut into parts. `null` is the array's NULL.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values
    .map((v) =>
      v === null
        ? 'NULL'
        : typeof v === 'number'
          ? String(v)
          : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    )
    .join(',')}}`;
}
