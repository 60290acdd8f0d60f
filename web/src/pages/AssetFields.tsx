import type { AssetFiles } from '@brandtrail/domain/pages/elements';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { AssetPicker, useFontChoices } from '../assets/AssetPicker';
import { Select } from './InspectorFields';
import { usePageEditor } from './editor/context';
import { useAddAssets } from './elements/AssetElements';
import { inspectorMessages as t } from './messages';

interface FontSelectProps {
  label: string;
  value: string | null;
  onChange: (fontAsset: string | null) => void;
}

/** Any element's own font (common field fontAsset): the page's, or one of the brand's uploaded fonts. */
export function ElementFontSelect(props: FontSelectProps) {
  return (
    <Suspense fallback={<span className="spinner small" aria-hidden="true" />}>
      <FontOptions {...props} />
    </Suspense>
  );
}

function FontOptions({ label, value, onChange }: FontSelectProps) {
  const intl = useIntl();
  const { brandSlug } = usePageEditor();
  const { options } = useFontChoices(brandSlug, intl.formatMessage(t.fontOfPage), value, useAddAssets());
  return <Select label={label} value={value ?? ''} options={options} onChange={(v) => onChange(v || null)} />;
}

/**
 * The library picker as the elements' settings use it: the page's brand, assets handed to the page
 * at once (they render before the page is read again); fonts only or images only when the field
 * takes those (the registry's `files`).
 */
export function Picker({
  files,
  ...props
}: {
  legend: string;
  value: readonly string[];
  multiple?: boolean;
  files: AssetFiles | null;
  onChange: (ids: string[]) => void;
}) {
  const { brandSlug } = usePageEditor();
  return <AssetPicker {...props} brandSlug={brandSlug} kind={files ?? undefined} onAssets={useAddAssets()} />;
}
