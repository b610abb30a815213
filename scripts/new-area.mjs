#!/usr/bin/env node
// `npm run new:area <name> [-- --title "Český název"] [--root <dir>]`: writes the skeleton of a new area
// the way docs/architecture.md's recipe describes it ("Adding an area"), in the shape of the model area
// (stock-taking): one endpoint declared in src/api, mounted by the server and called by the app from that
// declaration. Every file it writes passes lint, typecheck and its own tests (scripts/new-area.test.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Where registrations go: each file holds a marker line; the new line is written just above it. */
export const MARKERS = {
  endpoints: { file: 'src/api/endpoints.ts', marker: '// new:area: endpoint lists above this line' },
  routes: { file: 'server/http/warehouse-api.ts', marker: '// new:area: routes above this line' },
  modules: { file: 'src/ui/composition/composition-root.ts', marker: '// new:area: modules above this line' },
  states: { file: 'contracts/provider-states/index.ts', marker: '// new:area: provider states above this line' },
  // The one screen table: route, title, permission, screen and menu entry in one row.
  screens: { file: 'src/ui/routes/screen-table.ts', marker: '// new:area: screens above this line' },
};

function parseArgs(argv) {
  const args = { name: null, title: null, root: process.cwd() };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--title') args.title = argv[++i];
    else if (argv[i] === '--root') args.root = resolve(argv[++i]);
    else if (!args.name) args.name = argv[i];
  }
  return args;
}

export function names(name, title) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name ?? ''))
    throw new Error(`Název oblasti musí být v kebab-case (např. "pallets"), ne "${name}".`);
  const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  return { kebab: name, camel, pascal, title: title ?? pascal };
}

