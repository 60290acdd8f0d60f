import { fail } from '../decider';
import type { Locale } from '../locales';
import {
  assetIdOrNull,
  assetIds,
  assetRef,
  bool,
  colorLabel,
  ELEMENT_CAPTION_MAX,
  ELEMENT_INFO_MAX,
  ELEMENT_LABEL_MAX,
  elementRef,
  emptyDoc,
  fits,
  FONT_SAMPLE,
  FONT_SAMPLE_MAX,
  fraction,
  galleryItems,
  gap,
  hexOrNull,
  isNullable,
  limitsOf,
  mockupVariants,
  num,
  oneOf,
  palette,
  plainText,
  radius,
  richText,
  rowWidths,
  scale,
  text,
  url,
  verticalAligns,
  type FieldLimits,
  type Fit,
  type GalleryItem,
  type MockupVariant,
  type PaletteColor,
  type RichText,
  type Rule,
  type RowWidth,
  type VerticalAlign,
} from './rules';

export {
  checkElementId,
  ELEMENT_ASSETS_MAX,
  ELEMENT_CAPTION_MAX,
  ELEMENT_INFO_MAX,
  ELEMENT_LABEL_MAX,
  fits,
  FONT_SAMPLE,
  FONT_SAMPLE_MAX,
  isAssetId,
  isElementId,
  isRichTextHref,
  mockupVariants,
  PALETTE_MAX,
  RICH_TEXT_MAX_BYTES,
  RICH_TEXT_MAX_DEPTH,
  richText,
  richTextSchema,
  rowWidths,
  url,
  URL_MAX,
  verticalAligns,
} from './rules';
export type {
  FieldLimits,
  Fit,
  GalleryItem,
  MockupVariant,
  PaletteColor,
  RichText,
  RichTextAttr,
  RichTextMarkSpec,
  RichTextNode,
  RichTextNodeSpec,
  RowWidth,
  VerticalAlign,
} from './rules';

/**
 * Page elements (spec section 3): the one registry of their fields. Per field it says which element
 * types have it, its rule and its default (per type), what kind of value it is (which decides its
 * GraphQL type, how it travels, how the page history shows it and the editor's control), its
 * English and German labels, its description, the files an asset field takes and whether it is a
 * row setting. Everything else is derived from it: the TypeScript types below, new elements, old
 * events read with today's defaults (`upcastElement`), the checks of what a client sends (and of
 * the assets it names, page.ts), the reference lists (usages, restore, undo: references.ts), the
 * API's PageElement type, UpdateElementInput and resolvers, the web's element fragment (generated,
 * `npm run generate`), the editor's labels and controls (web/src/pages/FieldInput.tsx, by kind)
 * and the history's labels and values.
 *
 * Adding a field: one entry in `elementFields` (and a control in FieldInput.tsx only for a new
 * kind). Adding a type: its labels in `typeLabels` and its entries in the fields it has.
 */

export type Labels = { readonly [L in Locale]: string };

/** The element types in the order the editor offers them, with their names (as the web's `pages.type.*`). */
const typeLabels = {
  headline: { en: 'Headline', de: 'Überschrift' },
  text: { en: 'Text', de: 'Text' },
  color: { en: 'Colour', de: 'Farbe' },
  navigation: { en: 'Navigation', de: 'Navigation' },
  hyperlink: { en: 'Button link', de: 'Link-Schaltfläche' },
  spacer: { en: 'Spacer', de: 'Abstand' },
  link: { en: 'Linked element', de: 'Verknüpftes Element' },
  gallery: { en: 'Gallery', de: 'Galerie' },
  mockup: { en: 'Mockup', de: 'Mockup' },
  download: { en: 'Download', de: 'Download' },
  font: { en: 'Font', de: 'Schrift' },
} as const satisfies Record<string, Labels>;

export type ElementType = keyof typeof typeLabels;
export const elementTypes = Object.keys(typeLabels) as ElementType[];
export const isElementType = (type: string): type is ElementType => Object.hasOwn(typeLabels, type);

/** A GraphQL enum of element values, with the names the page history shows for its values. */
export interface ElementEnum<V extends string = string> {
  readonly name: string;
  readonly description: string;
  readonly values: readonly V[];
  readonly labels: { readonly [K in V]: Labels };
}

