import {
  fieldLimits,
  fits,
  mockupVariants,
  type ElementChanges,
  type ElementOf,
  type PageElement,
} from '@brandtrail/domain/pages/elements';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { AssetPicker, useFontChoices } from '../assets/AssetPicker';
import { ColorChoice, colorElementOptions, type ColorElementOption } from './ColorFields';
import { Check, NumberField, Percent, Select, TextField } from './InspectorFields';
import { usePageEditor } from './editor/context';
import { useAddAssets, type AssetView } from './elements/AssetElements';
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
          <Picker multiple images value={element.assets} onChange={(assets) => set({ assets })} onAssets={onAssets} />
          <div className="inspector-grid">
            <NumberField
              label={intl.formatMessage(t.columns)}
              value={element.columns}
              limits={fieldLimits(element.type, 'columns')}
              onChange={(columns) => set({ columns })}
            />
            <NumberField
              label={intl.formatMessage(t.scale)}
              value={element.scale}
              limits={fieldLimits(element.type, 'scale')}
              step={0.05}
              onChange={(scale) => set({ scale })}
            />
            <Percent
              label={intl.formatMessage(t.gapX)}
              value={element.gapX}
              limits={fieldLimits(element.type, 'gapX')}
              onChange={(gapX) => set({ gapX })}
            />
            <Percent
              label={intl.formatMessage(t.gapY)}
              value={element.gapY}
              limits={fieldLimits(element.type, 'gapY')}
              onChange={(gapY) => set({ gapY })}
            />
          </div>
          <ImageFields element={element} set={set} colors={colors} />
        </>
      );
    case 'mockup':
      return (
        <>
          <Picker
            images
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
          <TextField
            label={intl.formatMessage(t.label)}
            value={element.label}
            limits={fieldLimits(element.type, 'label')}
            onChange={(label) => set({ label })}
          />
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
              limits={fieldLimits(element.type, 'rotation')}
              onChange={(rotation) => set({ rotation })}
            />
            <NumberField
              label={intl.formatMessage(t.scale)}
              value={element.scale}
              limits={fieldLimits(element.type, 'scale')}
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
          <TextField
            label={intl.formatMessage(t.label)}
            value={element.label}
            limits={fieldLimits(element.type, 'label')}
            onChange={(label) => set({ label })}
          />
          <TextField
            label={intl.formatMessage(t.caption)}
            value={element.caption}
            limits={fieldLimits(element.type, 'caption')}
            onChange={(caption) => set({ caption })}
          />
          <TextField
            label={intl.formatMessage(t.info)}
            value={element.info}
            limits={fieldLimits(element.type, 'info')}
            multiline
            onChange={(info) => set({ info })}
          />
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
            limits={fieldLimits(element.type, 'text')}
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
  const { brandSlug } = usePageEditor();
  const { options } = useFontChoices(brandSlug, intl.formatMessage(t.fontOfPage), value, useAddAssets());
  return (
    <Select label={intl.formatMessage(t.font)} value={value ?? ''} options={options} onChange={(v) => onChange(v || null)} />
  );
}

/**
 * The library picker as the elements' settings use it: the page's brand, assets handed to the page;
 * fonts only (a font element) or images only (galleries and mockups, which show them as pictures).
 */
function Picker({
  multiple,
  fonts,
  images,
  ...props
}: {
  value: readonly string[];
  multiple?: boolean;
  fonts?: boolean;
  images?: boolean;
  onChange: (ids: string[]) => void;
  onAssets: (assets: readonly AssetView[]) => void;
}) {
  const intl = useIntl();
  const { brandSlug } = usePageEditor();
  return (
    <AssetPicker
      {...props}
      brandSlug={brandSlug}
      multiple={multiple}
      kind={fonts ? 'font' : images ? 'image' : undefined}
      legend={intl.formatMessage(multiple ? t.assets : fonts ? t.fontAsset : t.asset)}
    />
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
