import { inDownloadZip } from '@brandtrail/domain/assets/zip';
import { DOWNLOAD_ZIP_MAX_BYTES } from '@brandtrail/domain/limits';
import type { ElementOf } from '@brandtrail/domain/pages/elements';
import { createContext, use, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { useHydrated } from '../../ui/useHydrated';
import { resolveColor } from '../layout';
import { pageMessages as m } from '../messages';
import { fontFace } from './fontFaces';

/**
 * The elements that show assets (spec section 3): gallery, mockup, download and font. They name
 * assets by id; what an asset looks like (its signed preview and file links, its font) comes from
 * the server with the page (`assetList`, `assetItem`) and from the brand's asset list the
 * settings load, through this context.
 */
export interface AssetView {
  assetId: string;
  name: string;
  extension: string;
  byteSize: number;
  /** pending, uploaded (being processed), ready or failed; null when unknown (treated as not ready). */
  status: string | null;
  mimeType: string | null;
  preview: string | null;
  lightboxPreview: string | null;
  url: string | null;
  downloadUrl: string | null;
  width: number | null;
  height: number | null;
  fontFamily: string | null;
  fontStyle: string | null;
}

/** The fields of an asset the elements read, spread unmasked wherever assets reach the page. */
export const assetViewFragment = graphql`
  fragment AssetElements_view on Asset {
    id
    name
    extension
    byteSize
    status
    mimeType
    preview
    lightboxPreview
    url
    downloadUrl
    width
    height
    font {
      family
      style
    }
  }
`;

/** An asset as GraphQL answers it (Asset's fields the elements read) as an AssetView. */
export function toAssetView(a: {
  readonly id: string;
  readonly name: string;
  readonly extension: string;
  readonly byteSize: number;
  readonly status?: string | null;
  readonly mimeType?: string | null;
  readonly preview?: string | null;
  readonly lightboxPreview?: string | null;
  readonly url?: string | null;
  readonly downloadUrl?: string | null;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly font?: { readonly family: string; readonly style: string } | null;
}): AssetView {
  return {
    assetId: a.id,
    name: a.name,
    extension: a.extension,
    byteSize: a.byteSize,
    status: a.status ?? null,
    mimeType: a.mimeType ?? null,
    preview: a.preview ?? null,
    lightboxPreview: a.lightboxPreview ?? null,
    url: a.url ?? null,
    downloadUrl: a.downloadUrl ?? null,
    width: a.width ?? null,
    height: a.height ?? null,
    fontFamily: a.font?.family ?? null,
    fontStyle: a.font?.style ?? null,
  };
}

export interface AssetViews {
  /** By Asset.id (the global id the elements name assets by). */
  assets: ReadonlyMap<string, AssetView>;
  /** Assets loaded elsewhere (the picker) that elements may show before the page's next answer. */
  add: (assets: readonly AssetView[]) => void;
}

export const AssetViewsContext = createContext<AssetViews>({ assets: new Map(), add: () => undefined });
const useAssets = () => use(AssetViewsContext).assets;
export const useAddAssets = () => use(AssetViewsContext).add;

/** An element's own font (common field fontAsset), when the page knows the asset. */
export function useElementFont(fontAsset: string | null) {
  const assets = useAssets();
  return fontFace(fontAsset ? assets.get(fontAsset) : null);
}

const pct = (f: number) => `${+(f * 100).toFixed(3)}cqw`;

function Empty({ text }: { text: string }) {
  return <p className="element-empty">{text}</p>;
}

function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}

/** The API's address that streams a download element's ready files as one zip. */
export const downloadZipUrl = (elementId: string) => `/api/download-zip?element=${encodeURIComponent(elementId)}`;

/**
 * The lightbox: the large preview of one slide of `slides` (a gallery's images, a mockup's one),
 * moved through with the previous and next buttons or the arrow keys (round: after the last comes
 * the first), its place ("3 / 12") announced; Escape closes it, and the focus stays inside while it
 * is open (the dialog). A download button shows only when the slide carries a download link.
 */
