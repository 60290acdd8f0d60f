import { ASSET_NAME_MAX } from '@brandtrail/domain/limits';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import {
  fetchQuery,
  graphql,
  useLazyLoadQuery,
  usePaginationFragment,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay';
import { Outlet, useLoaderData, useLocation, useNavigation, useParams, useSearchParams } from 'react-router';
import type { AssetsRoute_assets$key } from '../__generated__/AssetsRoute_assets.graphql';
import type { AssetsRouteDeletedQuery } from '../__generated__/AssetsRouteDeletedQuery.graphql';
import type { AssetsRoutePaginationQuery } from '../__generated__/AssetsRoutePaginationQuery.graphql';
import type { AssetsRouteQuery } from '../__generated__/AssetsRouteQuery.graphql';
import { brandPath } from '../brands/lookup';
import { BrandNotFound } from '../brands/members/BrandNotFound';
import { PageTree } from '../pages/PageTree';
import { useLiveQuery, type BrandChange } from '../relay/useLiveQuery';
import { Button } from '../ui/Button';
import { ErrorText } from '../ui/ErrorText';
import { Icon } from '../ui/Icon';
import { SearchInput, useSearchText } from '../ui/SearchField';
import { AssetCard } from './AssetCard';
import { refreshList, refreshProcessing } from './assetsRefresh';
import { DeletedAssets } from './DeletedAssets';
import type { AssetsLoaderData } from './loaders';
import { assetMessages as m } from './messages';
import { assetUploadQueue } from './upload';
import { useConfirmAssetUploadMutation } from './useConfirmAssetUploadMutation';
import { useCreateAssetMutation } from './useCreateAssetMutation';
import { UploadPanel } from './UploadPanel';
import type { UploadQueue } from './uploadQueue';
import { useDeleteAssets } from './useDeleteAssets';
import { DocumentTitle } from '../ui/useDocumentTitle';

/**
 * What the first screen shows. @preloadable: the router sends it by id as the navigation starts,
 * before this module loads (router.tsx, routing/earlyQuery.ts). "Recently deleted" is not part of
 * it: it sits below the whole grid and loads when the user comes near it.
 */
const query = graphql`
  query AssetsRouteQuery($brandSlug: String!, $tag: String, $search: String, $count: Int = 60) @preloadable {
    brand: brandBySlug(slug: $brandSlug) {
      id
      name
      slug
      viewerCan {
        manageAssets
      }
      assetTags
      ...AssetsRoute_assets @arguments(count: $count, tag: $tag, search: $search)
      ...PageTree_brand
    }
  }
`;

/** Editors' "Recently deleted", read once its place comes near the viewport. */
const deletedQuery = graphql`
  query AssetsRouteDeletedQuery($brandSlug: String!) {
    brand: brandBySlug(slug: $brandSlug) {
      id
      ...DeletedAssets_brand
    }
  }
`;

/**
 * The library reads the brand's assets a page at a time (Brand.assetsConnection): the first screen
 * needs no more, and a library of thousands would otherwise come (and render) whole.
 */
const assetsFragment = graphql`
  fragment AssetsRoute_assets on Brand
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 60 }
    cursor: { type: "String" }
    tag: { type: "String" }
    search: { type: "String" }
  )
  @refetchable(queryName: "AssetsRoutePaginationQuery") {
    assetsConnection(first: $count, after: $cursor, tag: $tag, search: $search)
      @connection(key: "AssetsRoute_assetsConnection", filters: ["tag", "search"]) {
      totalCount
      edges {
        node {
          id
          name
          status
          ...AssetCard_asset
        }
      }
    }
  }
`;

/** Assets per page of the grid (the first screen and each "Load more"). */
export const ASSETS_PAGE = 60;

/**
 * Cards whose previews load at once and first (about a screen on a large display); the rest load
 * lazily as they come near the viewport.
 */
const FIRST_SCREEN = 24;

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
  const params = useParams();
  const data = usePreloadedQuery<AssetsRouteQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const [refreshFailed, setRefreshFailed] = useState(false);
  // How many assets the grid holds: a refresh reads as many again (a page of at most 100 at a
  // time), so pages loaded by scrolling stay.
  const loaded = useRef(ASSETS_PAGE);
  // The assets in the grid (AssetsScreen keeps it).
  const inGrid = useRef<ReadonlySet<string>>(new Set());
  // "Recently deleted" once it has been read: a refresh reads it again too.
  const deletedShown = useRef(false);

  /**
   * Reads the library again after assets changed (here or elsewhere: an upload processed, another
   * user's rename): those in the grid are read again by id, wherever they are; one the server no
   * longer answers (deleted meanwhile), one not in the grid (new, restored) or anything
   * (`everything`: a reconnection, the screen's own changes) reads the list again, with the
   * latest filters, and "Recently deleted" once shown.
   */
  const readAgain = async (change: BrandChange) => {
    try {
      if (!change.everything && change.assetIds.every((id) => inGrid.current.has(id))) {
        const gone = await refreshProcessing(environment, change.assetIds);
        if (!gone.length) {
          setRefreshFailed(false);
          return;
        }
      }
      const { brandSlug, tag, search } = queryRef.variables;
      await Promise.all([
        refreshList(environment, { brandSlug, tag, search }, loaded.current, ASSETS_PAGE),
        deletedShown.current
          ? fetchQuery<AssetsRouteDeletedQuery>(
              environment,
              deletedQuery,
              { brandSlug },
              { fetchPolicy: 'network-only' },
            ).toPromise()
          : undefined,
      ]);
      setRefreshFailed(false);
    } catch {
      setRefreshFailed(true);
    }
  };
  // Live: processing results (AssetProcessed, AssetProcessingFailed) and everyone's changes. One
  // reading at a time; asks made meanwhile read once more after it.
  const refresh = useLiveQuery(data.brand?.id, { kinds: ['ASSETS'], refetch: readAgain });

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

  if (!data.brand) return <BrandNotFound brand={params.brand ?? ''} />;
  return (
    <div className="brand-layout">
      <PageTree brand={data.brand} />
      <AssetsScreen
        brand={data.brand}
        loaded={loaded}
        inGrid={inGrid}
        deletedShown={deletedShown}
        refresh={refresh}
        refreshSoon={refreshSoon}
        refreshFailed={refreshFailed}
      />
    </div>
  );
}