/** Every file of the skeleton, path → text. */
export function skeleton({ kebab, camel, pascal, title }) {
  const files = {};
  files[`src/api/${kebab}.schema.ts`] = `import { Schema } from 'effect';
import { sklad, type ApiEndpoint } from './endpoint';
import { Text } from './fields';

// Wire shapes of the ${title} calls, each field with its Czech label (a 400 names the field by it).

export const ${pascal}Query = Schema.Struct({
  /** A piece of the name to look for; omitted: everything. */
  q: Schema.optionalKey(Text('Hledaný text', 100)),
});
export type ${pascal}Request = typeof ${pascal}Query.Type;

export const ${pascal}Item = Schema.Struct({ id: Schema.Number, name: Schema.String });
export const ${pascal}List = Schema.Struct({ items: Schema.Array(${pascal}Item) });
export type ${pascal}Answer = typeof ${pascal}List.Type;

/** Declared once: the server mounts it, the app calls it and the OpenAPI document describes it. */
export const List${pascal} = sklad('GET', '/${kebab}/', '${title}', [], {
  query: ${pascal}Query,
  response: ${pascal}List,
});

export const ${camel}Endpoints: readonly ApiEndpoint[] = [List${pascal}];
`;

  files[`server/${kebab}/list-${kebab}.ts`] = `import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';
import type { ${pascal}Answer } from '../../src/api/${kebab}.schema';

/**
 * The skeleton's use case reads the e-shop's sectors, filtered by the tenant like every query; replace
 * it with the area's own tables (server/db/migrations/NNNN_${kebab}.sql, the number you were given).
 */
export async function list${pascal}(db: Db, eshopId: number, q: string | undefined): Promise<${pascal}Answer> {
  const pattern = q?.trim() ? \`%\${q.trim().replace(/[\\\\%_]/g, (ch) => \`\\\\\${ch}\`)}%\` : null;
  const items = await rowsOf<{ id: number; name: string }>(
    db,
    sql\`SELECT id, sector_name AS name FROM sectors
      WHERE eshop_id = \${eshopId} \${pattern ? sql\`AND sector_name ILIKE \${pattern}\` : sql\`\`}
      ORDER BY "order", id\`,
  );
  return { items };
}
`;

  files[`server/http/${kebab}.routes.ts`] = `import { Hono } from 'hono';
import { List${pascal} } from '../../src/api/${kebab}.schema';
import { list${pascal} } from '../${kebab}/list-${kebab}';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';

/** ${title}: the calls of src/api/${kebab}.schema.ts, each mounted from its declaration. */
export function ${camel}Routes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, List${pascal}, ({ query }, c) => list${pascal}(c.var.db, c.var.session.eshopId, query.q));
  return app;
}
`;

  files[`server/${kebab}/${kebab}.test.ts`] = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

// ${title} over the real HTTP stack.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('${title} API', () => {
  it('lists what the signed-in e-shop holds, and narrows it by the search', async () => {
    const token = await server.login('admin');
    const all = await server.call('GET', '/api/sklad/${kebab}/', { token });
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThan(0);
    const first = all.body.items[0];
    const found = await server.call('GET', \`/api/sklad/${kebab}/?q=\${encodeURIComponent(first.name)}\`, { token });
    expect(found.body.items.map((i: { id: number }) => i.id)).toContain(first.id);
    expect(found.body.items.length).toBeLessThanOrEqual(all.body.items.length);
  });

  it('refuses a search that is too long with a Czech 400 naming the field', async () => {
    const token = await server.login('admin');
    const res = await server.call('GET', \`/api/sklad/${kebab}/?q=\${'x'.repeat(101)}\`, { token });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('Hledaný text');
  });

  it('answers no one who is not signed in', async () => {
    expect((await server.call('GET', '/api/sklad/${kebab}/')).status).toBe(401);
  });
});
`;

  files[`src/application/${kebab}/${kebab}-api.port.ts`] =
    `import type { ${pascal}Answer, ${pascal}Request } from '../../api/${kebab}.schema';

export type { ${pascal}Answer, ${pascal}Request } from '../../api/${kebab}.schema';

/** ${title}: what the screens ask the server. */
export interface ${pascal}Api {
  list(request: ${pascal}Request): Promise<${pascal}Answer>;
}
export const ${pascal}Api = Symbol.for('${pascal}Api');
`;

  files[`src/infrastructure/http/fetch-${kebab}-api.ts`] = `import { List${pascal} } from '../../api/${kebab}.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { ${pascal}Api } from '../../application/${kebab}/${kebab}-api.port';
import { callEndpoint } from './call-endpoint';

/** ${title} over the transport, each call made from its declaration. */
export class Fetch${pascal}Api implements ${pascal}Api {
  constructor(private readonly http: HttpClient) {}

  list: ${pascal}Api['list'] = (query) => callEndpoint(this.http, List${pascal}, { query });
}
`;

  files[`src/ui/composition/${kebab}.module.ts`] = `import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client.port';
import { ${pascal}Api } from '../../application/${kebab}/${kebab}-api.port';
import { Fetch${pascal}Api } from '../../infrastructure/http/fetch-${kebab}-api';

/** ${title}: the port to its HTTP adapter. */
export const ${camel}Module = new ContainerModule(({ bind }) => {
  bind<${pascal}Api>(${pascal}Api)
    .toDynamicValue((ctx) => new Fetch${pascal}Api(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
`;

  files[`src/ui/${kebab}/${kebab}.view-model.ts`] = `import { action, makeObservable, observable } from 'mobx';
import type { ${pascal}Answer, ${pascal}Api } from '../../application/${kebab}/${kebab}-api.port';
import { LatestFetch, loadInto } from '../global/load-state';

/** ${title}: the list and its search; a refusal shows in Czech and the rows shown stay. */
export class ${pascal}ViewModel {
  items: ${pascal}Answer['items'] = [];
  search = '';
  loading = false;
  error: string | null = null;
  private readonly latest = new LatestFetch();

  constructor(private readonly api: ${pascal}Api) {
    makeObservable(this, { items: observable, search: observable, loading: observable, error: observable, searchTyped: action });
  }

  load(): Promise<void> {
    const q = this.search.trim();
    return loadInto(
      this,
      () => this.api.list(q ? { q } : {}),
      (found) => {
        this.items = found.items;
      },
      this.latest.next(),
    );
  }

  searchTyped(text: string): Promise<void> {
    this.search = text;
    return this.load();
  }
}
`;

  files[`src/ui/${kebab}/${kebab}.view-model.test.ts`] = `import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { ${pascal}Api } from '../../application/${kebab}/${kebab}-api.port';
import { strictFake } from '../../application/testing/strict-fake';
import { ${pascal}ViewModel } from './${kebab}.view-model';

const ROWS = [
  { id: 1, name: 'Regál A' },
  { id: 2, name: 'Regál B' },
];

describe('${pascal}ViewModel', () => {
  it('shows what the server lists, and asks again with the search typed', async () => {
    const asked: unknown[] = [];
    const vm = new ${pascal}ViewModel(
      strictFake<${pascal}Api>('${pascal}Api', {
        list: async (request) => {
          asked.push(request);
          return { items: request.q ? ROWS.filter((r) => r.name.endsWith(request.q!)) : ROWS };
        },
      }),
    );
    await vm.load();
    expect(vm.items).toEqual(ROWS);
    await vm.searchTyped(' B ');
    expect(asked).toEqual([{}, { q: 'B' }]);
    expect(vm.items).toEqual([ROWS[1]]);
  });

  it('keeps the rows and shows the Czech refusal when the server refuses', async () => {
    let fail = false;
    const vm = new ${pascal}ViewModel(
      strictFake<${pascal}Api>('${pascal}Api', {
        list: async () => {
          if (fail) throw new HttpFailure({ status: 400, payload: { detail: 'Hledaný text smí mít nejvýše 100 znaků.' } });
          return { items: ROWS };
        },
      }),
    );
    await vm.load();
    fail = true;
    await vm.searchTyped('x');
    expect(vm.items).toEqual(ROWS);
    expect(vm.error).toBe('Hledaný text smí mít nejvýše 100 znaků.');
    expect(vm.loading).toBe(false);
  });
});
`;

  files[`src/ui/${kebab}/${kebab}.screen.tsx`] =
    `import { Callout, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ${pascal}Api } from '../../application/${kebab}/${kebab}-api.port';
import { useService } from '../di/container-context';
import { ${pascal}ViewModel } from './${kebab}.view-model';

/** ${title}: a searchable list (the skeleton's screen; it only renders its view-model). */
export default observer(function ${pascal}Screen() {
  const api = useService<${pascal}Api>(${pascal}Api);
  const [vm] = useState(() => new ${pascal}ViewModel(api));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section className="sk-${kebab}">
      <h1>${title}</h1>
      <InputGroup
        type="search"
        placeholder="Hledat"
        value={vm.search}
        onChange={(e) => void vm.searchTyped(e.target.value)}
      />
      {vm.error && <Callout intent={Intent.DANGER}>{vm.error}</Callout>}
      {vm.loading && vm.items.length === 0 ? (
        <Spinner />
      ) : (
        <ul>
          {vm.items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
});
`;

  files[`contracts/provider-states/${kebab}.states.ts`] = `import type { ProviderStates } from './provider-context';

/** ${title}: the demo e-shop's sectors are what the skeleton lists; replace with the area's own data. */
export const ${camel}States: ProviderStates = {
  async 'signed in as admin, ${kebab} has rows to list'(ctx) {
    await ctx.signInAs('admin');
  },
};
`;

  files[`contracts/${kebab}.pact.spec.ts`] = `import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { Fetch${pascal}Api } from '../src/infrastructure/http/fetch-${kebab}-api';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE } from './support/matchers';

const { eachLike, integer, string } = MatchersV3;

// The ${title} calls as the app's real Fetch${pascal}Api makes them.
const STATE = 'signed in as admin, ${kebab} has rows to list';

export default consumerSpec('${pascal}Api', [
  {
    title: '${kebab}: the list answers its items',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('the ${kebab} list')
        .withRequest('GET', '/api/sklad/${kebab}/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ items: eachLike({ id: integer(1), name: string('A') }) }),
        ),
    exercise: async ({ http }) => {
      const answer = await new Fetch${pascal}Api(http).list({});
      expect(answer.items.length).toBeGreaterThan(0);
    },
  },
]);
`;
  return files;
}

/** The registrations: an import at the top and one line above each marker. */
export function registrations({ kebab, camel, pascal, title }) {
  return [
    {
      ...MARKERS.endpoints,
      importLine: `import { ${camel}Endpoints } from './${kebab}.schema';`,
      line: `  ...${camel}Endpoints,`,
    },
    {
      ...MARKERS.routes,
      importLine: `import { ${camel}Routes } from './${kebab}.routes';`,
      line: `  app.route('/', ${camel}Routes());`,
    },
    {
      ...MARKERS.modules,
      importLine: `import { ${camel}Module } from './${kebab}.module';`,
      line: `  container.load(${camel}Module);`,
    },
    {
      ...MARKERS.states,
      importLine: `import { ${camel}States } from './${kebab}.states';`,
      line: `  ${camel}States,`,
    },
    {
      ...MARKERS.screens,
      importLine: null,
      // Open to every signed-in user, like the skeleton's call: give both the area's scope when it has one. No
      // menu entry: SPEC 2.3 decides the menu (wrap the row in listed(…) to add one, the table says how).
      line: `  { name: '${camel}', path: '/${kebab}', title: '${title}', need: OPEN, screen: lazy(() => import('../${kebab}/${kebab}.screen')) },`,
    },
  ];
}

function insert(text, { marker, importLine, line }) {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trim() === marker);
  const indent = lines[at].match(/^\s*/)[0];
  lines.splice(at, 0, indent + line.trimStart());
  if (importLine) {
    let lastImport = -1;
    for (let i = 0; i < lines.length; i++) if (/^import .* from '.*';$/.test(lines[i])) lastImport = i;
    lines.splice(lastImport + 1, 0, importLine);
  }
  return lines.join('\n');
}

export function generate({ root, name, title }) {
  const n = names(name, title);
  const written = [];
  const files = skeleton(n);
  for (const path of Object.keys(files))
    if (existsSync(join(root, path))) throw new Error(`${path} už existuje: oblast ${name} nejspíš už je.`);
  const read = (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');
  const all = registrations(n);
  // Every marker is checked before anything is written: a missing one leaves the tree as it was.
  const missing = all.find(
    (r) =>
      !read(r.file)
        .split('\n')
        .some((l) => l.trim() === r.marker),
  );
  if (missing) throw new Error(`${missing.file} has no line "${missing.marker}"`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    written.push(path);
  }
  for (const r of all) {
    writeFileSync(join(root, r.file), insert(read(r.file), r));
    written.push(r.file);
  }
  // The templates are laid out for reading here; the files get the project's formatting.
  execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...written], { cwd: root });
  return { written };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const { written } = generate(args);
    for (const path of written) console.log(`written ${path}`);
    console.log('Next: the recipe in docs/architecture.md ("Adding an area") says what to fill in.');
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
