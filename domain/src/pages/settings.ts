import { NAME_MAX } from '../brands/values';
import { SLUG_MAX, SLUG_PATTERN } from '../brands/slug';
import type { AssetFiles, Labels } from './elements';

/**
 * A page's own settings: the one registry of them. Per setting it says what kind of value it is,
 * its limits, its English and German labels (as the settings form names it, and as the history
 * does, which names the page), its API documentation and whether restoring a page to a moment sets
 * it back. Everything else is derived from it: the page's type (`PageFields`) and new pages,
 * the decider's checks (`checkPageChanges`, by kind), the settings a restore sets back, the
 * references to colour elements and assets (references.ts), the read model's columns, rows and
 * queries (projections/src/pages), the API's Page fields, UpdatePageInput and its resolver's
 * mapping, the history's labels and values, and the web's settings form (PageSettingsRoute.tsx,
 * through the generated fragment `pageSettings_page`).
 *
 * Adding a setting: one entry here (and, for a new kind, its check in page.ts, its value in the
 * history and its control in the settings form).
 */

/**
 * What a setting's value is: `name`, `slug` (text, never null; their limits: `pageSettingLimits`), `page` (another page's id: the
 * parent), `asset` (an asset id: `files` says which), `hex` (six upper-case hex digits), `elementRef`
 * (a colour element's id: it wins over the hex setting of its name without `Element`), `boolean`.
 * Every kind but name, slug and boolean may be null (cleared); a new page starts with '' and null
 * (false for a boolean).
 */
export type PageSettingKind = 'name' | 'slug' | 'page' | 'asset' | 'hex' | 'elementRef' | 'boolean';

export interface PageSettingSpec {
  readonly kind: PageSettingKind;
  /** As the settings form names it. */
  readonly label: Labels;
  /** As the page's history names it (with the page: "Page font"). */
  readonly history: Labels;
  /** The API's documentation of the setting. */
  readonly description?: string;
  /** Restoring the page to a moment sets it back (its address and place in the tree are the brand's: not those). */
  readonly revert?: true;
  readonly files?: AssetFiles;
}

/** The registry, in the order of the settings form. */
export const pageSettings = {
  name: {
    kind: 'name',
    label: { en: 'Page name', de: 'Name der Seite' },
    history: { en: 'Page name', de: 'Seitenname' },
    revert: true,
  },
  slug: {
    kind: 'slug',
    label: { en: 'Address', de: 'Adresse' },
    history: { en: 'Page address', de: 'Seitenadresse' },
  },
  parentId: {
    kind: 'page',
    label: { en: 'Parent page', de: 'Übergeordnete Seite' },
    history: { en: 'Parent page', de: 'Übergeordnete Seite' },
  },
  textColor: {
    kind: 'hex',
    label: { en: 'Text colour', de: 'Textfarbe' },
    history: { en: 'Page text colour', de: 'Textfarbe der Seite' },
    description: "Hex (six upper-case digits) or null for the brand's default; textColorElement wins when set.",
    revert: true,
  },
  textColorElement: {
    kind: 'elementRef',
    label: { en: 'Text colour (colour element)', de: 'Textfarbe (Farbelement)' },
    history: { en: 'Page text colour (from a colour element)', de: 'Textfarbe der Seite (aus einem Farbelement)' },
    description: 'The element id of a colour element whose colour the text takes.',
    revert: true,
  },
  backgroundColor: {
    kind: 'hex',
    label: { en: 'Background colour', de: 'Hintergrundfarbe' },
    history: { en: 'Page background', de: 'Seitenhintergrund' },
    revert: true,
  },
  backgroundColorElement: {
    kind: 'elementRef',
    label: { en: 'Background colour (colour element)', de: 'Hintergrundfarbe (Farbelement)' },
    history: { en: 'Page background (from a colour element)', de: 'Seitenhintergrund (aus einem Farbelement)' },
    revert: true,
  },
  fontAsset: {
    kind: 'asset',
    files: 'font',
    label: { en: 'Font', de: 'Schrift' },
    history: { en: 'Page font', de: 'Seitenschrift' },
    description: "The page's font: an uploaded font asset of the brand (its Asset.id), or null for the default.",
    revert: true,
  },
} as const satisfies Record<string, PageSettingSpec>;

type Settings = typeof pageSettings;
export type PageSettingName = keyof Settings;
export const pageSettingNames = Object.keys(pageSettings) as PageSettingName[];

