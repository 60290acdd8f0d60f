import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { elementData_elements$key } from '../__generated__/elementData_elements.graphql';
import type { PageRoute_page$key } from '../__generated__/PageRoute_page.graphql';
import type { PageRouteQuery } from '../__generated__/PageRouteQuery.graphql';
import { BrandNotFound } from '../brands/members/BrandNotFound';
import { NotFound } from '../layout/ErrorPage';
import { LinkClosed } from '../sharedLinks/LinkClosed';
import { ReaderNotices } from '../sharedLinks/ReaderNotices';
import { SharePageButton } from '../sharedLinks/SharePageButton';
import { useSharedLinkEnd } from '../sharedLinks/useSharedLinkEnd';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useErrorText } from '../ui/ErrorText';
import { errorInfo } from '../ui/errorInfo';
import { Icon } from '../ui/Icon';
import { useToast, type ToastAction } from '../ui/Toast';
import { NARROW_SCREEN, useMediaQuery } from '../ui/media';
import { Tooltip } from '../ui/Tooltip';
import { PageEditorContext, usePageEditor, useSaveState } from './editor/context';
import { SelectionTracker } from './editor/selection';
import { PageEditorStore, type StoreError } from './editor/store';
import { useElementTransport } from './editor/transport';
import { elementDataFragment, toElement } from './elementData';
import { AssetViewsContext } from './elements/AssetElements';
import { HistoryPanel } from './history/HistoryPanel';
import { historyMessages as h } from './history/messages';
import { MomentView } from './history/MomentView';
import { isMac, useUndoKeys, useUndoRedo, type UndoRedo } from './history/useUndoRedo';
import { Inspector } from './Inspector';
import type { PageLoaderData } from './loaders';
import { pageMessages as m } from './messages';
import { PagePresence } from './PagePresence';
import { PageSurface, surfaceOf, useAssetViews, useLinkedLookup } from './pageView';
import { PageTree } from './PageTree';
import { usePageLive, type PageVisitor } from './usePageLive';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { KitColors } from './kitColors';

const pageQuery = graphql`
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
      shownVersion {
        name
      }
      colors {
        hex
        label
      }
      ...PageTree_brand
    }
    page(brandSlug: $brandSlug, pageSlug: $pageSlug) {
      id
      ...PageRoute_page
    }
    sharedLinkEnded(brandSlug: $brandSlug)
    aiAvailable
  }
`;

/** /{brand}/{page}: the page beside the brand's page tree; editors edit in place, readers read. */
export default function PageRoute() {
  const { queryRef } = useLoaderData<PageLoaderData>();
  const params = useParams();
  const data = usePreloadedQuery<PageRouteQuery>(pageQuery, queryRef);
  // Read through a shared link: a link that stops working (or no longer shows the page) says so here.
  const ended = useSharedLinkEnd<PageRouteQuery>(data.brand ?? null, { query: pageQuery, variables: queryRef.variables });
  // The page this screen showed: when it goes while open, for a link's reader the link no longer shows it.
  const shown = useRef<string | null>(null);
  if (data.page) shown.current = queryRef.variables.pageSlug;
  if (ended || (!data.brand && data.sharedLinkEnded)) return <LinkClosed reason="ended" />;
  if (!data.brand) return <BrandNotFound brand={params.brand ?? ''} />;
  if (!data.page) {
    const narrowed = data.brand.userRole === 'shared' && shown.current === queryRef.variables.pageSlug;
    return narrowed ? <LinkClosed reason="narrowed" brandSlug={queryRef.variables.brandSlug} /> : <NotFound />;
  }
  return (
    <div className="brand-layout">
      <PageTree brand={data.brand} currentPageId={data.page.id} />
      <div className="page-column">
        <ReaderNotices brand={data.brand} />
        <KitColors.Provider value={data.brand.colors}>
          <PageScreen
            key={data.page.id}
            page={data.page}
            can={data.brand.viewerCan}
            brandId={data.brand.id}
            brandName={data.brand.name}
            aiAvailable={data.aiAvailable}
          />
        </KitColors.Provider>
      </div>
    </div>
  );
}