const verticalAlignEnum: ElementEnum<VerticalAlign> = {
  name: 'VerticalAlign',
  description: 'Where an element sits in the height of its row.',
  values: verticalAligns,
  labels: { top: { en: 'Top', de: 'Oben' }, center: { en: 'Centre', de: 'Mitte' }, bottom: { en: 'Bottom', de: 'Unten' } },
};
const rowWidthEnum: ElementEnum<RowWidth> = {
  name: 'RowWidth',
  description: 'How wide a row, or its background, reaches.',
  values: rowWidths,
  labels: {
    narrow: { en: 'Narrow', de: 'Schmal' },
    default: { en: 'Default', de: 'Standard' },
    wide: { en: 'Wide', de: 'Breit' },
    fullwidth: { en: 'Full width', de: 'Volle Breite' },
  },
};
const fitEnum: ElementEnum<Fit> = {
  name: 'ImageFit',
  description: 'How an image fills its box (CSS object-fit).',
  values: fits,
  labels: { contain: { en: 'Show whole image', de: 'Ganzes Bild zeigen' }, cover: { en: 'Fill the frame', de: 'Rahmen füllen' } },
};
const mockupVariantEnum: ElementEnum<MockupVariant> = {
  name: 'MockupVariant',
  description: 'The frame a mockup element shows its asset in.',
  values: mockupVariants,
  labels: {
    card: { en: 'Card', de: 'Karte' },
    phone: { en: 'Phone', de: 'Smartphone' },
    laptop: { en: 'Laptop', de: 'Laptop' },
    browser: { en: 'Browser window', de: 'Browserfenster' },
    poster: { en: 'Poster', de: 'Poster' },
  },
};
/** The enums element fields take (PageElementType, the element types themselves, is apart). */
export const elementEnums: readonly ElementEnum[] = [verticalAlignEnum, rowWidthEnum, fitEnum, mockupVariantEnum];

/**
 * What a field's value is. It decides the GraphQL type (`graphqlShape`), how the value travels
 * (rich text as a ProseMirror document serialised to a JSON string, asset ids as Asset global ids,
 * element references as the plain element ids, everything else as stored) and how the history
 * shows it (`formatFieldValue`), and the editor's control for it (the web's `FieldInput`, which
 * chooses by kind; a new kind needs a control there).
 * - `percent`: a fraction (of the page width, of the row), shown and edited as a percentage;
 * - `factor`: a multiplier, shown in the history as a percentage, edited as a number;
 * - `px`, `degrees`: numbers in that unit; `count`: a whole number;
 * - `text`: plain text on one line; `lines`: plain text of several lines; `url`: an address;
 * - `richText`: a document (edited on the page itself); `hex`: six upper-case hex digits;
 * - `asset`, `assets`: asset ids (`files` says which: fonts, images or any file); `elementRef`: an
 *   element id (a hex field's colour element is the field of its name and `Element`, which wins);
 * - `palette`, `galleryItems`: lists of PaletteColor and GalleryItem (a gallery's items are edited
 *   on the page itself);
 * - an enum.
 */
export type FieldKind =
  | 'percent'
  | 'factor'
  | 'px'
  | 'degrees'
  | 'count'
  | 'boolean'
  | 'hex'
  | 'text'
  | 'lines'
  | 'url'
  | 'richText'
  | 'asset'
  | 'assets'
  | 'elementRef'
  | 'palette'
  | 'galleryItems'
  | ElementEnum;

/** The files an asset field takes: fonts, images (shown as pictures), or any file (absent). */
export type AssetFiles = 'font' | 'image';

/** The headings of an element's layout settings in the editor, in their order, as designers name them. */
export const fieldGroups = {
  placement: { en: 'Placement', de: 'Anordnung' },
  spacing: { en: 'Spacing', de: 'Abstände' },
  type: { en: 'Text', de: 'Text' },
  corners: { en: 'Corners', de: 'Ecken' },
} as const satisfies Record<string, Labels>;
export type FieldGroup = keyof typeof fieldGroups;

/** A type's own version of a field: its rule and default, and what differs from the field's. */
export interface FieldEntry<V> {
  readonly rule: Rule<V>;
  readonly default: V;
  readonly kind?: FieldKind;
  readonly label?: Labels;
  readonly description?: string;
  readonly files?: AssetFiles;
}

interface FieldBase {
  readonly kind: FieldKind;
  /** Its name in the editor and the history, one per language (the editor adds the unit of its kind). */
  readonly label: Labels;
  /** The API's documentation of the field (types whose meaning differs say so in their entry). */
  readonly description?: string;
  /** The GraphQL type, when it is not the kind's own. */
  readonly graphqlType?: 'String';
  /** A row setting: a row takes it from its first element (the editor shows it apart). */
  readonly row?: true;
  /** Where the editor shows an element's layout setting: under which heading (`fieldGroups`). */
  readonly group?: FieldGroup;
  /** An asset field's files (a type's entry may say otherwise). */
  readonly files?: AssetFiles;
}
/** A field every element has: one rule, one default and the types whose new elements start otherwise. */
export interface CommonFieldSpec<V = unknown> extends FieldBase {
  readonly common: { readonly rule: Rule<V>; readonly default: V; readonly defaults: { readonly [T in ElementType]?: V } };
}
/** A field some types have, each with its own entry. */
export interface TypeFieldSpec extends FieldBase {
  readonly types: { readonly [T in ElementType]?: FieldEntry<unknown> };
}
export type FieldSpec = CommonFieldSpec | TypeFieldSpec;

// The rule alone says what a value is (NoInfer): a default must fit it, not widen it.
const common = <V>(rule: Rule<V>, value: NoInfer<V>, defaults: { readonly [T in ElementType]?: NoInfer<V> } = {}) => ({
  rule,
  default: value,
  defaults,
});
const entry = <V>(rule: Rule<V>, value: NoInfer<V>, more: Omit<FieldEntry<V>, 'rule' | 'default'> = {}) => ({
  rule,
  default: value,
  ...more,
});

