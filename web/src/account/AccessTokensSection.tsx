import { ACCESS_TOKEN_NAME_MAX } from '@brandtrail/domain/limits';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AccessTokensSection_user$key } from '../__generated__/AccessTokensSection_user.graphql';
import { Moment, useNow } from '../history/Moment';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { Field } from '../ui/Field';
import { OptionsSelect } from '../ui/OptionsSelect';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import { useCreateAccessTokenMutation } from './useCreateAccessTokenMutation';
import { useRevokeAccessTokenMutation } from './useRevokeAccessTokenMutation';

const m = defineMessages({
  title: { id: 'accessTokens.title', defaultMessage: 'Access tokens' },
  intro: {
    id: 'accessTokens.intro',
    defaultMessage:
      'A token lets a build or an AI agent read your brands’ design tokens without your password: read only, for the brands you choose, until it expires or you revoke it.',
  },
  none: { id: 'accessTokens.none', defaultMessage: 'No access tokens yet.' },
  create: { id: 'accessTokens.create', defaultMessage: 'New token' },
  name: { id: 'accessTokens.name', defaultMessage: 'Name' },
  nameHint: { id: 'accessTokens.nameHint', defaultMessage: 'What it is for, for example “Website build”.' },
  brands: { id: 'accessTokens.brands', defaultMessage: 'Brands' },
  allBrands: { id: 'accessTokens.allBrands', defaultMessage: 'All your brands' },
  someBrands: { id: 'accessTokens.someBrands', defaultMessage: 'Only these brands' },
  expiry: { id: 'accessTokens.expiry', defaultMessage: 'Expires' },
  never: { id: 'accessTokens.never', defaultMessage: 'Never' },
  cancel: { id: 'accessTokens.cancel', defaultMessage: 'Cancel' },
  make: { id: 'accessTokens.make', defaultMessage: 'Create token' },
  madeTitle: { id: 'accessTokens.madeTitle', defaultMessage: 'Copy your token now' },
  madeIntro: {
    id: 'accessTokens.madeIntro',
    defaultMessage: 'This is the only time it is shown. Send it as a bearer token, for example:',
  },
  copy: { id: 'accessTokens.copy', defaultMessage: 'Copy token' },
  copied: { id: 'accessTokens.copied', defaultMessage: 'The token is copied.' },
  done: { id: 'accessTokens.done', defaultMessage: 'Done' },
  revoke: { id: 'accessTokens.revoke', defaultMessage: 'Revoke' },
  revokeIntro: { id: 'accessTokens.revokeIntro', defaultMessage: 'Builds and agents that use it stop getting in at once.' },
  revoked: { id: 'accessTokens.revoked', defaultMessage: 'The token is revoked.' },
  expired: { id: 'accessTokens.expired', defaultMessage: 'Expired' },
  neverUsed: { id: 'accessTokens.neverUsed', defaultMessage: 'never used' },
  lastUsed: { id: 'accessTokens.lastUsed', defaultMessage: 'last used' },
  created: { id: 'accessTokens.created', defaultMessage: 'created' },
  noBrandChosen: { id: 'accessTokens.noBrandChosen', defaultMessage: 'Choose at least one brand.' },
});
const revokeTitle = defineMessage<{ name: string }>({ id: 'accessTokens.revokeTitle', defaultMessage: 'Revoke “{name}”?' });
const expires = defineMessage<{ date: string }>({ id: 'accessTokens.expires', defaultMessage: 'expires {date}' });
const days = defineMessage<{ count: number }>({
  id: 'accessTokens.days',
  defaultMessage: '{count, plural, one {in # day} other {in # days}}',
});

const EXPIRIES = [30, 90, 366, 0] as const;

/** The account page's personal access tokens: the list, a new one (its secret shown once), revoke. */
/** A brand the person may give a token for. */
export interface TokenBrand {
  id: string;
  name: string;
}