function PageScreen({
  page: key,
  can,
  brandId,
  brandName,
  aiAvailable,
}: {
  page: PageRoute_page$key;
  can: { readonly editContent: boolean; readonly readPrivate: boolean; readonly manageLinks: boolean };
  brandId: string;
  brandName: string;
  /** Whether AI rewriting is set up on this server (Query.aiAvailable). */
  aiAvailable: boolean;
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
        undo {
          canUndo
          canRedo
        }
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
  useDocumentTitle(brandName, page.name);
  const elementsData = useFragment<elementData_elements$key>(elementDataFragment, page.elements);
  const elements = useMemo(() => elementsData.map(toElement), [elementsData]);
  const transport = useElementTransport(page.id);
  const [store] = useState(() => new PageEditorStore(transport, elements));
  const [tracker] = useState(() => new SelectionTracker());
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const canEdit = can.editContent;
  const readPrivate = can.readPrivate;
  // The history is for members (the server answers others with nothing): ?at= shows them a moment.
  const at = readPrivate ? search.get('at') : null;
  const [historyOpen, setHistoryOpen] = useState(Boolean(at));
  const [preview, setPreview] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [editRequest, setEditRequest] = useState<string | null>(null);
  // The selection's settings were asked for (not just the element clicked, as to type in it).
  const [settingsAsked, setSettingsAsked] = useState(false);
  const select = useCallback((key: string | null, how?: 'edit' | 'settings') => {
    setSelected(key);
    setEditRequest(how === 'edit' ? key : null);
    setSettingsAsked(how === 'settings');
    // The inspector takes the place beside the page.
    if (key !== null) setHistoryOpen(false);
  }, []);
  // Narrow screens: the settings are a sheet over the page, open only when asked for (a click to
  // type in an element does not cover the page); wide ones show them beside the page on selection.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const inspectorShown = Boolean(selected) && (!narrow || settingsAsked);
  // Deleted meanwhile (someone else, seen live): nothing more can be saved, so nothing is editable.
  const deleted = Boolean(page.deletedAt);
  const editing = canEdit && !preview && !deleted && !at;

  // The server's version (a mutation's answer, or someone else's change arriving live).
  useEffect(() => store.receive(elements, page.updatedAt), [store, elements, page.updatedAt]);
  const others = usePageLive(page.id);
  const toast = useToast();
  // The toast that offers to undo a step ("Deleted · Undo"): gone once any undo or redo ran.
  const undoOffer = useRef<number | null>(null);
  const dropUndoOffer = useCallback(() => {
    if (undoOffer.current !== null) toast.dismiss(undoOffer.current);
    undoOffer.current = null;
  }, [toast]);
  const undoRedo = useUndoRedo(page.id, store, page.undo, dropUndoOffer);
  useUndoKeys(editing, undoRedo);

  const linkedElsewhere = useLinkedLookup(page.elements);
  const assetViews = useAssetViews(page.elements);
  const settings = surfaceOf(page);
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
      ai: { available: aiAvailable, brandId, pageName: page.name },
    }),
    [page.id, page.url, page.name, store, tracker, editing, readPrivate, selected, select, editRequest, aiAvailable, brandId],
  );

  const setAt = (next: string | null) =>
    setSearch(
      (params) => {
        if (next) params.set('at', next);
        else params.delete('at');
        return params;
      },
      // From one moment to the next replaces; leaving the live page (or going back to it) is a step.
      { replace: Boolean(at && next) },
    );
  const [chosen, setChosen] = useState(false);
  const showMoment = (moment: string) => {
    setChosen(true);
    // Unsent typing is sent now: the moment view shows what the server has.
    void store.flushAll();
    select(null);
    // Where the history is a drawer over the page (styles.css), it makes way for the moment.
    if (window.matchMedia(NARROW_SCREEN).matches) setHistoryOpen(false);
    setAt(moment);
  };
  // Opened with its button (not from the address on a reload): focus goes into the panel.
  const [historyOpened, setHistoryOpened] = useState(false);
  const toggleHistory = () => {
    if (!historyOpen) select(null);
    setHistoryOpened(!historyOpen);
    setHistoryOpen(!historyOpen);
  };
  const closeHistory = () => {
    setHistoryOpen(false);
    // Back to the button that opens it, rather than to the start of the document.
    document.querySelector<HTMLElement>('[data-history-toggle]')?.focus();
  };
  const undoAction = { label: intl.formatMessage(h.undo), onClick: () => void undoRedo.undo() };

  return (
    <PageEditorContext value={context}>
      <AssetViewsContext value={assetViews}>
        <div className="page-screen">
          {deleted ? (
            <p className="notice page-deleted-notice" role="alert">
              {intl.formatMessage(m.deletedMeanwhile)}
            </p>
          ) : null}
          <div
            className={`page-workspace${editing && inspectorShown ? ' has-inspector' : ''}${historyOpen && readPrivate ? ' has-history' : ''}`}
          >
            <div className="page-main">
              <PageHeader
                share={can.manageLinks && !deleted ? <SharePageButton brandId={brandId} pageId={page.id} /> : null}
                name={page.name}
                brandPath={page.url.split('/').slice(0, 2).join('/')}
                parent={page.parent}
                canEdit={canEdit}
                preview={preview}
                setPreview={setPreview}
                others={others}
                undoRedo={editing ? undoRedo : null}
                history={readPrivate ? { open: historyOpen, toggle: toggleHistory } : null}
                moment={Boolean(at)}
              />
              {at ? (
                <MomentView
                  at={at}
                  brandSlug={params.brand ?? ''}
                  pageSlug={page.slug}
                  pageId={page.id}
                  live={{ store, updatedAt: page.updatedAt, settings, linkedElsewhere, assetViews }}
                  canEdit={canEdit && !deleted}
                  readPrivate={readPrivate}
                  focusOnShow={chosen}
                  onBack={() => setAt(null)}
                  onRestored={() => {
                    setAt(null);
                    undoOffer.current = toast.show(intl.formatMessage(h.pageRestored), {
                      tone: 'success',
                      duration: 8000,
                      action: undoAction,
                    });
                  }}
                />
              ) : (
                <PageSurface settings={settings} linkedElsewhere={linkedElsewhere} />
              )}
            </div>
            {/* Keyed: what was typed into one element's settings never shows in another's. */}
            {editing && selected && inspectorShown ? (
              <Inspector
                key={selected}
                elementKey={selected}
                surface={settings.colors}
                sheet={narrow}
                takeFocus={settingsAsked}
                // On a narrow screen closing the sheet keeps the element selected (its toolbar, and the
                // button that opened the sheet, stay); beside the page it ends the selection.
                onClose={() => (narrow ? setSettingsAsked(false) : select(null))}
              />
            ) : null}
            {historyOpen && readPrivate ? (
              <HistoryPanel
                pageId={page.id}
                updatedAt={page.updatedAt}
                canEdit={canEdit && !deleted}
                shownAt={at}
                onShow={showMoment}
                onClose={closeHistory}
                takeFocus={historyOpened}
              />
            ) : null}
          </div>
          <StoreErrors />
          <DeleteToasts undoAction={undoAction} offer={undoOffer} />
          <UnsavedWarning />
        </div>
      </AssetViewsContext>
    </PageEditorContext>
  );
}

