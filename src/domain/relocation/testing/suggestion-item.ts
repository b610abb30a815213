import type { SuggestionItem } from '../suggestions';

/** A suggestion line as the server sends it; a batch id above 0 gives it a batch named `S-<id>`. */
export const suggestionItem = (
  code: string,
  location: string,
  collect: number,
  deposit = 0,
  index = 1,
  sarzeId = 0,
): SuggestionItem => ({
  code,
  name: `Produkt ${code}`,
  location_name: location,
  location_id: index,
  sarze_id: sarzeId,
  batch: sarzeId ? `S-${sarzeId}` : null,
  expires_at: sarzeId ? '2027-01-31' : null,
  amount_to_collect: collect,
  amount_to_deposit: deposit,
  index,
  hidden: false,
});
