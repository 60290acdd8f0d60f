import type { PageElement } from '@brandtrail/domain/pages/elements';
import { Component, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, RelayEnvironmentProvider, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { elementData_elements$key } from '../../__generated__/elementData_elements.graphql';
import type { MomentViewQuery } from '../../__generated__/MomentViewQuery.graphql';
import pageFragment, { type PageRoute_page$key } from '../../__generated__/PageRoute_page.graphql';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useErrorText } from '../../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { Icon } from '../../ui/Icon';
import { usePending } from '../../ui/usePending';
import type { PageEditorStore } from '../editor/store';
import { elementDataFragment, toElement } from '../elementData';
import type { AssetViews } from '../elements/AssetElements';
import type { LinkedLookup } from '../PageCanvas';
import { ReadOnlyPage, surfaceOf, useAssetViews, useLinkedLookup, type SurfaceSettings } from '../pageView';
import { compareElements } from './compare';
import { historyMessages as m } from './messages';
import { pastEnvironment } from '../../relay/environment';
import { momentTime } from '../../history/Moment';
import { useRevertPageMutation } from './useRevertPageMutation';

/** The live page as the moment view compares with it. */
export interface LivePage {
  store: PageEditorStore;
  /** Moves with every change of the live page: the comparison is made again. */
  updatedAt: string;
  settings: SurfaceSettings;
  linkedElsewhere: LinkedLookup;
  assetViews: AssetViews;
}

interface Props {
  at: string;
  brandSlug: string;
  pageSlug: string;
  pageId: string;
  live: LivePage;
  canEdit: boolean;
  readPrivate: boolean;
  /** Back to the live page. */
  onBack: () => void;
  /** The page's content is back at the moment (one step of the viewer's). */
  onRestored: () => void;
  /** Chosen in the history just now (not opened from the address): the banner takes focus. */
  focusOnShow: boolean;
}

/**
 * The page as it was at a moment of its history, read only, in place of the live page: a banner
 * saying when, "Compare with now" (the page now, with what was added, changed and removed since),
 * "Restore this version" for editors (after a confirmation) and the way back.
 */
