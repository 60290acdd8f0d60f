import { ASSET_NAME_MAX, ASSET_TAG_MAX, ASSET_TAGS_MAX } from '@brandtrail/domain/limits';
import { useCallback, useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useOutletContext } from 'react-router';
import type { AssetDetailRoute_asset$key } from '../__generated__/AssetDetailRoute_asset.graphql';
import type { AssetDetailRouteQuery } from '../__generated__/AssetDetailRouteQuery.graphql';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { Icon } from '../ui/Icon';
import { useToast } from '../ui/Toast';
import { statusText, TypeTile } from './AssetCard';
import { AssetUsages } from './AssetUsages';
import { useUpdateAssetMutation } from './useUpdateAssetMutation';
import type { AssetsOutletContext } from './AssetsRoute';
import { formatFileSize } from './fileSize';
import type { AssetDetailLoaderData } from './loaders';
import { assetMessages as m } from './messages';
import { useDeleteAssets } from './useDeleteAssets';
import { useLiveQuery } from '../relay/useLiveQuery';

const query = graphql`
  query AssetDetailRouteQuery($brandSlug: String!, $ids: [ID!]!) {
    brand: brandBySlug(slug: $brandSlug) {
      id
      viewerCan {
        manageAssets
      }
      assetTags
    }
    assets(ids: $ids) {
      id
      status
      ...AssetDetailRoute_asset
    }
  }
`;

/** /{brand}/assets/{assetId}: the asset's detail, a dialog over the list. */
export default function AssetDetailRoute() {
  const { queryRef } = useLoaderData<AssetDetailLoaderData>();
  const data = usePreloadedQuery<AssetDetailRouteQuery>(query, queryRef);
  const { listPath, refresh } = useOutletContext<AssetsOutletContext>();
  const navigate = useNavigate();
  const intl = useIntl();
  const close = useCallback(() => void navigate(listPath, { preventScrollReset: true }), [navigate, listPath]);
  const asset = data.assets[0];

  // Live: its processing result, and changes others make, arrive as they happen.
  useLiveQuery<AssetDetailRouteQuery>(data.brand?.id, {
    kinds: ['ASSETS'],
    when: (change) => !!asset && change.assetIds.includes(asset.id),
    query,
    variables: queryRef.variables,
  });

  if (!data.brand || !asset) {
    return (
      <Dialog title={intl.formatMessage(m.detailNotFound)} onClose={close} width="28rem">
        <div className="form-actions">
          <Button variant="primary" onClick={close}>
            {intl.formatMessage(m.detailBack)}
          </Button>
        </div>
      </Dialog>
    );
  }
  const canEdit = data.brand.viewerCan.manageAssets;
  return (
    <AssetDetail
      key={asset.id}
      asset={asset}
      canEdit={canEdit}
      knownTags={data.brand.assetTags}
      onClose={close}
      onChanged={refresh}
    />
  );
}

