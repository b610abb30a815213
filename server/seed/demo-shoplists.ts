import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { clients, locations } from '../db/schema';
import { stockIn } from '../ledger/stock-in';
import { processShoplist } from '../receiving/process-shoplist';
import { receiveIntoShoplist } from '../receiving/receive-into-list';
import { addComment, changeStatus } from '../receiving/shoplist-edits';
import { upsertShoplist } from '../receiving/upsert-shoplist';
import { SourceLabel } from '../../src/domain/stock/source-labels';

const STATES = [
  { name: 'Objednáno', color: '#2d72d2' },
  { name: 'Na cestě', color: '#c87619' },
  { name: 'Přijímá se', color: '#d33d9a' },
  { name: 'Zkontrolováno', color: '#238551' },
];

interface DemoList {
  reference: string;
  name: string;
  supplier: string;
  state: string;
  /** [code, expected, orders as [order code, pieces, days ago]] */
  lines: Array<[string, number, Array<[string, number, number]>]>;
}

const LISTS: DemoList[] = [
  {
    reference: 'OBJ-2026-0139',
    name: 'Zahradní nářadí – říjen',
    supplier: 'Hobby Import s.r.o.',
    state: 'Přijímá se',
    lines: [
      [
        'ZAH0116',
        6,
        [
          ['2026100311', 2, 9],
          ['2026100342', 4, 6],
        ],
      ],
      [
        'ZAH0117',
        4,
        [
          ['2026100318', 1, 8],
          ['2026100350', 3, 5],
        ],
      ],
      ['ZAH0118', 3, [['2026100322', 3, 7]]],
      [
        'ZAH0119',
        10,
        [
          ['2026100301', 5, 10],
          ['2026100333', 2, 7],
          ['2026100360', 3, 4],
        ],
      ],
      ['ZAH0137', 2, []],
    ],
  },
  {
    reference: 'OBJ-2026-0142',
    name: 'Květináče a substráty',
    supplier: 'Zahradní technika Brno a.s.',
    state: 'Na cestě',
    lines: [
      [
        'ZAH0120',
        12,
        [
          ['2026100401', 4, 6],
          ['2026100415', 8, 3],
        ],
      ],
      ['ZAH0121', 6, [['2026100407', 6, 5]]],
      [
        'ZAH0123',
        8,
        [
          ['2026100409', 2, 5],
          ['2026100420', 2, 2],
          ['2026100431', 4, 1],
        ],
      ],
      ['ZAH0124', 5, [['2026100412', 5, 4]]],
    ],
  },
  {
    reference: 'OBJ-2026-0144',
    name: 'Semena na jaro',
    supplier: 'Semena Morava',
    state: 'Objednáno',
    lines: [
      [
        'ZAH0131',
        20,
        [
          ['2026100501', 10, 3],
          ['2026100507', 10, 2],
        ],
      ],
      ['ZAH0132', 15, [['2026100503', 15, 3]]],
      ['ZAH0155', 10, [['2026100509', 4, 1]]],
    ],
  },
];

/** Receipts the interactive demo has already made: [reference, location, [code, pieces]]. */
const RECEIPTS: Array<[string, number, Array<[string, number]>]> = [
  [
    'OBJ-2026-0139',
    2,
    [
      ['ZAH0116', 6],
      ['ZAH0117', 2],
      ['ZAH0118', 5],
      ['ZAH0119', 7],
    ],
  ],
  [
    'OBJ-2026-0142',
    5,
    [
      ['ZAH0120', 12],
      ['ZAH0121', 4],
      ['ZAH0123', 9],
    ],
  ],
];

/**
 * Shopping lists of the chaos e-shop, created through the integration's own use case. With demo
 * stock (the interactive demo) some goods have arrived through the ledger's stock-in from a list
 * (complete, short and over lines), and the oldest list was processed into a backorder and extras.
 */
export async function seedDemoShoplists(db: Db, eshopId: number, clientId: number, withReceipts: boolean) {
  const now = new Date();
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  const actor = { eshopId, clientId, clientName: client.name };
  await db.execute(
    sql`INSERT INTO shoplist_states (eshop_id, name, color, "order") VALUES ${sql.join(
      STATES.map((s, i) => sql`(${eshopId}, ${s.name}, ${s.color}, ${i})`),
      sql`, `,
    )}`,
  );
  const ids = new Map<string, number>();
  for (const list of LISTS) {
    const { summary } = await db.transaction((tx: Tx) =>
      upsertShoplist(
        tx,
        eshopId,
        {
          reference: list.reference,
          name: list.name,
          supplier: list.supplier,
          products: list.lines.map(([code, expected, orders]) => ({
            code,
            amount_expected: expected,
            orders: orders.map(([order_code, count, days]) => ({ order_code, count, ordered_at: daysAgo(days) })),
          })),
        },
        now,
      ),
    );
    ids.set(list.reference, summary.shoplist_id);
    const [state] = await db
      .execute(sql`SELECT id FROM shoplist_states WHERE eshop_id = ${eshopId} AND name = ${list.state}`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    await db.transaction((tx: Tx) => changeStatus(tx, eshopId, summary.shoplist_id, Number(state.id)));
  }
  if (!withReceipts) return;
  const places = await db.select().from(locations).where(eq(locations.eshopId, eshopId)).orderBy(asc(locations.id));
  for (const [reference, place, lines] of RECEIPTS) {
    await db.transaction((tx: Tx) =>
      receiveIntoShoplist(tx, eshopId, ids.get(reference)!, () =>
        stockIn(
          tx,
          actor,
          { action: 'stock_in_ao', source: SourceLabel.warehouse, shoptetSync: false },
          {
            products: lines.map(([code, amount]) => ({ code, amount })),
            locationName: places[place].name,
            acknowledgeMultipleSarze: true,
          },
        ),
      ),
    );
  }
  const oldest = ids.get('OBJ-2026-0139')!;
  await db.transaction((tx: Tx) =>
    addComment(tx, actor, oldest, 'ZAH0118 přišly 2 kusy navíc, dodavatel je nechává bez doplatku.', now),
  );
  await db.transaction((tx: Tx) =>
    processShoplist(tx, actor, oldest, { move_missing: true, create_extras: true }, now),
  );
}
