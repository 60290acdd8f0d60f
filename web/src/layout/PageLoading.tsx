import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'loading.page', defaultMessage: 'Loading…' },
});

/** The Suspense fallback while a page's data arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage {...messages.loading} />
    </div>
  );
}