type ValueOfKind<K> = K extends 'name' | 'slug' ? string : K extends 'boolean' ? boolean : string | null;
/** A page's settings, as the registry defines them. */
export type PageSettingValues = { -readonly [S in PageSettingName]: ValueOfKind<Settings[S]['kind']> };
/** The names of the settings of some kinds, as a type. */
export type PageSettingsOfKind<K extends PageSettingKind> = {
  [S in PageSettingName]: Settings[S]['kind'] extends K ? S : never;
}[PageSettingName];

/** A setting as the registry holds it, with its name. */
export interface PageSetting extends PageSettingSpec {
  readonly name: PageSettingName;
  /** Whether it may be null (cleared); null in UpdatePageInput clears it, else null leaves it. */
  readonly nullable: boolean;
  readonly default: string | boolean | null;
  /** The read model's column (`textColorElement`: `text_color_element`) and its SQL type. */
  readonly column: string;
  readonly sqlType: 'text' | 'uuid' | 'boolean';
  /** A hex setting's colour element reference (the setting of its name and `Element`); a reference's colour. */
  readonly pairedWith: PageSettingName | null;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const specs: Readonly<Record<PageSettingName, PageSettingSpec>> = pageSettings;

export const pageSettingList: readonly PageSetting[] = pageSettingNames.map((name) => {
  const spec = specs[name];
  const paired = spec.kind === 'hex' ? `${name}Element` : spec.kind === 'elementRef' ? name.replace(/Element$/, '') : undefined;
  const pairedWith =
    paired && Object.hasOwn(pageSettings, paired) && specs[paired as PageSettingName].kind !== spec.kind
      ? (paired as PageSettingName)
      : null;
  return {
    ...spec,
    name,
    nullable: !['name', 'slug', 'boolean'].includes(spec.kind),
    default: spec.kind === 'name' || spec.kind === 'slug' ? '' : spec.kind === 'boolean' ? false : null,
    column: snake(name),
    sqlType: spec.kind === 'page' ? 'uuid' : spec.kind === 'boolean' ? 'boolean' : 'text',
    pairedWith,
  };
});

/**
 * What a setting's input takes, by its kind: a page name's longest length, an address's and its
 * pattern (a regular expression's source, as an input's pattern takes it); {} for the rest. (Read
 * when asked: the limits live beside the brand's rules, which import this module's importers.)
 */
export function pageSettingLimits(setting: Pick<PageSetting, 'kind'>): { maxLength?: number; pattern?: string } {
  if (setting.kind === 'name') return { maxLength: NAME_MAX };
  if (setting.kind === 'slug') return { maxLength: SLUG_MAX, pattern: SLUG_PATTERN };
  return {};
}

export const pageSetting = (name: string): PageSetting | undefined => pageSettingList.find((s) => s.name === name);

/** A new page's settings: '' for its name and address, null for the rest (false for a boolean). */
export const pageSettingDefaults = (): PageSettingValues =>
  Object.fromEntries(pageSettingList.map((s) => [s.name, s.default])) as PageSettingValues;

/** The settings of some kinds, in the registry's order. */
export const pageSettingsOfKind = <K extends PageSettingKind>(...kinds: K[]): PageSettingsOfKind<K>[] =>
  pageSettingList.filter((s) => (kinds as PageSettingKind[]).includes(s.kind)).map((s) => s.name as PageSettingsOfKind<K>);

type Reverted = { [S in PageSettingName]: Settings[S] extends { revert: true } ? S : never }[PageSettingName];
/** The page's settings that name a colour element (references.ts counts them as its usages). */
export type PageReferenceField = PageSettingsOfKind<'elementRef'>;
export const pageReferenceFields: readonly PageReferenceField[] = pageSettingsOfKind('elementRef');
/** The page's settings that name an asset (its font). */
export type PageAssetField = PageSettingsOfKind<'asset'>;
export const pageAssetFields: readonly PageAssetField[] = pageSettingsOfKind('asset');

/** The settings RevertPage sets back. */
export const revertedPageSettings = pageSettingList.filter((s) => s.revert).map((s) => s.name) as readonly Reverted[];

/** A setting's name in the reader's language, as the history shows it; a setting this code does not know, as it is. */
export const pageSettingHistoryLabel = (name: string, locale: keyof Labels): string => pageSetting(name)?.history[locale] ?? name;
