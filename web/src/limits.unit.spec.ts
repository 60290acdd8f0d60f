import * as domainLimits from '@brandtrail/domain/limits';
import { describe, expect, it } from 'vitest';

/**
 * The web's fields stop where the server refuses: every maxLength, minLength, min and max of the
 * client's inputs is a constant of the domain (imported, never a number written here or a copy of
 * one), and the page elements' settings take theirs from the element registry (fieldLimits) for the
 * very field they edit. The long-values browser test types past each form's limit as well.
 */

// The client's own sources (not tests, not generated files), as text.
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.spec.ts', '!./__generated__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = Object.entries(sources).map(([file, text]) => ({ file: file.slice(2), text }));

/** The JSX limit attributes of a source: its name and the text of its value. */
function limitAttributes(text: string): { attribute: string; value: string }[] {
  const found: { attribute: string; value: string }[] = [];
  for (const match of text.matchAll(/\b(maxLength|minLength|min|max)=(\{[^}]*\}|"[^"]*")/g)) {
    found.push({ attribute: match[1]!, value: match[2]! });
  }
  return found;
}

/** The names a source imports from the domain. */
function domainImports(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@brandtrail\/domain[^']*'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '');
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * Values that are not the server's limits: the date field's earliest day, the number input's own
 * bounds, which it works out from the FieldLimits it is given (InspectorFields.tsx), and the search
 * box's prop, whose callers' `maxLength={…}` this test checks where they are written.
 */
const notServerLimits = new Map([
  ['sharedLinks/SharedLinksSettings.tsx', ['{today}']],
  ['pages/InspectorFields.tsx', ['{min}', '{max}', '{limits.maxLength}']],
  ['ui/SearchField.tsx', ['{maxLength}']],
]);

describe("the web's input limits", () => {
  it('are the domain constants, imported, never numbers written here', () => {
    expect(files.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    let seen = 0;
    for (const { file, text } of files) {
      const imported = domainImports(text);
      for (const { attribute, value } of limitAttributes(text)) {
        seen++;
        if (notServerLimits.get(file)?.includes(value)) continue;
        const expression = value.slice(1, -1).trim();
        if (/^[A-Z][A-Z0-9_]*$/.test(expression) && imported.has(expression)) continue;
        // An element setting's limit from the registry (checked for the right field below).
        if (/^fieldLimits\(/.test(expression)) continue;
        // A page setting's limit from its registry, by its kind.
        if (/^limits\.(maxLength|pattern)$/.test(expression) && /\bpageSettingLimits\(/.test(text)) continue;
        wrong.push(`${file}: ${attribute}=${value}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('have no copies of the domain constants in the web client', () => {
    const names = Object.keys(domainLimits).filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name));
    expect(names).toEqual(expect.arrayContaining(['NAME_MAX', 'SLUG_MAX', 'TEXT_MAX', 'ASSET_TAG_MAX', 'EMAIL_MAX']));
    const copies = files.flatMap(({ file, text }) =>
      names.filter((name) => new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`).test(text)).map((name) => `${file}: ${name}`),
    );
    expect(copies).toEqual([]);
  });

  it("give each element setting its own field's limits", () => {
    // The inspector's controls are made from the registry (FieldInput.tsx): each takes the limits of
    // the field it edits (a palette colour's label those of the colour element's label).
    const fieldInput = files.find((f) => f.file === 'pages/FieldInput.tsx')!.text;
    const controls = [...fieldInput.matchAll(/<(NumberField|Percent|TextField)\b[\s\S]*?\/>/g)].map((m) => m[0]);
    expect(controls.length).toBeGreaterThan(3);
    for (const control of controls) expect(control).toMatch(/limits=\{(field\.limits|fieldLimits\('color', 'label'\))\}/);
    // Any written by hand elsewhere in the pages: the limits of the very field they show.
    const wrong: string[] = [];
    for (const { file, text } of files.filter((f) => f.file.startsWith('pages/'))) {
      for (const match of text.matchAll(/<(NumberField|Percent|TextField)\b[\s\S]*?\/>/g)) {
        const block = match[0];
        const value = /value=\{element\.(\w+)\}/.exec(block)?.[1];
        const limits = /limits=\{fieldLimits\(element\.type, '(\w+)'\)\}/.exec(block)?.[1];
        if (!value) continue;
        if (value !== limits) wrong.push(`${file}: ${match[1]} of ${value} has the limits of ${limits ?? 'nothing'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