const ofPageWidth = 'relative to the page width';

/**
 * The registry. Defaults are spec section 3's "Defaults for a new element"; colours, fonts,
 * assets and references start empty (null). The order is the order of the API's fields, the web's
 * fragment and the editor's controls (common fields: the element's layout, then its row's).
 */
export const elementFields = {
  width: {
    common: common(num(0, 1, { aboveMin: true }), 1),
    kind: 'percent',
    label: { en: 'Width', de: 'Breite' },
    group: 'placement',
    description: 'Fraction of the row, in (0, 1]; elements fill a row until the fractions pass 1 or newLine.',
  },
  newLine: {
    common: common(bool, false),
    kind: 'boolean',
    label: { en: 'Start a new row', de: 'Neue Zeile beginnen' },
    group: 'placement',
    description: 'Whether the element starts a new row.',
  },
  verticalAlign: {
    common: common(oneOf(verticalAligns), 'top', { gallery: 'center' }),
    kind: verticalAlignEnum,
    label: { en: 'Vertical alignment', de: 'Vertikale Ausrichtung' },
    group: 'placement',
    description: 'Where the element sits in the height of its row.',
  },
  marginTop: {
    common: common(fraction, 0.02),
    kind: 'percent',
    label: { en: 'Space above', de: 'Abstand oben' },
    group: 'spacing',
    description: `Space above, ${ofPageWidth} (0 to 1).`,
  },
  marginBottom: {
    common: common(fraction, 0.02),
    kind: 'percent',
    label: { en: 'Space below', de: 'Abstand unten' },
    group: 'spacing',
    description: `Space below, ${ofPageWidth} (0 to 1).`,
  },
  marginX: {
    common: common(fraction, 0.04),
    kind: 'percent',
    label: { en: 'Space at the sides', de: 'Abstand seitlich' },
    group: 'spacing',
    description: `Space at each side, ${ofPageWidth} (0 to 1).`,
  },
  height: {
    common: common(num(0, 2), 0, { spacer: 0.25 }),
    kind: 'percent',
    label: { en: 'Minimum height', de: 'Mindesthöhe' },
    group: 'spacing',
    description: `The minimum height, ${ofPageWidth} (0 to 2); 0: as high as the content needs.`,
  },
  fontSize: {
    common: common(num(6, 400), 14, { headline: 36, text: 16, navigation: 20, font: 36 }),
    kind: 'px',
    label: { en: 'Font size', de: 'Schriftgröße' },
    group: 'type',
    description: 'The font size in px, 6 to 400.',
  },
  borderRadius: {
    common: common(radius, 0, { hyperlink: 30, download: 30 }),
    kind: 'px',
    label: { en: 'Corner radius', de: 'Eckenradius' },
    group: 'corners',
    description: 'The corner radius in px, 0 to 200.',
  },
  fontAsset: {
    // Any id-like string, as before asset elements existed; whether it is a font of the brand is the API's check.
    common: common(assetRef, null),
    kind: 'asset',
    files: 'font',
    // String, not ID, since before asset elements: the public schema keeps it.
    graphqlType: 'String',
    label: { en: 'Font', de: 'Schrift' },
    group: 'type',
    description: "The element's own font: an uploaded font asset of the brand (its Asset.id), or null for the page's.",
  },
  textColor: {
    common: common(hexOrNull, null),
    kind: 'hex',
    label: { en: 'Text colour', de: 'Textfarbe' },
    group: 'type',
    description: "Hex (six upper-case digits) or null for the page's colour; textColorElement wins when set.",
  },
  textColorElement: {
    common: common(elementRef, null),
    kind: 'elementRef',
    label: { en: 'Text colour (colour element)', de: 'Textfarbe (Farbelement)' },
    description: 'The element id of a colour element whose colour the text takes.',
  },
  rowWidth: {
    common: common(oneOf(rowWidths), 'default'),
    kind: rowWidthEnum,
    row: true,
    label: { en: 'Row width', de: 'Zeilenbreite' },
    description: "The row's width; a row takes the row settings of its first element.",
  },
  rowBackgroundColor: {
    common: common(hexOrNull, null),
    kind: 'hex',
    row: true,
    label: { en: 'Row background', de: 'Zeilenhintergrund' },
    description: "The row's background: hex (six upper-case digits) or null; rowBackgroundColorElement wins when set.",
  },
  rowBackgroundColorElement: {
    common: common(elementRef, null),
    kind: 'elementRef',
    row: true,
    label: { en: 'Row background (colour element)', de: 'Zeilenhintergrund (Farbelement)' },
    description: "The element id of a colour element whose colour the row's background takes.",
  },
  rowBackgroundWidth: {
    common: common(oneOf(rowWidths), 'fullwidth'),
    kind: rowWidthEnum,
    row: true,
    label: { en: 'Background width', de: 'Hintergrundbreite' },
    description: "How wide the row's background reaches.",
  },
  rowBorderRadius: {
    common: common(radius, 0),
    kind: 'px',
    row: true,
    label: { en: 'Row corner radius', de: 'Eckenradius der Zeile' },
    description: "The row background's corner radius in px, 0 to 200.",
  },
  assets: {
    types: { gallery: entry(assetIds, [], { files: 'image' }), download: entry(assetIds, []) },
    kind: 'assets',
    label: { en: 'Assets', de: 'Dateien' },
    description:
      "the assets' global ids (Asset.id) in their order, as set (deleted ones included); at most 50, each once. An update replaces the list.",
  },
  asset: {
    types: {
      mockup: entry(assetIdOrNull, null, { label: { en: 'Image', de: 'Bild' }, files: 'image' }),
      font: entry(assetIdOrNull, null, {
        label: { en: 'Font file', de: 'Schriftdatei' },
        files: 'font',
        description: "the font's global id (Asset.id; an uploaded font), or null.",
      }),
    },
    kind: 'asset',
    label: { en: 'Asset', de: 'Datei' },
    description: "the asset's global id (Asset.id), or null.",
  },
  variant: {
    types: { mockup: entry(oneOf(mockupVariants), 'card') },
    kind: mockupVariantEnum,
    label: { en: 'Frame', de: 'Rahmen' },
    description: 'the frame the asset shows in.',
  },
  text: {
    types: {
      headline: entry(richText, emptyDoc()),
      text: entry(richText, emptyDoc()),
      font: entry(text(FONT_SAMPLE_MAX), FONT_SAMPLE, {
        kind: 'lines',
        label: { en: 'Sample text', de: 'Mustertext' },
        description: 'the sample, plain text (lines separated by newlines).',
      }),
    },
    kind: 'richText',
    label: { en: 'Text', de: 'Text' },
    description: 'the rich text, a ProseMirror document (its toJSON) serialised as a JSON string.',
  },
  label: {
    types: {
      color: entry(colorLabel, '', { description: "the colour's label." }),
      hyperlink: entry(text(ELEMENT_LABEL_MAX), ''),
      mockup: entry(text(ELEMENT_LABEL_MAX), '', { description: 'the label under it.' }),
      download: entry(text(ELEMENT_LABEL_MAX), ''),
    },
    kind: 'text',
    label: { en: 'Label', de: 'Bezeichnung' },
    description: "the button's label.",
  },
  color: {
    types: {
      color: entry(hexOrNull, null, {
        label: { en: 'HEX', de: 'HEX' },
        description: 'one colour (six upper-case hex digits) or null.',
      }),
      mockup: entry(hexOrNull, null, {
        label: { en: 'Frame colour', de: 'Rahmenfarbe' },
        description: "the frame's colour (null: the variant's own); colorElement wins when set.",
      }),
    },
    kind: 'hex',
    label: { en: 'Colour', de: 'Farbe' },
  },
  colorElement: {
    types: { mockup: entry(elementRef, null) },
    kind: 'elementRef',
    label: { en: 'Frame colour (colour element)', de: 'Rahmenfarbe (Farbelement)' },
    description: 'the element id of a colour element whose colour the frame takes (wins over color).',
  },
  colors: {
    types: { color: entry(palette, []) },
    kind: 'palette',
    label: { en: 'Palette', de: 'Palette' },
    description: 'a palette (at most 24 colours); one colour when empty.',
  },
  skipHeadlines: {
    types: { navigation: entry(num(0, 100, { integer: true }), 0) },
    kind: 'count',
    label: { en: 'Leave out the first headlines', de: 'Erste Überschriften auslassen' },
    description: "how many of the page's first headlines it leaves out (the page title, say).",
  },
  url: {
    types: { hyperlink: entry(url, '') },
    kind: 'url',
    label: { en: 'Address', de: 'Adresse' },
    description: 'the address the button opens, http(s) or mailto:, or empty.',
  },
  caption: {
    types: { hyperlink: entry(text(ELEMENT_CAPTION_MAX), ''), download: entry(text(ELEMENT_CAPTION_MAX), '') },
    kind: 'text',
    label: { en: 'Caption', de: 'Bildunterschrift' },
    description: 'a line under the button.',
  },
  info: {
    types: { hyperlink: entry(text(ELEMENT_INFO_MAX), ''), download: entry(text(ELEMENT_INFO_MAX), '') },
    kind: 'lines',
    label: { en: 'More information', de: 'Weitere Informationen' },
    description: 'more information under the caption.',
  },
  public: {
    types: { hyperlink: entry(bool, true), download: entry(bool, false) },
    kind: 'boolean',
    label: { en: 'Visible to everyone who can read the page', de: 'Für alle sichtbar, die die Seite lesen können' },
    description: "whether everyone who reads the page sees it; when false, the brand's members only.",
  },
  separator: {
    types: { spacer: entry(bool, false) },
    kind: 'boolean',
    label: { en: 'Show a line', de: 'Linie anzeigen' },
    description: 'whether a line shows.',
  },
  separatorSize: {
    types: { spacer: entry(num(1, 50), 1) },
    kind: 'px',
    label: { en: 'Line thickness', de: 'Linienstärke' },
    description: "the line's thickness in px, 1 to 50.",
  },
  linkedElement: {
    types: { link: entry(elementRef, null) },
    kind: 'elementRef',
    label: { en: 'Element to show', de: 'Anzuzeigendes Element' },
    description: 'the element id of the element shown (possibly on another page); it follows its changes.',
  },
  columns: {
    types: { gallery: entry(num(1, 8, { integer: true }), 1) },
    kind: 'count',
    label: { en: 'Columns', de: 'Spalten' },
    description: '1 to 8.',
  },
  rotation: {
    types: { mockup: entry(num(-180, 180), 0) },
    kind: 'degrees',
    label: { en: 'Rotation', de: 'Drehung' },
    description: 'degrees clockwise, -180 to 180.',
  },
  scale: {
    types: { gallery: entry(scale, 1), mockup: entry(scale, 0.75) },
    kind: 'factor',
    label: { en: 'Scale', de: 'Skalierung' },
    description: '0.1 to 2.',
  },
  gapX: {
    types: { gallery: entry(gap, 0.02) },
    kind: 'percent',
    label: { en: 'Gap across', de: 'Abstand quer' },
    description: `the gap between images side by side, ${ofPageWidth} (0 to 0.2).`,
  },
  gapY: {
    types: { gallery: entry(gap, 0.02) },
    kind: 'percent',
    label: { en: 'Gap down', de: 'Abstand längs' },
    description: `the gap between rows of images, ${ofPageWidth} (0 to 0.2).`,
  },
  fit: {
    types: { gallery: entry(oneOf(fits), 'contain'), mockup: entry(oneOf(fits), 'cover') },
    kind: fitEnum,
    label: { en: 'Image fit', de: 'Bildeinpassung' },
    description: 'how an image fills its box.',
  },
  border: {
    types: { gallery: entry(bool, false), mockup: entry(bool, false) },
    kind: 'boolean',
    label: { en: 'Border', de: 'Rahmenlinie' },
    description: 'whether images have a border line.',
  },
  lightbox: {
    types: { gallery: entry(bool, true), mockup: entry(bool, false) },
    kind: 'boolean',
    label: { en: 'Open larger on click', de: 'Beim Klick groß öffnen' },
    description: 'whether a click opens the image large.',
  },
  download: {
    types: { gallery: entry(bool, true), mockup: entry(bool, false) },
    kind: 'boolean',
    label: { en: 'Offer the original for download', de: 'Original zum Herunterladen anbieten' },
    description: 'whether a download button shows.',
  },
  backgroundColor: {
    types: { gallery: entry(hexOrNull, null), mockup: entry(hexOrNull, null) },
    kind: 'hex',
    label: { en: 'Background', de: 'Hintergrund' },
    description: 'hex (six upper-case digits) or null; backgroundColorElement wins when set.',
  },
  backgroundColorElement: {
    types: { gallery: entry(elementRef, null), mockup: entry(elementRef, null) },
    kind: 'elementRef',
    label: { en: 'Background (colour element)', de: 'Hintergrund (Farbelement)' },
    description: 'the element id of a colour element whose colour the background takes.',
  },
  items: {
    types: { gallery: entry(galleryItems, []) },
    kind: 'galleryItems',
    label: { en: 'Captions and links', de: 'Bildunterschriften und Links' },
    description: 'captions and links per asset. An update replaces the items.',
  },
} as const satisfies Record<string, FieldSpec>;

