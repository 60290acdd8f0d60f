import { fits, mockupVariants, type ElementChanges, type ElementOf, type PageElement } from '@brandtrail/domain/pages/elements';
import { Suspense, useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { AssetFieldsQuery } from '../__generated__/AssetFieldsQuery.graphql';
import { ColorChoice, colorElementOptions, type ColorElementOption } from './ColorFields';
import { Check, NumberField, Percent, Select, TextField } from './InspectorFields';
import { usePageEditor } from './editor/context';
import { toAssetView, useAddAssets, type AssetView } from './elements/AssetElements';
import { inspectorMessages as t } from './messages';

/**
 * The settings of the elements that show assets: which assets (picked from the brand's library),
 * and each type's own fields. Assets picked here render at once: the picker hands what it loaded
 * to the page (`onAssets`).
 */
export function AssetElementFields({ element, set }: { element: PageElement; set: (changes: ElementChanges) => void }) {
  const intl = useIntl();
  const onAssets = useAddAssets();
  const { store } = usePageEditor();
  const colors = colorElementOptions(store.elements(), element.id);
  switch (element.type) {
    case 'gallery':
      return (
        <>
          <Picker multiple value={element.assets} onChange={(assets) => set({ assets })} onAssets={onAssets} />
          <div className="inspector-grid">
            <NumberField
              label={intl.formatMessage(t.columns)}
              value={element.columns}
              min={1}
              max={8}
              onChange={(columns) => set({ columns })}
            />
            <NumberField
              label={intl.formatMessage(t.scale)}
              value={element.scale}
              min={0.1}
              max={2}
              step={0.05}
              onChange={(scale) => set({ scale })}
            />
            <Percent label={intl.formatMessage(t.gapX)} value={element.gapX} max={20} onChange={(gapX) => set({ gapX })} />
            <Percent label={intl.formatMessage(t.gapY)} value={element.gapY} max={20} onChange={(gapY) => set({ gapY })} />
          </div>
          <ImageFields element={element} set={set} colors={colors} />
        </>
      );
    case 'mockup':
      return (
        <>
          <Picker
            value={element.asset ? [element.asset] : []}
            onChange={(ids) => set({ asset: ids[0] ?? null })}
            onAssets={onAssets}
          />
          <Select
            label={intl.formatMessage(t.variant)}
            value={element.variant}
            options={mockupVariants.map((v) => ({ value: v, label: intl.formatMessage(t[`variant_${v}`]) }))}
            onChange={(variant) => set({ variant: variant as typeof element.variant })}
          />
          <TextField label={intl.formatMessage(t.label)} value={element.label} onChange={(label) => set({ label })} />
          <ColorChoice
            label={intl.formatMessage(t.frameColor)}
            value={element.color}
            reference={element.colorElement}
            colorElements={colors}
            onChange={(color, colorElement) => set({ color, colorElement })}
          />
          <div className="inspector-grid">
            <NumberField
              label={intl.formatMessage(t.rotation)}
              value={element.rotation}
              min={-180}
              max={180}
              onChange={(rotation) => set({ rotation })}
            />
            <NumberField
              label={intl.formatMessage(t.scale)}
              value={element.scale}
              min={0.1}
              max={2}
              step={0.05}
              onChange={(scale) => set({ scale })}
            />
          </div>
          <ImageFields element={element} set={set} colors={colors} />
        </>
      );
    case 'download':
      return (
        <>
          <Picker multiple value={element.assets} onChange={(assets) => set({ assets })} onAssets={onAssets} />
          <TextField label={intl.formatMessage(t.label)} value={element.label} onChange={(label) => set({ label })} />
          <TextField label={intl.formatMessage(t.caption)} value={element.caption} onChange={(caption) => set({ caption })} />
          <TextField label={intl.formatMessage(t.info)} value={element.info} multiline onChange={(info) => set({ info })} />
          <Check label={intl.formatMessage(t.public)} checked={element.public} onChange={(value) => set({ public: value })} />
        </>
      );
    case 'font':
      return (
        <>
          <Picker
            fonts
            value={element.asset ? [element.asset] : []}
            onChange={(ids) => set({ asset: ids[0] ?? null })}
            onAssets={onAssets}
          />
          <TextField
            label={intl.formatMessage(t.sampleText)}
            value={element.text}
            multiline
            onChange={(text) => set({ text } as ElementChanges)}
          />
        </>
      );
    default:
      return null;
  }
}

/** Any element's own font (common field fontAsset): the page's, or one of the brand's uploaded fonts. */
export function ElementFontSelect({ value, onChange }: { value: string | null; onChange: (fontAsset: string | null) => void }) {
  return (
    <Suspense fallback={<span className="spinner small" aria-hidden="true" />}>
      <FontOptions value={value} onChange={onChange} />
    </Suspense>
  );
}

function FontOptions({ value, onChange }: { value: string | null; onChange: (fontAsset: string | null) => void }) {
  const intl = useIntl();
  const { all } = useLibrary(useAddAssets());
  const fonts = all.filter(isFont);
  const options = [
    { value: '', label: intl.formatMessage(t.fontOfPage) },
    ...fonts.map((f) => ({ value: f.assetId, label: f.fontFamily ? `${f.fontFamily} ${f.fontStyle ?? ''}`.trim() : f.name })),
  ];
  if (value && !fonts.some((f) => f.assetId === value)) options.push({ value, label: intl.formatMessage(t.fontUnavailable) });
  return (
    <Select label={intl.formatMessage(t.font)} value={value ?? ''} options={options} onChange={(v) => onChange(v || null)} />
  );
}

function Picker(props: {
  value: readonly string[];
  multiple?: boolean;
  fonts?: boolean;
  onChange: (ids: string[]) => void;
  onAssets: (assets: readonly AssetView[]) => void;
}) {
  return (
    <Suspense fallback={<span className="spinner small" aria-hidden="true" />}>
      <PickerList {...props} />
    </Suspense>
  );
}

const FONT = /^font\/|^application\/(font|x-font)|woff|truetype|opentype/;

/** An uploaded font by what processing found, what the browser said, or its extension. */
const isFont = (a: AssetView) => Boolean(a.fontFamily) || FONT.test(a.mimeType ?? '') || /^(ttf|otf|woff2?)$/.test(a.extension);

/**
 * The brand's library as the settings offer it (uploaded or ready assets), once per page visit;
 * what it loaded is handed to the page (`onAssets`), so that a picked asset renders at once.
 */
function useLibrary(onAssets: (assets: readonly AssetView[]) => void): { slug: string; all: AssetView[] } {
  const { brandSlug } = usePageEditor();
  const data = useLazyLoadQuery<AssetFieldsQuery>(
    graphql`
      query AssetFieldsQuery($slug: String!) {
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

/** The asset picker: the brand's library as a list of thumbnails to tick (or pick one). */
function PickerList({
  value,
  multiple = false,
  fonts = false,
  onChange,
  onAssets,
}: {
  value: readonly string[];
  multiple?: boolean;
  fonts?: boolean;
  onChange: (ids: string[]) => void;
  onAssets: (assets: readonly AssetView[]) => void;
}) {
  const intl = useIntl();
  const name = useId();
  const { slug, all } = useLibrary(onAssets);
  const shown = fonts ? all.filter(isFont) : all;
  if (shown.length === 0)
    return (
      <p className="inspector-hint">
        {intl.formatMessage(fonts ? t.noFonts : t.noAssets)}{' '}
        <Link to={`/${slug}/assets`}>{intl.formatMessage(t.openLibrary)}</Link>
      </p>
    );
  const toggle = (id: string, on: boolean) => {
    if (!multiple) return onChange(on ? [id] : []);
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  };
  return (
    <fieldset className="asset-picker">
      <legend>{intl.formatMessage(multiple ? t.assets : fonts ? t.fontAsset : t.asset)}</legend>
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

/** What galleries and mockups share: how images fit, border, lightbox, download and background. */
function ImageFields({
  element,
  set,
  colors,
}: {
  element: ElementOf<'gallery'> | ElementOf<'mockup'>;
  set: (changes: ElementChanges) => void;
  colors: ColorElementOption[];
}) {
  const intl = useIntl();
  return (
    <>
      <FitSelect value={element.fit} onChange={(fit) => set({ fit })} />
      <Check label={intl.formatMessage(t.border)} checked={element.border} onChange={(border) => set({ border })} />
      <Check label={intl.formatMessage(t.lightbox)} checked={element.lightbox} onChange={(lightbox) => set({ lightbox })} />
      <Check label={intl.formatMessage(t.allowDownload)} checked={element.download} onChange={(download) => set({ download })} />
      <ColorChoice
        label={intl.formatMessage(t.background)}
        value={element.backgroundColor}
        reference={element.backgroundColorElement}
        colorElements={colors}
        onChange={(backgroundColor, backgroundColorElement) => set({ backgroundColor, backgroundColorElement })}
      />
    </>
  );
}

function FitSelect({ value, onChange }: { value: string; onChange: (fit: 'contain' | 'cover') => void }) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(t.fit)}
      value={value}
      options={fits.map((f) => ({ value: f, label: intl.formatMessage(t[`fit_${f}`]) }))}
      onChange={(v) => onChange(v as 'contain' | 'cover')}
    />
  );
}
