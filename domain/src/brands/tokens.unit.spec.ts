import { describe, expect, it } from 'vitest';
import { validateDesignTokens } from './dtcg';
import { brandTokens, designTokensCss, designTokensJson, tokenColor, type TokensInput } from './tokens';

const input: TokensInput = {
  name: 'Müller & Söhne',
  colors: [
    { hex: '2F4BD8', label: 'Primary Blue' },
    { hex: 'FFFFFF', label: '' },
    { hex: '000000', label: 'Primary blue' },
    { hex: 'E5484D', label: '赤' },
    { hex: '12A594', label: '$ink.{x}' },
  ],
  fonts: [{ name: 'Inter' }, { name: 'Source Serif 4' }],
  pages: [
    {
      slug: 'colours',
      name: 'Colours',
      sections: [
        { headline: 'Main', colors: [{ elementId: 'e1', color: 'F5B400', label: 'Sun */ yellow' }] },
        { headline: null, colors: [{ elementId: 'e2', color: '1C2330', label: '' }] },
      ],
    },
    { slug: 'empty', name: 'Empty', sections: [] },
  ],
};

describe('design tokens', () => {
  it('writes the colours as DTCG sRGB colours that give back their hex exactly', () => {
    expect(tokenColor('2F4BD8')).toEqual({ colorSpace: 'srgb', components: [0.1843, 0.2941, 0.8471], alpha: 1, hex: '#2f4bd8' });
    for (const hex of ['000000', 'FFFFFF', '7F7F7F', '010203', 'FEFDFC']) {
      const { components } = tokenColor(hex);
      const back = components
        .map((c) =>
          Math.round(c * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('');
      expect(back.toUpperCase()).toBe(hex);
    }
  });

  it('names tokens by their labels (or places), without the format’s reserved characters, repeats numbered', () => {
    const doc = designTokensJson(brandTokens(input));
    expect(doc).toEqual({
      $schema: 'https://www.designtokens.org/schemas/2025.10/format.json',
      $description: 'Müller & Söhne',
      color: {
        $type: 'color',
        'primary-blue': { $value: tokenColor('2F4BD8'), $description: 'Primary Blue' },
        'color-2': { $value: tokenColor('FFFFFF') },
        'primary-blue-2': { $value: tokenColor('000000'), $description: 'Primary blue' },
        'color-4': { $value: tokenColor('E5484D'), $description: '赤' },
        'ink-x': { $value: tokenColor('12A594'), $description: '$ink.{x}' },
      },
      font: {
        $type: 'fontFamily',
        inter: { $value: 'Inter', $description: 'Inter' },
        'source-serif-4': { $value: 'Source Serif 4', $description: 'Source Serif 4' },
      },
      page: {
        $type: 'color',
        colours: {
          $description: 'Colours',
          'sun-yellow': { $value: tokenColor('F5B400'), $description: 'Sun */ yellow' },
          'color-2': { $value: tokenColor('1C2330') },
        },
      },
    });
    expect(validateDesignTokens(doc)).toEqual([]);
  });

  it('leaves out empty groups: a brand with nothing is a valid document too', () => {
    const doc = designTokensJson(brandTokens({ name: 'Empty', colors: [], fonts: [], pages: [] }));
    expect(doc).toEqual({ $schema: 'https://www.designtokens.org/schemas/2025.10/format.json', $description: 'Empty' });
    expect(validateDesignTokens(doc)).toEqual([]);
  });

  it('writes the same tokens as CSS custom properties named by their paths, comments and strings escaped', () => {
    expect(designTokensCss(brandTokens(input))).toBe(
      [
        '/* Müller & Söhne: design tokens (the same as tokens.json, W3C Design Tokens 2025.10). */',
        ':root {',
        '  --color-primary-blue: #2f4bd8; /* Primary Blue */',
        '  --color-color-2: #ffffff;',
        '  --color-primary-blue-2: #000000; /* Primary blue */',
        '  --color-color-4: #e5484d; /* 赤 */',
        '  --color-ink-x: #12a594; /* $ink.{x} */',
        '  --font-inter: "Inter";',
        '  --font-source-serif-4: "Source Serif 4";',
        '  --page-colours-sun-yellow: #f5b400; /* Colours · Sun * / yellow */',
        '  --page-colours-color-2: #1c2330; /* Colours */',
        '}',
        '',
      ].join('\n'),
    );
    const hostile = designTokensCss(
      brandTokens({ name: 'a */ b', colors: [], fonts: [{ name: 'Evil", serif; } body { x: "' }], pages: [] }),
    );
    expect(hostile).toContain('/* a * / b:');
    expect(hostile).toContain('--font-evil-serif-body-x: "Evil\\", serif; } body { x: \\"";');
  });
});

describe('the DTCG 2025.10 validator', () => {
  const color = { colorSpace: 'srgb', components: [1, 0, 0.5], alpha: 1, hex: '#ff0080' };
  it('accepts types set on groups or tokens, aliases to tokens, and the simple types', () => {
    expect(
      validateDesignTokens({
        $schema: 'https://www.designtokens.org/schemas/2025.10/format.json',
        brand: {
          $type: 'color',
          $description: 'x',
          red: { $value: color },
          nested: { pink: { $value: { ...color, alpha: 0.5 } } },
        },
        alias: { $value: '{brand.red}' },
        font: { $value: ['Inter', 'sans-serif'], $type: 'fontFamily', $extensions: { 'org.example': 1 }, $deprecated: 'old' },
        size: { $value: { value: 1.5, unit: 'rem' }, $type: 'dimension' },
        weight: { $value: 'semi-bold', $type: 'fontWeight' },
        ease: { $value: [0.5, 0, 1, 1], $type: 'cubicBezier' },
        hsl: { $type: 'color', $value: { colorSpace: 'hsl', components: ['none', 0, 100] } },
      }),
    ).toEqual([]);
  });
  it('finds reserved names (a $ first is a property), unknown properties and types, untyped tokens, malformed colours and fonts', () => {
    expect(
      validateDesignTokens({
        'a.b': { $type: 'color', $value: color },
        '{x}': { $type: 'color', $value: color },
        $value2: 1,
        untyped: { $value: color },
        odd: { $type: 'colour', $value: color },
        hexed: { $type: 'color', $value: '#ff0000' },
        space: { $type: 'color', $value: { ...color, colorSpace: 'rgb' } },
        range: { $type: 'color', $value: { ...color, components: [2, 0, 0], alpha: 3, hex: 'ff0080' } },
        font: { $type: 'fontFamily', $value: [] },
        parent: { $type: 'color', $value: color, child: { $value: color } },
        dangling: { $value: '{nowhere.token}' },
      }),
    ).toEqual([
      'a.b: a name must not contain {, } or .',
      '{x}: a name must not contain {, } or .',
      '(root): unknown property $value2',
      'odd: $type "colour" is not a type of the format',
      'parent: a token cannot hold child',
      "untyped: no $type (neither its own nor a group's)",
      'hexed: a colour value must be an object {colorSpace, components, alpha?, hex?}',
      'space: unknown colorSpace "rgb"',
      'range: component 0 must be 0 to 1',
      'range: alpha must be a number 0 to 1',
      'range: hex must be 6-digit CSS hex notation (#rrggbb)',
      'font: a fontFamily value must be a name or a non-empty array of names',
      'dangling: the alias {nowhere.token} names no token',
    ]);
  });
});