export function MomentView(props: Props) {
  const intl = useIntl();
  const environment = pastEnvironment(useRelayEnvironment());
  const [revert, reverting] = usePending(useRevertPageMutation());
  const [confirming, setConfirming] = useState(false);
  // A refused restore says why in its dialog, which stays open (not in a toast behind it).
  const [error, setError] = useState<ErrorInfo | null>(null);
  const time = momentTime(intl, props.at);
  const closeDialog = () => {
    setConfirming(false);
    setError(null);
  };

  const restore = async () => {
    setError(null);
    try {
      // The live page's unsent typing lands first, so that the restore covers it too.
      await props.live.store.flushAll();
      await revert(props.pageId, props.at);
      closeDialog();
      props.onRestored();
    } catch (e) {
      setError(errorInfo(e));
    }
  };

  return (
    <div className="moment-view">
      <MomentErrors key={props.at} onBack={props.onBack}>
        <RelayEnvironmentProvider environment={environment}>
          <Suspense fallback={<MomentLoading />}>
            <MomentPage {...props} onRestore={() => setConfirming(true)} />
          </Suspense>
        </RelayEnvironmentProvider>
      </MomentErrors>
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage(m.restoreTitle)}
          width="30rem"
          error={error}
          cancel={intl.formatMessage(m.cancel)}
          confirm={intl.formatMessage(m.restoreConfirm)}
          variant="primary"
          busy={reverting}
          onConfirm={() => void restore()}
          onClose={closeDialog}
        >
          <p>{intl.formatMessage(m.restoreText, { time })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function MomentLoading() {
  const intl = useIntl();
  return (
    <p className="moment-loading" role="status">
      <span className="spinner small" aria-hidden="true" /> {intl.formatMessage(m.momentLoading)}
    </p>
  );
}

function MomentPage(props: Props & { onRestore: () => void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<MomentViewQuery>(
    graphql`
      query MomentViewQuery($brandSlug: String!, $pageSlug: String!, $at: String!) {
        page(brandSlug: $brandSlug, pageSlug: $pageSlug, at: $at) {
          id
          at
          ...PageRoute_page
        }
      }
    `,
    { brandSlug: props.brandSlug, pageSlug: props.pageSlug, at: props.at },
    // A moment never changes: once read, it is read from the store.
    { fetchPolicy: 'store-or-network' },
  );
  if (!data.page) return <MomentProblem message={intl.formatMessage(m.momentMissing)} onBack={props.onBack} />;
  return <MomentContent {...props} page={data.page} />;
}

function MomentContent({
  page: key,
  at,
  brandSlug,
  pageId,
  live,
  canEdit,
  readPrivate,
  onBack,
  onRestore,
  focusOnShow,
}: Props & { page: PageRoute_page$key; onRestore: () => void }) {
  const intl = useIntl();
  const page = useFragment<PageRoute_page$key>(pageFragment, key);
  const data = useFragment<elementData_elements$key>(elementDataFragment, page.elements);
  const then = useMemo(() => data.map(toElement), [data]);
  const linkedThen = useLinkedLookup(page.elements);
  const assetsThen = useAssetViews(page.elements);
  const [comparing, setComparing] = useState(false);
  // The live page's elements as the editor's store has them, read again whenever the live page
  // moves on (updatedAt is in the list for that reason only).
  const now = useMemo<readonly PageElement[]>(
    () => (comparing && live.updatedAt ? live.store.elements() : []),
    [comparing, live.store, live.updatedAt],
  );
  const comparison = useMemo(() => (comparing ? compareElements(then, now) : null), [comparing, then, now]);
  const linked = useMemo<LinkedLookup>(
    () => (comparing ? (id) => live.linkedElsewhere(id) ?? linkedThen(id) : linkedThen),
    [comparing, live, linkedThen],
  );
  const assetViews = useMemo<AssetViews>(
    () =>
      comparing ? { assets: new Map([...assetsThen.assets, ...live.assetViews.assets]), add: live.assetViews.add } : assetsThen,
    [comparing, assetsThen, live.assetViews],
  );
  const banner = useRef<HTMLDivElement>(null);
  // Chosen in the history: the page is another one now, and a screen reader says so from here.
  // (Opened from the address, as on a reload, it leaves focus where the browser puts it.)
  useEffect(() => {
    if (focusOnShow) banner.current?.focus();
  }, [at, focusOnShow]);
  const time = momentTime(intl, at);
  const counts = comparison?.counts;

  return (
    <>
      <div
        className="moment-banner"
        ref={banner}
        tabIndex={-1}
        role="region"
        aria-label={intl.formatMessage(m.momentBanner, { time })}
      >
        <div className="moment-banner-text">
          <strong>
            <Icon name="history" /> {intl.formatMessage(comparing ? m.compareBanner : m.momentBanner, { time })}
          </strong>
          <span>
            {counts
              ? counts.added + counts.changed + counts.removed === 0
                ? intl.formatMessage(m.compareSame)
                : intl.formatMessage(m.compareSummary, counts)
              : intl.formatMessage(m.momentHint)}
          </span>
        </div>
        <div className="moment-banner-actions">
          <Button size="small" aria-pressed={comparing} onClick={() => setComparing(!comparing)}>
            {intl.formatMessage(m.compare)}
          </Button>
          {canEdit ? (
            <Button size="small" variant="primary" onClick={onRestore}>
              {intl.formatMessage(m.restoreVersion)}
            </Button>
          ) : null}
          <Button size="small" variant="ghost" onClick={onBack}>
            <Icon name="back" /> {intl.formatMessage(canEdit ? m.backToEditing : m.backToPage)}
          </Button>
        </div>
      </div>
      {comparison ? (
        <ul className="compare-legend" aria-hidden="true">
          <li data-change="added">{intl.formatMessage(m.markAdded)}</li>
          <li data-change="changed">{intl.formatMessage(m.markChanged)}</li>
          <li data-change="removed">{intl.formatMessage(m.markRemoved)}</li>
        </ul>
      ) : null}
      <ReadOnlyPage
        pageId={pageId}
        brandSlug={brandSlug}
        readPrivate={readPrivate}
        elements={comparison ? comparison.elements : then}
        settings={comparing ? live.settings : surfaceOf(page)}
        linkedElsewhere={linked}
        assetViews={assetViews}
        marks={comparison?.marks}
      />
    </>
  );
}

function MomentProblem({ message, onBack }: { message: string; onBack: () => void }) {
  const intl = useIntl();
  return (
    <div className="moment-banner moment-problem" role="alert">
      <div className="moment-banner-text">
        <strong>{message}</strong>
      </div>
      <div className="moment-banner-actions">
        <Button size="small" variant="ghost" onClick={onBack}>
          <Icon name="back" /> {intl.formatMessage(m.backToPage)}
        </Button>
      </div>
    </div>
  );
}

/** A moment the server refuses (AT_INVALID: in the future or not a time; FORBIDDEN): its words, and the way back. */
class MomentErrors extends Component<{ children: ReactNode; onBack: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) return <MomentErrorText error={this.state.error} onBack={this.props.onBack} />;
    return this.props.children;
  }
}

function MomentErrorText({ error, onBack }: { error: unknown; onBack: () => void }) {
  const errorText = useErrorText();
  return <MomentProblem message={errorText(errorInfo(error))} onBack={onBack} />;
}
