// The Czech names of the ledger's actions: the movement log and the movements export show the same words.
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  stock_in: 'Naskladnění',
  stock_in_ao: 'Naskladnění ze seznamu',
  stock_out: 'Vyskladnění',
  stock_out_returns: 'Vyskladnění vratek/pozic',
  location_check: 'Ověření pozice',
  location_change: 'Změna pozice',
  relocation: 'Přesun',
  revert: 'Zpětný záznam',
  orphan_removal: 'Odstranění smazaného produktu',
  set_removal: 'Odstranění sady',
  batch_init: 'Inicializace šarží',
  stocktaking: 'Inventura',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
