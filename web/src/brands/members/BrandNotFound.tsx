import { ACCESS_MESSAGE_MAX } from '@brandtrail/domain/limits';
import { use, useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NotFound } from '../../layout/ErrorPage';
import { currentViewer } from '../../routing/viewer';
import { Button } from '../../ui/Button';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { usePending } from '../../ui/usePending';
import { ErrorText } from '../../ui/ErrorText';
import { useRequestBrandAccessMutation } from './useRequestBrandAccessMutation';

const messages = defineMessages({
  ask: {
    id: 'accessRequest.ask',
    defaultMessage: "If a colleague sent you this link, you can ask the brand's owners for access.",
  },
  message: { id: 'accessRequest.message', defaultMessage: 'Message (optional)' },
  placeholder: { id: 'accessRequest.placeholder', defaultMessage: 'Who you are and why you need access' },
  submit: { id: 'accessRequest.submit', defaultMessage: 'Ask for access' },
  sent: {
    id: 'accessRequest.sent',
    defaultMessage: "Thank you. If this brand exists, its owners have your request and you'll get an email with their answer.",
  },
  failed: { id: 'accessRequest.failed', defaultMessage: 'Unable to send the request' },
});

/**
 * The not-found screen of a brand (or a page of it): for a logged-in user, with a form to ask the
 * brand's owners for access. `brand` is the address's brand part (a slug or a global id); the
 * answer is the same whether or not the brand exists.
 */
export function BrandNotFound({ brand }: { brand: string }) {
  const viewer = use(currentViewer());
  return (
    <>
      <NotFound />
      {viewer && brand ? <RequestAccessForm brand={brand} /> : null}
    </>
  );
}

function RequestAccessForm({ brand }: { brand: string }) {
  const intl = useIntl();
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [request, busy] = usePending(useRequestBrandAccessMutation());
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    void request(brand, message).then(
      () => setSent(true),
      (e: unknown) => setError(errorInfo(e)),
    );
  }

  if (sent)
    return (
      <p className="card narrow form-success access-request" role="status">
        <FormattedMessage {...messages.sent} />
      </p>
    );
  return (
    <form className="card narrow form access-request" onSubmit={submit}>
      <p>
        <FormattedMessage {...messages.ask} />
      </p>
      <div className="field">
        <label htmlFor={id}>
          <FormattedMessage {...messages.message} />
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={ACCESS_MESSAGE_MAX}
          value={message}
          placeholder={intl.formatMessage(messages.placeholder)}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <ErrorText error={error} fallback={messages.failed} />
      <Button type="submit" variant="primary" busy={busy}>
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
}
