import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Outlet, useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { AssetsRouteQuery } from '../__generated__/AssetsRouteQuery.graphql';
import { brandPath } from '../brands/lookup';
import { NotFound } from '../layout/ErrorPage';
import { PageTree } from '../pages/PageTree';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { AssetCard } from './AssetCard';
import { DeletedAssets } from './DeletedAssets';
import type { AssetsLoaderData } from './loaders';
import { assetMessages as m } from './messages';
import { assetUploadQueue } from './upload';
import { UploadPanel } from './UploadPanel';
import type { UploadQueue } from './uploadQueue';
import { useDeleteAssets } from './useDeleteAssets';

const query = graphql`
  query AssetsRouteQuery($brandSlug: String!, $tag: String, $search: String) {
    brand: brandBySlug(slug: $brandSlug) {
      id
      name
      slug
      userRole
      assetTags
      assets(tag: $tag, search: $search) {
        id
        name
        status
        ...AssetCard_asset
      }
      ...DeletedAssets_brand
      ...PageTree_brand
    }
  }
`;

/** While an asset is being processed, the list is asked again this often (ms). */
const POLL_MS = 2000;
const SEARCH_DEBOUNCE_MS = 300;

/** What the detail route (the outlet) gets from the list. */
export interface AssetsOutletContext {
  /** Asks the server for the list again (after a change that may move assets in or out of it). */
  refresh: () => void;
  /** /{brand}/assets with the current search and tag. */
  listPath: string;
}

/**
 * /{brand}/assets: the brand's asset library beside the page tree. A toolbar (search by name,
 * tag chips), the grid, uploads for editors, "Recently deleted"; /{brand}/assets/{assetId} opens
 * an asset's detail over it (the child route, so uploads go on meanwhile).
 */
export default function AssetsRoute() {
  const { queryRef } = useLoaderData<AssetsLoaderData>();
  const data = usePreloadedQuery<AssetsRouteQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const variables = useRef(queryRef.variables);
  variables.current = queryRef.variables;
  const [refreshFailed, setRefreshFailed] = useState(false);

  const refresh = useCallback(() => {
    fetchQuery<AssetsRouteQuery>(environment, query, variables.current, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        () => setRefreshFailed(false),
        () => setRefreshFailed(true),
      );
  }, [environment]);

  // Many uploads finishing together ask once.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshSoon = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      refresh();
    }, 250);
  }, [refresh]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  if (!data.brand) return <NotFound />;
  return (
    <div className="brand-layout">
      <PageTree brand={data.brand} />
      <AssetsScreen brand={data.brand} refresh={refresh} refreshSoon={refreshSoon} refreshFailed={refreshFailed} />
    </div>
  );
}

type Brand = NonNullable<AssetsRouteQuery['response']['brand']>;