type Registry = typeof elementFields;
export type ElementFieldName = keyof Registry;
export const elementFieldNames = Object.keys(elementFields) as ElementFieldName[];

type ValueOf<E> = E extends { rule: Rule<infer V> } ? V : never;
type CommonName = { [F in ElementFieldName]: Registry[F] extends { common: unknown } ? F : never }[ElementFieldName];
type Has<F extends ElementFieldName, T extends ElementType> = Registry[F] extends { types: { [K in T]: unknown } } ? F : never;
type TypeValue<S, T extends ElementType> = S extends { types: { [K in T]: infer E } } ? ValueOf<E> : never;

/** The fields every element has, as the registry defines them. */
export type CommonFields = { -readonly [F in CommonName]: Registry[F] extends { common: infer E } ? ValueOf<E> : never };
/** Each type's own fields, as the registry defines them. */
export type TypeFields = {
  [T in ElementType]: { -readonly [F in ElementFieldName as Has<F, T>]: TypeValue<Registry[F], T> };
};
export type ElementFields<T extends ElementType = ElementType> = CommonFields & TypeFields[T];
export type ElementOf<T extends ElementType> = { id: string; type: T } & ElementFields<T>;
export type PageElement = { [T in ElementType]: ElementOf<T> }[ElementType];

/** The names of the fields of a kind, as a type. */
type FieldsOfKind<K> = { [F in ElementFieldName]: Registry[F] extends { kind: K } ? F : never }[ElementFieldName];
/** The fields that name another element (a link's target, colour elements). */
export type ElementReferenceField = FieldsOfKind<'elementRef'>;
/** The fields that name assets (a gallery's or download's files, a mockup's or font's file, an element's font). */
export type AssetReferenceField = FieldsOfKind<'asset' | 'assets'>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Any subset of the fields of any type: what an update records. */
export type ElementChanges = Partial<CommonFields & UnionToIntersection<TypeFields[ElementType]>>;

