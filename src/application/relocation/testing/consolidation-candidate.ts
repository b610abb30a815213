import type { ConsolidationCandidate } from '../relocation-api.port';

/** A product of batch S-7 on three locations: 3 and 2 pieces to move onto K-01, which holds 8. */
export const CANDIDATE: ConsolidationCandidate = {
  code: 'ZAH1',
  name: 'Konev',
  sarze_id: 7,
  batch: 'S-7',
  expires_at: '2027-01-31',
  to_location_id: 1,
  to_location: 'K-01',
  to_amount: 8,
  from: [
    { location_id: 2, location_name: 'K-02', amount: 3 },
    { location_id: 3, location_name: 'K-03', amount: 2 },
  ],
  frees: 2,
};
