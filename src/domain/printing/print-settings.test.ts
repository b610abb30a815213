import { describe, expect, it } from 'vitest';
import {
  readSavedPreferences,
  resolveAutomatedSettings,
  resolveManualSettings,
  resolvePrintSettings,
  type PrintSettings,
  type SavedPrintPreferences,
} from './print-settings';

const shop: PrintSettings = {
  manual: {
    printer: 'Kancelář',
    productPrinter: 'Zebra',
    locationPrinter: 'Zebra',
    productTemplate: 1,
    locationTemplate: 5,
  },
  automated: {
    product: true,
    productSingle: false,
    productPrinter: 'Zebra',
    productTemplate: 1,
    location: false,
    locationTemplate: 5,
    locationPrinter: 'Zebra',
  },
};

const stored = (values: Record<string, string>) => readSavedPreferences((key) => values[key] ?? null);
const none: SavedPrintPreferences = stored({});

describe('print settings loading (SPEC 4)', () => {
  it("R-PRN-01 with nothing saved on the device the shop config's print_settings are the settings", () => {
    expect(resolvePrintSettings(shop, none)).toEqual(shop);
    expect(resolvePrintSettings(undefined, none)).toEqual({ manual: {}, automated: {} });
  });

  it("R-PRN-02 manual use-defaults 'true': the shop's manual defaults, with the saved printer, productPrinter and locationPrinter over them", () => {
    const saved = stored({
      manualPrintUseDefaults: 'true',
      manualPrint: JSON.stringify({ printer: 'Sklad A4', productPrinter: 'Brother', productTemplate: 4 }),
    });
    expect(resolveManualSettings(shop, saved)).toEqual({
      printer: 'Sklad A4',
      productPrinter: 'Brother',
      locationPrinter: 'Zebra',
      // The saved template is not one of the three printer choices: the shop's default stays.
      productTemplate: 1,
      locationTemplate: 5,
    });
  });

  it("R-PRN-02 otherwise the saved manual settings if present, else the shop's manual defaults", () => {
    const own = { printer: 'Sklad A4', productTemplate: 4 };
    expect(resolveManualSettings(shop, stored({ manualPrint: JSON.stringify(own) }))).toEqual(own);
    // Any value but exactly 'true' is not the flag; a damaged stored value counts as none.
    expect(
      resolveManualSettings(shop, stored({ manualPrintUseDefaults: 'TRUE', manualPrint: JSON.stringify(own) })),
    ).toEqual(own);
    expect(resolveManualSettings(shop, stored({ manualPrint: '{broken' }))).toEqual(shop.manual);
    expect(resolveManualSettings(shop, none)).toEqual(shop.manual);
  });

  it("R-PRN-03 automated use-defaults 'true': the shop's automated defaults with the saved productPrinter and locationPrinter", () => {
    const saved = stored({
      autoPrintUseDefaults: 'true',
      autoPrint: JSON.stringify({
        productPrinter: 'Brother',
        locationPrinter: null,
        product: false,
        productSingle: true,
      }),
    });
    expect(resolveAutomatedSettings(shop, saved)).toEqual({ ...shop.automated, productPrinter: 'Brother' });
  });

  it('R-PRN-03 otherwise the saved automated settings if present, else the shop defaults; the automated flag alone decides', () => {
    const own = { product: true, productSingle: true, productPrinter: 'Brother', productTemplate: 2 };
    expect(resolveAutomatedSettings(shop, stored({ autoPrint: JSON.stringify(own) }))).toEqual(own);
    expect(resolveAutomatedSettings(shop, none)).toEqual(shop.automated);
    // The decided reading of the quirk (docs/decisions/printing.md): the manual flag does not steer automated printing.
    expect(
      resolveAutomatedSettings(shop, stored({ manualPrintUseDefaults: 'true', autoPrint: JSON.stringify(own) })),
    ).toEqual(own);
    expect(resolveAutomatedSettings(shop, stored({ manualPrintUseDefaults: 'true' }))).toEqual(shop.automated);
  });
});