function Lightbox({
  slides,
  start,
  download,
  onClose,
}: {
  slides: readonly AssetView[];
  start: number;
  download: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [chosen, setIndex] = useState(start);
  // The slides may change while it is open (a live change of the gallery): it stays within them.
  const index = Math.min(Math.max(chosen, 0), slides.length - 1);
  const asset = slides[index];
  if (!asset) return null;
  const src = asset.lightboxPreview ?? asset.preview;
  const many = slides.length > 1;
  const go = (step: number) => setIndex((index + step + slides.length) % slides.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!many || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  return (
    <Dialog title={asset.name} onClose={onClose} width="min(92vw, 72rem)" className="lightbox">
      <div className="lightbox-body" onKeyDown={onKeyDown}>
        <div className="lightbox-stage">
          {many ? (
            <button
              type="button"
              className="button lightbox-step previous"
              onClick={() => go(-1)}
              aria-label={intl.formatMessage(m.lightboxPrevious)}
              title={intl.formatMessage(m.lightboxPrevious)}
            >
              <Icon name="back" />
            </button>
          ) : null}
          {src ? <img key={asset.assetId} src={src} alt={asset.name} /> : null}
          {many ? (
            <button
              type="button"
              className="button lightbox-step next"
              onClick={() => go(1)}
              aria-label={intl.formatMessage(m.lightboxNext)}
              title={intl.formatMessage(m.lightboxNext)}
            >
              <Icon name="forward" />
            </button>
          ) : null}
        </div>
        <div className="form-actions">
          {many ? (
            <p className="lightbox-position" aria-live="polite">
              {intl.formatMessage(m.lightboxPosition, { index: index + 1, count: slides.length })}
            </p>
          ) : null}
          {download && asset.downloadUrl ? (
            <a className="button" href={asset.downloadUrl} download>
              <Icon name="down" /> {intl.formatMessage(m.downloadOriginal)}
            </a>
          ) : null}
          <button type="button" className="button primary" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** What opens an image in the lightbox: on a server-rendered page, once the client has it (a click before would be lost). */
function LightboxOpener({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="button" className="gallery-open" onClick={onOpen} aria-label={label} disabled={!hydrated}>
      {children}
    </button>
  );
}

export function GalleryElement({
  element,
  editing,
  color,
}: {
  element: ElementOf<'gallery'>;
  editing: boolean;
  color: (id: string) => string | null;
}) {
  const intl = useIntl();
  const assets = useAssets();
  const [open, setOpen] = useState<number | null>(null);
  const shown = element.assets.flatMap((id) => assets.get(id) ?? []);
  if (shown.length === 0) return editing ? <Empty text={intl.formatMessage(m.galleryEmpty)} /> : null;
  const style: CSSProperties = {
    gridTemplateColumns: `repeat(${element.columns}, minmax(0, 1fr))`,
    columnGap: pct(element.gapX),
    rowGap: pct(element.gapY),
    background: resolveColor(element.backgroundColor, element.backgroundColorElement, color),
  };
  return (
    <>
      <ul className="gallery-element" style={style}>
        {shown.map((asset, index) => {
          const item = element.items.find((i) => i.asset === asset.assetId);
          const image = (
            <img
              // Wide cells (one or two columns) get the large preview, narrow ones the small.
              src={
                (element.columns <= 2 ? (asset.lightboxPreview ?? asset.preview) : (asset.preview ?? asset.lightboxPreview)) ??
                undefined
              }
              alt={item?.caption || asset.name}
              style={{ objectFit: element.fit, width: `${element.scale * 100}%`, height: `${element.scale * 100}%` }}
              loading="lazy"
            />
          );
          return (
            <li key={asset.assetId} className={`gallery-item${element.border ? ' has-border' : ''}`}>
              <div className="gallery-frame">
                {element.lightbox && !editing ? (
                  <LightboxOpener label={asset.name} onOpen={() => setOpen(index)}>
                    {image}
                  </LightboxOpener>
                ) : item?.link && !editing ? (
                  <a href={item.link} target="_blank" rel="noopener noreferrer">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
              {item?.caption ? <p className="gallery-caption">{item.caption}</p> : null}
            </li>
          );
        })}
      </ul>
      {open !== null ? <Lightbox slides={shown} start={open} download={element.download} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

export function MockupElement({
  element,
  editing,
  color,
}: {
  element: ElementOf<'mockup'>;
  editing: boolean;
  color: (id: string) => string | null;
}) {
  const intl = useIntl();
  const assets = useAssets();
  const [open, setOpen] = useState(false);
  const asset = element.asset ? assets.get(element.asset) : undefined;
  if (!asset) return editing ? <Empty text={intl.formatMessage(m.mockupEmpty)} /> : null;
  const frame = resolveColor(element.color, element.colorElement, color);
  const src = asset.lightboxPreview ?? asset.preview ?? undefined;
  return (
    <figure
      className={`mockup-element mockup-${element.variant}`}
      style={{ background: resolveColor(element.backgroundColor, element.backgroundColorElement, color) }}
    >
      <div
        className={`mockup-device${element.border ? ' has-border' : ''}`}
        style={{
          width: `${element.scale * 100}%`,
          transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
          ['--mockup-frame' as string]: frame,
        }}
      >
        {element.variant === 'browser' ? (
          <span className="mockup-browser-bar" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        ) : null}
        <div className="mockup-screen">
          {element.lightbox && !editing ? (
            <LightboxOpener label={asset.name} onOpen={() => setOpen(true)}>
              <img src={src} alt={element.label || asset.name} style={{ objectFit: element.fit }} />
            </LightboxOpener>
          ) : (
            <img src={src} alt={element.label || asset.name} style={{ objectFit: element.fit }} />
          )}
        </div>
        {element.variant === 'laptop' ? <span className="mockup-laptop-base" aria-hidden="true" /> : null}
      </div>
      {element.label ? <figcaption>{element.label}</figcaption> : null}
      {open ? <Lightbox slides={[asset]} start={0} download={element.download} onClose={() => setOpen(false)} /> : null}
    </figure>
  );
}

/**
 * A download button: one file is its direct link; several are one zip of the files that are ready
 * (`GET /api/download-zip`, the same rule as the server's), shown with their count and total size.
 * While none is ready, or when they are too large together, the button says why instead.
 */
export function DownloadElement({ element, editing }: { element: ElementOf<'download'>; editing: boolean }) {
  const intl = useIntl();
  const assets = useAssets();
  const files = element.assets.flatMap((id) => assets.get(id) ?? []);
  if (files.length === 0) return editing ? <Empty text={intl.formatMessage(m.downloadEmpty)} /> : null;
  const first = files[0]!;
  const several = files.length > 1;
  const zipped = files.filter((file) => file.status !== null && inDownloadZip({ status: file.status }));
  const zipBytes = zipped.reduce((sum, file) => sum + file.byteSize, 0);
  const tooLarge = zipBytes > DOWNLOAD_ZIP_MAX_BYTES;
  const href = several ? (zipped.length && !tooLarge ? downloadZipUrl(element.id) : undefined) : (first.downloadUrl ?? undefined);
  const summaryId = `download-summary-${element.id}`;
  return (
    <div className="download-element">
      <a
        className="hyperlink-button"
        href={href}
        download
        aria-describedby={summaryId}
        aria-disabled={href ? undefined : true}
        style={{ borderRadius: `${element.borderRadius}px` }}
        onClick={(event) => {
          if (editing || !href) event.preventDefault();
        }}
      >
        <Icon name="down" /> {element.label || intl.formatMessage(m.downloadDefault)}
      </a>
      {!element.public ? <span className="badge">{intl.formatMessage(m.membersOnly)}</span> : null}
      <p className="muted small download-summary" id={summaryId}>
        {!several
          ? `${first.extension.toUpperCase()} · ${formatSize(first.byteSize, intl.locale)}`
          : tooLarge
            ? intl.formatMessage(m.downloadTooLarge, { max: DOWNLOAD_ZIP_MAX_BYTES / 1e9 })
            : zipped.length
              ? intl.formatMessage(m.downloadZip, { count: zipped.length, size: formatSize(zipBytes, intl.locale) })
              : intl.formatMessage(m.downloadPreparing)}
      </p>
      {element.caption ? <p className="hyperlink-caption">{element.caption}</p> : null}
      {several ? (
        <ul className="download-files">
          {files.map((file) => (
            <li key={file.assetId}>
              <a href={file.downloadUrl ?? undefined} download onClick={(event) => editing && event.preventDefault()}>
                {file.name}
              </a>
              <span className="muted">
                {file.extension.toUpperCase()} · {formatSize(file.byteSize, intl.locale)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {element.info ? <p className="hyperlink-info muted">{element.info}</p> : null}
    </div>
  );
}

/** A font specimen: the sample text set in the uploaded font through @font-face. */
export function FontElement({ element, editing }: { element: ElementOf<'font'>; editing: boolean }) {
  const intl = useIntl();
  const assets = useAssets();
  const asset = element.asset ? assets.get(element.asset) : undefined;
  const face = fontFace(asset);
  if (!asset || !face) return editing ? <Empty text={intl.formatMessage(m.fontEmpty)} /> : null;
  return (
    <div className="font-element">
      {face.declaration}
      <p className="font-element-name">
        {asset.fontFamily ?? asset.name}
        {asset.fontStyle ? <span className="muted"> · {asset.fontStyle}</span> : null}
      </p>
      <div className="font-element-sample" style={{ fontFamily: face.fontFamily }}>
        {element.text.split('\n').map((line, i) => (
          <p key={i}>{line || '\u00a0'}</p>
        ))}
      </div>
    </div>
  );
}
