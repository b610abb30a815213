import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import {
  AutomatedPrint,
  ClientListItem,
  CommonSettingValue,
  EshopConfig,
  EshopStatus,
  ManualPrint,
  SavedCommonSettings,
  SavedMultieanDelimiters,
  SavedPrintSettings,
  Stock,
} from './config-answers';
import { sklad, type ApiEndpoint } from './endpoint';
import { labelled } from './fields';

// The current e-shop's configuration on the warehouse host (SPEC 7, first table).

export const PrintSettingsBody = Schema.Struct({
  manual: Schema.optionalKey(labelled(ManualPrint, 'Ruční tisk')),
  automated: Schema.optionalKey(labelled(AutomatedPrint, 'Automatický tisk')),
});

export const CommonSettingsBody = labelled(
  Schema.Record(Schema.String, labelled(CommonSettingValue, 'Hodnota nastavení')),
  'Společná nastavení',
);

export const MultieanDelimitersBody = Schema.Struct({
  delimiters: labelled(
    Schema.Array(labelled(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(1)), 'Oddělovač')).check(
      Schema.isMaxLength(10),
    ),
    'Oddělovače',
  ),
  num: labelled(
    Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(10000)),
    'Pořadí čísla s počtem kusů v kódu',
  ),
});

export const ReadEshop = sklad('GET', '/eshop/', 'Nastavení aktuálního e-shopu', [], { response: EshopConfig });
export const ListStocks = sklad('GET', '/list_stocks/', 'Sklady, do kterých uživatel smí', [], {
  response: Schema.Array(Stock),
});
export const ListClients = sklad('GET', '/clients/', 'Uživatelé organizace', [], {
  response: Schema.Array(ClientListItem),
});
export const ReadSyncProgress = sklad('GET', '/status/', 'Průběh první synchronizace e-shopu', [], {
  response: Schema.NullOr(EshopStatus),
});
export const UpdateCommonSettings = sklad(
  'POST',
  '/update_common_settings/',
  'Uložení společných nastavení',
  [Scope.settings],
  { body: CommonSettingsBody, response: SavedCommonSettings },
);
export const UpdatePrintSettings = sklad(
  'POST',
  '/update_print_settings/',
  'Uložení výchozího tisku',
  [Scope.settings, Scope.printing],
  { body: PrintSettingsBody, response: SavedPrintSettings },
);
export const UpdateMultieanDelimiters = sklad(
  'POST',
  '/update_multiean_delimiters_settings/',
  'Uložení oddělovačů multi-EAN kódů',
  [Scope.settings, Scope.multiEan],
  { body: MultieanDelimitersBody, response: SavedMultieanDelimiters },
);

export const eshopEndpoints: readonly ApiEndpoint[] = [
  ReadEshop,
  ListStocks,
  ListClients,
  ReadSyncProgress,
  UpdateCommonSettings,
  UpdatePrintSettings,
  UpdateMultieanDelimiters,
];
