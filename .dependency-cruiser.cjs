/**
 * The layering of docs/architecture.md, checked by `npm run lint`:
 *   ui -> application -> domain, infrastructure -> application -> domain,
 *   src/api (wire shapes) -> domain, server -> src/api and src/domain.
 * Arrows point inwards only; any arrow pointing outwards fails the lint.
 */
/** Folders of src/ui every screen may use; every other folder of src/ui is one feature. */
const UI_SHARED = '^src/ui/(global|di|composition|routes|shell|stores|theme)/';
/** Files nothing imports on purpose: entry points, workers, type declarations, configuration. */
const ENTRY_POINTS = [
  '\\.d\\.ts$',
  '(^|/)[^/]+\\.config\\.[cm]?[jt]s$',
  '^src/ui/main\\.tsx$',
  '\\.worker\\.ts$',
  '^server/main\\.ts$',
  '/testing/|testing-|test-support',
  '\\.(css|json)$',
  // put in place of a Blueprint module by a build plugin of vite.config.ts
  '^src/ui/shell/blueprint-icon-names\\.ts$',
];
/** Every rule is an error: one arrow it forbids fails the lint. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

module.exports = {
  forbidden: [
    forbid(
      'domain-imports-only-domain',
      'src/domain holds pure rules shared by app and server: it imports only itself and date-fns (no outer layer, framework, I/O, clock or crypto: pass time and ids in)',
      { path: '^src/domain' },
      { pathNot: '^src/domain/|^node_modules/date-fns/' },
    ),
    forbid(
      'api-imports-only-effect-and-domain',
      'src/api declares the wire shapes once: effect Schemas over the domain, nothing else',
      { path: '^src/api/' },
      { pathNot: '^src/(api|domain)/|^node_modules/effect/' },
    ),
    forbid(
      'api-used-by-server-application-infrastructure',
      'the wire shapes are for the server, the ports and the adapters; views see port types',
      { pathNot: '^src/(api|application|infrastructure)/|^server/' },
      { path: '^src/api/' },
    ),
    forbid(
      'application-knows-only-ports',
      'use cases depend on ports, never on adapters or views',
      { path: '^src/application' },
      { path: '^src/(infrastructure|ui)|^server|node_modules/(react|react-dom|@blueprintjs|wouter|zxing-wasm|hono)' },
    ),
    forbid(
      'infrastructure-not-ui',
      'adapters serve the ports: they never reach into views or the server',
      { path: '^src/infrastructure' },
      { path: '^src/ui|^server' },
    ),
    forbid(
      'only-composition-root-wires-adapters',
      'views and view-models get adapters through the container, never by import',
      { path: '^src/ui', pathNot: '^src/ui/composition(-root)?/|\\.test\\.tsx?$' },
      { path: '^src/infrastructure' },
    ),
    forbid(
      'ui-feature-stays-in-its-folder',
      `a feature folder of src/ui never imports another feature's files: shared parts go to src/ui/global or the application layer`,
      { path: '^src/ui/([^/]+)/', pathNot: UI_SHARED },
      { path: '^src/ui/[^/]+/', pathNot: ['^src/ui/$1/', UI_SHARED] },
    ),
    forbid(
      'ui-shared-imports-point-down',
      'the shared folders of src/ui are layered shell -> global -> di: the shell mounts the global parts, which resolve services through di; nothing imports back up',
      { path: '^src/ui/(di|global)/' },
      { path: '^src/ui/shell/' },
    ),
    forbid(
      'ui-di-imports-no-shared-part',
      'di holds the container context and tokens that every part of src/ui uses: it imports neither global nor the shell',
      { path: '^src/ui/di/' },
      { path: '^src/ui/(global|shell)/' },
    ),
    forbid(
      'app-never-imports-server',
      'the app talks to the server over HTTP only',
      { path: '^src/' },
      { path: '^server/' },
    ),
    forbid(
      'server-uses-only-domain-and-api-of-app',
      'the server shares the pure rules and wire shapes of the app, nothing that runs in the browser',
      { path: '^server' },
      { path: '^src/(application|infrastructure|ui)' },
    ),
    forbid(
      'server-use-cases-know-no-http',
      'use cases (server/<area>/) throw the failures of server/failures.ts; only server/http speaks HTTP',
      { path: '^server/[^/]+/', pathNot: '^server/http/' },
      { path: '^server/http/|^node_modules/hono/' },
    ),
    forbid(
      'no-test-code-in-production',
      'fakes and fixtures (…/testing/, tests/, contracts/) stay out of what ships',
      { path: '^(src|server)/', pathNot: '/testing/|testing-|test-support' },
      { path: '/testing/|testing-|test-support|^tests/|^contracts/|^bench/' },
    ),
    forbid(
      'no-orphans',
      'a module nothing imports is dead code (entry points, workers, declarations and configs aside)',
      { orphan: true, pathNot: ENTRY_POINTS },
      {},
    ),
    forbid('no-circular', 'import cycles make load order fragile', {}, { circular: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec)\\.tsx?$|\\.pact\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
