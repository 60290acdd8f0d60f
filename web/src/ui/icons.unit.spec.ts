import { describe, expect, it } from 'vitest';

/**
 * One icon set (ui/Icon.tsx): no emoji or symbol characters stand in for icons anywhere in the
 * client (they show as empty boxes where no emoji or symbol font is installed), and no SVG is
 * drawn outside the icon set.
 */

// The client's own sources (not tests, not generated files), as text; paths from web/.
const sources = import.meta.glob<string>(
  [
    '/src/**/*.ts',
    '/src/**/*.tsx',
    '/src/**/*.css',
    '/src/**/*.json',
    '/index.html',
    '!/src/**/*.spec.ts',
    '!/src/__generated__/**',
    '!/src/i18n/compiled/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const files = Object.entries(sources).map(([file, text]) => ({ file: file.slice(1), text }));

/** The code without its comments (which may show a "→" in an example). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');

/**
 * Pictographs (emoji) and the symbol blocks icons are drawn from: arrows, technical symbols,
 * geometric shapes, miscellaneous symbols and dingbats, supplemental arrows, the pilcrow and the
 * bullet.
 */
const iconLike = /[\p{Extended_Pictographic}\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u2900-\u2BFF\u00B6\u2022\uFE0F]/gu;
/**
 * Allowed as text, not icons: the keys of the undo shortcut as Apple systems name them (shown only
 * there, whose fonts have them), and the copyright sign (Latin-1, in every font).
 */
const textSigns = new Set(['⌘', '⇧', '©']);

describe('icons', () => {
  it('are never emoji or symbol characters', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap(({ file, text }) =>
      [...withoutComments(text).matchAll(iconLike)].filter((m) => !textSigns.has(m[0])).map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('are never a lone multiplication sign or letter x for "close" or "remove"', () => {
    const found = files.flatMap(({ file, text }) =>
      [...withoutComments(text).matchAll(/>\s*[×✕✖xX]\s*<|'[×✕✖]'|"[×✕✖]"/g)].map((m) => `${file}: ${m[0].trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('are drawn by the icon set only', () => {
    const drawing = files.filter(({ file, text }) => file !== 'src/ui/Icon.tsx' && /<svg\b/.test(withoutComments(text)));
    expect(drawing.map((f) => f.file)).toEqual([]);
  });
});