/** A field as one type has it. */
export interface ElementField {
  readonly name: ElementFieldName;
  readonly rule: Rule<unknown>;
  readonly default: unknown;
  readonly kind: FieldKind;
  readonly label: Labels;
  /** Whether the value may be null (clearing it): the rule takes null. */
  readonly nullable: boolean;
  /** What the rule takes (bounds, longest text, most entries), for the inputs that edit it. */
  readonly limits: FieldLimits;
  /** Whether every element has it. */
  readonly common: boolean;
  /** A row setting (a row takes it from its first element). */
  readonly row: boolean;
  /** The heading the editor shows a layout setting under (`fieldGroups`), or null. */
  readonly group: FieldGroup | null;
  /** An asset field's files: fonts, images, or any file (null). */
  readonly files: AssetFiles | null;
  /**
   * A hex field: the type's reference to a colour element that wins over it (the field of its name
   * and `Element`), or null. A reference field: the hex field it stands in for, or null (a link's).
   */
  readonly pairedWith: ElementFieldName | null;
}

const specOf = (name: ElementFieldName): FieldSpec => elementFields[name];
const isCommonSpec = (spec: FieldSpec): spec is CommonFieldSpec => 'common' in spec;

/** Per type, its fields in the registry's order. */
const byType = new Map<string, Map<string, ElementField>>(
  elementTypes.map((type) => {
    const fields = new Map<string, ElementField>();
    for (const name of elementFieldNames) {
      const spec = specOf(name);
      const own = isCommonSpec(spec)
        ? {
            rule: spec.common.rule,
            default: Object.hasOwn(spec.common.defaults, type) ? spec.common.defaults[type] : spec.common.default,
          }
        : spec.types[type];
      if (!own) continue;
      const kind = ('kind' in own && own.kind) || spec.kind;
      const label = ('label' in own && own.label) || spec.label;
      const files = ('files' in own && own.files) || spec.files || null;
      fields.set(name, {
        name,
        rule: own.rule,
        default: own.default,
        kind,
        label,
        nullable: isNullable(own.rule),
        limits: limitsOf(own.rule),
        common: isCommonSpec(spec),
        row: spec.row === true,
        group: spec.group ?? null,
        files: kind === 'asset' || kind === 'assets' ? files : null,
        pairedWith: null,
      });
    }
    // A colour and the colour element that wins over it: `textColor` and `textColorElement`.
    for (const field of fields.values()) {
      const reference = fields.get(`${field.name}Element`);
      if (field.kind !== 'hex' || reference?.kind !== 'elementRef') continue;
      fields.set(field.name, { ...field, pairedWith: reference.name });
      fields.set(reference.name, { ...reference, pairedWith: field.name });
    }
    return [type, fields] as const;
  }),
);

