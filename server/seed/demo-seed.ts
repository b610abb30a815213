import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  addons,
  clientEshops,
  clients,
  eshopStatus,
  eshops,
  locations,
  orgAddons,
  packerWarehouseConfig,
  orgServices,
  organisations,
  products,
  roles,
  sectors,
  services,
  zones,
} from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { ALL_SCOPES, AUTO_ORDER_MODULE, BATCH_ADDON_ID, Scope } from '../../src/domain/permissions/scopes';
import { foreignCatalogue, gardenCatalogue, kitchenCatalogue, type DemoProduct } from './demo-catalogue';

export const DEMO_USERS = [
  { username: 'admin', password: 'admin', note: 'všechna oprávnění, oba sklady' },
  { username: 'skladnik', password: 'skladnik', note: 'jen skenování (naskladnění, vyskladnění, pozice, log)' },
  { username: 'superadmin', password: 'superadmin', note: 'správce poskytovatele (is_superadmin)' },
  { username: 'cizi', password: 'cizi', note: 'jiná organizace: demo uživatelé její data nikdy nevidí' },
  // the floor's jobs (issue 24); after the first four, whose password hashes are taken by position
  { username: 'inventura', password: 'inventura', note: 'inventura, ověření pozice, log' },
  { username: 'prijem', password: 'prijem', note: 'příjem: ze seznamu, doklady, šarže, štítky, log' },
  {
    username: 'presuny',
    password: 'presuny',
    note: 'přesuny: návrhy podle pravidel, fronta z příjmu, změna pozice, log',
  },
] as const;

export const DEMO = { orgId: 1, foreignOrgId: 2, chaosEshopId: 101, basicEshopId: 102, foreignEshopId: 201 } as const;

const SCANNING_SCOPES: string[] = [
  Scope.movementLog,
  Scope.stockIn,
  Scope.stockOut,
  Scope.stockInReturns,
  Scope.stockOutReturns,
  Scope.locationCheck,
  Scope.locationChange,
];

/**
 * The floor's other jobs (issue 24): a worker who counts, one who receives goods and their documents,
 * one who follows the relocation suggestions. Each role allows only its own scopes.
 */
const FLOOR_ROLES: Array<{ id: number; name: string; scopes: string[] }> = [
  { id: 4, name: 'Inventura', scopes: [Scope.movementLog, Scope.stocktaking, Scope.locationCheck] },
  {
    id: 5,
    name: 'Příjem zboží',
    scopes: [
      Scope.movementLog,
      Scope.stockIn,
      Scope.stockInFromList,
      Scope.documents,
      Scope.receipts,
      Scope.issues,
      Scope.batches,
      Scope.convertToBatch,
      Scope.printing,
      Scope.multiEan,
    ],
  },
  {
    id: 6,
    name: 'Přesuny',
    scopes: [Scope.movementLog, Scope.relocationRules, Scope.locationChange, Scope.locationCheck],
  },
];