type Brand = NonNullable<AssetsRouteQuery['response']['brand']>;

function AssetsScreen({
  brand,
  loaded,
  inGrid,
  deletedShown,
  refresh,
  refreshSoon,
  refreshFailed,
}: {
  brand: Brand;
  loaded: { current: number };
  inGrid: { current: ReadonlySet<string> };
  deletedShown: { current: boolean };
  refresh: () => void;
  refreshSoon: () => void;
  refreshFailed: boolean;
}) {
  const intl = useIntl();
  const location = useLocation();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AssetsRoutePaginationQuery, AssetsRoute_assets$key>(
    assetsFragment,
    brand,
  );
  const assets = useMemo(() => data.assetsConnection.edges.map((edge) => edge.node), [data.assetsConnection.edges]);
  loaded.current = assets.length;
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(ASSETS_PAGE);
  }, [hasNext, isLoadingNext, loadNext]);
  const canEdit = brand.viewerCan.manageAssets;
  const tag = params.get('tag')?.trim() || null;
  const search = params.get('q')?.trim() || '';
  const base = brandPath(brand.slug, 'assets');
  const listPath = base + location.search;

  // The queue lives as long as the screen (the detail route opens inside it).
  const brandId = useRef(brand.id);
  brandId.current = brand.id;
  const currentTag = useRef(tag);
  currentTag.current = tag;
  const createAsset = useCreateAssetMutation();
  const confirmAssetUpload = useConfirmAssetUploadMutation();
  const [queue] = useState<UploadQueue>(() =>
    assetUploadQueue(
      { createAsset, confirmAssetUpload },
      {
        brandId: () => brandId.current,
        tags: () => (currentTag.current ? [currentTag.current] : null),
        onChange: refreshSoon,
      },
    ),
  );
  const uploads = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [showUpload, setShowUpload] = useState(false);

  inGrid.current = useMemo(() => new Set(assets.map((a) => a.id)), [assets]);

  // Selection (editors): only ids still in the list count.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const visibleIds = useMemo(() => new Set(assets.map((a) => a.id)), [assets]);
  const selection = useMemo(() => assets.filter((a) => selected.has(a.id)), [assets, selected]);
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
  const empty = assets.length === 0;
  const total = data.assetsConnection.totalCount;

  return (
    <div className="assets-screen">
      <DocumentTitle brand={brand.name} />
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
          <ErrorText error={deletion.error} fallback={m.saveFailed} />
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
          {assets.map((asset, index) => (
            <AssetCard
              key={asset.id}
              asset={asset}
              href={`${base}/${asset.id}${location.search}`}
              selectable={canEdit}
              selected={selected.has(asset.id)}
              onSelect={onSelect}
              priority={index < FIRST_SCREEN}
            />
          ))}
        </ul>
      )}

      {hasNext && !empty ? (
        <div className="assets-more">
          <NearViewportSentinel onVisible={loadMore} />
          <p className="muted" aria-live="polite">
            {intl.formatMessage(m.shown, { shown: assets.length, total })}
          </p>
          <Button busy={isLoadingNext} onClick={loadMore}>
            {intl.formatMessage(isLoadingNext ? m.loadingMore : m.loadMore)}
          </Button>
        </div>
      ) : null}

      {canEdit ? <RecentlyDeleted brandSlug={brand.slug} shown={deletedShown} onRestored={refresh} /> : null}
      {deletion.dialog}
      <Outlet context={outlet} />
    </div>
  );
}

