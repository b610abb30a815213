import type { EshopConfig } from '../config-types';

/** An e-shop's configuration as the app loads it: chaos stock, one delimiter, sounds on, a manual printer. */
export const eshopConfig = (over: Partial<EshopConfig> = {}): EshopConfig => ({
  id: 1,
  eshop_id: 1,
  eshop_name: 'Zahrada',
  is_public_api: false,
  sync_public_api_stock: false,
  stock_locations_mode: 'chaos',
  multiean_delimiters: { delimiters: ['*'], num: 1 },
  common_settings: { sounds: true },
  modules: [],
  print_settings: { manual: { printer: 'Zebra' }, automated: {} },
  data: { imageCuts: [], contactInformation: { eshopName: 'Zahrada' } },
  ...over,
});
