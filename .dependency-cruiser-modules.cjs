/**
 * The server's modules as wholes: a cycle between two modules (auth -> users -> auth through some
 * pair of files) is invisible to the file-level check when no single file closes the loop, yet it
 * makes the two modules one. Here every folder under modules/ is one node (collapse), so any such
 * loop fails `npm run check`. Tests and test kits may reach across; production code may not.
 * The rule needs `scope: 'folder'`: a module-scope circular rule is validated on the file graph
 * before the collapse, so it let a cards -> orders import close the loop orders -> cards (tried on
 * 2026-11-28: 0 violations without the scope, 9 with it).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-server-modules',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+' },
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: '(node_modules|dist|\\.test\\.tsx?$|-test-kit\\.ts$)' },
    includeOnly: '^apps/server/src/modules/',
    collapse: '^apps/server/src/modules/[^/]+',
  },
};