const fieldLists = new Map([...byType].map(([type, fields]) => [type, [...fields.values()]]));

/**
 * The fields of some kinds, whichever types have them: the types' own fields first, then the
 * common ones (an element's files before its font), each group in the registry's order.
 */
const fieldsOfKinds = (kinds: readonly FieldKind[]): ElementFieldName[] => {
  const of = elementFieldNames.filter((name) => kinds.includes(specOf(name).kind));
  return [...of.filter((name) => !isCommonSpec(specOf(name))), ...of.filter((name) => isCommonSpec(specOf(name)))];
};
/** Every field that names another element: references.ts counts them as usages. */
export const elementReferenceFields = fieldsOfKinds(['elementRef']) as readonly ElementReferenceField[];
/** Every field that names assets: references.ts counts them as an asset's usages. */
export const assetReferenceFields = fieldsOfKinds(['asset', 'assets']) as readonly AssetReferenceField[];

/** A type's field, or undefined when the type (or the field) does not exist. */
export const elementField = (type: string, field: string): ElementField | undefined => byType.get(type)?.get(field);
/**
 * What a type's field takes, as its input says it: min, max (and whether whole) for numbers,
 * maxLength for texts, maxItems for lists; {} for a field without bounds. The web's inputs take
 * their limits from here, so that they stop where the server refuses.
 */
export function fieldLimits(type: ElementType, field: ElementFieldName): FieldLimits {
  const found = elementField(type, field);
  if (!found) throw new Error(`${type} elements have no field ${field}`);
  return found.limits;
}
/** A type's fields, common ones first, in the registry's order. */
export const elementFieldsOf = (type: ElementType): readonly ElementField[] => fieldLists.get(type)!;
/** The types that have a field: 'common' for every type. */
export function typesWith(field: ElementFieldName): 'common' | ElementType[] {
  const spec = specOf(field);
  return isCommonSpec(spec) ? 'common' : elementTypes.filter((type) => Object.hasOwn(spec.types, type));
}

