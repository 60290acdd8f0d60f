import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router';
import type { DeletedBrands_query$key } from '../__generated__/DeletedBrands_query.graphql';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { BrandMark } from './BrandMark';
import { brandPath } from './lookup';
import { useRestoreBrandMutation, type RestoredBrand } from './useRestoreBrandMutation';
import { Icon } from '../ui/Icon';
import { usePending } from '../ui/usePending';

/** What the delete page hands the home page (navigation state), for the Undo notice. */
export interface DeletedNotice {
  id: string;
  name: string;
}

const messages = defineMessages({
  title: { id: 'deletedBrands.title', defaultMessage: 'Deleted brands' },
  intro: {
    id: 'deletedBrands.intro',
    defaultMessage: 'Restoring brings a brand back whole, with its address, settings and pages.',
  },
  restore: { id: 'deletedBrands.restore', defaultMessage: 'Restore' },
  restoring: { id: 'deletedBrands.restoring', defaultMessage: 'Restoring…' },
  undo: { id: 'deletedBrands.undo', defaultMessage: 'Undo' },
  dismiss: { id: 'deletedBrands.dismiss', defaultMessage: 'Dismiss' },
  open: { id: 'deletedBrands.open', defaultMessage: 'Open it' },
  failed: { id: 'deletedBrands.failed', defaultMessage: 'Unable to restore the brand' },
});

const deletedOn = defineMessage<{ date: string }>({ id: 'deletedBrands.deletedOn', defaultMessage: 'Deleted {date}' });
const deletedNotice = defineMessage<{ name: string }>({
  id: 'deletedBrands.notice.deleted',
  defaultMessage: '“{name}” was deleted.',
});
const restoredNotice = defineMessage<{ name: string }>({
  id: 'deletedBrands.notice.restored',
  defaultMessage: '“{name}” is back.',
});

/**
 * The home screen's notice after a deletion, with Undo right away; after a restore it offers to
 * open the brand again.
 */
export function DeletedNoticeBar() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const deleted = (location.state as { deleted?: DeletedNotice } | null)?.deleted;
  const [restored, setRestored] = useState<RestoredBrand | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [restore, isInFlight] = usePending(useRestoreBrandMutation());

  const dismiss = () => {
    setRestored(null);
    void navigate('.', { replace: true, state: null });
  };

  if (restored) {
    return (
      <div className="undo-notice success" role="status">
        <p>
          <FormattedMessage {...restoredNotice} values={{ name: restored.name }} />
        </p>
        <div className="undo-notice-actions">
          <Link to={brandPath(restored.slug)} className="button small">
            <FormattedMessage {...messages.open} />
          </Link>
          <button
            type="button"
            className="button ghost small"
            onClick={dismiss}
            aria-label={intl.formatMessage(messages.dismiss)}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      </div>
    );
  }
  if (!deleted) return null;
  return (
    <div className="undo-notice" role="status">
      <p>
        <FormattedMessage {...deletedNotice} values={{ name: deleted.name }} />
      </p>
      <ErrorText error={error} fallback={messages.failed} />
      <div className="undo-notice-actions">
        <button
          type="button"
          className="button small"
          disabled={isInFlight}
          onClick={() =>
            void restore(deleted.id).then(
              (brand) => {
                void navigate('.', { replace: true, state: null });
                setRestored(brand);
              },
              (e: unknown) => setError(errorInfo(e)),
            )
          }
        >
          <FormattedMessage {...(isInFlight ? messages.restoring : messages.undo)} />
        </button>
        <button type="button" className="button ghost small" onClick={dismiss} aria-label={intl.formatMessage(messages.dismiss)}>
          <Icon name="close" size={14} />
        </button>
      </div>
    </div>
  );
}

/**
 * A brand as the deleted brands show it; deleting and restoring a brand answer it, and their
 * updaters move its record into and out of the list.
 */
export const deletedBrandFragment = graphql`
  fragment DeletedBrands_brand on Brand {
    id
    name
    slug
    deletedAt
  }
`;

/** The viewer's deleted brands (owners only), each with a Restore button. Nothing when none. */
export function DeletedBrands({ query }: { query: DeletedBrands_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DeletedBrands_query on Query {
        deletedBrands {
          ...DeletedBrands_brand @relay(mask: false)
        }
      }
    `,
    query,
  );
  const [restore, isInFlight] = usePending(useRestoreBrandMutation());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  if (data.deletedBrands.length === 0) return null;

  return (
    <section className="stack deleted-brands" aria-labelledby="deleted-brands-title">
      <div>
        <h2 id="deleted-brands-title">
          <FormattedMessage {...messages.title} />
        </h2>
        <p className="muted small">
          <FormattedMessage {...messages.intro} />
        </p>
      </div>
      <ErrorText error={error} fallback={messages.failed} />
      <ul className="deleted-list">
        {data.deletedBrands.map((brand) => (
          <li key={brand.id}>
            <BrandMark name={brand.name} className="muted-monogram" />
            <span className="deleted-name">
              <strong>{brand.name}</strong>
              <span className="muted small">
                /{brand.slug}
                {brand.deletedAt ? (
                  <>
                    {' · '}
                    <FormattedMessage
                      {...deletedOn}
                      values={{ date: intl.formatDate(brand.deletedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
                    />
                  </>
                ) : null}
              </span>
            </span>
            <button
              type="button"
              className="button small"
              disabled={isInFlight}
              aria-label={`${intl.formatMessage(messages.restore)}: ${brand.name}`}
              onClick={() => {
                setBusyId(brand.id);
                setError(null);
                void restore(brand.id).then(
                  () => setBusyId(null),
                  (e: unknown) => {
                    setBusyId(null);
                    setError(errorInfo(e));
                  },
                );
              }}
            >
              <FormattedMessage {...(busyId === brand.id ? messages.restoring : messages.restore)} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
