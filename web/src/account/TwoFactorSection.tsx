import { TOTP_CODE_INPUT_MAX } from '@brandtrail/domain/limits';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { TwoFactorSection_user$key } from '../__generated__/TwoFactorSection_user.graphql';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { Field } from '../ui/Field';
import { formText } from '../ui/form';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import { PasswordDialog } from './PasswordDialog';
import { useBeginTwoFactorMutation } from './useBeginTwoFactorMutation';
import { useDisableTwoFactorMutation } from './useDisableTwoFactorMutation';
import { useEnableTwoFactorMutation } from './useEnableTwoFactorMutation';
import { useRenewRecoveryCodesMutation } from './useRenewRecoveryCodesMutation';

const m = defineMessages({
  title: { id: 'twoFactor.title', defaultMessage: 'Two-factor sign-in' },
  on: { id: 'twoFactor.on', defaultMessage: 'On' },
  off: { id: 'twoFactor.off', defaultMessage: 'Off' },
  offIntro: {
    id: 'twoFactor.offIntro',
    defaultMessage:
      'After your password, Brandtrail asks for a code from an authenticator app on your phone (1Password, Google Authenticator, Microsoft Authenticator and others), so a stolen password alone does not get in.',
  },
  setUp: { id: 'twoFactor.setUp', defaultMessage: 'Set up two-factor sign-in' },
  scan: { id: 'twoFactor.scan', defaultMessage: '1. Scan this code with your authenticator app.' },
  qrAlt: { id: 'twoFactor.qrAlt', defaultMessage: 'QR code to add Brandtrail to an authenticator app' },
  key: { id: 'twoFactor.key', defaultMessage: 'Cannot scan it? Type this key into the app instead:' },
  enter: { id: 'twoFactor.enter', defaultMessage: '2. Enter the six-digit code the app now shows.' },
  code: { id: 'twoFactor.code', defaultMessage: 'Code' },
  turnOn: { id: 'twoFactor.turnOn', defaultMessage: 'Turn on' },
  cancel: { id: 'twoFactor.cancel', defaultMessage: 'Cancel' },
  codesTitle: { id: 'twoFactor.codesTitle', defaultMessage: 'Keep your recovery codes' },
  codesIntro: {
    id: 'twoFactor.codesIntro',
    defaultMessage:
      'Each of these codes lets you log in once without your app, if you lose your phone. Keep them somewhere safe, such as a password manager: they are shown only now.',
  },
  download: { id: 'twoFactor.download', defaultMessage: 'Download' },
  copy: { id: 'twoFactor.copy', defaultMessage: 'Copy' },
  copied: { id: 'twoFactor.copied', defaultMessage: 'The recovery codes are copied.' },
  kept: { id: 'twoFactor.kept', defaultMessage: 'I have kept them' },
  turnedOn: { id: 'twoFactor.turnedOn', defaultMessage: 'Two-factor sign-in is on.' },
  renew: { id: 'twoFactor.renew', defaultMessage: 'New recovery codes…' },
  renewTitle: { id: 'twoFactor.renewTitle', defaultMessage: 'New recovery codes' },
  renewIntro: {
    id: 'twoFactor.renewIntro',
    defaultMessage: 'Your current recovery codes stop working. Enter your password to go on.',
  },
  turnOff: { id: 'twoFactor.turnOff', defaultMessage: 'Turn off…' },
  turnOffTitle: { id: 'twoFactor.turnOffTitle', defaultMessage: 'Turn off two-factor sign-in?' },
  turnOffIntro: {
    id: 'twoFactor.turnOffIntro',
    defaultMessage:
      'Your password alone will let you in again, and your recovery codes stop working. Enter your password to go on.',
  },
  turnedOff: { id: 'twoFactor.turnedOff', defaultMessage: 'Two-factor sign-in is off.' },
  go: { id: 'twoFactor.go', defaultMessage: 'Go on' },
  acting: {
    id: 'twoFactor.acting',
    defaultMessage: 'While you act as this person, their two-factor sign-in stays theirs to change.',
  },
});
const left = defineMessage<{ count: number }>({
  id: 'twoFactor.left',
  defaultMessage:
    'Log-in asks for a code from your authenticator app. {count, plural, =0 {No recovery code is left: make new ones.} one {# recovery code is left.} other {# recovery codes are left.}}',
});

type Open = { kind: 'setup' } | { kind: 'codes'; codes: readonly string[] } | { kind: 'renew' } | { kind: 'off' } | null;