/** Creates the demo organisation, users and warehouse once; a second run finds them and does nothing. */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  const [{ value: existing }] = await db.select({ value: count() }).from(organisations);
  if (existing > 0) return { created: false };

  await db.transaction(async (tx) => {
    await tx.insert(organisations).values([
      {
        id: DEMO.orgId,
        name: 'Demo s.r.o.',
        note: 'Demo organizace pro vyzkoušení skladu.\nPozor: data se mohou kdykoli smazat.',
      },
      { id: DEMO.foreignOrgId, name: 'Konkurence a.s.', note: null },
    ]);
    const printDefaults = {
      manual: {
        printer: null,
        productPrinter: null,
        locationPrinter: null,
        productTemplate: null,
        locationTemplate: null,
      },
      automated: {
        product: false,
        productSingle: false,
        productPrinter: null,
        productTemplate: null,
        location: false,
        locationTemplate: null,
        locationPrinter: null,
      },
    };
    const imageCuts = [
      { name: 'category', cdnPath: '/product-images/' },
      { name: 'detail', cdnPath: '/product-images/' },
    ];
    await tx.insert(eshops).values([
      {
        id: DEMO.chaosEshopId,
        orgId: DEMO.orgId,
        name: 'Zahrada a dům',
        stockLocationsMode: 'chaos',
        modules: [AUTO_ORDER_MODULE],
        multieanDelimiters: { delimiters: ['*', 'x'], num: 1 },
        commonSettings: { sounds: true },
        printSettings: printDefaults,
        imageCuts,
        contactName: 'Zahrada a dům',
      },
      {
        id: DEMO.basicEshopId,
        orgId: DEMO.orgId,
        name: 'Kuchyňské potřeby',
        stockLocationsMode: 'basic',
        modules: [],
        multieanDelimiters: { delimiters: ['*'], num: 1 },
        commonSettings: {},
        printSettings: printDefaults,
        imageCuts,
        contactName: 'Kuchyňské potřeby',
      },
      {
        id: DEMO.foreignEshopId,
        orgId: DEMO.foreignOrgId,
        name: 'Cizí obchod',
        stockLocationsMode: 'chaos',
        modules: [AUTO_ORDER_MODULE],
        multieanDelimiters: { delimiters: ['*'], num: 1 },
        commonSettings: {},
        printSettings: printDefaults,
        imageCuts,
        contactName: 'Cizí obchod',
      },
    ]);
    await tx.insert(eshopStatus).values([
      { eshopId: DEMO.chaosEshopId, stage: 'hotovo', lastUpdate: new Date(), counter: 320, sync: false },
      { eshopId: DEMO.basicEshopId, stage: 'hotovo', lastUpdate: new Date(), counter: 240, sync: false },
    ]);
    await tx.insert(addons).values([
      { id: BATCH_ADDON_ID, name: 'Šarže a expirace' },
      { id: 7, name: 'Automatické objednávky' },
      { id: 8, name: 'Expedice z více skladů' },
      { id: 9, name: 'Interní statistiky', visible: false },
    ]);
    await tx.insert(orgAddons).values([
      { orgId: DEMO.orgId, addonId: BATCH_ADDON_ID, active: true },
      { orgId: DEMO.orgId, addonId: 7, active: true },
      { orgId: DEMO.orgId, addonId: 8, active: false },
      { orgId: DEMO.orgId, addonId: 9, active: false },
      { orgId: DEMO.foreignOrgId, addonId: BATCH_ADDON_ID, active: true },
    ]);
    await tx.insert(services).values([
      { module: 'sklad_stock', name: 'sklad', title: 'Sklad', url: '/', icon: 'box' },
      { module: 'balic_packing', name: 'balic', title: 'Balíkovač', url: '/apps/balic/', icon: 'package' },
      { module: 'podpora_support', name: 'podpora', title: 'Podpora', url: '/apps/podpora/', icon: 'help' },
      {
        module: 'objednavky_ao',
        name: 'objednavky',
        title: 'Automatické objednávky',
        url: '/apps/objednavky/',
        icon: 'shopping-cart',
      },
    ]);
    await tx.insert(orgServices).values([
      { orgId: DEMO.orgId, module: 'sklad_stock' },
      { orgId: DEMO.orgId, module: 'balic_packing' },
      { orgId: DEMO.orgId, module: 'podpora_support' },
      { orgId: DEMO.orgId, module: 'objednavky_ao', active: false },
      { orgId: DEMO.foreignOrgId, module: 'sklad_stock' },
    ]);
    await tx.insert(packerWarehouseConfig).values([
      {
        orgId: DEMO.orgId,
        apps: ['sklad', 'balic'],
        shared: { packing_location: 'EXP-01', print_delivery_note: true, weigh_parcels: false },
      },
    ]);
    await tx.insert(roles).values([
      {
        id: 1,
        orgId: DEMO.orgId,
        name: 'Administrátor',
        allowedScopes: null,
        forbiddenScopes: null,
        blacklistUrls: [],
        allowedApps: [],
      },
      {
        id: 2,
        orgId: DEMO.orgId,
        name: 'Skladník',
        allowedScopes: SCANNING_SCOPES,
        forbiddenScopes: ALL_SCOPES.filter((s) => !SCANNING_SCOPES.includes(s)),
        blacklistUrls: [],
        allowedApps: ['sklad', 'balic'],
      },
      ...FLOOR_ROLES.map((r) => ({
        id: r.id,
        orgId: DEMO.orgId,
        name: r.name,
        allowedScopes: r.scopes,
        forbiddenScopes: ALL_SCOPES.filter((s) => !r.scopes.includes(s)),
        blacklistUrls: [],
        allowedApps: ['sklad', 'balic'],
      })),
      {
        id: 3,
        orgId: DEMO.foreignOrgId,
        name: 'Administrátor',
        allowedScopes: null,
        forbiddenScopes: null,
        blacklistUrls: [],
        allowedApps: [],
      },
    ]);
    const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
    await tx.insert(clients).values([
      {
        id: 1,
        orgId: DEMO.orgId,
        username: 'admin',
        name: 'Alena Adminová',
        passwordHash: hashes[0],
        roleId: 1,
        stockEshopId: DEMO.chaosEshopId,
      },
      {
        id: 2,
        orgId: DEMO.orgId,
        username: 'skladnik',
        name: 'Petr Skladník',
        passwordHash: hashes[1],
        roleId: 2,
        stockEshopId: DEMO.chaosEshopId,
      },
      {
        id: 3,
        orgId: DEMO.orgId,
        username: 'superadmin',
        name: 'Sára Superadminová',
        passwordHash: hashes[2],
        roleId: 1,
        isSuperadmin: true,
        stockEshopId: DEMO.chaosEshopId,
      },
      {
        id: 4,
        orgId: DEMO.foreignOrgId,
        username: 'cizi',
        name: 'Cyril Cizí',
        passwordHash: hashes[3],
        roleId: 3,
        stockEshopId: DEMO.foreignEshopId,
      },
      ...[
        { id: 5, username: 'inventura', name: 'Ivana Inventurní', roleId: 4 },
        { id: 6, username: 'prijem', name: 'Pavel Příjmový', roleId: 5 },
        { id: 7, username: 'presuny', name: 'Přemysl Přesunový', roleId: 6 },
      ].map((c) => ({
        ...c,
        orgId: DEMO.orgId,
        passwordHash: hashes[DEMO_USERS.findIndex((u) => u.username === c.username)],
        stockEshopId: DEMO.chaosEshopId,
      })),
    ]);
    await tx.insert(clientEshops).values([
      { clientId: 1, eshopId: DEMO.chaosEshopId },
      { clientId: 1, eshopId: DEMO.basicEshopId },
      { clientId: 2, eshopId: DEMO.chaosEshopId },
      { clientId: 3, eshopId: DEMO.chaosEshopId },
      { clientId: 3, eshopId: DEMO.basicEshopId },
      { clientId: 4, eshopId: DEMO.foreignEshopId },
      { clientId: 5, eshopId: DEMO.chaosEshopId },
      { clientId: 6, eshopId: DEMO.chaosEshopId },
      { clientId: 7, eshopId: DEMO.chaosEshopId },
    ]);
    await insertProducts(tx as unknown as Db, DEMO.chaosEshopId, gardenCatalogue());
    await insertProducts(tx as unknown as Db, DEMO.basicEshopId, kitchenCatalogue());
    await insertProducts(tx as unknown as Db, DEMO.foreignEshopId, foreignCatalogue());
    await insertLayout(tx as unknown as Db, DEMO.chaosEshopId);
    await insertLayout(tx as unknown as Db, DEMO.basicEshopId);
    await insertLayout(tx as unknown as Db, DEMO.foreignEshopId);
  });
  return { created: true };
}