export function AccessTokensSection({
  user,
  brands,
  impersonated,
}: {
  user: AccessTokensSection_user$key;
  brands: readonly TokenBrand[];
  /** An admin acting as the person makes none (a token would outlive the hour). */
  impersonated: boolean;
}) {
  const intl = useIntl();
  const now = useNow();
  const data = useFragment(
    graphql`
      fragment AccessTokensSection_user on User {
        accessTokens {
          id
          name
          brands {
            id
            name
          }
          createdAt
          expiresAt
          expired
          lastUsedAt
        }
      }
    `,
    user,
  );
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  return (
    <section className="card stack access-tokens" aria-labelledby="access-tokens-title">
      <div className="sessions-head">
        <h2 id="access-tokens-title">
          <FormattedMessage {...m.title} />
        </h2>
        {impersonated ? null : (
          <Button size="small" onClick={() => setCreating(true)}>
            <FormattedMessage {...m.create} />
          </Button>
        )}
      </div>
      <p className="muted">
        <FormattedMessage {...m.intro} />
      </p>
      {data.accessTokens.length === 0 ? (
        <p className="muted">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <ul className="sessions-list">
          {data.accessTokens.map((t) => (
            <li key={t.id} className="sessions-row">
              <span className="sessions-main">
                <span className="sessions-device">
                  {t.name}
                  {t.expired ? (
                    <span className="badge danger">
                      <FormattedMessage {...m.expired} />
                    </span>
                  ) : null}
                </span>
                <span className="sessions-meta">
                  <span>{t.brands ? t.brands.map((b) => b.name).join(', ') : intl.formatMessage(m.allBrands)}</span>
                  <span>
                    <FormattedMessage {...m.created} /> <Moment at={t.createdAt} now={now} />
                  </span>
                  <span>
                    {t.expiresAt
                      ? intl.formatMessage(expires, { date: intl.formatDate(t.expiresAt, { dateStyle: 'medium' }) })
                      : intl.formatMessage(m.never)}
                  </span>
                  <span>
                    {t.lastUsedAt ? (
                      <>
                        <FormattedMessage {...m.lastUsed} /> <Moment at={t.lastUsedAt} now={now} />
                      </>
                    ) : (
                      intl.formatMessage(m.neverUsed)
                    )}
                  </span>
                </span>
              </span>
              <Button size="small" variant="ghost" onClick={() => setRevoking({ id: t.id, name: t.name })}>
                <FormattedMessage {...m.revoke} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <CreateDialog
          brands={brands}
          onClose={() => setCreating(false)}
          onMade={(token) => {
            setCreating(false);
            setMade(token);
          }}
        />
      ) : null}
      {made ? <MadeDialog token={made} onClose={() => setMade(null)} /> : null}
      {revoking ? <RevokeDialog token={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
}

function CreateDialog({
  brands,
  onClose,
  onMade,
}: {
  brands: readonly TokenBrand[];
  onClose: () => void;
  onMade: (token: string) => void;
}) {
  const intl = useIntl();
  const ids = useId();
  const [create, busy] = usePending(useCreateAccessTokenMutation());
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [expiry, setExpiry] = useState('90');
  const [error, setError] = useState<ErrorInfo | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (scope === 'some' && chosen.length === 0)
      return setError({ message: intl.formatMessage(m.noBrandChosen), code: undefined, status: 400 });
    try {
      onMade(await create(name, scope === 'all' ? null : chosen, Number(expiry) || null));
    } catch (e) {
      setError(errorInfo(e));
    }
  };
  return (
    <Dialog title={intl.formatMessage(m.create)} onClose={onClose} width="32rem">
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <Field
          label={intl.formatMessage(m.name)}
          name="name"
          value={name}
          required
          maxLength={ACCESS_TOKEN_NAME_MAX}
          placeholder={intl.formatMessage(m.nameHint)}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset className="plain-fieldset access-token-scope">
          <legend>
            <FormattedMessage {...m.brands} />
          </legend>
          {(['all', 'some'] as const).map((value) => (
            <label key={value} className="checkbox">
              <input type="radio" name="scope" value={value} checked={scope === value} onChange={() => setScope(value)} />
              <FormattedMessage {...(value === 'all' ? m.allBrands : m.someBrands)} />
            </label>
          ))}
          {scope === 'some' ? (
            <div className="access-token-brands">
              {brands.map((b) => (
                <label key={b.id} className="checkbox">
                  <input
                    type="checkbox"
                    checked={chosen.includes(b.id)}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, b.id] : chosen.filter((id) => id !== b.id))}
                  />
                  {b.name}
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor={`${ids}-expiry`}>
            <FormattedMessage {...m.expiry} />
          </label>
          <OptionsSelect
            id={`${ids}-expiry`}
            value={expiry}
            options={EXPIRIES.map((d) => ({
              value: String(d),
              label: d ? intl.formatMessage(days, { count: d }) : intl.formatMessage(m.never),
            }))}
            onChange={setExpiry}
          />
        </div>
        <ErrorText error={error} />
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            <FormattedMessage {...m.make} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function MadeDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const example = `curl -H "Authorization: Bearer ${token}" ${window.location.origin}/api/brands/<brand>/tokens.json`;
  return (
    <Dialog title={intl.formatMessage(m.madeTitle)} onClose={onClose} width="36rem" dismissible={false}>
      <div className="stack">
        <p className="access-token-secret">{token}</p>
        <p className="muted">
          <FormattedMessage {...m.madeIntro} />
        </p>
        <pre className="access-token-example">{example}</pre>
        <div className="form-actions">
          <Button
            onClick={() =>
              void navigator.clipboard.writeText(token).then(() => toast.show(intl.formatMessage(m.copied), { tone: 'success' }))
            }
          >
            <FormattedMessage {...m.copy} />
          </Button>
          <Button variant="primary" onClick={onClose}>
            <FormattedMessage {...m.done} />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function RevokeDialog({ token, onClose }: { token: { id: string; name: string }; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [revoke, busy] = usePending(useRevokeAccessTokenMutation());
  const [error, setError] = useState<ErrorInfo | null>(null);
  return (
    <ConfirmDialog
      title={intl.formatMessage(revokeTitle, { name: token.name })}
      width="28rem"
      error={error}
      cancel={intl.formatMessage(m.cancel)}
      confirm={intl.formatMessage(m.revoke)}
      busy={busy}
      onConfirm={() =>
        void revoke(token.id).then(
          () => {
            onClose();
            toast.show(intl.formatMessage(m.revoked), { tone: 'success' });
          },
          (e: unknown) => setError(errorInfo(e)),
        )
      }
      onClose={onClose}
    >
      <p>{intl.formatMessage(m.revokeIntro)}</p>
    </ConfirmDialog>
  );
}
