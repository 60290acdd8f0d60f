import { readableTextOn } from '@brandtrail/domain/contrast';
import type { CSSProperties, ReactNode } from 'react';
import { familyFace } from '../pages/elements/fontFaces';

/** What a brand's look is made of: its kit's colours and fonts, as the brand's screens read them. */
export interface ThemeKit {
  colors: readonly { hex: string }[];
  fonts: readonly {
    files: readonly {
      id: string;
      url: string | null | undefined;
      font: { style: string | null | undefined } | null | undefined;
    }[];
  }[];
}

/**
 * A brand's look, taken from its kit (issue 27: the guide looks like the brand), as CSS custom
 * properties: `--brand-accent` (the kit's first colour), `--brand-on-accent` (black or white,
 * whichever reads on it), `--brand-accent-2` (the second colour, else the first) and
 * `--brand-font` (the kit's first font with uploaded files, declared through @font-face in `faces`).
 * A kit without colours or fonts sets none of them: the screens keep the product's own.
 */
export function brandTheme(kit: ThemeKit): { properties: Record<string, string>; faces: ReactNode } {
  const properties: Record<string, string> = {};
  const [first, second] = kit.colors;
  if (first) {
    properties['--brand-accent'] = `#${first.hex}`;
    properties['--brand-on-accent'] = `#${readableTextOn(first.hex, [], 4.5) ?? 'FFFFFF'}`;
    properties['--brand-accent-2'] = `#${(second ?? first).hex}`;
  }
  let faces: ReactNode = null;
  for (const font of kit.fonts) {
    const face = familyFace(font.files.map((f) => ({ assetId: f.id, url: f.url ?? null, fontStyle: f.font?.style ?? null })));
    if (!face) continue;
    properties['--brand-font'] = face.fontFamily;
    faces = face.declaration;
    break;
  }
  return { properties, faces };
}

/** Custom properties as a CSS declaration block's body (`--a: 1; --b: 2`). */
const declarations = (properties: Record<string, string>): string =>
  Object.entries(properties)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

/**
 * The brand's look on its screens: the custom properties on `.brand-layout` (the screen's one
 * brand layout, beside which the page tree renders this) and the kit font's @font-face rules.
 */
export function BrandThemeStyle({ kit }: { kit: ThemeKit }) {
  const { properties, faces } = brandTheme(kit);
  if (Object.keys(properties).length === 0) return null;
  return (
    <>
      <style>{`.brand-layout { ${declarations(properties)} }`}</style>
      {faces}
    </>
  );
}

/**
 * A brand card's look (the brand list, the directory): the brand's colours as the custom
 * properties its cover (`.brand-card-cover`: the first colour with a block of the second, the
 * product's greys without) and its initial take. The card's fonts stay the product's: a list of brands loads no
 * brand's font.
 */
export const cardStyle = (colors: ThemeKit['colors']): CSSProperties => brandTheme({ colors, fonts: [] }).properties;
