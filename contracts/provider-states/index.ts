import { authStates } from './auth.states';
import { catalogueStates } from './catalogue.states';
import { documentsStates } from './documents.states';
import { eshopSyncStates } from './eshop-sync.states';
import { exportsStates } from './exports.states';
import { layoutStates } from './layout.states';
import { liveStates } from './live.states';
import { printingStates } from './printing.states';
import type { ProviderStates } from './provider-context';
import { receivingStates } from './receiving.states';
import { relocationStates } from './relocation.states';
import { sessionStates } from './session.states';
import { stockMovementsStates } from './stock-movements.states';
import { stocktakingStates } from './stocktaking.states';

/**
 * Every provider state the pacts may name. An area adds its own `<area>.states.ts` and one line
 * here. A duplicated state name is an error, so two areas never silently disagree on a state.
 */
const AREAS: ProviderStates[] = [
  sessionStates,
  authStates,
  stockMovementsStates,
  layoutStates,
  receivingStates,
  documentsStates,
  printingStates,
  stocktakingStates,
  exportsStates,
  catalogueStates,
  relocationStates,
  liveStates,
  eshopSyncStates,
  // new:area: provider states above this line
];

export function allProviderStates(): ProviderStates {
  const all: ProviderStates = {};
  for (const area of AREAS) {
    for (const [name, handler] of Object.entries(area)) {
      if (all[name]) throw new Error(`Provider state "${name}" is defined twice`);
      all[name] = handler;
    }
  }
  return all;
}