function AssetsScreen({
  brand,
  refresh,
  refreshSoon,
  refreshFailed,
}: {
  brand: Brand;
  refresh: () => void;
  refreshSoon: () => void;
  refreshFailed: boolean;
}) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const location = useLocation();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const canEdit = brand.userRole === 'owner' || brand.userRole === 'editor';
  const tag = params.get('tag')?.trim() || null;
  const search = params.get('q')?.trim() || '';
  const base = brandPath(brand.slug, 'assets');
  const listPath = base + location.search;

  // The queue lives as long as the screen (the detail route opens inside it).
  const brandId = useRef(brand.id);
  brandId.current = brand.id;
  const currentTag = useRef(tag);
  currentTag.current = tag;
  const [queue] = useState<UploadQueue>(() =>
    assetUploadQueue(environment, {
      brandId: () => brandId.current,
      tags: () => (currentTag.current ? [currentTag.current] : null),
      onChange: refreshSoon,
    }),
  );
  const uploads = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [showUpload, setShowUpload] = useState(false);

  // Processing runs on the server: ask again every 2 s while an asset is being processed.
  const processing = brand.assets.some((asset) => asset.status === 'uploaded');
  useEffect(() => {
    if (!processing) return;
    const interval = setInterval(refresh, POLL_MS);
    return () => clearInterval(interval);
  }, [processing, refresh]);

  // Selection (editors): only ids still in the list count.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const visibleIds = useMemo(() => new Set(brand.assets.map((a) => a.id)), [brand.assets]);
  const selection = useMemo(() => brand.assets.filter((a) => selected.has(a.id)), [brand.assets, selected]);
  const onSelect = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const onDeleted = useCallback(
    (ids: string[]) => {
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      refresh();
    },
    [refresh],
  );
  const deletion = useDeleteAssets(onDeleted);

  const setFilter = (changes: { q?: string; tag?: string | null }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const filtered = Boolean(tag || search);
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const outlet: AssetsOutletContext = { refresh, listPath };
  const panelOpen = canEdit && (showUpload || uploads.items.length > 0);
  const empty = brand.assets.length === 0;

  return (
    <div className="assets-screen">
      <header className="page-header assets-header">
        <div>
          <p className="page-breadcrumb">{brand.name}</p>
          <h1>{intl.formatMessage(m.title)}</h1>
          <p className="muted assets-intro">{intl.formatMessage(m.intro)}</p>
        </div>
        {canEdit && !(empty && !filtered) ? (
          <div className="page-header-actions">
            <Button
              variant={panelOpen ? 'default' : 'primary'}
              aria-expanded={panelOpen}
              aria-controls="assets-upload"
              disabled={uploads.busy && panelOpen}
              onClick={() => {
                if (panelOpen) {
                  queue.clearDone();
                  setShowUpload(false);
                } else setShowUpload(true);
              }}
            >
              {panelOpen ? (
                intl.formatMessage(m.hideUpload)
              ) : (
                <>
                  <Icon name="up" /> {intl.formatMessage(m.upload)}
                </>
              )}
            </Button>
          </div>
        ) : null}
      </header>

      {canEdit && (panelOpen || (empty && !filtered)) ? (
        <div id="assets-upload" className="assets-upload">
          {empty && !filtered && !uploads.items.length ? (
            <div className="assets-empty-intro">
              <h2>{intl.formatMessage(m.emptyTitle)}</h2>
              <p className="muted">{intl.formatMessage(m.emptyEditor)}</p>
            </div>
          ) : null}
          <UploadPanel queue={queue} />
        </div>
      ) : null}

      {!(empty && !filtered) || !canEdit ? (
        <Toolbar
          key={brand.id}
          tags={brand.assetTags}
          tag={tag}
          search={search}
          onSearch={(q) => setFilter({ q })}
          onTag={(t) => setFilter({ tag: t })}
        />
      ) : null}

      {refreshFailed ? (
        <p className="assets-refresh-failed" role="status">
          {intl.formatMessage(m.refreshFailed)}
        </p>
      ) : null}

      {canEdit && selection.length > 0 ? (
        <div className="assets-selection" role="region" aria-label={intl.formatMessage(m.grid)}>
          <span className="assets-selection-count" aria-live="polite">
            {intl.formatMessage(m.selectedCount, { count: selection.length })}
          </span>
          <Button size="small" variant="ghost" onClick={() => setSelected(new Set(visibleIds))}>
            {intl.formatMessage(m.selectAll)}
          </Button>
          <Button size="small" variant="ghost" onClick={() => setSelected(new Set())}>
            {intl.formatMessage(m.clearSelection)}
          </Button>
          <Button
            size="small"
            variant="danger"
            busy={deletion.busy}
            onClick={() => void deletion.remove(selection.map((a) => ({ id: a.id, name: a.name })))}
          >
            <Icon name="trash" /> {intl.formatMessage(m.deleteSelected)}
          </Button>
        </div>
      ) : null}

      {empty ? (
        filtered ? (
          <div className="assets-empty">
            <h2>{intl.formatMessage(m.noMatchTitle)}</h2>
            <p className="muted">{intl.formatMessage(m.noMatch)}</p>
            <Button onClick={() => setFilter({ q: '', tag: null })}>{intl.formatMessage(m.resetFilters)}</Button>
          </div>
        ) : !canEdit ? (
          <div className="assets-empty">
            <h2>{intl.formatMessage(m.emptyTitle)}</h2>
            <p className="muted">{intl.formatMessage(m.emptyReader)}</p>
          </div>
        ) : null
      ) : (
        <ul
          className="asset-grid"
          aria-label={intl.formatMessage(m.grid)}
          aria-busy={loading || undefined}
          data-loading={loading || undefined}
        >
          {brand.assets.map((asset) => (
            <AssetCard
              key={asset.id}
              asset={asset}
              href={`${base}/${asset.id}${location.search}`}
              selectable={canEdit}
              selected={selected.has(asset.id)}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}

      {canEdit ? <DeletedAssets brand={brand} onRestored={refresh} /> : null}
      {deletion.dialog}
      <Outlet context={outlet} />
    </div>
  );
}

/** Search by name (debounced into ?q=) and the brand's tags as filter chips (?tag=). */
function Toolbar({
  tags,
  tag,
  search,
  onSearch,
  onTag,
}: {
  tags: readonly string[];
  tag: string | null;
  search: string;
  onSearch: (q: string) => void;
  onTag: (tag: string | null) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(search);
  const sent = useRef(search);
  // The latest callback, without restarting the pause on every render (the list polls).
  const send = useRef(onSearch);
  useEffect(() => {
    send.current = onSearch;
  });
  // The address changed otherwise (back, a reset): the field follows.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    const value = text.trim();
    if (value === sent.current) return;
    const timeout = setTimeout(() => {
      sent.current = value;
      send.current(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timeout);
  }, [text]);

  const active = tag?.toLowerCase();
  return (
    <div className="assets-toolbar">
      <div className="assets-search" role="search">
        <label htmlFor="assets-search" className="visually-hidden">
          {intl.formatMessage(m.search)}
        </label>
        <svg className="assets-search-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id="assets-search"
          type="search"
          value={text}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
            }
          }}
        />
      </div>
      {tags.length ? (
        <div className="assets-tags" role="group" aria-label={intl.formatMessage(m.tags)}>
          <button type="button" className="tag-chip" aria-pressed={!tag} onClick={() => onTag(null)}>
            {intl.formatMessage(m.allTags)}
          </button>
          {tags.map((t) => (
            <button
              key={t}
              type="button"
              className="tag-chip"
              aria-pressed={t.toLowerCase() === active}
              onClick={() => onTag(t.toLowerCase() === active ? null : t)}
            >
              {t}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
