import {
  brandField,
  brandFieldHistoryLabel,
  brandFieldList,
  brandFontsOf,
  elementTypeLabel,
  fieldLabel,
  formatFieldValue,
  pageSetting,
  pageSettingHistoryLabel,
  pageSettingList,
  type BrandColor,
  type Locale,
  type StoredBrandFont,
} from '@brandtrail/domain';
import type { BrandHistoryChange, HistoryChange } from '@brandtrail/projections';

/**
 * The history's words (issue 16): each change as one line in the reader's language, from the
 * element registry's labels and value formats ("Colour HEX #FF8000 → #1A2B3C") and the page
 * settings registry's history labels and kinds ("Page font none → “Inter-Bold.woff2”"), and the
 * brand fields registry's (domain/src/brands/fields.ts: "Brand colours none → 1 colour (#1A2B3C)"). The entry around
 * the lines (who, when, what kind of step) is the web client's to word; times are its to format,
 * in the reader's time zone.
 */

const words = {
  en: {
    added: (what: string) => `Added ${what}`,
    restored: (what: string) => `Brought back ${what}`,
    removed: (what: string) => `Removed ${what}`,
    moved: (what: string) => `Moved ${what}`,
    order: 'Changed the order of the pages',
    version: (name: string) => `Named the version “${name}”`,
    quoted: (text: string) => `“${text}”`,
    none: 'none',
    on: 'on',
    off: 'off',
    colours: (n: number) => (n === 1 ? '1 colour' : `${n} colours`),
    fonts: (n: number) => (n === 1 ? '1 font' : `${n} fonts`),
    files: (n: number) => (n === 1 ? '1 file' : `${n} files`),
    file: 'a file',
    page: 'a page',
    colourElement: 'a colour element',
  },
  de: {
    added: (what: string) => `${what} hinzugefügt`,
    restored: (what: string) => `${what} zurückgeholt`,
    removed: (what: string) => `${what} entfernt`,
    moved: (what: string) => `${what} verschoben`,
    order: 'Reihenfolge der Seiten geändert',
    version: (name: string) => `Version „${name}“ benannt`,
    quoted: (text: string) => `„${text}“`,
    none: 'keine',
    on: 'an',
    off: 'aus',
    colours: (n: number) => (n === 1 ? '1 Farbe' : `${n} Farben`),
    fonts: (n: number) => (n === 1 ? '1 Schrift' : `${n} Schriften`),
    files: (n: number) => (n === 1 ? '1 Datei' : `${n} Dateien`),
    file: 'eine Datei',
    page: 'eine Seite',
    colourElement: 'ein Farbelement',
  },
} as const;

const arrow = (before: string, after: string) => `${before} → ${after}`;
/** A stored value as text (settings are strings; anything else as its JSON). */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** An element as a line names it: its type, and its summary in quotes when it has one. */
function elementName(type: string, summary: string, locale: Locale): string {
  // Within an English sentence the type is a common noun ("Added headline"); German nouns keep their capital.
  const label = locale === 'en' ? elementTypeLabel(type, locale).toLowerCase() : elementTypeLabel(type, locale);
  return summary ? `${label} ${words[locale].quoted(summary)}` : label;
}

/**
 * What the history's values refer to, by id, as the reader reads them now: a page's name, a
 * colour element's words, a file's name (`historyReferences` in schema.ts finds them). A value
 * whose thing is gone shows as "a page", "a colour element", "a file".
 */
export interface ReferenceNames {
  pages: ReadonlyMap<string, string>;
  elements: ReadonlyMap<string, { type: string; summary: string }>;
  assets: ReadonlyMap<string, string>;
}

export const noReferences: ReferenceNames = { pages: new Map(), elements: new Map(), assets: new Map() };

/** What a page setting's value refers to, by its kind (the page settings registry's). */
export function pageSettingReference(field: string): keyof ReferenceNames | null {
  switch (pageSetting(field)?.kind) {
    case 'page':
      return 'pages';
    case 'asset':
      return 'assets';
    case 'elementRef':
      return 'elements';
    default:
      return null;
  }
}

/** A brand setting's value that refers to a file (the logo, the cover). */
export const brandSettingReference = (field: string): keyof ReferenceNames | null =>
  brandField(field)?.kind === 'image' ? 'assets' : null;

