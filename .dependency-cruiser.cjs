/**
 * Arrows point inwards only (docs/architecture.md): ui -> application -> domain,
 * infrastructure -> application -> domain, server -> src/domain.
 * `npm run lint` fails on any arrow pointing outwards.
 */
const FRAMEWORKS =
  'node_modules/(react|react-dom|mobx|mobx-react-lite|@blueprintjs|wouter|inversify|msw|zxing-wasm|dompurify|hono|drizzle-orm|pg|@electric-sql)/';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain holds pure rules: no outer layer, no framework, no I/O',
      from: { path: '^src/domain' },
      to: { path: '^src/(application|infrastructure|ui)|^server' },
    },
    { name: 'domain-no-frameworks', severity: 'error', from: { path: '^src/domain' }, to: { path: FRAMEWORKS } },
    {
      name: 'domain-no-node-io',
      severity: 'error',
      comment: 'no file system, network, clock or crypto modules in the pure rules (pass time and ids in)',
      from: { path: '^src/domain' },
      to: { dependencyTypes: ['core'] },
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
      name: 'server-uses-only-domain-of-app',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(application|infrastructure|ui)' },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      comment: 'fakes and fixtures (…/testing/, tests/, contracts/) stay out of what ships',
      from: { path: '^(src|server)/', pathNot: '/testing/|testing-|test-support' },
      to: { path: '/testing/|testing-|test-support|^tests/|^contracts/|^bench/' },
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