function PageHeader({
  share,
  name,
  brandPath: brandHref,
  parent,
  canEdit,
  preview,
  setPreview,
  others,
  undoRedo,
  history,
  moment,
}: {
  /** The share-page button, for those who may manage links. */
  share: ReactNode;
  name: string;
  brandPath: string;
  parent: { name: string; slug: string } | null | undefined;
  canEdit: boolean;
  preview: boolean;
  setPreview: (preview: boolean) => void;
  others: readonly PageVisitor[];
  /** While editing the live page. */
  undoRedo: UndoRedo | null;
  /** For members. */
  history: { open: boolean; toggle: () => void } | null;
  /** A moment of the history is shown instead of the live page. */
  moment: boolean;
}) {
  const intl = useIntl();
  const { editing, selected, readPrivate, pageId } = usePageEditor();
  return (
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
          {undoRedo ? <UndoButtons undoRedo={undoRedo} /> : null}
          {share}
          {canEdit && !moment ? (
            <>
              <Button size="small" variant="ghost" aria-pressed={preview} onClick={() => setPreview(!preview)}>
                {intl.formatMessage(preview ? m.edit : m.preview)}
              </Button>
              <Link to="settings" relative="path" className="button small">
                <Icon name="settings" /> {intl.formatMessage(m.settings)}
              </Link>
            </>
          ) : null}
          {history ? (
            <Button
              size="small"
              variant={history.open ? 'default' : 'ghost'}
              aria-pressed={history.open}
              data-history-toggle
              onClick={history.toggle}
            >
              <Icon name="history" /> {intl.formatMessage(h.history)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}

/** Undo and redo as icon buttons; their tooltips name the keys. */
function UndoButtons({ undoRedo }: { undoRedo: UndoRedo }) {
  const intl = useIntl();
  // Typing not sent yet is a step once it is (undo sends it first).
  const saving = useSaveState() === 'saving';
  const keys = isMac
    ? { undo: '⌘Z', redo: '⇧⌘Z' }
    : { undo: intl.formatMessage(h.undoKeys), redo: intl.formatMessage(h.redoKeys) };
  const mod = isMac ? 'Meta' : 'Control';
  const buttons = [
    {
      name: 'undo',
      label: h.undo,
      tip: h.undoWithKeys,
      keys: keys.undo,
      shortcut: `${mod}+Z`,
      can: undoRedo.canUndo || saving,
      run: undoRedo.undo,
    },
    {
      name: 'redo',
      label: h.redo,
      tip: h.redoWithKeys,
      keys: keys.redo,
      shortcut: `${mod}+Shift+Z ${mod}+Y`,
      can: undoRedo.canRedo,
      run: undoRedo.redo,
    },
  ] as const;
  return (
    <span className="undo-buttons">
      {buttons.map((b) => (
        <Tooltip key={b.name} label={intl.formatMessage(b.tip, { keys: b.keys })}>
          {/* aria-disabled rather than disabled: the tooltip still names the keys, and a press says
              there is nothing to undo. */}
          <button
            type="button"
            className="button ghost small icon-only"
            aria-label={intl.formatMessage(b.label)}
            aria-keyshortcuts={b.shortcut}
            aria-disabled={!b.can || undoRedo.busy}
            onClick={() => void (undoRedo.busy ? undefined : b.run())}
          >
            <Icon name={b.name} />
          </button>
        </Tooltip>
      ))}
    </span>
  );
}

/** Each delete, once the server has done it: "Deleted · Undo". */
function DeleteToasts({ undoAction, offer }: { undoAction: ToastAction; offer: RefObject<number | null> }) {
  const { store } = usePageEditor();
  const toast = useToast();
  const intl = useIntl();
  const action = useRef(undoAction);
  useEffect(() => {
    action.current = undoAction;
  });
  useEffect(
    () =>
      store.onDeleted(() => {
        offer.current = toast.show(intl.formatMessage(h.elementDeleted), {
          duration: 8000,
          action: { label: action.current.label, onClick: () => action.current.onClick() },
        });
      }),
    [store, toast, intl, offer],
  );
  return null;
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
    <ConfirmDialog
      title={intl.formatMessage(m.inUseTitle)}
      width="28rem"
      cancel={intl.formatMessage(m.cancel)}
      confirm={intl.formatMessage(m.inUseDelete)}
      onConfirm={() => {
        void store.remove(inUse.key, true);
        setInUse(null);
      }}
      onClose={() => setInUse(null)}
    >
      <p>{inUse.message}</p>
    </ConfirmDialog>
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