/**
 * "Recently deleted" below the grid: read (AssetsRouteDeletedQuery) once its place comes near the
 * viewport, so the first screen of a large library does not wait for it; afterwards the delete and
 * restore answers and the screen's refreshes keep it current.
 */
function RecentlyDeleted(props: DeletedProps) {
  const [near, setNear] = useState(false);
  const onVisible = useCallback(() => setNear(true), []);
  if (!near) return <NearViewportSentinel onVisible={onVisible} />;
  return (
    <Suspense fallback={null}>
      <DeletedList {...props} />
    </Suspense>
  );
}

/** The brand's library, whether "Recently deleted" is on screen, and what to do after a restore. */
interface DeletedProps {
  brandSlug: string;
  shown: { current: boolean };
  onRestored: () => void;
}

function DeletedList({ brandSlug, shown, onRestored }: DeletedProps) {
  const data = useLazyLoadQuery<AssetsRouteDeletedQuery>(deletedQuery, { brandSlug }, { fetchPolicy: 'store-and-network' });
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, [shown]);
  return data.brand ? <DeletedAssets brand={data.brand} onRestored={onRestored} /> : null;
}

/**
 * Calls `onVisible` each time it comes within 800 px of the viewport (the user scrolls towards it);
 * at once where there is no IntersectionObserver. "Load more" and "Recently deleted" use it.
 */
function NearViewportSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return void latest.current();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // data-placeholder: replaced by what it stands for once near (the first-paint test expects that).
  return <div ref={ref} className="assets-more-sentinel" aria-hidden="true" data-placeholder="" />;
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
  const [text, setText] = useSearchText(search, onSearch);

  const active = tag?.toLowerCase();
  return (
    <div className="assets-toolbar">
      <SearchInput
        id="assets-search"
        label={intl.formatMessage(m.search)}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        // A search is part of a file name: the API takes no longer one.
        maxLength={ASSET_NAME_MAX}
        value={text}
        onChange={setText}
      />
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