async function insertProducts(db: Db, eshopId: number, list: DemoProduct[]) {
  for (let i = 0; i < list.length; i += 200) {
    await db.insert(products).values(
      list.slice(i, i + 200).map((p) => ({
        eshopId,
        code: p.code,
        ean: p.ean,
        name: p.name,
        variantName: p.variantName,
        image: `${p.code}.svg`,
      })),
    );
  }
}

/** Zones → sectors → locations named as staff say them: sector letter, rack, shelf (A-01-1). */
async function insertLayout(db: Db, eshopId: number) {
  const plan: Array<{
    zone: string;
    sectors: Array<{ name: string; racks: number; shelves: number; picking?: boolean }>;
  }> = [
    {
      zone: 'Přízemí',
      sectors: [
        { name: 'A', racks: 5, shelves: 4 },
        { name: 'B', racks: 4, shelves: 3 },
      ],
    },
    { zone: 'Patro', sectors: [{ name: 'C', racks: 3, shelves: 3 }] },
    { zone: 'Expedice', sectors: [{ name: 'E', racks: 2, shelves: 2, picking: true }] },
  ];
  let zoneOrder = 0;
  let sectorOrder = 0;
  for (const z of plan) {
    const [zone] = await db.insert(zones).values({ eshopId, name: z.zone, order: zoneOrder++ }).returning();
    for (const s of z.sectors) {
      const [sector] = await db
        .insert(sectors)
        .values({ eshopId, zoneId: zone.id, sectorName: s.name, order: sectorOrder++, picking: s.picking ?? false })
        .returning();
      const names: string[] = [];
      for (let rack = 1; rack <= s.racks; rack++)
        for (let shelf = 1; shelf <= s.shelves; shelf++)
          names.push(`${s.name}-${String(rack).padStart(2, '0')}-${shelf}`);
      await db.insert(locations).values(names.map((name, order) => ({ eshopId, sectorId: sector.id, name, order })));
    }
  }
}
