import { Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import type { HistoryPanel_page$key } from '../../__generated__/HistoryPanel_page.graphql';
import type { HistoryPanelQuery } from '../../__generated__/HistoryPanelQuery.graphql';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { DeletedElements } from './DeletedElements';
import { historyMessages as m } from './messages';
import { AiAssisted } from '../../history/AiAssisted';
import { ChangeLines } from '../../history/ChangeLines';
import { Moment, momentTime, useNow } from '../../history/Moment';
import { PersonAvatar, usePersonName } from '../../history/Person';

/** Entries read at a time ("Show more" reads the next as many). */
export const HISTORY_PAGE_SIZE = 30;
/** The most entries a refresh reads again (the API's largest page). */
const MAX_REFRESH = 100;

interface Props {
  pageId: string;
  /** The live page's version: when it moves (anyone's change), the panel reads its first entries again. */
  updatedAt: string;
  canEdit: boolean;
  /** The moment shown instead of the live page (HistoryEntry.at), if any. */
  shownAt: string | null;
  onShow: (at: string) => void;
  onClose: () => void;
  /** Opened just now by the viewer: focus moves into the panel. */
  takeFocus: boolean;
}

/**
 * The page's history beside the page (a drawer over it on narrow screens): who did what when,
 * newest first, 30 at a time, each entry opening the page as it was right after it; then the
 * elements deleted from the page, which editors can bring back.
 */
export function HistoryPanel(props: Props) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the panel moves focus into it (it appears beside or over the page, not where one was).
  const { takeFocus } = props;
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) props.onClose();
  };
  return (
    <aside className="history-panel" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="history-head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          <Icon name="history" /> {intl.formatMessage(m.panelTitle)}
        </h2>
        <button type="button" className="button ghost small" aria-label={intl.formatMessage(m.close)} onClick={props.onClose}>
          <Icon name="close" />
        </button>
      </div>
      <Suspense fallback={<PanelLoading />}>
        <HistoryContent {...props} />
      </Suspense>
    </aside>
  );
}

function PanelLoading() {
  const intl = useIntl();
  return (
    <p className="history-loading" role="status">
      <span className="spinner small" aria-hidden="true" /> {intl.formatMessage(m.loading)}
    </p>
  );
}

const panelQuery = graphql`
  query HistoryPanelQuery($id: ID!, $count: Int!) {
    node(id: $id) {
      ... on Page @alias(as: "page") {
        deletedElements(first: 50) {
          __typename
        }
        ...HistoryPanel_page @arguments(count: $count)
        ...DeletedElements_page
      }
    }
  }
`;

type Tab = 'steps' | 'deleted';

function HistoryContent({ pageId, updatedAt, canEdit, shownAt, onShow }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<HistoryPanelQuery>(
    panelQuery,
    { id: pageId, count: HISTORY_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  // Entries shown: a refresh reads as many again (up to the API's 100), so "Show more" stays done.
  const loaded = useRef(HISTORY_PAGE_SIZE);
  const onLoaded = useCallback((count: number) => {
    loaded.current = count;
  }, []);
  const [tab, setTab] = useState<Tab>('steps');
  const ids = { steps: useId(), deleted: useId(), panel: useId() };

  // The page changed (here or elsewhere): the newest entries and the deleted elements, read again
  // behind what is shown, one request at a time (a burst of saves makes one more, not one each).
  const seen = useRef(updatedAt);
  const refresh = useRef({ running: false, again: false });
  useEffect(() => {
    if (seen.current === updatedAt) return;
    seen.current = updatedAt;
    const state = refresh.current;
    if (state.running) {
      state.again = true;
      return;
    }
    const run = () => {
      state.running = true;
      const count = Math.min(MAX_REFRESH, Math.max(HISTORY_PAGE_SIZE, loaded.current));
      fetchQuery<HistoryPanelQuery>(environment, panelQuery, { id: pageId, count }, { fetchPolicy: 'network-only' }).subscribe({
        complete: done,
        error: done,
      });
    };
    const done = () => {
      state.running = false;
      if (!state.again) return;
      state.again = false;
      run();
    };
    run();
  }, [updatedAt, environment, pageId]);

  const page = data.node?.page;
  if (!page) return null;
  const tabs: { key: Tab; label: string; count?: number }[] = [
    { key: 'steps', label: intl.formatMessage(m.tabSteps) },
    { key: 'deleted', label: intl.formatMessage(m.deletedTitle), count: page.deletedElements.length },
  ];
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Tab = tab === 'steps' ? 'deleted' : 'steps';
    setTab(next);
    document.getElementById(ids[next])?.focus();
  };
  return (
    <div className="history-body">
      <div className="history-tabs" role="tablist" aria-label={intl.formatMessage(m.panelTitle)}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={ids[t.key]}
            aria-selected={tab === t.key}
            aria-controls={ids.panel}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={onTabKey}
          >
            {t.label}
            {t.count ? <span className="history-tab-count">{t.count}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids[tab]}>
        {tab === 'steps' ? (
          <HistoryList page={page} shownAt={shownAt} onShow={onShow} onLoaded={onLoaded} />
        ) : (
          <DeletedElements page={page} pageId={pageId} canEdit={canEdit} />
        )}
      </div>
    </div>
  );
}

type Entry = NonNullable<ReturnType<typeof useHistory>['data']['history']['edges'][number]>['node'];

function useHistory(key: HistoryPanel_page$key) {
  return usePaginationFragment(
    graphql`
      fragment HistoryPanel_page on Page
      @refetchable(queryName: "HistoryPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        history(first: $count, after: $cursor) @connection(key: "HistoryPanel_history") {
          edges {
            node {
              ...Person_entry @relay(mask: false)
              changes {
                kind
                text
              }
            }
          }
        }
      }
    `,
    key,
  );
}

function HistoryList({
  page,
  shownAt,
  onShow,
  onLoaded,
}: {
  page: HistoryPanel_page$key;
  shownAt: string | null;
  onShow: (at: string) => void;
  onLoaded: (count: number) => void;
}) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = useHistory(page);
  const now = useNow();

  const entries = data.history.edges.map((edge) => edge.node);
  useEffect(() => onLoaded(entries.length), [onLoaded, entries.length]);
  if (entries.length === 0) return <p className="history-empty muted">{intl.formatMessage(m.empty)}</p>;
  return (
    <section className="history-section">
      <ol className="history-list">
        {entries.map((entry) => (
          <HistoryEntryItem key={entry.id} entry={entry} now={now} shown={entry.at === shownAt} onShow={onShow} />
        ))}
      </ol>
      {hasNext ? (
        <Button
          size="small"
          variant="ghost"
          className="history-more"
          busy={isLoadingNext}
          onClick={() => loadNext(HISTORY_PAGE_SIZE)}
        >
          {intl.formatMessage(m.showMore)}
        </Button>
      ) : null}
    </section>
  );
}

