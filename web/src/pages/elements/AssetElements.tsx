import type { ElementOf } from '@brandtrail/domain/pages/elements';
import { createContext, use, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { resolveColor } from '../layout';
import { pageMessages as m } from '../messages';

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

/**
 * An uploaded font as CSS: the font-family stack to set text in, and the <style> declaring it
 * through @font-face (one name per asset, so the page font, element fonts and specimens share it).
 */
export function fontFace(asset: { assetId: string; url: string | null } | null | undefined) {
  if (!asset?.url) return null;
  const family = `bt-font-${asset.assetId}`;
  return {
    fontFamily: `"${family}", var(--font-sans)`,
    declaration: <style>{`@font-face { font-family: "${family}"; src: url("${asset.url}"); font-display: swap; }`}</style>,
  };
}

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

/** The lightbox: the large preview, and a download button only when the slide carries a download link. */
function Lightbox({ asset, download, onClose }: { asset: AssetView; download: boolean; onClose: () => void }) {
  const intl = useIntl();
  const src = asset.lightboxPreview ?? asset.preview;
  return (
    <Dialog title={asset.name} onClose={onClose} width="min(92vw, 72rem)" className="lightbox">
      <div className="lightbox-body">
        {src ? <img src={src} alt={asset.name} /> : null}
        <div className="form-actions">
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
  const [open, setOpen] = useState<AssetView | null>(null);
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
        {shown.map((asset) => {
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
                  <button type="button" className="gallery-open" onClick={() => setOpen(asset)} aria-label={asset.name}>
                    {image}
                  </button>
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
      {open ? <Lightbox asset={open} download={element.download} onClose={() => setOpen(null)} /> : null}
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
            <button type="button" className="gallery-open" onClick={() => setOpen(true)} aria-label={asset.name}>
              <img src={src} alt={element.label || asset.name} style={{ objectFit: element.fit }} />
            </button>
          ) : (
            <img src={src} alt={element.label || asset.name} style={{ objectFit: element.fit }} />
          )}
        </div>
        {element.variant === 'laptop' ? <span className="mockup-laptop-base" aria-hidden="true" /> : null}
      </div>
      {element.label ? <figcaption>{element.label}</figcaption> : null}
      {open ? <Lightbox asset={asset} download={element.download} onClose={() => setOpen(false)} /> : null}
    </figure>
  );
}

export function DownloadElement({ element, editing }: { element: ElementOf<'download'>; editing: boolean }) {
  const intl = useIntl();
  const assets = useAssets();
  const files = element.assets.flatMap((id) => assets.get(id) ?? []);
  if (files.length === 0) return editing ? <Empty text={intl.formatMessage(m.downloadEmpty)} /> : null;
  const first = files[0]!;
  return (
    <div className="download-element">
      <a
        className="hyperlink-button"
        href={files.length === 1 ? (first.downloadUrl ?? undefined) : undefined}
        download
        style={{ borderRadius: `${element.borderRadius}px` }}
        onClick={(event) => {
          if (editing || files.length > 1) event.preventDefault();
        }}
      >
        <Icon name="down" /> {element.label || intl.formatMessage(m.downloadDefault)}
      </a>
      {!element.public ? <span className="badge">{intl.formatMessage(m.membersOnly)}</span> : null}
      {element.caption ? <p className="hyperlink-caption">{element.caption}</p> : null}
      {files.length > 1 ? (
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
      ) : (
        <p className="muted small">
          {first.extension.toUpperCase()} · {formatSize(first.byteSize, intl.locale)}
        </p>
      )}
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
