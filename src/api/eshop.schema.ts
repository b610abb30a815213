import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import type { ClientListItem, EshopConfig, EshopStatus, Stock } from './config-answers';
import { answer, sklad, type ApiEndpoint } from './endpoint';
import { labelled } from './fields';

// The current e-shop's configuration on the warehouse host (SPEC 7, first table).

const Printer = (title: string) => Schema.optionalKey(labelled(Schema.NullOr(Schema.String), title));
const Template = (title: string) => Schema.optionalKey(labelled(Schema.NullOr(Schema.Int), title));
const Switch = (title: string) => Schema.optionalKey(labelled(Schema.Boolean, title));

export const ManualPrint = Schema.Struct({
  printer: Printer('Tiskárna pro ruční tisk'),
  productPrinter: Printer('Tiskárna štítků produktů'),
  locationPrinter: Printer('Tiskárna štítků pozic'),
  productTemplate: Template('Šablona štítku produktu'),
  locationTemplate: Template('Šablona štítku pozice'),
});
export const AutomatedPrint = Schema.Struct({
  product: Switch('Automatický tisk štítků produktů'),
  productSingle: Switch('Jeden štítek na produkt'),
  productPrinter: Printer('Tiskárna štítků produktů'),
  productTemplate: Template('Šablona štítku produktu'),
  location: Switch('Automatický tisk štítků pozic'),
  locationTemplate: Template('Šablona štítku pozice'),
  locationPrinter: Printer('Tiskárna štítků pozic'),
});
export const PrintSettingsBody = Schema.Struct({
  manual: Schema.optionalKey(labelled(ManualPrint, 'Ruční tisk')),
  automated: Schema.optionalKey(labelled(AutomatedPrint, 'Automatický tisk')),
});

export const CommonSettingsBody = labelled(
  Schema.Record(
    Schema.String,
    labelled(Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]), 'Hodnota nastavení'),
  ),
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

export const ReadEshop = sklad('GET', '/eshop/', 'Nastavení aktuálního e-shopu', [], { answer: answer<EshopConfig>() });
export const ListStocks = sklad('GET', '/list_stocks/', 'Sklady, do kterých uživatel smí', [], {
  answer: answer<Stock[]>(),
});
export const ListClients = sklad('GET', '/clients/', 'Uživatelé organizace', [], {
  answer: answer<ClientListItem[]>(),
});
export const ReadSyncProgress = sklad('GET', '/status/', 'Průběh první synchronizace e-shopu', [], {
  answer: answer<EshopStatus | null>(),
});
export const UpdateCommonSettings = sklad(
  'POST',
  '/update_common_settings/',
  'Uložení společných nastavení',
  [Scope.settings],
  { body: CommonSettingsBody, answer: answer<unknown>() },
);
export const UpdatePrintSettings = sklad(
  'POST',
  '/update_print_settings/',
  'Uložení výchozího tisku',
  [Scope.settings, Scope.printing],
  { body: PrintSettingsBody, answer: answer<unknown>() },
);
export const UpdateMultieanDelimiters = sklad(
  'POST',
  '/update_multiean_delimiters_settings/',
  'Uložení oddělovačů multi-EAN kódů',
  [Scope.settings, Scope.multiEan],
  { body: MultieanDelimitersBody, answer: answer<unknown>() },
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
