import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Field } from '../ui/Field';
import { formText } from '../ui/form';
import { useCreateBrandMutation } from './useCreateBrandMutation';

const messages = defineMessages({
  title: { id: 'newBrand.title', defaultMessage: 'New brand' },
  intro: {
    id: 'newBrand.intro',
    defaultMessage: 'Give your brand a name. Its address is made from the name; you can change both later.',
  },
  name: { id: 'newBrand.name', defaultMessage: 'Brand name' },
  submit: { id: 'newBrand.submit', defaultMessage: 'Create brand' },
  submitting: { id: 'newBrand.submitting', defaultMessage: 'Creating…' },
  cancel: { id: 'newBrand.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'newBrand.failed', defaultMessage: 'Unable to create brand' },
});

export default function NewBrandRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [createBrand, isInFlight] = useCreateBrandMutation();
  const [error, setError] = useState<ErrorInfo | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = formText(new FormData(event.currentTarget), 'name').trim();
    setError(null);
    createBrand(
      { name },
      {
        onCompleted: (brand) => void navigate(`/${brand.slug}`),
        onError: setError,
      },
    );
  }

  return (
    <div className="narrow">
      <form className="card form" onSubmit={submit} aria-labelledby="new-brand-title">
        <h1 id="new-brand-title">
          <FormattedMessage {...messages.title} />
        </h1>
        <p className="muted">
          <FormattedMessage {...messages.intro} />
        </p>
        <Field label={intl.formatMessage(messages.name)} name="name" required autoFocus autoComplete="off" />
        <ErrorText error={error} fallback={messages.failed} />
        <div className="actions">
          <Link to="/" className="button ghost">
            <FormattedMessage {...messages.cancel} />
          </Link>
          <button type="submit" className="button primary" disabled={isInFlight}>
            <FormattedMessage {...(isInFlight ? messages.submitting : messages.submit)} />
          </button>
        </div>
      </form>
    </div>
  );
}
