import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { makeExampleBrand } from './aiBrand';
import { languageOf } from './aiLanguage';

export const exampleMessages = defineMessages({
  try: { id: 'newBrand.example.try', defaultMessage: 'Try an example brand' },
  text: {
    id: 'newBrand.example.text',
    defaultMessage: 'AI invents a brand with colours, fonts and five starter pages, so that you can look around first.',
  },
  working: { id: 'newBrand.example.working', defaultMessage: 'Inventing an example brand… This takes up to a minute.' },
  cancel: { id: 'newBrand.example.cancel', defaultMessage: 'Cancel' },
  unavailable: {
    id: 'newBrand.example.unavailable',
    defaultMessage:
      'AI invents the example brand, and AI help is not switched on for this Brandtrail. Whoever runs Brandtrail for your team can switch it on.',
  },
  failed: { id: 'newBrand.failed', defaultMessage: 'Unable to create brand' },
});

/**
 * "Try an example brand" (POST /api/example-brand-ai): the server has the model invent a brand, makes
 * it with its starter pages for the viewer, and the browser opens it. Where AI is not set up
 * (`available` false) the button stays, turned off, and says why.
 */
export function ExampleBrand({ available }: { available: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const controller = useRef<AbortController | null>(null);
  const unavailableId = useId();
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    setError(null);
    setBusy(true);
    const running = new AbortController();
    controller.current = running;
    try {
      const brand = await makeExampleBrand(languageOf(intl.locale), running.signal);
      void navigate(`/${brand.slug}`);
    } catch (caught) {
      if (!running.signal.aborted) setError(errorInfo(caught));
    } finally {
      if (controller.current === running) setBusy(false);
    }
  }

  function cancel() {
    controller.current?.abort();
    controller.current = null;
    setBusy(false);
  }

  if (!available)
    return (
      <div className="example-brand">
        <div className="actions">
          <Button disabled aria-describedby={unavailableId}>
            <Icon name="sparkle" /> <FormattedMessage {...exampleMessages.try} />
          </Button>
        </div>
        <p className="muted" id={unavailableId}>
          <FormattedMessage {...exampleMessages.unavailable} />
        </p>
      </div>
    );
  return (
    <div className="example-brand">
      <p className="muted">
        <FormattedMessage {...exampleMessages.text} />
      </p>
      <div className="actions">
        <Button busy={busy} onClick={() => void start()}>
          {busy ? null : <Icon name="sparkle" />} <FormattedMessage {...exampleMessages.try} />
        </Button>
        {busy ? (
          <Button variant="ghost" onClick={cancel}>
            <FormattedMessage {...exampleMessages.cancel} />
          </Button>
        ) : null}
      </div>
      {busy ? (
        <p className="muted" role="status">
          <FormattedMessage {...exampleMessages.working} />
        </p>
      ) : null}
      <ErrorText error={error} fallback={exampleMessages.failed} />
    </div>
  );
}
