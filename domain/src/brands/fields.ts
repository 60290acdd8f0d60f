import type { Locale } from '../locales';
import type { BrandColor, BrandFont } from './values';

/**
 * A brand's own fields: the one registry of them. Per field it says what kind of value it is, its
 * default, whether a new brand records it (`later`: set by an update only), whether restoring the
 * brand to a moment sets it back (those the brand's history shows, by their `history` labels in
 * English and German) and the API's documentation of it. Derived from it: the brand's type
 * (`BrandFields`) and new brands, what BrandCreated records, the decider's checks of an update (by
 * kind) and of a restore, `revertedBrandFields`, the brands read model's columns, rows and queries
 * (projections/src/brands), its history's fields, the API's Brand fields, UpdateBrandInput and its
 * resolver's mapping, the history's labels and values, and the web client's brand fragment
 * (`brandFields_brand`, written by `npm run generate`).
 *
 * Adding a field of an existing kind: one entry here. A new kind also needs its check
 * (`brand.ts`), its read-model column type (`brandFieldColumn`), its GraphQL types (the API's
 * `brandFieldTypes`) and its history value (`history/text.ts`).
 */

/**
 * - `name`: the brand's name; `slug`: its address (claimed); `text`: plain text (TEXT_MAX);
 * - `boolean`; `colors`: the kit's palette (BrandColor[]); `fonts`: the kit's fonts (BrandFont[]);
 * - `image`: an image asset of the brand's library (its id), or null (the logo, the cover).
 */
export type BrandFieldKind = 'name' | 'slug' | 'text' | 'boolean' | 'colors' | 'fonts' | 'image';

export interface BrandFieldSpec {
  readonly kind: BrandFieldKind;
  /** Set only by an update: BrandCreated does not record it, a new brand has the default. */
  readonly later?: true;
  /** Restoring the brand to a moment sets it back; the brand's history shows it under this name. */
  readonly history?: { readonly [L in Locale]: string };
  /** The API's documentation of Brand's field, and of UpdateBrandInput's. */
  readonly description?: string;
  readonly inputDescription?: string;
  /** A field Brand answers elsewhere (a type extension of its feature): UpdateBrandInput only here. */
  readonly outputElsewhere?: true;
}

/** The registry, in the order of the brand's settings. */
export const brandFields = {
  name: { kind: 'name', history: { en: 'Brand name', de: 'Markenname' } },
  slug: { kind: 'slug' },
  // As the brand's settings name them.
  bio: { kind: 'text', history: { en: 'Bio', de: 'Kurzbeschreibung' } },
  usp: { kind: 'text', history: { en: 'Unique selling point', de: 'Alleinstellungsmerkmal' } },
  public: { kind: 'boolean' },
  publicIndex: { kind: 'boolean' },
  colors: {
    kind: 'colors',
    history: { en: 'Brand colours', de: 'Markenfarben' },
    description: "The brand's starter palette, in the order given.",
    inputDescription: 'Replaces the palette.',
  },
  fonts: {
    kind: 'fonts',
    history: { en: 'Brand fonts', de: 'Markenschriften' },
    description: "The kit's fonts, in the order given: each a family name with the uploaded font files tied to it.",
    inputDescription: 'Replaces the fonts (at most 6).',
  },
  logo: {
    kind: 'image',
    later: true,
    history: { en: 'Logo', de: 'Logo' },
    description: "The brand's logo: an image of its asset library, or null (the brand shows its initial).",
    inputDescription: 'An image asset of the brand (Asset.id) as the logo; null removes the logo.',
  },
  cover: {
    kind: 'image',
    later: true,
    history: { en: 'Cover image', de: 'Titelbild' },
    description:
      "The brand's cover image, behind its name on its home and on its cards: an image of its asset library, or null (its colours instead).",
    inputDescription: 'An image asset of the brand (Asset.id) as the cover; null removes the cover.',
  },
  readersSeeVersion: {
    kind: 'boolean',
    later: true,
    inputDescription: 'Readers who are not members see the newest version (createVersionBrand) instead of the brand as it is.',
    outputElsewhere: true,
  },
} as const satisfies Record<string, BrandFieldSpec>;

type Fields = typeof brandFields;
export type BrandFieldName = keyof Fields;
export const brandFieldNames = Object.keys(brandFields) as BrandFieldName[];

type ValueOfKind<K> = K extends 'boolean'
  ? boolean
  : K extends 'colors'
    ? BrandColor[]
    : K extends 'fonts'
      ? BrandFont[]
      : K extends 'image'
        ? string | null
        : string;
/** A brand's fields, as the registry defines them. */
export type BrandFieldValues = { -readonly [F in BrandFieldName]: ValueOfKind<Fields[F]['kind']> };
type Later = { [F in BrandFieldName]: Fields[F] extends { later: true } ? F : never }[BrandFieldName];
/** The fields a new brand records (BrandCreated). */
export type CreatedBrandFields = Omit<BrandFieldValues, Later>;

/** A field as the registry holds it, with its name and what follows from its kind. */
export interface BrandField extends BrandFieldSpec {
  readonly name: BrandFieldName;
  /** The read model's column (`publicIndex`: `public_index`). */
  readonly column: string;
  /** Whether its value may be null (an image: the logo, the cover). */
  readonly nullable: boolean;
  /** What a new brand holds (lists copied for each brand: `brandFieldDefaults`). */
  readonly default: string | boolean | null | readonly never[];
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const specs: Readonly<Record<BrandFieldName, BrandFieldSpec>> = brandFields;
const defaultOf = (kind: BrandFieldKind): BrandField['default'] =>
  kind === 'boolean' ? false : kind === 'colors' || kind === 'fonts' ? [] : kind === 'image' ? null : '';

export const brandFieldList: readonly BrandField[] = brandFieldNames.map((name) => {
  const spec = specs[name];
  return { ...spec, name, column: snake(name), nullable: spec.kind === 'image', default: defaultOf(spec.kind) };
});

export const brandField = (name: string): BrandField | undefined => brandFieldList.find((f) => f.name === name);

/** The fields that name an image of the brand's library (the logo, the cover). */
export const brandImageFields: readonly BrandFieldName[] = brandFieldList.filter((f) => f.kind === 'image').map((f) => f.name);

/** The read model's SQL type of a kind's column. */
export const brandFieldColumn = (kind: BrandFieldKind): string =>
  kind === 'boolean' ? 'boolean' : kind === 'colors' || kind === 'fonts' ? 'jsonb' : kind === 'image' ? 'uuid' : 'text';

/** A new brand's fields: each kind's default ('' , false, [] or null), lists made afresh. */
export const brandFieldDefaults = (): BrandFieldValues =>
  Object.fromEntries(
    brandFieldList.map((f) => [f.name, Array.isArray(f.default) ? [] : f.default]),
  ) as unknown as BrandFieldValues;

type Reverted = { [F in BrandFieldName]: Fields[F] extends { history: object } ? F : never }[BrandFieldName];
/** What a brand restored to a moment gets back, and what its history shows: its content, not its address, visibility, plan or people. */
export const revertedBrandFields = brandFieldList.filter((f) => f.history).map((f) => f.name) as readonly Reverted[];

/** A field's name as the brand's history shows it; a field this code does not know, as it is. */
export const brandFieldHistoryLabel = (name: string, locale: Locale): string => brandField(name)?.history?.[locale] ?? name;
