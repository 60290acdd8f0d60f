import type { PageElement } from './elements';
import type { PageFields } from './fields';
import { plainText } from './rules';

/**
 * The colour palette of a brand (spec: "colour palette per brand pages with headline sections and
 * counted other colours"): the colours of the colour elements, page by page, grouped under the
 * headline before them; and the colours set directly on pages and elements (text and background
 * colours) that no colour element holds, counted.
 */

export interface PaletteEntry {
  elementId: string;
  /** Six upper-case hex digits without #. */
  color: string;
  label: string;
}

export interface PaletteSection {
  /** The plain text of the headline before the colours; null for colours before the first headline. */
  headline: string | null;
  colors: PaletteEntry[];
}

export interface CountedColor {
  color: string;
  count: number;
}

export type PalettePageInput = Pick<
  PageFields,
  'textColor' | 'textColorElement' | 'backgroundColor' | 'backgroundColorElement'
> & { elements: readonly PageElement[] };

export interface ColorPalette<P extends PalettePageInput> {
  /** The pages with colours, in the order given; a page's sections only when they have colours. */
  pages: { page: P; sections: PaletteSection[] }[];
  /** Most used first, then by hex. */
  otherColors: CountedColor[];
}

/**
 * What a colour element contributes, as the element shows it: its main colour (when set) with its
 * label, then the colours of its palette.
 */
function entriesOf(element: PageElement): PaletteEntry[] {
  if (element.type !== 'color') return [];
  const main = element.color ? [{ elementId: element.id, color: element.color, label: element.label }] : [];
  return [...main, ...element.colors.map((c) => ({ elementId: element.id, color: c.color, label: c.label }))];
}

/** `pages`: the brand's pages that are not deleted, in the brand's page order. */
export function colorPalette<P extends PalettePageInput>(pages: readonly P[]): ColorPalette<P> {
  const paletteColors = new Set<string>();
  const colorElements = new Set<string>();
  const out: ColorPalette<P>['pages'] = [];
  for (const page of pages) {
    const sections: PaletteSection[] = [];
    let current: PaletteSection = { headline: null, colors: [] };
    for (const element of page.elements) {
      if (element.type === 'headline') {
        if (current.colors.length) sections.push(current);
        current = { headline: plainText(element.text), colors: [] };
        continue;
      }
      if (element.type === 'color') colorElements.add(element.id);
      for (const entry of entriesOf(element)) {
        current.colors.push(entry);
        paletteColors.add(entry.color);
      }
    }
    if (current.colors.length) sections.push(current);
    if (sections.length) out.push({ page, sections });
  }

  // A value counts where it shows: a reference to a colour element wins over it.
  const counts = new Map<string, number>();
  const count = (value: string | null, reference: string | null) => {
    if (!value || paletteColors.has(value) || (reference && colorElements.has(reference))) return;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  for (const page of pages) {
    count(page.textColor, page.textColorElement);
    count(page.backgroundColor, page.backgroundColorElement);
    for (const element of page.elements) {
      count(element.textColor, element.textColorElement);
      count(element.rowBackgroundColor, element.rowBackgroundColorElement);
      if (element.type === 'gallery' || element.type === 'mockup') count(element.backgroundColor, element.backgroundColorElement);
      if (element.type === 'mockup') count(element.color, element.colorElement);
    }
  }
  const otherColors = [...counts]
    .map(([color, n]) => ({ color, count: n }))
    .sort((a, b) => b.count - a.count || (a.color < b.color ? -1 : a.color > b.color ? 1 : 0));
  return { pages: out, otherColors };
}