/** The GraphQL objects element fields hold, with their input types and fields. */
export const elementObjects = {
  PaletteColor: { input: 'PaletteColorInput', fields: ['color', 'label'] },
  GalleryItem: { input: 'GalleryItemInput', fields: ['asset', 'caption', 'link'] },
} as const satisfies Record<string, { input: string; fields: readonly string[] }>;
// The compiler holds the objects' field lists to the domain's types, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _objectsMatch: [
  Same<(typeof elementObjects.PaletteColor.fields)[number], keyof PaletteColor>,
  Same<(typeof elementObjects.GalleryItem.fields)[number], keyof GalleryItem>,
] = [true, true];

export interface GraphQLShape {
  /** The named type: a scalar, an enum or an object type (`elementObjects`). */
  readonly type: string;
  /** What UpdateElementInput takes: the same, or an object type's input type. */
  readonly input: string;
  readonly list: boolean;
  /** Whether PageElement's field may be null: when some types lack it, or its value may be null. */
  readonly nullable: boolean;
}

const scalarOf: Record<Exclude<FieldKind, ElementEnum>, { type: string; list?: boolean }> = {
  percent: { type: 'Float' },
  factor: { type: 'Float' },
  px: { type: 'Float' },
  degrees: { type: 'Float' },
  count: { type: 'Int' },
  boolean: { type: 'Boolean' },
  hex: { type: 'String' },
  text: { type: 'String' },
  lines: { type: 'String' },
  url: { type: 'String' },
  richText: { type: 'String' },
  asset: { type: 'ID' },
  assets: { type: 'ID', list: true },
  elementRef: { type: 'ID' },
  palette: { type: 'PaletteColor', list: true },
  galleryItems: { type: 'GalleryItem', list: true },
};

/** A field's GraphQL type on PageElement and in UpdateElementInput (lists hold no nulls). */
export function graphqlShape(field: ElementFieldName): GraphQLShape {
  const spec = specOf(field);
  const { type, list = false } =
    typeof spec.kind === 'object'
      ? { type: spec.kind.name }
      : { ...scalarOf[spec.kind], ...(spec.graphqlType && { type: spec.graphqlType }) };
  const input = Object.hasOwn(elementObjects, type) ? elementObjects[type as keyof typeof elementObjects].input : type;
  const nullable = !isCommonSpec(spec) || isNullable(spec.common.rule);
  return { type, input, list, nullable };
}

/**
 * The API's documentation of a field: a common field's description, or per group of types with
 * the same meaning "types: description", one group a line.
 */
export function fieldDescription(field: ElementFieldName): string {
  const spec = specOf(field);
  if (isCommonSpec(spec)) return spec.description ?? '';
  const groups = new Map<string, string[]>();
  for (const [type, own] of Object.entries(spec.types) as [ElementType, FieldEntry<unknown>][]) {
    const text = own.description ?? spec.description ?? '';
    groups.set(text, [...(groups.get(text) ?? []), type]);
  }
  return [...groups].map(([text, types]) => `${types.join(', ')}: ${text}`.trim()).join('\n');
}

/** A default as a new element gets it: lists and documents copied, so that no two elements share one. */
const copied = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(copied)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copied(v)]))
      : value;

/**
 * Per type, its defaults in one object, spread at once (newElement runs for every element a page
 * folds or shows), and the fields whose defaults are lists or documents, to copy.
 */
const newElements = new Map(
  elementTypes.map((type) => {
    const fields = elementFieldsOf(type);
    const defaults: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f.name, f.default]));
    const shared = fields.filter((f) => typeof f.default === 'object' && f.default !== null).map((f) => f.name);
    return [type, { defaults, shared }] as const;
  }),
);

/** A new element of a type, with exactly the spec's defaults (nothing shared with another element). */
export function newElement<T extends ElementType>(type: T, id: string): ElementOf<T> {
  const { defaults, shared } = newElements.get(type)!;
  const element: Record<string, unknown> = { id, type, ...defaults };
  for (const name of shared) element[name] = copied(defaults[name]);
  return element as ElementOf<T>;
}

/**
 * An element as recorded, read as if it were recorded today: every field its type has now that the
 * record lacks (it was recorded before the field existed) takes the registry's default, as a new
 * element would. Fields it holds are kept as they are; an element of a type this code does not know
 * is kept whole. The same object comes back when nothing is missing. `upcastPageEvent` (page.ts)
 * applies it to every event before `evolve` reads it.
 */
export function upcastElement(element: PageElement): PageElement {
  if (!isElementType(element.type)) return element;
  const { defaults, shared } = newElements.get(element.type)!;
  let upcast: Record<string, unknown> | undefined;
  for (const name in defaults) {
    if (Object.hasOwn(element, name)) continue;
    upcast ??= { ...element };
    upcast[name] = (shared as readonly string[]).includes(name) ? copied(defaults[name]) : defaults[name];
  }
  return (upcast as PageElement | undefined) ?? element;
}

/**
 * Checks the fields a client sends for an element of a type: every field must belong to the type
 * (id and type themselves cannot change) and follow its rule. Returns the values to store.
 */
export function checkElementFields(type: ElementType, input: Readonly<Record<string, unknown>>): ElementChanges {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const field = elementField(type, name);
    if (!field) fail('ELEMENT_FIELD_UNKNOWN', { field: name.slice(0, 40), type });
    out[name] = field.rule(value, name);
  }
  return out;
}