function HistoryEntryItem({
  entry,
  now,
  shown,
  onShow,
}: {
  entry: Entry;
  now: Date;
  shown: boolean;
  onShow: (at: string) => void;
}) {
  const intl = useIntl();
  const personName = usePersonName();
  return (
    <li className={`history-entry${shown ? ' is-shown' : ''}`} data-kind={entry.kind}>
      <button
        type="button"
        className="history-entry-open"
        aria-current={shown ? 'true' : undefined}
        onClick={() => onShow(entry.at)}
      >
        <PersonAvatar user={entry.user} />
        <span className="history-entry-head">
          <span className="history-who">
            {personName(entry.user)}
            {entry.actingAdmin ? (
              <span className="history-admin"> {intl.formatMessage(m.asAdmin, { admin: entry.actingAdmin.email })}</span>
            ) : null}
          </span>
          <span className="history-meta">
            <span className="history-kind">{kindLabel(intl, entry)}</span>
            {entry.aiAssisted ? <AiAssisted /> : null}
            <span aria-hidden="true"> · </span>
            <Moment at={entry.at} now={now} focusable={false} />
            {shown ? <span className="history-shown">{intl.formatMessage(m.shown)}</span> : null}
          </span>
          {/* What pressing it does, for screen readers: sighted users see the page change. */}
          <span className="visually-hidden">{intl.formatMessage(m.viewMoment, { time: momentTime(intl, entry.at) })}</span>
        </span>
      </button>
      <ChangeLines changes={entry.changes} />
    </li>
  );
}

/** What kind of step an entry is, in the viewer's words (the server words its change lines). */
function kindLabel(intl: IntlShape, entry: Entry): string {
  switch (entry.kind) {
    case 'CREATED':
      return intl.formatMessage(m.kindCreated);
    case 'UNDO':
      return intl.formatMessage(m.kindUndo);
    case 'REDO':
      return intl.formatMessage(m.kindRedo);
    case 'REVERT':
      return intl.formatMessage(m.kindRevert, { time: momentTime(intl, entry.revertedTo ?? entry.at) });
    case 'DELETED':
      return intl.formatMessage(m.kindDeleted);
    case 'RESTORED':
      return intl.formatMessage(m.kindRestored);
    case 'EDIT': {
      // One kind of change throughout says more than "edited": added, deleted, moved, settings.
      const kinds = new Set(entry.changes.map((c) => c.kind));
      const only = kinds.size === 1 ? [...kinds][0] : undefined;
      if (only === 'ADDED') return intl.formatMessage(m.kindAdded);
      if (only === 'REMOVED') return intl.formatMessage(m.kindRemoved);
      if (only === 'MOVED') return intl.formatMessage(m.kindMoved);
      if (only === 'PAGE_SETTING') return intl.formatMessage(m.kindSettings);
      if (only === 'RESTORED') return intl.formatMessage(m.kindElementRestored);
      return intl.formatMessage(m.kindEdited);
    }
    default:
      return intl.formatMessage(m.kindOther);
  }
}
