/**
 * The import-circle check of `npm run lint`. ESLint's import/no-cycle skips `import type`, so a
 * circle made of type imports passed unseen; dependency-cruiser reads the TypeScript source before
 * compilation (tsPreCompilationDeps), type-only imports included.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circle of any kind, type-only imports included: move the shared piece down or pass it in.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)dist/',
        '^\\.tsbuild/',
        '^apps/api/src/db/migrations/',
        '^e2e/artifacts/',
      ],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
    },
  },
};
