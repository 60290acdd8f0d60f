import type { CSSProperties } from 'react';
import { AA_NORMAL_TEXT, meetsAA, minimumContrast, readableTextOn } from '@brandtrail/domain/contrast';
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

/** The first element of the row that holds the element with this id (it gives the row its settings). */
export function rowFirstOf<E extends { id: string; width: number; newLine: boolean }>(
  elements: readonly E[],
  id: string,
): E | undefined {
  return buildRows(elements, (e) => e.id).find((row) => row.items.some((e) => e.id === id))?.items[0];
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

/** A colour setting as hex (no "#"): its colour element's colour when that is set and found, else the value. */
export function resolveHex(value: string | null, reference: string | null, lookup: ColorLookup): string | null {
  return (reference ? lookup(reference) : null) ?? value;
}

export function resolveColor(value: string | null, reference: string | null, lookup: ColorLookup): string | undefined {
  const hex = resolveHex(value, reference, lookup);
  return hex ? `#${hex}` : undefined;
}

/**
 * A page's colours where its settings choose none: the page surface takes them from here (not from
 * the style sheet), so that text contrast is measured against what readers see.
 */
export const pageDefaultColors = { text: '1C2330', background: 'FFFFFF' } as const;

/** A page's text and background colours, resolved (hex, no "#"). */
export interface PageColors {
  text: string;
  background: string;
}

/**
 * A page's colours from its settings ([value, colour element] pairs), the defaults where none is
 * chosen. A page with a background and no text colour of its own gets a text colour that reads on
 * it (WCAG AA for body text); a text colour the page settings chose is kept (they warn).
 */
export function pageColors(
  settings: { text: readonly [string | null, string | null]; background: readonly [string | null, string | null] },
  lookup: ColorLookup,
): PageColors {
  const background = resolveHex(settings.background[0], settings.background[1], lookup) ?? pageDefaultColors.background;
  const text =
    resolveHex(settings.text[0], settings.text[1], lookup) ??
    readableTextOn(background, [pageDefaultColors.text, 'FFFFFF'], AA_NORMAL_TEXT) ??
    pageDefaultColors.text;
  return { text, background };
}

/** The background a row puts behind its elements (its first element's setting), or null for the page's. */
export const rowBackground = (first: PageElement, lookup: ColorLookup): string | null =>
  resolveHex(first.rowBackgroundColor, first.rowBackgroundColorElement, lookup);

/** The background an element's own content sits on, when it has one (a gallery's, a mockup's). */
function ownBackground(element: PageElement, lookup: ColorLookup): string | null {
  return element.type === 'gallery' || element.type === 'mockup'
    ? resolveHex(element.backgroundColor, element.backgroundColorElement, lookup)
    : null;
}

/** Headlines are set bold (styles.css), which makes smaller sizes count as large text. */
const isBold = (element: PageElement) => element.type === 'headline';

/** What an element's text is checked against: its colour, the background behind it, the minimum for its size. */
export interface TextContrast {
  /** The element's own text colour (hex), or null when it takes the page's. */
  explicit: string | null;
  text: string;
  background: string;
  minimum: number;
}

/** An element's text and what it sits on: its own background, else its row's, else the page's. */
export function textContrastOf(element: PageElement, row: string | null, page: PageColors, lookup: ColorLookup): TextContrast {
  const explicit = resolveHex(element.textColor, element.textColorElement, lookup);
  return {
    explicit,
    text: explicit ?? page.text,
    background: ownBackground(element, lookup) ?? row ?? page.background,
    minimum: minimumContrast(element.fontSize, isBold(element)),
  };
}

/**
 * An element's text colour for CSS. A colour the editor chose is kept (the settings warn when it is
 * hard to read). Without one the element takes the page's, unless it sits on a background of its
 * own or of its row that the page's colour does not reach WCAG AA on: then the page's default text
 * colour or white, whichever reads (else black or white). On the page's own background the page's
 * text colour stands: the page settings chose both, and warn about them.
 */
export function elementTextColor(element: PageElement, row: string | null, page: PageColors, lookup: ColorLookup) {
  const c = textContrastOf(element, row, page, lookup);
  if (c.explicit) return `#${c.explicit}`;
  if (row === null && !ownBackground(element, lookup)) return undefined;
  if (meetsAA(c.text, c.background, element.fontSize, isBold(element))) return undefined;
  const readable = readableTextOn(c.background, [pageDefaultColors.text, 'FFFFFF'], c.minimum);
  return readable ? `#${readable}` : undefined;
}

/** The first colour of a colour element: its own colour, else its palette's first. */
export function colorOfElement(element: PageElement | undefined): string | null {
  if (!element || element.type !== 'color') return null;
  return element.color ?? element.colors[0]?.color ?? null;
}

/** The style of a row's band (background) and of its inner box (width). */
export function rowStyles(first: PageElement, lookup: ColorLookup): { band: CSSProperties; inner: CSSProperties } {
  const hex = rowBackground(first, lookup);
  const background = hex ? `#${hex}` : undefined;
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

/**
 * The style of one element's box within its row; `row` is the row's background (`rowBackground`),
 * `page` the page's colours (the text colour follows `elementTextColor`).
 */
export function elementStyle(
  element: PageElement,
  lookup: ColorLookup,
  row: string | null = null,
  page: PageColors = pageDefaultColors,
): CSSProperties {
  return {
    flex: `0 0 ${+(element.width * 100).toFixed(4)}%`,
    maxWidth: `${+(element.width * 100).toFixed(4)}%`,
    alignSelf: alignSelf[element.verticalAlign],
    paddingTop: fraction(element.marginTop),
    paddingBottom: fraction(element.marginBottom),
    paddingInline: fraction(element.marginX),
    minHeight: element.height > 0 ? fraction(element.height) : undefined,
    fontSize: `${element.fontSize}px`,
    color: elementTextColor(element, row, page, lookup),
    // Read by the element's own content (buttons, swatches) that has corners.
    ['--element-radius' as string]: `${element.borderRadius}px`,
  };
}
