import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { useFetcher, useRevalidator } from 'react-router';
import { useLocale } from '../i18n/LocaleProvider';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { acceptTerms } from './session';
import { legalLinks } from './terms';
import { rememberViewer } from '../routing/viewer';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

const messages = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'Before you start' },
  intro: {
    id: 'terms.intro',
    defaultMessage: 'Brandtrail is made for businesses. Please confirm the following to continue.',
  },
  required: { id: 'terms.required', defaultMessage: 'Agreement is required to proceed.' },
  confirm: { id: 'terms.confirm', defaultMessage: 'Confirm and continue' },
  confirming: { id: 'terms.confirming', defaultMessage: 'Saving…' },
  logOut: { id: 'terms.logOut', defaultMessage: 'Log out' },
});

const agreement = defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
  id: 'terms.agreement',
  defaultMessage:
    'I use Brandtrail for business purposes and not as a consumer, and I accept the <terms>terms of use</terms> and the <privacy>privacy policy</privacy>.',
});

/**
 * The terms step (spec, points 2, 4 and 5): a modal that stays until the checkbox is ticked and the
 * acceptance is stored; then the user is reloaded, and with termsAccepted true the dialog goes away.
 */
export function TermsDialog() {
  const revalidator = useRevalidator();
  const { locale } = useLocale();
  const logout = useFetcher();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();
  const links = legalLinks[locale];

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!agreed) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      // The answer is the user with termsAccepted true; the root loader's checks then drop the dialog.
      rememberViewer(await acceptTerms());
      await revalidator.revalidate();
    } catch (caught) {
      setError(errorInfo(caught));
      setBusy(false);
    }
  }

  const link = (href: string) => (chunks: ReactNode) => (
    <a href={href} target="_blank" rel="noreferrer">
      {chunks}
    </a>
  );

  return (
    // Escape must not dismiss it: the step is required. 42em wide (spec, point 9).
    <Dialog title={<FormattedMessage {...messages.title} />} dismissible={false} width="42em" className="terms-dialog">
      <form className="stack" onSubmit={(event) => void confirm(event)} noValidate>
        <p className="muted">
          <FormattedMessage {...messages.intro} />
        </p>
        <div className="checkbox">
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            aria-invalid={missing && !agreed}
            aria-describedby={missing && !agreed ? `${checkboxId}-error` : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setMissing(false);
            }}
          />
          <label htmlFor={checkboxId}>
            <FormattedMessage {...agreement} values={{ terms: link(links.terms), privacy: link(links.privacy) }} />
          </label>
        </div>
        {missing && !agreed ? (
          <p className="form-error" role="alert" id={`${checkboxId}-error`}>
            <FormattedMessage {...messages.required} />
          </p>
        ) : null}
        <ErrorText error={error} />
        <div className="actions">
          <Button variant="ghost" onClick={() => void logout.submit(null, { method: 'post', action: '/logout' })}>
            <FormattedMessage {...messages.logOut} />
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            <FormattedMessage {...(busy ? messages.confirming : messages.confirm)} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
