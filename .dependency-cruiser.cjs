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
  // SPEC rules, tested, whose screen is not built yet (R-UI-11: the tag-manager id of the settings)
  '^src/domain/text/tag-manager-id\\.ts$',
];
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      severity: 'error',
      comment:
        'src/domain holds pure rules shared by app and server: it imports only itself and date-fns (no outer layer, framework, I/O, clock or crypto: pass time and ids in)',
      from: { path: '^src/domain' },
      to: { pathNot: '^src/domain/|^node_modules/date-fns/' },
    },
    {
      name: 'api-imports-only-effect-and-domain',
      severity: 'error',
      comment: 'src/api declares the wire shapes once: effect Schemas over the domain, nothing else',
      from: { path: '^src/api/' },
      to: { pathNot: '^src/(api|domain)/|^node_modules/effect/' },
    },
    {
      name: 'api-used-by-server-application-infrastructure',
      severity: 'error',
      comment: 'the wire shapes are for the server, the ports and the adapters; views see port types',
      from: { pathNot: '^src/(api|application|infrastructure)/|^server/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'application-knows-only-ports',
      severity: 'error',
      comment: 'use cases depend on ports, never on adapters or views',
      from: { path: '^src/application' },
      to: {
        path: '^src/(infrastructure|ui)|^server|node_modules/(react|react-dom|@blueprintjs|wouter|zxing-wasm|hono)',
      },
    },
    {
      name: 'infrastructure-not-ui',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/ui|^server' },
    },
    {
      name: 'only-composition-root-wires-adapters',
      severity: 'error',
      comment: 'views and view-models get adapters through the container, never by import',
      from: { path: '^src/ui', pathNot: '^src/ui/composition(-root)?/|\\.test\\.tsx?$' },
      to: { path: '^src/infrastructure' },
    },
    {
      name: 'ui-feature-stays-in-its-folder',
      severity: 'error',
      comment: `a feature folder of src/ui never imports another feature's files: shared parts go to src/ui/global or the application layer`,
      from: { path: '^src/ui/([^/]+)/', pathNot: UI_SHARED },
      to: { path: '^src/ui/[^/]+/', pathNot: ['^src/ui/$1/', UI_SHARED] },
    },
    {
      name: 'app-never-imports-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-uses-only-domain-and-api-of-app',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(application|infrastructure|ui)' },
    },
    {
      name: 'server-use-cases-know-no-http',
      severity: 'error',
      comment: 'use cases (server/<area>/) throw the failures of server/failures.ts; only server/http speaks HTTP',
      from: { path: '^server/[^/]+/', pathNot: '^server/http/' },
      to: { path: '^server/http/|^node_modules/hono/' },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      comment: 'fakes and fixtures (…/testing/, tests/, contracts/) stay out of what ships',
      from: { path: '^(src|server)/', pathNot: '/testing/|testing-|test-support' },
      to: { path: '/testing/|testing-|test-support|^tests/|^contracts/|^bench/' },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'a module nothing imports is dead code (entry points, workers, declarations and configs aside)',
      from: { orphan: true, pathNot: ENTRY_POINTS },
      to: {},
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
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
