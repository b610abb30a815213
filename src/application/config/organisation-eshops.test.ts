import { describe, expect, it } from 'vitest';
import { matchingOrganisations } from './organisation-eshops';
import { ORG_ESHOPS_EXAMPLE as LIST } from './testing/org-eshops-example';

describe('R-PERM-06 searching the e-shops of organisations', () => {
  it('an empty search lists every organisation', () => {
    expect(matchingOrganisations(LIST, '  ')).toEqual(LIST);
  });
  it('finds an organisation by its name without regard to case and diacritics, with all its e-shops', () => {
    expect(matchingOrganisations(LIST, 'konkurence')).toEqual([LIST[1]]);
  });
  it('finds an e-shop by name or id and lists only the matching e-shops of its organisation', () => {
    expect(matchingOrganisations(LIST, 'kuchynske')).toEqual([
      { ...LIST[0], eshops: [{ eshop_id: 102, eshop_name: 'Kuchyňské potřeby' }] },
    ]);
    expect(matchingOrganisations(LIST, '201').map((o) => o.org_id)).toEqual([2]);
  });
  it('finds nothing for a text no name holds', () => {
    expect(matchingOrganisations(LIST, 'xyz')).toEqual([]);
  });
});
