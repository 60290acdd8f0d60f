import { useEffect, useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { RestoreBrandDialogQuery, RestoreBrandDialogQuery$data } from '../__generated__/RestoreBrandDialogQuery.graphql';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Icon } from '../ui/Icon';
import { useToast } from '../ui/Toast';
import { exactTime } from './Moment';
import { useRevertBrandMutation } from './useRevertBrandMutation';

const messages = defineMessages({
  titleMoment: { id: 'restoreBrand.title.moment', defaultMessage: 'Restore the brand to this moment?' },
  loading: { id: 'restoreBrand.loading', defaultMessage: 'Working out what would change…' },
  failed: { id: 'restoreBrand.failed', defaultMessage: 'What would change could not be worked out. Please try again.' },
  nothing: {
    id: 'restoreBrand.nothing',
    defaultMessage: 'Nothing would change: the brand is as it was then.',
  },
  order: { id: 'restoreBrand.order', defaultMessage: 'The order of the pages changes back.' },
  kept: {
    id: 'restoreBrand.kept',
    defaultMessage:
      'Not restored: the brand’s address, its visibility, its members and its shared links. Everything since stays in the activity, and you can undo the restore.',
  },
  cancel: { id: 'restoreBrand.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'restoreBrand.confirm', defaultMessage: 'Restore the brand' },
  restored: { id: 'restoreBrand.restored', defaultMessage: 'Brand restored' },
  undo: { id: 'restoreBrand.undo', defaultMessage: 'Undo' },
  undone: { id: 'restoreBrand.undone', defaultMessage: 'The restore was undone.' },
  undoFailed: { id: 'restoreBrand.undoFailed', defaultMessage: 'The restore could not be undone. Please try again.' },
  fewer: { id: 'restoreBrand.fewer', defaultMessage: 'Show fewer' },
});

const titleVersion = defineMessage<{ name: string }>({
  id: 'restoreBrand.title.version',
  defaultMessage: 'Restore the brand to version “{name}”?',
});
const lead = defineMessage<{ time: string }>({
  id: 'restoreBrand.lead',
  defaultMessage: 'The brand goes back to how it was on {time}:',
});
const sections = {
  settings: defineMessage<{ count: number }>({
    id: 'restoreBrand.settings',
    defaultMessage: '{count, plural, one {A setting changes back} other {# settings change back}}',
  }),
  pagesRestored: defineMessage<{ count: number }>({
    id: 'restoreBrand.pagesRestored',
    defaultMessage: '{count, plural, one {A deleted page comes back} other {# deleted pages come back}}',
  }),
  pagesDeleted: defineMessage<{ count: number }>({
    id: 'restoreBrand.pagesDeleted',
    defaultMessage:
      '{count, plural, one {A page made since goes to “Recently deleted”} other {# pages made since go to “Recently deleted”}}',
  }),
  pagesChanged: defineMessage<{ count: number }>({
    id: 'restoreBrand.pagesChanged',
    defaultMessage: '{count, plural, one {A page’s content changes back} other {The content of # pages changes back}}',
  }),
};
const assets = defineMessage<{ count: number }>({
  id: 'restoreBrand.assets',
  defaultMessage:
    '{count, plural, one {A deleted file comes back to the library.} other {# deleted files come back to the library.}}',
});
const more = defineMessage<{ count: number }>({ id: 'restoreBrand.more', defaultMessage: 'Show {count} more' });

type Plan = NonNullable<NonNullable<RestoreBrandDialogQuery$data['brand']>['revertPreview']>;

/** Items of a list shown before "Show n more". */
const FIRST_ITEMS = 5;

const previewQuery = graphql`
  query RestoreBrandDialogQuery($id: ID!, $at: String!) {
    brand(id: $id) {
      id
      revertPreview(at: $at) {
        at
        settings
        pagesOrder
        pagesRestored
        pagesDeleted
        pagesChanged
        assetsRestored
      }
    }
  }
`;

/**
 * "Restore the brand to this moment" (editors and owners): says what the restore would change
 * (Brand.revertPreview), restores (revertBrand), and offers to undo it in a toast, which restores
 * the brand to the moment just before (the answer's undoAt).
 */
export function RestoreBrandDialog({
  brandId,
  at,
  versionName,
  onClose,
  onRestored,
}: {
  brandId: string;
  /** The moment to go back to (an entry's or a version's `at`). */
  at: string;
  /** When the moment is a version: its name, for the title. */
  versionName?: string;
  onClose: () => void;
  /** After the restore and after its undo: what the screen shows has changed. */
  onRestored?: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const environment = useRelayEnvironment();
  const revert = useRevertBrandMutation();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [loadError, setLoadError] = useState<ErrorInfo | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const subscription = fetchQuery<RestoreBrandDialogQuery>(
      environment,
      previewQuery,
      { id: brandId, at },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        if (data.brand?.revertPreview) setPlan(data.brand.revertPreview);
        else setLoadError({ message: '', code: 'FORBIDDEN', status: 403 });
      },
      error: (e: unknown) => setLoadError(errorInfo(e)),
    });
    return () => subscription.unsubscribe();
  }, [environment, brandId, at]);

  const changes = plan
    ? plan.settings.length +
      plan.pagesRestored.length +
      plan.pagesDeleted.length +
      plan.pagesChanged.length +
      plan.assetsRestored +
      (plan.pagesOrder ? 1 : 0)
    : 0;

  async function restore() {
    setBusy(true);
    setError(null);
    try {
      const { undoAt } = await revert(brandId, at);
      onRestored?.();
      onClose();
      toast.show(
        <UndoToast
          onUndo={() =>
            revert(brandId, undoAt).then(
              () => {
                onRestored?.();
                toast.show(intl.formatMessage(messages.undone), { tone: 'success' });
              },
              (e: unknown) => {
                toast.show(errorInfo(e).message || intl.formatMessage(messages.undoFailed), { tone: 'error' });
                throw e;
              },
            )
          }
        />,
        { tone: 'success', duration: 15_000 },
      );
    } catch (e) {
      setError(errorInfo(e));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={versionName ? intl.formatMessage(titleVersion, { name: versionName }) : intl.formatMessage(messages.titleMoment)}
      onClose={onClose}
      width="36rem"
      className="restore-dialog"
    >
      <div className="stack">
        {loadError ? (
          <ErrorText error={loadError} fallback={messages.failed} />
        ) : !plan ? (
          <p className="muted restore-loading" role="status">
            <span className="spinner small" aria-hidden="true" /> {intl.formatMessage(messages.loading)}
          </p>
        ) : changes === 0 ? (
          <p role="status">{intl.formatMessage(messages.nothing)}</p>
        ) : (
          <>
            <p>{intl.formatMessage(lead, { time: intl.formatDate(plan.at, exactTime) })}</p>
            <div className="restore-plan">
              <PlanList title={intl.formatMessage(sections.settings, { count: plan.settings.length })} items={plan.settings} />
              {plan.pagesOrder ? <p className="restore-line">{intl.formatMessage(messages.order)}</p> : null}
              <PlanList
                title={intl.formatMessage(sections.pagesRestored, { count: plan.pagesRestored.length })}
                items={plan.pagesRestored}
              />
              <PlanList
                title={intl.formatMessage(sections.pagesDeleted, { count: plan.pagesDeleted.length })}
                items={plan.pagesDeleted}
              />
              <PlanList
                title={intl.formatMessage(sections.pagesChanged, { count: plan.pagesChanged.length })}
                items={plan.pagesChanged}
              />
              {plan.assetsRestored ? (
                <p className="restore-line">{intl.formatMessage(assets, { count: plan.assetsRestored })}</p>
              ) : null}
            </div>
          </>
        )}
        <p className="muted small">{intl.formatMessage(messages.kept)}</p>
        <ErrorText error={error} />
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant="primary" busy={busy} disabled={!plan || changes === 0} onClick={() => void restore()}>
            <Icon name="restore" /> {intl.formatMessage(messages.confirm)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** One part of the plan: a heading with the count, and the names (the first few, the rest on request). */
function PlanList({ title, items }: { title: string; items: readonly string[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (items.length === 0) return null;
  const shown = open ? items : items.slice(0, FIRST_ITEMS);
  return (
    <section className="restore-section">
      <h3 className="small-heading">{title}</h3>
      <ul id={listId} className="restore-items">
        {shown.map((item, i) => (
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ul>
      {items.length > FIRST_ITEMS ? (
        <Button size="small" variant="ghost" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? intl.formatMessage(messages.fewer) : intl.formatMessage(more, { count: items.length - FIRST_ITEMS })}
        </Button>
      ) : null}
    </section>
  );
}

/** The toast after a restore: "Brand restored · Undo". */
function UndoToast({ onUndo }: { onUndo: () => Promise<void> }) {
  const intl = useIntl();
  const [state, setState] = useState<'ready' | 'busy' | 'done'>('ready');
  return (
    <span className="undo-toast">
      {intl.formatMessage(messages.restored)}
      <span aria-hidden="true"> · </span>
      <button
        type="button"
        className="toast-action"
        disabled={state !== 'ready'}
        onClick={() => {
          setState('busy');
          void onUndo().then(
            () => setState('done'),
            () => setState('ready'),
          );
        }}
      >
        {intl.formatMessage(messages.undo)}
      </button>
    </span>
  );
}
