import { memo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { AssetCard_asset$data, AssetCard_asset$key } from '../__generated__/AssetCard_asset.graphql';
import { fontFace } from '../pages/elements/fontFaces';
import { Icon, type IconName } from '../ui/Icon';
import { formatFileSize } from './fileSize';
import { assetMessages as m } from './messages';

type Status = AssetCard_asset$data['status'];

/** The status badge's text: none for ready assets; a failed one says why (the server's translated reason). */
export function statusText(intl: IntlShape, status: Status, failureReason: string | null | undefined): string | null {
  if (status === 'pending') return intl.formatMessage(m.statusPending);
  if (status === 'uploaded') return intl.formatMessage(m.statusUploaded);
  if (status === 'failed') return failureReason || intl.formatMessage(m.statusFailed);
  return null;
}

/** What kind of file an asset is, for its tile: a font, a PDF, a text, an archive, or another file. */
export type FileKind = 'font' | 'pdf' | 'text' | 'archive' | 'other';

const kinds: [FileKind, RegExp][] = [
  ['font', /^(ttf|otf|woff2?|eot)$/],
  ['pdf', /^pdf$/],
  ['text', /^(txt|md|csv|json|rtf|docx?|odt|pages|xlsx?|ods|pptx?|odp|key)$/],
  ['archive', /^(zip|rar|7z|tar|gz|tgz)$/],
];

export function fileKind(extension: string, mimeType?: string | null): FileKind {
  const ext = extension.toLowerCase();
  if (mimeType?.startsWith('font/')) return 'font';
  return kinds.find(([, re]) => re.test(ext))?.[0] ?? 'other';
}

const kindIcons: Record<FileKind, IconName> = { font: 'type', pdf: 'file', text: 'file', archive: 'archive', other: 'file' };

/** A tile for files without a preview (yet): an icon of its kind and its extension, coloured by kind. */
export function TypeTile({
  extension,
  mimeType,
  large = false,
}: {
  extension: string;
  mimeType?: string | null;
  large?: boolean;
}) {
  const kind = fileKind(extension, mimeType);
  return (
    <span className={`asset-type-tile kind-${kind}${large ? ' large' : ''}`} aria-hidden="true">
      <Icon name={kindIcons[kind]} size={large ? 28 : 20} />
      <span className="asset-type-badge">{(extension || '?').toUpperCase().slice(0, 5)}</span>
    </span>
  );
}

/** A font of the library as a specimen set in its own face ("Aa" and its family), else its tile. */
function FontSpecimen({
  asset,
}: {
  asset: { id: string; url: string | null | undefined; extension: string; mimeType: string | null | undefined };
}) {
  const face = fontFace(asset.url ? { assetId: asset.id, url: asset.url } : null);
  if (!face) return <TypeTile extension={asset.extension} mimeType={asset.mimeType} />;
  return (
    <span className="asset-font-specimen" aria-hidden="true" style={{ fontFamily: face.fontFamily }}>
      {face.declaration}
      <span className="asset-font-specimen-big">Aa</span>
      <span className="asset-font-specimen-line">AaBbCc 0123</span>
    </span>
  );
}

/** The preview box's intrinsic size (4:3 like .asset-card-preview), so the grid does not shift as images arrive. */
const PREVIEW_WIDTH = 320;
const PREVIEW_HEIGHT = 240;

interface Props {
  asset: AssetCard_asset$key;
  href: string;
  /** Shown for editors: the selection checkbox. */
  selectable: boolean;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  /**
   * A card of the first screen: its preview is fetched at once and first. The others wait until
   * they come near the viewport (loading="lazy"), so a page of cards does not compete with what is
   * in view.
   */
  priority?: boolean;
}

/** One asset in the grid: preview (or type tile), name, size, status; a checkbox for editors. */
export const AssetCard = memo(function AssetCard({ asset: key, href, selectable, selected, onSelect, priority = false }: Props) {
  const intl = useIntl();
  const asset = useFragment(
    graphql`
      fragment AssetCard_asset on Asset {
        id
        name
        extension
        byteSize
        status
        failureReason
        preview
        opaque
        mimeType
        tags
        url
      }
    `,
    key,
  );
  const badge = statusText(intl, asset.status, asset.failureReason);
  const showPreview = asset.preview && asset.status === 'ready';
  return (
    <li className="asset-card" data-status={asset.status} data-selected={selected || undefined}>
      <Link to={href} className="asset-card-link">
        <span className="asset-card-preview" data-transparent={showPreview && asset.opaque === false ? true : undefined}>
          {showPreview ? (
            <img
              src={asset.preview ?? ''}
              alt=""
              className={asset.mimeType === 'application/pdf' ? 'is-page' : undefined}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              width={PREVIEW_WIDTH}
              height={PREVIEW_HEIGHT}
            />
          ) : asset.status === 'ready' && fileKind(asset.extension, asset.mimeType) === 'font' ? (
            <FontSpecimen asset={asset} />
          ) : (
            <TypeTile extension={asset.extension} mimeType={asset.mimeType} />
          )}
          {badge ? (
            <span className={`asset-status status-${asset.status}`} title={badge}>
              {asset.status !== 'failed' ? <span className="asset-status-dot" aria-hidden="true" /> : null}
              {badge}
            </span>
          ) : null}
        </span>
        <span className="asset-card-body">
          <span className="asset-card-name" title={asset.name}>
            {asset.name}
          </span>
          <span className="asset-card-meta">
            {asset.extension ? <span className="asset-card-ext">{asset.extension.toUpperCase()}</span> : null}
            <span>{formatFileSize(asset.byteSize, intl.locale)}</span>
          </span>
        </span>
      </Link>
      {selectable ? (
        <label className="asset-card-check">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(asset.id, event.currentTarget.checked)}
            aria-label={intl.formatMessage(m.select, { name: asset.name })}
          />
        </label>
      ) : null}
    </li>
  );
});
