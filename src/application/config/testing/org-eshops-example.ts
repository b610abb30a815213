import type { OrgEshops } from '../config-types';

/** The demo's two organisations as POST {settings}/superadmin/org_eshops_list/ lists them. */
export const ORG_ESHOPS_EXAMPLE: OrgEshops[] = [
  {
    org_id: 1,
    org_name: 'Demo s.r.o.',
    eshops: [
      { eshop_id: 101, eshop_name: 'Zahrada a dům' },
      { eshop_id: 102, eshop_name: 'Kuchyňské potřeby' },
    ],
  },
  { org_id: 2, org_name: 'Konkurence a.s.', eshops: [{ eshop_id: 201, eshop_name: 'Cizí obchod' }] },
];
