import { Suspense, useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { isImageAsset } from '@brandtrail/domain/assets/asset';
import type { AssetPickerQuery } from '../__generated__/AssetPickerQuery.graphql';
import { toAssetView, type AssetView } from '../pages/elements/AssetElements';
import { inspectorMessages as t } from '../pages/messages';

const FONT = /^font\/|^application\/(font|x-font)|woff|truetype|opentype/;

/** An uploaded font by what processing found, what the browser said, or its extension. */
const isFontView = (a: AssetView) =>
  Boolean(a.fontFamily) || FONT.test(a.mimeType ?? '') || /^(ttf|otf|woff2?)$/.test(a.extension);
/**
 * An image, by the domain's rule the server checks too (galleries, mockups and the brand's logo take
 * images only: ELEMENT_ASSET_NOT_IMAGE); the picker's assets have all arrived.
 */
const isImageView = (a: AssetView) => isImageAsset({ uploaded: true, mimeType: a.mimeType });

/** How a font is named in lists: its family and style, else the file's name. */
const fontLabel = (a: AssetView) => (a.fontFamily ? `${a.fontFamily} ${a.fontStyle ?? ''}`.trim() : a.name);

const ignore = () => undefined;

/**
 * The brand's library as pickers offer it (uploaded or ready assets), read once per visit and kept
 * fresh; `onAssets` receives what was loaded (a page hands it to its elements, so that a picked
 * asset renders at once). Suspends while loading.
 */
function useBrandLibrary(
  brandSlug: string,
  onAssets: (assets: readonly AssetView[]) => void = ignore,
): { slug: string; all: AssetView[] } {
  const data = useLazyLoadQuery<AssetPickerQuery>(
    graphql`
      query AssetPickerQuery($slug: String!) {
        brandBySlug(slug: $slug) {
          slug
          assets {
            status
            ...AssetElements_view @relay(mask: false)
          }
        }
      }
    `,
    { slug: brandSlug },
    { fetchPolicy: 'store-and-network' },
  );
  const all = useMemo(
    () => (data.brandBySlug?.assets ?? []).filter((a) => a.status === 'ready' || a.status === 'uploaded').map(toAssetView),
    [data],
  );
  useEffect(() => onAssets(all), [all, onAssets]);
  return { slug: data.brandBySlug?.slug ?? brandSlug, all };
}

/**
 * The options of a font select (a page's or an element's font): `empty` first (no font of its
 * own), then the brand's uploaded fonts; a `current` font no longer in the library stays as an
 * option named so. `fonts` says whether the brand has any (else the caller points to the library).
 */
export function useFontChoices(
  brandSlug: string,
  empty: string,
  current: string | null,
  onAssets?: (assets: readonly AssetView[]) => void,
): { slug: string; fonts: number; options: { value: string; label: string }[] } {
  const intl = useIntl();
  const { slug, all } = useBrandLibrary(brandSlug, onAssets);
  const fonts = all.filter(isFontView);
  const options = [{ value: '', label: empty }, ...fonts.map((f) => ({ value: f.assetId, label: fontLabel(f) }))];
  if (current && !fonts.some((f) => f.assetId === current))
    options.push({ value: current, label: intl.formatMessage(t.fontUnavailable) });
  return { slug, fonts: fonts.length, options };
}

export interface AssetPickerProps {
  brandSlug: string;
  value: readonly string[];
  /** Tick several (a gallery, a download); else pick one. */
  multiple?: boolean;
  /** Offer fonts only, or images only; else every asset. */
  kind?: 'font' | 'image';
  /** The fieldset's legend; a hint and a link to the library show when nothing can be picked. */
  legend: string;
  onChange: (ids: string[]) => void;
  onAssets?: (assets: readonly AssetView[]) => void;
}

/**
 * The reusable asset picker: the brand's library as a list of thumbnails to tick (or pick one),
 * used by the elements' settings, the brand logo and anywhere else an asset is chosen.
 */
export function AssetPicker(props: AssetPickerProps) {
  return (
    <Suspense fallback={<span className="spinner small" aria-hidden="true" />}>
      <PickerList {...props} />
    </Suspense>
  );
}

function PickerList({ brandSlug, value, multiple = false, kind, legend, onChange, onAssets }: AssetPickerProps) {
  const intl = useIntl();
  const name = useId();
  const { slug, all } = useBrandLibrary(brandSlug, onAssets);
  const shown = kind === 'font' ? all.filter(isFontView) : kind === 'image' ? all.filter(isImageView) : all;
  if (shown.length === 0)
    return (
      <p className="inspector-hint">
        {intl.formatMessage(kind === 'font' ? t.noFonts : kind === 'image' ? t.noImages : t.noAssets)}{' '}
        <Link to={`/${slug}/assets`}>{intl.formatMessage(t.openLibrary)}</Link>
      </p>
    );
  const toggle = (id: string, on: boolean) => {
    if (!multiple) return onChange(on ? [id] : []);
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  };
  return (
    <fieldset className="asset-picker">
      <legend>{legend}</legend>
      <ul>
        {shown.map((asset) => (
          <li key={asset.assetId}>
            <label className={value.includes(asset.assetId) ? 'is-picked' : undefined}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                checked={value.includes(asset.assetId)}
                onChange={(event) => toggle(asset.assetId, event.target.checked)}
              />
              {asset.preview ? (
                <img src={asset.preview} alt="" />
              ) : (
                <span className="asset-picker-ext">{asset.extension.toUpperCase() || '…'}</span>
              )}
              <span className="asset-picker-name">{asset.fontFamily ?? asset.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
