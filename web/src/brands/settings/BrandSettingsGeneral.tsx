import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { BrandSettingsGeneral_brand$key } from '../../__generated__/BrandSettingsGeneral_brand.graphql';
import type { ErrorInfo } from '../../ui/errorInfo';
import { ErrorText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { brandPath } from '../lookup';
import { SLUG_PATTERN } from '../slug';
import { useUpdateBrandMutation, type BrandSettings } from '../useUpdateBrandMutation';
import { BrandLogo } from './BrandLogo';
import { useSettingsBrand } from './BrandSettingsRoute';

const messages = defineMessages({
  title: { id: 'brandSettings.general.title', defaultMessage: 'General' },
  intro: { id: 'brandSettings.general.intro', defaultMessage: 'How your brand is called, where it lives and who can see it.' },
  name: { id: 'brandSettings.general.name', defaultMessage: 'Name' },
  slug: { id: 'brandSettings.general.slug', defaultMessage: 'Address' },
  slugHint: {
    id: 'brandSettings.general.slugHint',
    defaultMessage: 'Lower-case letters, digits and dashes. Links to the old address stop working.',
  },
  bio: { id: 'brandSettings.general.bio', defaultMessage: 'Bio' },
  bioHint: { id: 'brandSettings.general.bioHint', defaultMessage: 'A sentence or two about the brand.' },
  usp: { id: 'brandSettings.general.usp', defaultMessage: 'Unique selling point' },
  uspHint: { id: 'brandSettings.general.uspHint', defaultMessage: 'What sets the brand apart.' },
  visibility: { id: 'brandSettings.general.visibility', defaultMessage: 'Visibility' },
  public: { id: 'brandSettings.general.public', defaultMessage: 'Public: anyone with the address can read the brand' },
  publicIndex: {
    id: 'brandSettings.general.publicIndex',
    defaultMessage: 'List the public brand in the directory and let search engines index it',
  },
  save: { id: 'brandSettings.general.save', defaultMessage: 'Save changes' },
  saving: { id: 'brandSettings.general.saving', defaultMessage: 'Saving…' },
  saved: { id: 'brandSettings.general.saved', defaultMessage: 'Changes saved.' },
  failed: { id: 'brandSettings.general.failed', defaultMessage: 'Unable to save the settings' },
  reset: { id: 'brandSettings.general.reset', defaultMessage: 'Discard changes' },
});

/** /{brand}/settings: name, address, bio, USP and visibility. */
export default function BrandSettingsGeneral() {
  const brand = useSettingsBrand();
  return (
    <div className="stack-lg">
      <GeneralForm brand={brand} key={brand.id} />
      <BrandLogo brand={brand} />
    </div>
  );
}

const FIELDS = ['name', 'slug', 'bio', 'usp', 'public', 'publicIndex'] as const;

function GeneralForm({ brand: key }: { brand: BrandSettingsGeneral_brand$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useFragment(
    graphql`
      fragment BrandSettingsGeneral_brand on Brand {
        id
        name
        slug
        bio
        usp
        public
        publicIndex
      }
    `,
    key,
  );
  const current: BrandSettings = { ...brand };
  const [draft, setDraft] = useState<BrandSettings>(current);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, isInFlight] = useUpdateBrandMutation();

  // Settings someone else saved meanwhile (useBrandChanged) replace the fields not being edited here.
  const before = useRef(current);
  useEffect(() => {
    const was = before.current;
    before.current = current;
    setDraft((d) => {
      const next = { ...d };
      for (const field of FIELDS) if (d[field] === was[field]) Object.assign(next, { [field]: current[field] });
      return FIELDS.some((field) => next[field] !== d[field]) ? next : d;
    });
  }, [brand]); // `current` is made from `brand` at each render

  const changes: Partial<Omit<BrandSettings, 'id'>> = {};
  for (const field of FIELDS) {
    const raw = draft[field];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value !== current[field]) Object.assign(changes, { [field]: value });
  }
  const dirty = Object.keys(changes).length > 0;

  const set = <K extends keyof BrandSettings>(field: K, value: BrandSettings[K]) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [field]: value }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty) return;
    setError(null);
    setSaved(false);
    update(current, changes, {
      onCompleted: (updated) => {
        setDraft({ ...updated });
        setSaved(true);
        if (updated.slug !== current.slug) void navigate(brandPath(updated.slug, 'settings'), { replace: true });
      },
      onError: (e) => {
        setError(e);
      },
    });
  }

  return (
    <form className="card form settings-form" onSubmit={submit} aria-labelledby="settings-general-title">
      <div>
        <h2 id="settings-general-title">
          <FormattedMessage {...messages.title} />
        </h2>
        <p className="muted">
          <FormattedMessage {...messages.intro} />
        </p>
      </div>
      <Field
        label={intl.formatMessage(messages.name)}
        name="name"
        required
        maxLength={100}
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="field">
        <label htmlFor="settings-slug">
          <FormattedMessage {...messages.slug} />
        </label>
        <div className="input-prefix">
          <span aria-hidden="true">{window.location.host}/</span>
          <input
            id="settings-slug"
            name="slug"
            required
            maxLength={60}
            pattern={SLUG_PATTERN}
            spellCheck={false}
            autoComplete="off"
            aria-describedby="settings-slug-hint"
            value={draft.slug}
            onChange={(e) => set('slug', e.target.value.toLowerCase())}
          />
        </div>
        <p className="field-hint" id="settings-slug-hint">
          <FormattedMessage {...messages.slugHint} />
        </p>
      </div>
      <div className="field">
        <label htmlFor="settings-bio">
          <FormattedMessage {...messages.bio} />
        </label>
        <textarea
          id="settings-bio"
          name="bio"
          rows={3}
          maxLength={2000}
          aria-describedby="settings-bio-hint"
          value={draft.bio}
          onChange={(e) => set('bio', e.target.value)}
        />
        <p className="field-hint" id="settings-bio-hint">
          <FormattedMessage {...messages.bioHint} />
        </p>
      </div>
      <div className="field">
        <label htmlFor="settings-usp">
          <FormattedMessage {...messages.usp} />
        </label>
        <textarea
          id="settings-usp"
          name="usp"
          rows={2}
          maxLength={2000}
          aria-describedby="settings-usp-hint"
          value={draft.usp}
          onChange={(e) => set('usp', e.target.value)}
        />
        <p className="field-hint" id="settings-usp-hint">
          <FormattedMessage {...messages.uspHint} />
        </p>
      </div>
      <fieldset className="plain-fieldset">
        <legend>
          <FormattedMessage {...messages.visibility} />
        </legend>
        <label className="checkbox">
          <input type="checkbox" checked={draft.public} onChange={(e) => set('public', e.target.checked)} />
          <span>
            <FormattedMessage {...messages.public} />
          </span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.publicIndex}
            disabled={!draft.public}
            onChange={(e) => set('publicIndex', e.target.checked)}
          />
          <span>
            <FormattedMessage {...messages.publicIndex} />
          </span>
        </label>
      </fieldset>
      <ErrorText error={error} fallback={messages.failed} />
      <div className="actions">
        {saved && !dirty ? (
          <p className="form-success" role="status">
            ✓ <FormattedMessage {...messages.saved} />
          </p>
        ) : null}
        <button
          type="button"
          className="button ghost"
          disabled={!dirty || isInFlight}
          onClick={() => {
            setDraft(current);
            setError(null);
          }}
        >
          <FormattedMessage {...messages.reset} />
        </button>
        <button type="submit" className="button primary" disabled={!dirty || isInFlight}>
          <FormattedMessage {...(isInFlight ? messages.saving : messages.save)} />
        </button>
      </div>
    </form>
  );
}
