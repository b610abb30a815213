/**
 * Stands in for `@blueprintjs/icons/lib/esm/iconNames` inside Blueprint's icon loader only (vite.config.ts):
 * the loader imports the table of every icon name (about 8 KB gzip) just to check a name before loading it.
 * Here any kebab-case name passes; our own loader (icon-loader.ts) then finds the icon's module or reports
 * an unknown one, as Blueprint's check would have.
 */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const IconNamesSet = { has: (name: unknown): boolean => typeof name === 'string' && NAME.test(name) };

/** `Icons.loadAll()` reads it; the app never loads every icon. */
export const IconNames: Record<string, string> = {};
