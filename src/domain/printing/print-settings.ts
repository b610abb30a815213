// SPEC 3 "Print settings" and SPEC 4 "Print settings loading" (R-PRN-01..03): which printers and templates
// a manual print and an automatic print use, from the shop's defaults and what this device saved.

/** A printer is chosen by its identifier (SPEC 3); templates by their id. */
export interface ManualPrintSettings {
  printer?: string | null;
  productPrinter?: string | null;
  locationPrinter?: string | null;
  productTemplate?: number | null;
  locationTemplate?: number | null;
}

export interface AutomatedPrintSettings {
  product?: boolean;
  productSingle?: boolean;
  productPrinter?: string | null;
  productTemplate?: number | null;
  location?: boolean;
  locationTemplate?: number | null;
  locationPrinter?: string | null;
}

export interface PrintSettings {
  manual: ManualPrintSettings;
  automated: AutomatedPrintSettings;
}

/** The five local storage keys of SPEC 3, as stored (strings; the JSON ones parsed). */
export const PRINT_STORAGE_KEYS = {
  autoPrint: 'autoPrint',
  manualPrint: 'manualPrint',
  autoPrintUseDefaults: 'autoPrintUseDefaults',
  manualPrintUseDefaults: 'manualPrintUseDefaults',
  printOnScan: 'printOnScan',
} as const;

export interface SavedPrintPreferences {
  manualPrint: ManualPrintSettings | null;
  autoPrint: AutomatedPrintSettings | null;
  manualPrintUseDefaults: boolean;
  autoPrintUseDefaults: boolean;
  printOnScan: boolean;
}

/** Reads the raw stored strings; a flag is on only when it is exactly 'true', as SPEC 4 words it. */
export function readSavedPreferences(raw: (key: string) => string | null): SavedPrintPreferences {
  return {
    manualPrint: parseObject(raw(PRINT_STORAGE_KEYS.manualPrint)) as ManualPrintSettings | null,
    autoPrint: parseObject(raw(PRINT_STORAGE_KEYS.autoPrint)) as AutomatedPrintSettings | null,
    manualPrintUseDefaults: raw(PRINT_STORAGE_KEYS.manualPrintUseDefaults) === 'true',
    autoPrintUseDefaults: raw(PRINT_STORAGE_KEYS.autoPrintUseDefaults) === 'true',
    printOnScan: raw(PRINT_STORAGE_KEYS.printOnScan) === 'true',
  };
}

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    // A damaged stored value is the same as none: the shop's defaults apply.
    return null;
  }
}

/** Only the printer choices a device keeps over the shop's defaults; an unset saved printer keeps the default. */
function overridePrinters<T extends { productPrinter?: string | null; locationPrinter?: string | null }>(
  defaults: T,
  saved: Partial<T> & { printer?: string | null },
  keys: readonly ('printer' | 'productPrinter' | 'locationPrinter')[],
): T {
  const result: Record<string, unknown> = { ...defaults };
  for (const key of keys) {
    const value = saved[key as keyof typeof saved];
    if (value !== undefined && value !== null && value !== '') result[key] = value;
  }
  return result as T;
}

/** R-PRN-02 */
export function resolveManualSettings(shop: PrintSettings, saved: SavedPrintPreferences): ManualPrintSettings {
  if (saved.manualPrintUseDefaults) {
    return overridePrinters(shop.manual, saved.manualPrint ?? {}, ['printer', 'productPrinter', 'locationPrinter']);
  }
  return saved.manualPrint ?? shop.manual;
}

/**
 * R-PRN-03. The otherwise-branch reads the automated flag only: the source's check of the manual flag there
 * is taken as a slip (docs/decisions/printing.md), since the screen offers the two flags independently.
 */
export function resolveAutomatedSettings(shop: PrintSettings, saved: SavedPrintPreferences): AutomatedPrintSettings {
  if (saved.autoPrintUseDefaults) {
    return overridePrinters(shop.automated, saved.autoPrint ?? {}, ['productPrinter', 'locationPrinter']);
  }
  return saved.autoPrint ?? shop.automated;
}

/** The settings in force on this device: the shop's print_settings as defaults (R-PRN-01) under the saved ones. */
export function resolvePrintSettings(
  shop: PrintSettings | null | undefined,
  saved: SavedPrintPreferences,
): PrintSettings {
  const defaults: PrintSettings = { manual: shop?.manual ?? {}, automated: shop?.automated ?? {} };
  return { manual: resolveManualSettings(defaults, saved), automated: resolveAutomatedSettings(defaults, saved) };
}
