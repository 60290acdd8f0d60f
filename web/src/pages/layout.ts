import type { CSSProperties } from 'react';
import type { PageElement, RowWidth } from '@brandtrail/domain/pages/elements';

/*
 * How the common fields of spec section 3 lay a page out. Elements fill rows: each takes `width`
 * (a fraction of the row); a row ends when the next element would pass 1 or starts with `newLine`.
 * A row takes its row settings (width, background, background width, border radius) from its first
 * element. Lengths given as fractions (margins, height) are fractions of the page's content width,
 * expressed in container query units, so a page looks the same at every width. Editor and reader
 * render through these same functions: what an editor sees is what a reader sees.
 */

export interface Row<E> {
  /** The first element's key: stable while the row keeps its first element. */
  key: string;
  items: E[];
}

/** Tolerance for fractions like 1/3 + 1/3 + 1/3 that do not add up to exactly 1 in floating point. */
const EPSILON = 1e-6;

/** Groups elements into rows by their width and newLine. */
export function buildRows<E extends { width: number; newLine: boolean }>(
  elements: readonly E[],
  keyOf: (e: E) => string,
): Row<E>[] {
  const rows: Row<E>[] = [];
  let current: Row<E> | null = null;
  let used = 0;
  for (const element of elements) {
    const width = Math.min(Math.max(element.width, 0), 1);
    if (!current || element.newLine || used + width > 1 + EPSILON) {
      current = { key: keyOf(element), items: [] };
      rows.push(current);
      used = 0;
    }
    current.items.push(element);
    used += width;
  }
  return rows;
}

/** Row widths as CSS lengths; fullwidth spans the page's whole content area. */
export const rowMaxWidth: Record<RowWidth, string> = {
  narrow: '44rem',
  default: '60rem',
  wide: '76rem',
  fullwidth: '100%',
};

const fraction = (f: number) => `${+(f * 100).toFixed(4)}cqw`;

/** A colour for CSS: a colour element's colour when the reference is set and found, else the value. */
export type ColorLookup = (elementId: string) => string | null;

export function resolveColor(value: string | null, reference: string | null, lookup: ColorLookup): string | undefined {
  const hex = (reference ? lookup(reference) : null) ?? value;
  return hex ? `#${hex}` : undefined;
}

/** The first colour of a colour element: its own colour, else its palette's first. */
export function colorOfElement(element: PageElement | undefined): string | null {
  if (!element || element.type !== 'color') return null;
  return element.color ?? element.colors[0]?.color ?? null;
}

/** The style of a row's band (background) and of its inner box (width). */
export function rowStyles(first: PageElement, lookup: ColorLookup): { band: CSSProperties; inner: CSSProperties } {
  const background = resolveColor(first.rowBackgroundColor, first.rowBackgroundColorElement, lookup);
  const radius = first.rowBorderRadius ? `${first.rowBorderRadius}px` : undefined;
  const bandWidth = rowMaxWidth[first.rowBackgroundWidth];
  const innerWidth = rowMaxWidth[first.rowWidth];
  // The background spans rowBackgroundWidth; the elements sit in rowWidth, centred inside it.
  return {
    band: { maxWidth: bandWidth, background, borderRadius: radius },
    inner: { maxWidth: innerWidth },
  };
}

const alignSelf = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** The style of one element's box within its row. */
export function elementStyle(element: PageElement, lookup: ColorLookup): CSSProperties {
  return {
    flex: `0 0 ${+(element.width * 100).toFixed(4)}%`,
    maxWidth: `${+(element.width * 100).toFixed(4)}%`,
    alignSelf: alignSelf[element.verticalAlign],
    paddingTop: fraction(element.marginTop),
    paddingBottom: fraction(element.marginBottom),
    paddingInline: fraction(element.marginX),
    minHeight: element.height > 0 ? fraction(element.height) : undefined,
    fontSize: `${element.fontSize}px`,
    color: resolveColor(element.textColor, element.textColorElement, lookup),
    // Read by the element's own content (buttons, swatches) that has corners.
    ['--element-radius' as string]: `${element.borderRadius}px`,
  };
}