function AssetDetail({
  asset: key,
  canEdit,
  knownTags,
  onClose,
  onChanged,
}: {
  asset: AssetDetailRoute_asset$key;
  canEdit: boolean;
  knownTags: readonly string[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const asset = useFragment(
    graphql`
      fragment AssetDetailRoute_asset on Asset {
        id
        name
        extension
        byteSize
        status
        failureReason
        mimeType
        width
        height
        dominantColor
        opaque
        font {
          family
          style
        }
        tags
        preview
        lightboxPreview
        downloadUrl
        ...AssetUsages_asset
      }
    `,
    key,
  );
  const intl = useIntl();
  const deletion = useDeleteAssets(
    useCallback(() => {
      onChanged();
      onClose();
    }, [onChanged, onClose]),
  );
  const image = asset.status === 'ready' ? (asset.lightboxPreview ?? asset.preview) : null;
  const badge = statusText(intl, asset.status, asset.failureReason);
  const type = asset.mimeType ?? (asset.extension ? asset.extension.toUpperCase() : '—');
  const pdf = asset.mimeType === 'application/pdf';

  return (
    <Dialog title={asset.name} onClose={onClose} width="60rem" className="asset-detail-dialog">
      <button type="button" className="dialog-close" aria-label={intl.formatMessage(m.close)} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
      <div className="asset-detail">
        <div className={`asset-detail-preview${asset.opaque === false ? ' is-transparent' : ''}`}>
          {image ? (
            <img src={image} alt={intl.formatMessage(m.previewAlt, { name: asset.name })} />
          ) : (
            <div className="asset-detail-tile">
              <TypeTile extension={asset.extension} mimeType={asset.mimeType} large />
              <p className="muted">{badge ?? intl.formatMessage(m.noPreview)}</p>
            </div>
          )}
        </div>
        <div className="asset-detail-side">
          {canEdit ? <RenameForm id={asset.id} name={asset.name} onChanged={onChanged} /> : null}
          <TagsEditor id={asset.id} tags={asset.tags} knownTags={knownTags} canEdit={canEdit} onChanged={onChanged} />
          <section>
            <h3 className="asset-detail-heading">{intl.formatMessage(m.info)}</h3>
            <dl className="asset-facts">
              <div>
                <dt>{intl.formatMessage(m.type)}</dt>
                <dd>{type}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.size)}</dt>
                <dd>{formatFileSize(asset.byteSize, intl.locale)}</dd>
              </div>
              {asset.width && asset.height ? (
                pdf ? (
                  // A PDF's first page, measured in points (1/72 inch) and in millimetres.
                  <div>
                    <dt>{intl.formatMessage(m.pageSize)}</dt>
                    <dd>
                      {intl.formatMessage(m.pageSizeValue, {
                        width: asset.width,
                        height: asset.height,
                        widthMm: Math.round((asset.width * 25.4) / 72),
                        heightMm: Math.round((asset.height * 25.4) / 72),
                      })}
                    </dd>
                  </div>
                ) : (
                  <div>
                    <dt>{intl.formatMessage(m.dimensions)}</dt>
                    <dd>{intl.formatMessage(m.dimensionsValue, { width: asset.width, height: asset.height })}</dd>
                  </div>
                )
              ) : null}
              {/* A page's colour (most often its paper's white) says nothing of a document. */}
              {asset.dominantColor && !pdf ? (
                <div>
                  <dt>{intl.formatMessage(m.color)}</dt>
                  <dd className="asset-color">
                    <span className="asset-swatch" style={{ background: `#${asset.dominantColor}` }} aria-hidden="true" />#
                    {asset.dominantColor}
                  </dd>
                </div>
              ) : null}
              {asset.font ? (
                <div>
                  <dt>{intl.formatMessage(m.font)}</dt>
                  <dd>
                    {asset.font.family} {asset.font.style}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{intl.formatMessage(m.status)}</dt>
                <dd>
                  <span className={`asset-status inline status-${asset.status}`}>
                    {badge ?? intl.formatMessage(m.statusReady)}
                  </span>
                </dd>
              </div>
            </dl>
          </section>
          {canEdit ? (
            <section>
              <h3 className="asset-detail-heading">{intl.formatMessage(m.usagesTitle)}</h3>
              <AssetUsages asset={asset} />
            </section>
          ) : null}
          <div className="asset-detail-actions">
            {asset.downloadUrl ? (
              <a className="button primary" href={asset.downloadUrl} download={asset.name}>
                <Icon name="down" /> {intl.formatMessage(m.download)}
              </a>
            ) : null}
            {canEdit ? (
              <Button
                variant="danger"
                busy={deletion.busy}
                onClick={() => void deletion.remove([{ id: asset.id, name: asset.name }])}
              >
                <Icon name="trash" /> {intl.formatMessage(m.delete)}
              </Button>
            ) : null}
          </div>
          <ErrorText error={deletion.error} fallback={m.saveFailed} />
        </div>
      </div>
      {deletion.dialog}
    </Dialog>
  );
}

function RenameForm({ id, name, onChanged }: { id: string; name: string; onChanged: () => void }) {
  const intl = useIntl();
  const updateAsset = useUpdateAssetMutation();
  const toast = useToast();
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  useEffect(() => setValue(name), [name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next || next === name) return;
    setBusy(true);
    setError(null);
    updateAsset({ id, name: next }).then(
      () => {
        setBusy(false);
        toast.show(intl.formatMessage(m.renamed), { tone: 'success' });
        onChanged();
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorInfo(e));
      },
    );
  };

  return (
    <form className="asset-rename" onSubmit={submit}>
      <div className="field">
        <label htmlFor="asset-name">{intl.formatMessage(m.name)}</label>
        <div className="asset-rename-row">
          <input
            id="asset-name"
            value={value}
            required
            maxLength={ASSET_NAME_MAX}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" busy={busy} disabled={!value.trim() || value.trim() === name}>
            {intl.formatMessage(m.rename)}
          </Button>
        </div>
      </div>
      <ErrorText error={error} fallback={m.saveFailed} />
    </form>
  );
}

function TagsEditor({
  id,
  tags,
  knownTags,
  canEdit,
  onChanged,
}: {
  id: string;
  tags: readonly string[];
  knownTags: readonly string[];
  canEdit: boolean;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const updateAsset = useUpdateAssetMutation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // In the dialog, not in a toast behind it.
  const [error, setError] = useState<ErrorInfo | null>(null);
  const full = tags.length >= ASSET_TAGS_MAX;

  /** Saves the tags; a refused change says why here and gives back what was typed (`typed`). */
  const save = (next: string[], typed = '') => {
    setBusy(true);
    setError(null);
    updateAsset({ id, tags: next }).then(
      () => {
        setBusy(false);
        onChanged();
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorInfo(e));
        if (typed) setText(typed);
      },
    );
  };
  const add = () => {
    const tag = text.trim().replace(/,+$/, '').trim();
    if (!tag || full) return;
    setText('');
    if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return;
    save([...tags, tag], text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !text && tags.length) {
      save(tags.slice(0, -1));
    }
  };
  const suggestions = knownTags.filter((t) => !tags.some((own) => own.toLowerCase() === t.toLowerCase()));

  return (
    <section className="asset-tags-editor" aria-busy={busy || undefined}>
      <h3 className="asset-detail-heading" id="asset-tags-heading">
        {intl.formatMessage(m.tagsLabel)}
      </h3>
      {tags.length ? (
        <ul className="asset-tag-list" aria-labelledby="asset-tags-heading">
          {tags.map((tag) => (
            <li key={tag} className="tag-chip static" title={tag}>
              <span className="tag-chip-text">{tag}</span>
              {canEdit ? (
                <button
                  type="button"
                  className="tag-chip-remove"
                  disabled={busy}
                  aria-label={intl.formatMessage(m.removeTag, { tag })}
                  onClick={() => save(tags.filter((t) => t !== tag))}
                >
                  <Icon name="close" size={12} />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted asset-no-tags">{intl.formatMessage(m.noTags)}</p>
      )}
      {canEdit ? (
        <div className="field">
          <label htmlFor="asset-tag-input" className="visually-hidden">
            {intl.formatMessage(m.addTag)}
          </label>
          <input
            id="asset-tag-input"
            value={text}
            placeholder={intl.formatMessage(m.addTag)}
            list="asset-tag-suggestions"
            maxLength={ASSET_TAG_MAX}
            disabled={full}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby="asset-tag-hint"
          />
          <span id="asset-tag-hint" className="field-hint">
            {full ? intl.formatMessage(m.tagsFull, { max: ASSET_TAGS_MAX }) : intl.formatMessage(m.addTagHint)}
          </span>
          <ErrorText error={error} fallback={m.saveFailed} />
          <datalist id="asset-tag-suggestions">
            {suggestions.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </div>
      ) : null}
    </section>
  );
}
