import { defineMessages, useIntl, type TypedMessageDescriptor } from 'react-intl';
import type { ErrorInfo } from './errorInfo';

const messages = defineMessages({
  network: {
    id: 'error.network',
    defaultMessage: 'The server could not be reached. Please check your connection and try again.',
  },
  unexpected: {
    id: 'error.unexpected',
    defaultMessage: 'Something went wrong. Please try again.',
  },
});

/** The server's message as it came (already translated), else `fallback`, else a generic text. */
export function useErrorText(): (error: ErrorInfo, fallback?: TypedMessageDescriptor) => string {
  const intl = useIntl();
  return (error, fallback) => {
    if (error.message) return error.message;
    if (error.code === 'NETWORK') return intl.formatMessage(messages.network);
    const descriptor: TypedMessageDescriptor = fallback ?? messages.unexpected;
    return intl.formatMessage(descriptor);
  };
}

/** An alert under a form. */
export function ErrorText({ error, fallback }: { error: ErrorInfo | null | undefined; fallback?: TypedMessageDescriptor }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {text(error, fallback)}
    </p>
  );
}
