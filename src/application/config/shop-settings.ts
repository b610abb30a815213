import {
  changedSettings,
  commonSwitchValues,
  lockedReason,
  parseDelimiterForm,
  storedSwitchValues,
  type DelimiterForm,
} from '../../domain/settings/common-settings';
import type { AutomatedPrintSettings, ManualPrintSettings } from '../../domain/printing/print-settings';
import type { ConfigApi } from '../ports/config-api.port';
import type { EshopConfig } from './config-types';

export interface ShopSettingsPorts {
  config: Pick<ConfigApi, 'updateCommonSettings' | 'updatePrintSettings' | 'updateMultieanDelimiters'>;
  eshop: EshopConfig;
  /** Keeps the app's copy of the e-shop config in step after a save. */
  eshopSaved(patch: Partial<EshopConfig>): void;
}

/**
 * Saving the e-shop's settings (/settings, sklad.nastaveni): common switches, print defaults and multi-EAN
 * delimiters. A save sends only what differs from the values last loaded or saved (the server merges key by
 * key), so two people saving different switches at once both keep theirs.
 */
export class ShopSettings {
  /** What the server holds as far as this screen knows: the config it opened with, plus its own saves. */
  private stored: { common: Record<string, unknown>; print: { manual: object; automated: object } };
  /** The e-shop's common settings as the app's config copy should now hold them. */
  private commonSettings: Record<string, unknown>;

  constructor(private readonly ports: ShopSettingsPorts) {
    const { eshop } = ports;
    this.stored = { common: storedSwitchValues(eshop.common_settings), print: structuredClone(eshop.print_settings) };
    this.commonSettings = { ...eshop.common_settings };
  }

  /** The form as the screen opens it: the switches as they act, print defaults and delimiters as typed text. */
  form() {
    const { eshop } = this.ports;
    return {
      common: commonSwitchValues(eshop.common_settings, eshop),
      manual: { ...eshop.print_settings.manual },
      automated: { ...eshop.print_settings.automated },
      delimiters: eshop.multiean_delimiters.delimiters.join(' '),
      // the select offers the first or the second number; a stored other value means the first (R-SCAN-06)
      num: eshop.multiean_delimiters.num === 2 ? '2' : '1',
    };
  }

  /** Why a switch cannot be changed in this e-shop (R-CFG-01), or null. */
  lockedReason(key: string): string | null {
    return lockedReason(key, this.ports.eshop);
  }

  /** The switches after one is flipped; a locked one stays as it is. */
  toggled(common: Record<string, boolean>, key: string, on: boolean): Record<string, boolean> {
    return this.lockedReason(key) ? common : { ...common, [key]: on };
  }

  async saveCommon(common: Record<string, boolean>): Promise<void> {
    const values = changedSettings(common, this.stored.common) as Record<string, boolean>;
    await this.ports.config.updateCommonSettings(values);
    this.stored.common = { ...this.stored.common, ...values };
    // merged over this screen's earlier saves too: the config it opened with does not know them
    this.commonSettings = { ...this.commonSettings, ...values };
    this.ports.eshopSaved({ common_settings: this.commonSettings });
  }

  async savePrint(manual: ManualPrintSettings, automated: AutomatedPrintSettings): Promise<void> {
    const stored = this.stored.print;
    const settings = {
      manual: changedSettings(manual, stored.manual),
      automated: changedSettings(automated, stored.automated),
    };
    await this.ports.config.updatePrintSettings(settings);
    this.stored.print = {
      manual: { ...stored.manual, ...settings.manual },
      automated: { ...stored.automated, ...settings.automated },
    };
    this.ports.eshopSaved({ print_settings: { manual: { ...manual }, automated: { ...automated } } });
  }

  /** Why the delimiters typed cannot be saved (checked before sending), or null. */
  delimiterRefusal(form: DelimiterForm): string | null {
    const parsed = parseDelimiterForm(form);
    return typeof parsed === 'string' ? parsed : null;
  }

  async saveDelimiters(form: DelimiterForm): Promise<void> {
    const parsed = parseDelimiterForm(form);
    if (typeof parsed === 'string') throw new Error(parsed);
    await this.ports.config.updateMultieanDelimiters(parsed);
    this.ports.eshopSaved({ multiean_delimiters: parsed });
  }
}