const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** The checked fields whose values differ from the element's: what an update records. */
export function changedFields(element: PageElement, checked: ElementChanges): ElementChanges {
  const current = element as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(checked).filter(([field, value]) => !same(value, current[field])));
}

/** An element type's name; a type this code does not know is shown as it is. */
export const elementTypeLabel = (type: string, locale: Locale): string => (isElementType(type) ? typeLabels[type][locale] : type);

/** A field's name as one type has it (a colour's colour is its HEX, a mockup's its frame colour). */
export function fieldLabel(type: string, field: string, locale: Locale): string {
  const own = elementField(type, field);
  if (own) return own.label[locale];
  // A field the type lacks (an older event's, say): the field's own name, else the raw name.
  return Object.hasOwn(elementFields, field) ? specOf(field as ElementFieldName).label[locale] : field;
}

const words = {
  en: { none: 'none', on: 'on', off: 'off', file: 'file', linked: 'linked' },
  de: { none: 'keine', on: 'an', off: 'aus', file: 'Datei', linked: 'verknüpft' },
} as const satisfies Record<Locale, Record<string, string>>;
const counted = {
  assets: { en: ['file', 'files'], de: ['Datei', 'Dateien'] },
  palette: { en: ['colour', 'colours'], de: ['Farbe', 'Farben'] },
  galleryItems: { en: ['item', 'items'], de: ['Eintrag', 'Einträge'] },
} as const satisfies Record<string, Record<Locale, readonly [string, string]>>;

/** How long a text may be in the history before it is cut. */
export const HISTORY_TEXT_MAX = 80;
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const cut = (s: string) => {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > HISTORY_TEXT_MAX ? `${line.slice(0, HISTORY_TEXT_MAX).trimEnd()}…` : line;
};

function formatKind(kind: FieldKind, value: unknown, locale: Locale): string {
  const number = (options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2, ...options });
  if (typeof kind === 'object')
    return typeof value === 'string' && Object.hasOwn(kind.labels, value) ? kind.labels[value]![locale] : asText(value);
  switch (kind) {
    case 'percent':
    case 'factor':
      return typeof value === 'number' ? number({ style: 'percent', maximumFractionDigits: 1 }).format(value) : asText(value);
    case 'px':
      return typeof value === 'number' ? `${number().format(value)} px` : asText(value);
    case 'degrees':
      return typeof value === 'number'
        ? number({ style: 'unit', unit: 'degree', unitDisplay: 'narrow' }).format(value)
        : asText(value);
    case 'count':
      return typeof value === 'number' ? number().format(value) : asText(value);
    case 'boolean':
      return value ? words[locale].on : words[locale].off;
    case 'hex':
      return `#${asText(value).toUpperCase()}`;
    case 'text':
    case 'lines':
    case 'url':
      return cut(asText(value)) || words[locale].none;
    case 'richText':
      return cut(typeof value === 'object' ? plainText(value as RichText) : asText(value)) || words[locale].none;
    case 'asset':
      return words[locale].file;
    case 'elementRef':
      return words[locale].linked;
    case 'assets':
    case 'palette':
    case 'galleryItems': {
      const n = Array.isArray(value) ? value.length : 0;
      const [one, many] = counted[kind][locale];
      return `${number().format(n)} ${new Intl.PluralRules(locale).select(n) === 'one' ? one : many}`;
    }
  }
}

/**
 * A field's value as the page history shows it: hex as #1A2B3C, fractions of the page width as
 * percentages, sizes in px, degrees, on/off, enum values by name, texts as their plain text cut at
 * 80 characters (an empty one as "none"), asset lists, palettes and gallery items as a count, an
 * asset as "file", a reference as "linked", null as "none".
 */
export function formatFieldValue(type: string, field: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return words[locale].none;
  const kind =
    elementField(type, field)?.kind ?? (Object.hasOwn(elementFields, field) ? specOf(field as ElementFieldName).kind : undefined);
  if (kind) return formatKind(kind, value, locale);
  // A field this code does not know: its value as plain as it comes.
  return cut(asText(value));
}

/** The longest an element's words (`elementWords`) are. */
export const ELEMENT_WORDS_MAX = 80;

/**
 * An element in a few words, as the history and lists of elements name it: a headline's or text's
 * plain text, a colour's label (else its HEX), a button's, download's or mockup's label, a font
 * sample's first line; empty for the rest. Cut at ELEMENT_WORDS_MAX with an ellipsis.
 */
export function elementWords(element: PageElement): string {
  const words = (() => {
    switch (element.type) {
      case 'headline':
      case 'text':
        return plainText(element.text);
      case 'color':
        return element.label || (element.color ? `#${element.color}` : '');
      case 'hyperlink':
      case 'download':
      case 'mockup':
        return element.label;
      case 'font':
        return element.text.split('\n')[0] ?? '';
      default:
        return '';
    }
  })().trim();
  return words.length > ELEMENT_WORDS_MAX ? `${words.slice(0, ELEMENT_WORDS_MAX - 1)}…` : words;
}
