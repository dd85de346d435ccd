/**
 * The import direction of DESIGN.md, checked rather than remembered:
 * widget and server -> rules -> contracts, no cycles, features never reach into each other.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: '^(packages/(rules|sdk)|apps)/' },
    },
    {
      name: 'rules-import-only-contracts',
      severity: 'error',
      from: { path: '^packages/rules' },
      to: { path: '^(packages/sdk|apps)/' },
    },
    {
      name: 'server-and-widget-are-separate',
      severity: 'error',
      from: { path: '^apps/(server|widget)/' },
      to: { path: '^apps/(server|widget)/', pathNot: '^apps/$1/' },
    },
    {
      // The SDK runs in partners' pages with no dependencies: of ours it bundles only the embed protocol.
      name: 'sdk-imports-only-the-embed-protocol',
      severity: 'error',
      from: { path: '^packages/sdk/' },
      to: { path: '^(packages/(rules|contracts)|apps)/', pathNot: '^packages/contracts/src/embed-protocol\\.ts$' },
    },
    {
      name: 'sdk-has-no-runtime-dependencies',
      severity: 'error',
      from: { path: '^packages/sdk/src/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-no-pkg', 'npm-unknown'], pathNot: '^node_modules/react/' },
    },
    {
      name: 'nothing-imports-the-sdk',
      severity: 'error',
      from: { path: '^(apps|packages/(contracts|rules))/' },
      to: { path: '^packages/sdk/' },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'features-never-import-each-other',
      severity: 'error',
      from: { path: '^apps/widget/src/features/([^/]+)/' },
      to: { path: '^apps/widget/src/features/([^/]+)/', pathNot: '^apps/widget/src/features/$1/' },
    },
    {
      // The router is a layer under everything (features import it like ui/): it knows no screen.
      name: 'routing-imports-nothing-of-the-widget',
      severity: 'error',
      from: { path: '^apps/widget/src/routing/' },
      to: { path: '^apps/widget/src/', pathNot: '^apps/widget/src/routing/' },
    },
    {
      // The app composes the features; a feature that imports the app sits above what composes it.
      // What features need of the frame (header, footer, drawers, location state) lives in layout/,
      // what they tell the host page in host/.
      name: 'features-never-import-the-app',
      severity: 'error',
      from: { path: '^apps/widget/src/(features|forms|layout|host|api|stores|config|i18n|ui|routing)/' },
      to: { path: '^apps/widget/src/app/' },
    },
    {
      name: 'layout-and-host-know-no-feature',
      severity: 'error',
      from: { path: '^apps/widget/src/(layout|host)/' },
      to: { path: '^apps/widget/src/(features|forms)/' },
    },
    {
      name: 'ui-fetches-nothing',
      severity: 'error',
      from: { path: '^apps/widget/src/ui/' },
      to: { path: '^apps/widget/src/(api|features|app)/' },
    },
    {
      name: 'server-modules-go-through-providers-not-each-others-repositories',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/([^/]+)/.+\\.repository\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.test\\.tsx?$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
    combinedDependencies: true,
  },
};
