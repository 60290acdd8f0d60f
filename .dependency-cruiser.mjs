// The import rules of every package, checked by `npm run lint:imports` (dependency-cruiser), which
// `npm run lint` and the lint step of `npm test` run: no import cycles, and a package imports
// another only through an entry point that the other's package.json `exports` declares; in the api,
// only graphql/ imports a feature's schema, resolvers and mutations.
import { readFileSync } from 'node:fs';

const packages = ['domain', 'infra', 'projections', 'workers', 'api', 'web', 'load-tests'];
const inPackage = `^(${packages.join('|')})/`;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files the packages' `exports` name (`./src/index.ts`, `./schema.graphql`...), as paths from here. */
const entryPoints = packages.flatMap((name) => {
  const manifest = JSON.parse(readFileSync(new URL(`./${name}/package.json`, import.meta.url), 'utf8'));
  return Object.values(manifest.exports ?? {}).map((file) => `^${escape(`${name}/${file.replace(/^\.\//, '')}`)}$`);
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'A module reaches itself through its imports. `import type` and `import()` count as imports. ' +
        'Move what both sides need into a module both import (see docs/architecture.md).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-relative-import-out-of-package',
      severity: 'error',
      comment: 'A relative import leaves its package. Import the other package by its name (@brandtrail/...).',
      from: { path: inPackage },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'only-through-entry-points',
      severity: 'error',
      comment:
        "Another package is imported past its entry points. Import `@brandtrail/<name>` or a subpath its package.json's `exports` declares.",
      from: { path: inPackage },
      to: { path: inPackage, pathNot: ['^$1/', ...entryPoints] },
    },
    {
      name: 'only-declared-entry-points',
      severity: 'error',
      comment:
        "An import of a package's subpath that its `exports` do not declare (such as @brandtrail/infra/src/...), so it resolves to nothing.",
      from: {},
      // Vite's `?raw` imports (a file's text) resolve in Vite only.
      to: { couldNotResolve: true, path: '^@brandtrail/', pathNot: '[?]raw$' },
    },
    {
      name: 'api-feature-schema-only-in-graphql',
      severity: 'error',
      comment:
        "An api feature's schema.ts, resolvers.ts or mutations.ts is imported from outside its folder. Only api/src/graphql/ " +
        "assembles them (and tests may read them); what another feature needs comes from the owner's loaders.ts " +
        '(or a shared module such as pages/nodes.ts). See api/src/README.md.',
      // $1: the importer's folder under api/src (or file, for the entry points there).
      from: { path: '^api/src/([^/]+)', pathNot: ['^api/src/graphql/', '^api/src/testing/', '[.]spec[.]tsx?$'] },
      to: { path: '^api/src/[^/]+/(schema|resolvers|mutations)[.]ts$', pathNot: ['^api/src/$1/', '^api/src/graphql/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|\\.data)/' },
    // Type-only imports are imports: a cycle of `import type` counts.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
