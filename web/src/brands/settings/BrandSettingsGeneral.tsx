import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { BrandSettingsGeneral_brand$key } from '../../__generated__/BrandSettingsGeneral_brand.graphql';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { usePending } from '../../ui/usePending';
import { ErrorText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { TextAreaField } from '../../ui/TextAreaField';
import { brandPath } from '../lookup';
import { NAME_MAX, SLUG_MAX, SLUG_PATTERN, TEXT_MAX } from '@brandtrail/domain/limits';
import { useUpdateBrandSettingsMutation, type BrandSettings, type BrandSettingsChanges } from './useUpdateBrandSettingsMutation';
import { BrandImage } from './BrandImages';
import { useSettingsBrand } from './BrandSettingsRoute';
import { Icon } from '../../ui/Icon';

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
  readers: { id: 'brandSettings.general.readers', defaultMessage: 'What readers see' },
  readersHint: {
    id: 'brandSettings.general.readersHint',
    defaultMessage:
      'Readers are people who are not members: visitors of a public brand and of shared links. Members always see the brand as it is now, and a link pinned to a version shows that version.',
  },
  readersLive: { id: 'brandSettings.general.readersLive', defaultMessage: 'The brand as it is now' },
  readersNoVersion: {
    id: 'brandSettings.general.readersNoVersion',
    defaultMessage: 'No version is named yet: until one is, readers see the brand as it is now.',
  },
  versionsLink: { id: 'brandSettings.general.versionsLink', defaultMessage: 'Versions' },
});

const readersVersion = defineMessage<{ name: string }>({
  id: 'brandSettings.general.readersVersion',
  defaultMessage: 'The newest version (now “{name}”)',
});
const readersVersionNone = defineMessage({
  id: 'brandSettings.general.readersVersionNone',
  defaultMessage: 'The newest version',
});

/** /{brand}/settings: name, address, bio, USP, visibility and what readers see. */
export default function BrandSettingsGeneral() {
  const brand = useSettingsBrand();
  return (
    <div className="stack-lg">
      <GeneralForm brand={brand} key={brand.id} />
      <BrandImage brand={brand} field="logo" />
      <BrandImage brand={brand} field="cover" />
    </div>
  );
}

/** The fields this form edits (the kit, the logo and the cover have editors of their own). */
const FIELDS = ['name', 'slug', 'bio', 'usp', 'public', 'publicIndex', 'readersSeeVersion'] as const;

function GeneralForm({ brand: key }: { brand: BrandSettingsGeneral_brand$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useFragment(
    graphql`
      fragment BrandSettingsGeneral_brand on Brand {
        ...brandFields_brand @relay(mask: false)
        versions(first: 1) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    key,
  );
  const { versions, ...settings } = brand;
  const current: BrandSettings = settings;
  const newest = versions.edges[0]?.node ?? null;
  const [draft, setDraft] = useState<BrandSettings>(current);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, isInFlight] = usePending(useUpdateBrandSettingsMutation());

  // Settings someone else saved meanwhile (the brand's live topic, useLiveQuery) replace the fields not being edited here.
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

  const changes: BrandSettingsChanges = {};
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
    void update(current, changes).then(
      (updated) => {
        setDraft({ ...updated });
        setSaved(true);
        if (updated.slug !== current.slug) void navigate(brandPath(updated.slug, 'settings'), { replace: true });
      },
      (e: unknown) => setError(errorInfo(e)),
    );
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
        maxLength={NAME_MAX}
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
            maxLength={SLUG_MAX}
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
      <TextAreaField
        id="settings-bio"
        label={<FormattedMessage {...messages.bio} />}
        hint={<FormattedMessage {...messages.bioHint} />}
        name="bio"
        rows={3}
        maxLength={TEXT_MAX}
        value={draft.bio}
        onChange={(e) => set('bio', e.target.value)}
      />
      <TextAreaField
        id="settings-usp"
        label={<FormattedMessage {...messages.usp} />}
        hint={<FormattedMessage {...messages.uspHint} />}
        name="usp"
        rows={2}
        maxLength={TEXT_MAX}
        value={draft.usp}
        onChange={(e) => set('usp', e.target.value)}
      />
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
      <fieldset className="plain-fieldset">
        <legend>
          <FormattedMessage {...messages.readers} />
        </legend>
        <p className="field-hint" id="settings-readers-hint">
          <FormattedMessage {...messages.readersHint} />
        </p>
        <label className="checkbox">
          <input
            type="radio"
            name="readersSeeVersion"
            aria-describedby="settings-readers-hint"
            checked={!draft.readersSeeVersion}
            onChange={() => set('readersSeeVersion', false)}
          />
          <span>
            <FormattedMessage {...messages.readersLive} />
          </span>
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="readersSeeVersion"
            aria-describedby="settings-readers-hint"
            checked={draft.readersSeeVersion}
            onChange={() => set('readersSeeVersion', true)}
          />
          <span>
            {newest ? (
              <FormattedMessage {...readersVersion} values={{ name: newest.name }} />
            ) : (
              <FormattedMessage {...readersVersionNone} />
            )}
          </span>
        </label>
        {newest ? null : (
          <p className="field-hint">
            <FormattedMessage {...messages.readersNoVersion} />{' '}
            <Link to={brandPath(brand.slug, 'versions')}>
              <FormattedMessage {...messages.versionsLink} />
            </Link>
          </p>
        )}
      </fieldset>
      <ErrorText error={error} fallback={messages.failed} />
      <div className="actions">
        {saved && !dirty ? (
          <p className="form-success" role="status">
            <Icon name="check" /> <FormattedMessage {...messages.saved} />
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
