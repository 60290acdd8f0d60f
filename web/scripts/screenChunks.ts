import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * What each screen loads after the entry script, for the server to name in the page's HTML (issue
 * 26): written at build as `dist/screens.json`, `{ screens: { <route name>: [file, ...] },
 * messages: { <locale>: [file, ...] } }`, files relative to `dist/`.
 *
 * A screen's modules are read from the router's own code, not listed a second time: the `screens`
 * object of `src/router.tsx` names, per route, the lazily imported modules (`import('./...')`) its
 * entry reaches, following the top-level functions and constants it uses in the files below (a
 * loader made by `lazyLoader` reaches the Relay provider that way). Each module's chunk comes with
 * the chunks it imports statically, the entry's own left out (index.html names those already).
 */
const SOURCES = ['src/router.tsx', 'src/routing/routes.tsx', 'src/routing/RelayBoundary.tsx', 'src/i18n/messages.ts'];

interface Declared {
  file: string;
  node: ts.Node;
}

/** The specifiers of `import('...')` calls a node reaches, following top-level declarations by name. */
function reachedImports(start: Declared, declared: Map<string, Declared>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (node: ts.Node, file: string): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.add(path.join(path.dirname(file), specifier.text));
    }
    if (ts.isIdentifier(node) && !seen.has(node.text)) {
      const next = declared.get(node.text);
      if (next) {
        seen.add(node.text);
        visit(next.node, next.file);
      }
    }
    node.forEachChild((child) => visit(child, file));
  };
  visit(start.node, start.file);
  return found;
}

/** The source file a specifier names, as the manifest keys it (`src/auth/LoginRoute.tsx`). */
function sourceOf(specifier: string, keys: Set<string>): string | undefined {
  return ['', '.tsx', '.ts', '/index.ts'].map((ext) => specifier + ext).find((key) => keys.has(key));
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The screens' chunks from the sources and Vite's manifest (exported for its test). */
export function screenChunks(root: string, manifest: Record<string, ManifestChunk>) {
  const declared = new Map<string, Declared>();
  let screens: ts.ObjectLiteralExpression | undefined;
  let messages: ts.ObjectLiteralExpression | undefined;
  for (const file of SOURCES) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) declared.set(statement.name.text, { file, node: statement });
      if (!ts.isVariableStatement(statement)) continue;
      for (const variable of statement.declarationList.declarations) {
        if (!ts.isIdentifier(variable.name) || !variable.initializer) continue;
        declared.set(variable.name.text, { file, node: variable.initializer });
        const value = ts.isSatisfiesExpression(variable.initializer) ? variable.initializer.expression : variable.initializer;
        if (variable.name.text === 'screens' && ts.isObjectLiteralExpression(value)) screens = value;
        if (variable.name.text === 'loaders' && ts.isObjectLiteralExpression(value)) messages = value;
      }
    }
  }
  if (!screens || !messages) throw new Error('screenChunks: no `screens` in src/router.tsx or `loaders` in src/i18n/messages.ts');

  const keys = new Set(Object.keys(manifest));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) closure(entryKey, inEntry);

  const filesOf = (object: ts.ObjectLiteralExpression, file: string) => {
    const out: Record<string, string[]> = {};
    for (const property of object.properties) {
      if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
      const files = new Set<string>();
      for (const specifier of reachedImports({ file, node: property }, declared)) {
        const key = sourceOf(specifier, keys);
        if (!key) throw new Error(`screenChunks: ${specifier} (route ${property.name.text}) is not in the build's manifest`);
        closure(key, files);
      }
      out[property.name.text] = [...files].filter((f) => !inEntry.has(f)).sort();
    }
    return out;
  };
  return { screens: filesOf(screens, 'src/router.tsx'), messages: filesOf(messages, 'src/i18n/messages.ts') };
}

/** The Vite plugin: writes dist/screens.json from the build's manifest (which the build must make). */
export const screenChunksPlugin = (root: string): Plugin => ({
  name: 'brandtrail:screen-chunks',
  // The client's build only (not the server rendering's, `--ssr`).
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  writeBundle(options) {
    const dist = options.dir ?? path.join(root, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    writeFileSync(path.join(dist, 'screens.json'), JSON.stringify(screenChunks(root, manifest), null, 1) + '\n');
  },
});
