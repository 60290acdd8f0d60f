import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { elementData_elements$key } from '../__generated__/elementData_elements.graphql';
import type { PageRoute_page$data, PageRoute_page$key } from '../__generated__/PageRoute_page.graphql';
import type { PageRouteQuery } from '../__generated__/PageRouteQuery.graphql';
import { BrandNotFound } from '../brands/members/BrandNotFound';
import { NotFound } from '../layout/ErrorPage';
import { FreePreviewHeader } from '../sharedLinks/FreePreviewHeader';
import { SharePageButton } from '../sharedLinks/SharePageButton';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Dialog } from '../ui/Dialog';
import { useErrorText } from '../ui/ErrorText';
import { errorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { PageEditorContext, useColors, usePageEditor, useSaveState } from './editor/context';
import { SelectionTracker } from './editor/selection';
import { PageEditorStore, type StoreError } from './editor/store';
import { relayTransport } from './editor/transport';
import { elementDataFragment, toElement } from './elementData';
import { AssetViewsContext, fontFace, toAssetView, type AssetView, type AssetViews } from './elements/AssetElements';
import { Inspector } from './Inspector';
import { resolveColor } from './layout';
import type { PageLoaderData } from './loaders';
import { pageMessages as m } from './messages';
import { PageCanvas, type LinkedLookup } from './PageCanvas';
import { PagePresence } from './PagePresence';
import { PageTree } from './PageTree';
import { usePageLive, type PageVisitor } from './usePageLive';

/** /{brand}/{page}: the page beside the brand's page tree; editors edit in place, readers read. */
export default function PageRoute() {
  const { queryRef } = useLoaderData<PageLoaderData>();
  const params = useParams();
  const data = usePreloadedQuery<PageRouteQuery>(
    graphql`
      query PageRouteQuery($brandSlug: String!, $pageSlug: String!) {
        brand: brandBySlug(slug: $brandSlug) {
          id
          name
          userRole
          freePreview
          viewerCan {
            editContent
            readPrivate
            manageLinks
          }
          ...PageTree_brand
        }
        page(brandSlug: $brandSlug, pageSlug: $pageSlug) {
          id
          ...PageRoute_page
        }
      }
    `,
    queryRef,
  );
  if (!data.brand) return <BrandNotFound brand={params.brand ?? ''} />;
  if (!data.page) return <NotFound />;
  return (
    <div className="brand-layout">
      <PageTree brand={data.brand} currentPageId={data.page.id} />
      <div className="page-column">
        {data.brand.userRole === 'shared' && data.brand.freePreview ? <FreePreviewHeader brandName={data.brand.name} /> : null}
        <PageScreen key={data.page.id} page={data.page} can={data.brand.viewerCan} brandId={data.brand.id} />
      </div>
    </div>
  );
}

function PageScreen({
  page: key,
  can,
  brandId,
}: {
  page: PageRoute_page$key;
  can: { readonly editContent: boolean; readonly readPrivate: boolean; readonly manageLinks: boolean };
  brandId: string;
}) {
  const intl = useIntl();
  const page = useFragment(
    graphql`
      fragment PageRoute_page on Page {
        id
        name
        slug
        url
        parent {
          name
          slug
        }
        textColor
        textColorElement
        backgroundColor
        backgroundColorElement
        font {
          id
          url
        }
        updatedAt
        deletedAt
        elements {
          ...elementData_elements
          linked {
            elementId
            page {
              name
            }
            ...elementData_elements
          }
          assetList {
            ...AssetElements_view @relay(mask: false)
          }
          assetItem {
            ...AssetElements_view @relay(mask: false)
          }
          font {
            ...AssetElements_view @relay(mask: false)
          }
        }
      }
    `,
    key,
  );
  const elementsData = useFragment<elementData_elements$key>(elementDataFragment, page.elements);
  const elements = useMemo(() => elementsData.map(toElement), [elementsData]);
  const environment = useRelayEnvironment();
  const [store] = useState(() => new PageEditorStore(relayTransport(environment, page.id), elements));
  const [tracker] = useState(() => new SelectionTracker());
  const canEdit = can.editContent;
  const readPrivate = can.readPrivate;
  const [preview, setPreview] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [editRequest, setEditRequest] = useState<string | null>(null);
  const select = useCallback((key: string | null, edit = false) => {
    setSelected(key);
    setEditRequest(edit ? key : null);
  }, []);
  // Deleted meanwhile (someone else, seen live): nothing more can be saved, so nothing is editable.
  const deleted = Boolean(page.deletedAt);
  const editing = canEdit && !preview && !deleted;

  // The server's version (a mutation's answer, or someone else's change arriving live).
  useEffect(() => store.receive(elements, page.updatedAt), [store, elements, page.updatedAt]);
  const others = usePageLive(page.id);

  const linkedElsewhere = useLinkedLookup(page.elements);
  const assetViews = useAssetViews(page.elements);
  const context = useMemo(
    () => ({
      pageId: page.id,
      brandSlug: page.url.split('/')[1] ?? '',
      store,
      tracker,
      editing,
      readPrivate,
      selected: editing ? selected : null,
      select,
      editRequest,
    }),
    [page.id, page.url, store, tracker, editing, readPrivate, selected, select, editRequest],
  );

  return (
    <PageEditorContext value={context}>
      <AssetViewsContext value={assetViews}>
        <div className="page-screen">
          {deleted ? (
            <p className="notice page-deleted-notice" role="alert">
              {intl.formatMessage(m.deletedMeanwhile)}
            </p>
          ) : null}
          <PageContent
            share={can.manageLinks && !deleted ? <SharePageButton brandId={brandId} pageId={page.id} /> : null}
            name={page.name}
            brandPath={page.url.split('/').slice(0, 2).join('/')}
            parent={page.parent}
            canEdit={canEdit}
            preview={preview}
            setPreview={setPreview}
            colors={{
              text: [page.textColor ?? null, page.textColorElement ?? null],
              background: [page.backgroundColor ?? null, page.backgroundColorElement ?? null],
            }}
            linkedElsewhere={linkedElsewhere}
            font={page.font?.url ? { id: page.font.id, url: page.font.url } : null}
            others={others}
          />
          <StoreErrors />
          <UnsavedWarning />
        </div>
      </AssetViewsContext>
    </PageEditorContext>
  );
}

/** The assets the page's elements show (from the page's answer), plus those the picker loaded. */
function useAssetViews(elements: PageRoute_page$data['elements']): AssetViews {
  const [added, setAdded] = useState<readonly AssetView[]>([]);
  const add = useCallback((list: readonly AssetView[]) => setAdded(list), []);
  const assets = useMemo(() => {
    const map = new Map<string, AssetView>(added.map((a) => [a.assetId, a]));
    for (const e of elements) {
      for (const a of e.assetList ?? []) map.set(a.id, toAssetView(a));
      if (e.assetItem) map.set(e.assetItem.id, toAssetView(e.assetItem));
      if (e.font) map.set(e.font.id, toAssetView(e.font));
    }
    return map;
  }, [elements, added]);
  return useMemo(() => ({ assets, add }), [assets, add]);
}

/**
 * Link elements whose target is on another page: the server sends the target along (`linked`),
 * read here through the same element fragment as the page's own elements.
 */
function useLinkedLookup(elements: PageRoute_page$data['elements']): LinkedLookup {
  const refs = useMemo(() => elements.flatMap((e) => (e.linked ? [e.linked] : [])), [elements]);
  const data = useFragment<elementData_elements$key>(elementDataFragment, refs);
  return useMemo(() => {
    const targets = new Map(refs.map((ref, i) => [ref.elementId, { element: toElement(data[i]!), pageName: ref.page.name }]));
    return (id: string) => targets.get(id) ?? null;
  }, [refs, data]);
}

function PageContent({
  share,
  name,
  brandPath: brandHref,
  parent,
  canEdit,
  preview,
  setPreview,
  colors,
  linkedElsewhere,
  font,
  others,
}: {
  /** The share-page button, for those who may manage links. */
  share: ReactNode;
  name: string;
  brandPath: string;
  parent: { name: string; slug: string } | null | undefined;
  canEdit: boolean;
  preview: boolean;
  setPreview: (preview: boolean) => void;
  colors: { text: [string | null, string | null]; background: [string | null, string | null] };
  linkedElsewhere: LinkedLookup;
  font: { id: string; url: string } | null;
  others: readonly PageVisitor[];
}) {
  const intl = useIntl();
  const { editing, selected, readPrivate, pageId } = usePageEditor();
  const palette = useColors();
  const lookup = (id: string) => palette.get(id) ?? null;
  // The page's font (an uploaded font asset) through @font-face; the brand's default without one.
  const face = fontFace(font && { assetId: font.id, url: font.url });
  const style = {
    color: resolveColor(colors.text[0], colors.text[1], lookup),
    background: resolveColor(colors.background[0], colors.background[1], lookup),
    fontFamily: face?.fontFamily,
  };
  return (
    <div className={`page-workspace${editing && selected ? ' has-inspector' : ''}`}>
      <div className="page-main">
        <header className="page-header">
          <div>
            {parent ? (
              <p className="page-breadcrumb">
                <Link to={`${brandHref}/${parent.slug}`}>{parent.name}</Link> <span aria-hidden="true">›</span>
              </p>
            ) : null}
            <h1>{name}</h1>
          </div>
          {canEdit || readPrivate || share ? (
            <div className="page-header-actions">
              {readPrivate ? <PagePresence pageId={pageId} others={others} selecting={editing && selected !== null} /> : null}
              {canEdit && !preview ? <SaveIndicator /> : null}
              {share}
              {canEdit ? (
                <>
                  <Button size="small" variant="ghost" aria-pressed={preview} onClick={() => setPreview(!preview)}>
                    {intl.formatMessage(preview ? m.edit : m.preview)}
                  </Button>
                  <Link to="settings" relative="path" className="button small">
                    <Icon name="settings" /> {intl.formatMessage(m.settings)}
                  </Link>
                </>
              ) : null}
            </div>
          ) : null}
        </header>
        {face?.declaration}
        <div className="page-surface" style={style}>
          <PageCanvas linkedElsewhere={linkedElsewhere} />
        </div>
      </div>
      {editing && selected ? <Inspector elementKey={selected} /> : null}
    </div>
  );
}

function SaveIndicator() {
  const intl = useIntl();
  const state = useSaveState();
  const text = { saving: m.saving, saved: m.saved, error: m.saveFailed }[state];
  return (
    <span className={`save-state save-${state}`} role="status" aria-live="polite" data-state={state}>
      <span className="save-dot" aria-hidden="true" />
      {intl.formatMessage(text)}
    </span>
  );
}

/** Refused changes: a toast with the server's message; deleting an element others show asks first. */
function StoreErrors() {
  const { store } = usePageEditor();
  const toast = useToast();
  const errorText = useErrorText();
  const intl = useIntl();
  const [inUse, setInUse] = useState<{ key: string; message: string } | null>(null);
  useEffect(
    () =>
      store.onError(({ error, action, key }: StoreError) => {
        const info = errorInfo(error);
        if (action === 'delete' && info.code === 'ELEMENT_IN_USE' && key) setInUse({ key, message: info.message });
        else toast.show(errorText(info), { tone: 'error' });
      }),
    [store, toast, errorText],
  );
  if (!inUse) return null;
  return (
    <Dialog title={intl.formatMessage(m.inUseTitle)} onClose={() => setInUse(null)} width="28rem">
      <div className="stack">
        <p>{inUse.message}</p>
        <div className="form-actions">
          <Button variant="ghost" onClick={() => setInUse(null)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              store.remove(inUse.key, true);
              setInUse(null);
            }}
          >
            {intl.formatMessage(m.inUseDelete)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** While changes are on their way, leaving the page asks first; they are sent at once. */
function UnsavedWarning() {
  const { store } = usePageEditor();
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (store.getSaveState() !== 'saving') return;
      void store.flushAll();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void store.flushAll();
    };
  }, [store]);
  return null;
}