/** The account page's two-factor sign-in: set up with an authenticator app, recovery codes, turn off. */
export function TwoFactorSection({ user, impersonated }: { user: TwoFactorSection_user$key; impersonated: boolean }) {
  const data = useFragment(
    graphql`
      fragment TwoFactorSection_user on User {
        twoFactor
        recoveryCodesLeft
      }
    `,
    user,
  );
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <section className="card stack two-factor" aria-labelledby="two-factor-title">
      <div className="sessions-head">
        <h2 id="two-factor-title">
          <FormattedMessage {...m.title} />
        </h2>
        <span className={data.twoFactor ? 'badge sessions-current' : 'badge'}>
          <FormattedMessage {...(data.twoFactor ? m.on : m.off)} />
        </span>
      </div>
      {impersonated ? (
        <p className="muted">
          <FormattedMessage {...m.acting} />
        </p>
      ) : data.twoFactor ? (
        <>
          <p className="muted">
            <FormattedMessage {...left} values={{ count: data.recoveryCodesLeft ?? 0 }} />
          </p>
          <div className="button-row">
            <Button onClick={() => setOpen({ kind: 'renew' })}>
              <FormattedMessage {...m.renew} />
            </Button>
            <Button variant="ghost" onClick={() => setOpen({ kind: 'off' })}>
              <FormattedMessage {...m.turnOff} />
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">
            <FormattedMessage {...m.offIntro} />
          </p>
          <div>
            <Button variant="primary" onClick={() => setOpen({ kind: 'setup' })}>
              <FormattedMessage {...m.setUp} />
            </Button>
          </div>
        </>
      )}
      {open?.kind === 'setup' ? <SetupDialog onClose={close} onCodes={(codes) => setOpen({ kind: 'codes', codes })} /> : null}
      {open?.kind === 'codes' ? <RecoveryCodesDialog codes={open.codes} onClose={close} /> : null}
      {open?.kind === 'renew' ? <RenewDialog onClose={close} onCodes={(codes) => setOpen({ kind: 'codes', codes })} /> : null}
      {open?.kind === 'off' ? <TurnOffDialog onClose={close} /> : null}
    </section>
  );
}

/** Begins at once (a new secret), shows the QR code and the key, and turns on with a code from the app. */
function SetupDialog({ onClose, onCodes }: { onClose: () => void; onCodes: (codes: readonly string[]) => void }) {
  const intl = useIntl();
  const begin = useBeginTwoFactorMutation();
  const [enable, busy] = usePending(useEnableTwoFactorMutation());
  const [setup, setSetup] = useState<{ secret: string; qrCode: string } | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  // One new secret per opening (the ref keeps a development remount from asking twice).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    begin().then(setSetup, (e: unknown) => setError(errorInfo(e)));
  }, [begin]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formText(new FormData(event.currentTarget), 'code');
    setError(null);
    try {
      onCodes(await enable(code.replace(/\s/g, '')));
    } catch (e) {
      setError(errorInfo(e));
    }
  };
  return (
    <Dialog title={intl.formatMessage(m.setUp)} onClose={onClose} width="30rem">
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <p>
          <FormattedMessage {...m.scan} />
        </p>
        <div className="two-factor-qr">
          {setup ? <img src={setup.qrCode} alt={intl.formatMessage(m.qrAlt)} width={184} height={184} /> : null}
        </div>
        <p className="muted small">
          <FormattedMessage {...m.key} />
        </p>
        <p className="two-factor-key">{setup?.secret.replace(/(.{4})/g, '$1 ').trim() ?? '…'}</p>
        <p>
          <FormattedMessage {...m.enter} />
        </p>
        <Field
          label={intl.formatMessage(m.code)}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TOTP_CODE_INPUT_MAX}
          required
        />
        <ErrorText error={error} />
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Button type="submit" variant="primary" busy={busy} disabled={!setup}>
            <FormattedMessage {...m.turnOn} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The ten recovery codes, shown once: download, copy, then close. */
function RecoveryCodesDialog({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const text = codes.join('\n') + '\n';
  return (
    <Dialog title={intl.formatMessage(m.codesTitle)} onClose={onClose} width="30rem" dismissible={false}>
      <div className="stack">
        <p className="muted">
          <FormattedMessage {...m.codesIntro} />
        </p>
        <ul className="two-factor-codes">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="button-row">
          <a
            className="button"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="brandtrail-recovery-codes.txt"
          >
            <FormattedMessage {...m.download} />
          </a>
          <Button
            onClick={() =>
              void navigator.clipboard.writeText(text).then(() => toast.show(intl.formatMessage(m.copied), { tone: 'success' }))
            }
          >
            <FormattedMessage {...m.copy} />
          </Button>
        </div>
        <div className="form-actions">
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              toast.show(intl.formatMessage(m.turnedOn), { tone: 'success' });
            }}
          >
            <FormattedMessage {...m.kept} />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function RenewDialog({ onClose, onCodes }: { onClose: () => void; onCodes: (codes: readonly string[]) => void }) {
  const intl = useIntl();
  const [renew, busy] = usePending(useRenewRecoveryCodesMutation());
  const [error, setError] = useState<ErrorInfo | null>(null);
  return (
    <PasswordDialog
      title={intl.formatMessage(m.renewTitle)}
      intro={intl.formatMessage(m.renewIntro)}
      confirm={intl.formatMessage(m.go)}
      busy={busy}
      error={error}
      onSubmit={(password) => void renew(password).then(onCodes, (e: unknown) => setError(errorInfo(e)))}
      onClose={onClose}
    />
  );
}

function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [disable, busy] = usePending(useDisableTwoFactorMutation());
  const [error, setError] = useState<ErrorInfo | null>(null);
  return (
    <PasswordDialog
      title={intl.formatMessage(m.turnOffTitle)}
      intro={intl.formatMessage(m.turnOffIntro)}
      confirm={intl.formatMessage(m.go)}
      busy={busy}
      error={error}
      onSubmit={(password) =>
        void disable(password).then(
          () => {
            onClose();
            toast.show(intl.formatMessage(m.turnedOff), { tone: 'success' });
          },
          (e: unknown) => setError(errorInfo(e)),
        )
      }
      onClose={onClose}
    />
  );
}
