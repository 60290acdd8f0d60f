import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { loginPath } from '../auth/redirect';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { useErrorText } from '../ui/ErrorText';
import { Icon, type IconName } from '../ui/Icon';
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload';

const messages = defineMessages({
  notFound: { id: 'error.notFound', defaultMessage: 'This page could not be found' },
  notFoundHint: {
    id: 'error.notFoundHint',
    defaultMessage: 'The address may be mistyped, or the page was moved, deleted or is not shared with you.',
  },
  forbiddenHint: {
    id: 'error.forbiddenHint',
    defaultMessage: 'Your role does not allow this. The brand’s owners can give you access.',
  },
  logInHint: { id: 'error.logInHint', defaultMessage: 'Please log in to see this page.' },
  otherHint: {
    id: 'error.otherHint',
    defaultMessage: 'What you saved is kept. Reload the page, or go back to your brands.',
  },
  failed: { id: 'error.failed', defaultMessage: 'An error occurred while showing the error page' },
  home: { id: 'error.home', defaultMessage: 'Back to home' },
  logIn: { id: 'error.logIn', defaultMessage: 'Log in' },
});

const statusMessage = defineMessage<{ status: number }>({ id: 'error.status', defaultMessage: 'Error {status}' });

function describe(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error))
    return { message: '', code: error.status === 404 ? 'NOT_FOUND' : undefined, status: error.status };
  return errorInfo(error);
}

/** What an error page shows for a status: its icon and the sentence under its title. */
function kindOf(status: number): { icon: IconName; hint: MessageDescriptor } {
  if (status === 404) return { icon: 'search', hint: messages.notFoundHint };
  if (status === 403) return { icon: 'lock', hint: messages.forbiddenHint };
  if (status === 401) return { icon: 'lock', hint: messages.logInHint };
  return { icon: 'warning', hint: messages.otherHint };
}

/** The body of the error page: an icon, what happened, what to do, the status, a way on. */
export function ErrorContent({ error }: { error: ErrorInfo }) {
  const text = useErrorText();
  const location = useLocation();
  const notFound = error.status === 404;
  const kind = kindOf(error.status);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <span className={`error-icon error-icon-${kind.icon}`} aria-hidden="true">
        <Icon name={kind.icon} size={28} />
      </span>
      <h1 id="error-title">
        {notFound && !error.message ? <FormattedMessage {...messages.notFound} /> : text(error, messages.failed)}
      </h1>
      <p className="error-hint">
        <FormattedMessage {...kind.hint} />
      </p>
      <p className="error-status">
        <FormattedMessage {...statusMessage} values={{ status: error.status }} />
      </p>
      <p className="actions">
        {error.status === 401 ? (
          <Link className="button primary" to={loginPath(location.pathname + location.search)}>
            <FormattedMessage {...messages.logIn} />
          </Link>
        ) : null}
        <Link className="button" to="/">
          <FormattedMessage {...messages.home} />
        </Link>
      </p>
    </section>
  );
}

export function NotFound() {
  return <ErrorContent error={{ message: '', code: 'NOT_FOUND', status: 404 }} />;
}

/**
 * A route's errorElement. Inside the layout it shows just the content; as the root's errorElement
 * (the layout itself failed, e.g. the API is down) it brings its own minimal header.
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadAfterChunkError();
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [error, chunkError]);

  const content = <ErrorContent error={describe(error)} />;
  if (!standalone) return content;
  return (
    <>
      <header className="site-header">
        <div className="site-header-inner">
          <a href="/" className="brandmark">
            Brandtrail
          </a>
        </div>
      </header>
      <main className="page">{content}</main>
    </>
  );
}