/** A page setting's value as the history shows it ("Parent page “Introduction” → none"). */
export function pageSettingValue(field: string, value: unknown, locale: Locale, names = noReferences): string {
  const w = words[locale];
  if (value === null || value === undefined || value === '') return w.none;
  const kind = pageSetting(field)?.kind;
  if (kind === 'hex') return `#${asText(value)}`;
  if (kind === 'boolean') return value ? w.on : w.off;
  const id = asText(value);
  switch (pageSettingReference(field)) {
    case 'pages': {
      const name = names.pages.get(id);
      return name ? w.quoted(name) : w.page;
    }
    case 'assets': {
      const name = names.assets.get(id);
      return name ? w.quoted(name) : w.file;
    }
    case 'elements': {
      const element = names.elements.get(id);
      return element ? elementName(element.type, element.summary, locale) : w.colourElement;
    }
    default:
      return asText(value);
  }
}

/** One change of a page's history as a line. */
export function pageChangeText(change: HistoryChange, locale: Locale, names = noReferences): string {
  const w = words[locale];
  switch (change.k) {
    case 'added':
      return (change.restored ? w.restored : w.added)(elementName(change.type, change.summary, locale));
    case 'removed':
      return w.removed(elementName(change.type, change.summary, locale));
    case 'moved':
      return w.moved(elementName(change.type, change.summary, locale));
    case 'field': {
      const type = elementTypeLabel(change.type, locale);
      const field = fieldLabel(change.type, change.field, locale);
      // A text's text is its content: "Text none → Our colours", not "Text Text …".
      const label = field === type ? type : `${type} ${field}`;
      return `${label} ${arrow(
        formatFieldValue(change.type, change.field, change.before, locale),
        formatFieldValue(change.type, change.field, change.after, locale),
      )}`;
    }
    case 'page':
      return `${pageSettingLabel(change.field, locale)} ${arrow(
        pageSettingValue(change.field, change.before, locale, names),
        pageSettingValue(change.field, change.after, locale, names),
      )}`;
  }
}

export const pageSettingLabel = (field: string, locale: Locale): string => pageSettingHistoryLabel(field, locale);
export const brandSettingLabel = (field: string, locale: Locale): string => brandFieldHistoryLabel(field, locale);

function brandSettingValue(field: string, value: unknown, locale: Locale, names: ReferenceNames): string {
  const w = words[locale];
  if (value === null || value === undefined || value === '') return w.none;
  const kind = brandField(field)?.kind;
  if (kind === 'boolean') return value ? w.on : w.off;
  if (kind === 'colors') {
    const colors = value as BrandColor[];
    return colors.length ? `${w.colours(colors.length)} (${colors.map((c) => `#${c.hex}`).join(', ')})` : w.none;
  }
  if (kind === 'fonts') {
    const fonts = brandFontsOf(value as StoredBrandFont[]);
    // A font tied to uploaded files says how many: tying a file is a change of the line.
    return fonts.length
      ? fonts.map((f) => (f.assetIds.length ? `${f.name} (${w.files(f.assetIds.length)})` : f.name)).join(', ')
      : w.none;
  }
  if (kind === 'image') {
    const name = names.assets.get(asText(value));
    return name ? w.quoted(name) : w.file;
  }
  const text = asText(value).replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 80).trimEnd()}…` : text;
}

/** One change of a brand's own history as a line. */
export function brandChangeText(change: BrandHistoryChange, locale: Locale, names = noReferences): string {
  const w = words[locale];
  switch (change.k) {
    case 'order':
      return w.order;
    case 'version':
      return w.version(change.name);
    case 'field':
      return `${brandSettingLabel(change.field, locale)} ${arrow(
        brandSettingValue(change.field, change.before, locale, names),
        brandSettingValue(change.field, change.after, locale, names),
      )}`;
  }
}

/** Every word this module can say in German, for the test that German addresses readers formally. */
export const germanSamples = (): string[] => [
  ...pageSettingList.map((s) => s.history.de),
  ...brandFieldList.flatMap((f) => (f.history ? [f.history.de] : [])),
  words.de.order,
  words.de.version('v1'),
  words.de.added('x'),
  words.de.restored('x'),
  words.de.removed('x'),
  words.de.moved('x'),
  words.de.none,
  words.de.file,
  words.de.page,
  words.de.colourElement,
];
