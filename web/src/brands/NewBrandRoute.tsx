import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Field } from '../ui/Field';
import { slugPreview } from './slug';
import { useCreateBrandMutation } from './useCreateBrandMutation';

/** The API's limits (domain/src/brands/brand.ts). */
const COLORS_MAX = 12;
const FONTS_MAX = 6;
const FONT_NAME_MAX = 100;
const COLOR_LABEL_MAX = 60;

const messages = defineMessages({
  title: { id: 'newBrand.title', defaultMessage: 'New brand' },
  stepsLabel: { id: 'newBrand.steps', defaultMessage: 'Steps' },
  stepName: { id: 'newBrand.step.name', defaultMessage: 'Name' },
  stepKit: { id: 'newBrand.step.kit', defaultMessage: 'Colours and fonts' },
  startLabel: { id: 'newBrand.start.label', defaultMessage: 'How do you want to start?' },
  startScratch: { id: 'newBrand.start.scratch', defaultMessage: 'Start from scratch' },
  startScratchText: {
    id: 'newBrand.start.scratchText',
    defaultMessage: 'Begin with a blank brand and add colours and fonts yourself.',
  },
  startAi: { id: 'newBrand.start.ai', defaultMessage: 'Start with AI' },
  startAiText: {
    id: 'newBrand.start.aiText',
    defaultMessage: 'Let AI suggest colours, fonts and texts from your logo and a few words.',
  },
  comingSoon: { id: 'newBrand.comingSoon', defaultMessage: 'Coming soon' },
  name: { id: 'newBrand.name', defaultMessage: 'Brand name' },
  addressHint: {
    id: 'newBrand.addressHint',
    defaultMessage: 'If this address is taken, a number is added. You can change the name and the address later.',
  },
  next: { id: 'newBrand.next', defaultMessage: 'Continue' },
  createNow: { id: 'newBrand.createNow', defaultMessage: 'Skip and create brand' },
  kitIntro: {
    id: 'newBrand.kit.intro',
    defaultMessage: 'Add the colours and fonts your brand starts with. You can skip this and add them later.',
  },
  colors: { id: 'newBrand.colors', defaultMessage: 'Colours' },
  noColors: { id: 'newBrand.colors.none', defaultMessage: 'No colours yet.' },
  addColor: { id: 'newBrand.colors.add', defaultMessage: 'Add colour' },
  hex: { id: 'newBrand.colors.hex', defaultMessage: 'Hex' },
  label: { id: 'newBrand.colors.label', defaultMessage: 'Label (optional)' },
  labelPlaceholder: { id: 'newBrand.colors.labelPlaceholder', defaultMessage: 'e.g. Primary' },
  hexInvalid: { id: 'newBrand.colors.hexInvalid', defaultMessage: 'Enter six hex digits, e.g. 2F4BD8.' },
  fonts: { id: 'newBrand.fonts', defaultMessage: 'Fonts' },
  noFonts: { id: 'newBrand.fonts.none', defaultMessage: 'No fonts yet.' },
  addFont: { id: 'newBrand.fonts.add', defaultMessage: 'Add font' },
  fontPlaceholder: { id: 'newBrand.fonts.placeholder', defaultMessage: 'e.g. Inter' },
  back: { id: 'newBrand.back', defaultMessage: 'Back' },
  skip: { id: 'newBrand.skip', defaultMessage: 'Skip for now' },
  submit: { id: 'newBrand.submit', defaultMessage: 'Create brand' },
  submitting: { id: 'newBrand.submitting', defaultMessage: 'Creating…' },
  cancel: { id: 'newBrand.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'newBrand.failed', defaultMessage: 'Unable to create brand' },
});

const typed = {
  colorPicker: defineMessage<{ n: number }>({ id: 'newBrand.colors.picker', defaultMessage: 'Pick colour {n}' }),
  removeColor: defineMessage<{ n: number }>({ id: 'newBrand.colors.remove', defaultMessage: 'Remove colour {n}' }),
  fontName: defineMessage<{ n: number }>({ id: 'newBrand.fonts.name', defaultMessage: 'Font family {n}' }),
  removeFont: defineMessage<{ n: number }>({ id: 'newBrand.fonts.remove', defaultMessage: 'Remove font {n}' }),
  limit: defineMessage<{ count: number; max: number }>({ id: 'newBrand.limit', defaultMessage: '{count} of {max}' }),
};

const stepOf = defineMessage<{ step: number; count: number }>({
  id: 'newBrand.stepOf',
  defaultMessage: 'Step {step} of {count}',
});

interface ColorRow {
  key: number;
  /** As typed, without #. */
  hex: string;
  label: string;
}

interface FontRow {
  key: number;
  name: string;
}

const HEX6 = /^[0-9a-fA-F]{6}$/;
const cleanHex = (raw: string) => raw.trim().replace(/^#/, '');
/** Suggestions for new swatches, so that a few clicks give a usable palette. */
const suggestions = ['2F4BD8', 'F5B400', '1C2330', 'E5484D', '12A594', 'F6F7F9'];

/** /new-brand: the brand creation wizard (name, then a starter palette and fonts). */
export default function NewBrandRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [createBrand, isInFlight] = useCreateBrandMutation();
  const [step, setStep] = useState<1 | 2>(1);
  const [name, setName] = useState('');
  const [colors, setColors] = useState<ColorRow[]>([]);
  const [fonts, setFonts] = useState<FontRow[]>([]);
  const [error, setError] = useState<ErrorInfo | null>(null);
  // One brand per visit of the wizard: a retry after a lost or failed answer sends the same id, and
  // the server answers with the brand the first try made instead of making a second one.
  const [clientMutationId] = useState(() => crypto.randomUUID());
  const nextKey = useRef(1);
  const headingId = useId();

  function create(withKit: boolean) {
    setError(null);
    createBrand(
      {
        name: name.trim(),
        clientMutationId,
        ...(withKit
          ? {
              colors: colors.map((c) => ({ hex: cleanHex(c.hex), label: c.label.trim() })),
              fonts: fonts.map((f) => f.name.trim()).filter(Boolean),
            }
          : {}),
      },
      {
        onCompleted: (brand) => void navigate(`/${brand.slug}`),
        onError: setError,
      },
    );
  }

  function submitName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return;
    setError(null);
    setStep(2);
  }

  function submitKit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create(true);
  }

  const addColor = () =>
    setColors((list) => [
      ...list,
      { key: nextKey.current++, hex: suggestions[list.length % suggestions.length] ?? '000000', label: '' },
    ]);
  const setColor = (key: number, patch: Partial<ColorRow>) =>
    setColors((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  const addFont = () => setFonts((list) => [...list, { key: nextKey.current++, name: '' }]);

  const steps = [messages.stepName, messages.stepKit];

  return (
    <div className="wizard">
      <header className="wizard-head">
        <h1 id={headingId}>
          <FormattedMessage {...messages.title} />
        </h1>
        <ol className="wizard-steps" aria-label={intl.formatMessage(messages.stepsLabel)}>
          {steps.map((label, i) => {
            const n = i + 1;
            const state = n < step ? 'done' : n === step ? 'current' : 'todo';
            return (
              <li key={label.id} data-state={state} aria-current={n === step ? 'step' : undefined}>
                <span className="wizard-step-number" aria-hidden="true">
                  {n < step ? '✓' : n}
                </span>
                <span>
                  <span className="visually-hidden">
                    <FormattedMessage {...stepOf} values={{ step: n, count: steps.length }} />:{' '}
                  </span>
                  <FormattedMessage {...label} />
                </span>
              </li>
            );
          })}
        </ol>
      </header>

      {step === 1 ? (
        <form className="card form" onSubmit={submitName} aria-labelledby={headingId}>
          <fieldset className="choice-group">
            <legend>
              <FormattedMessage {...messages.startLabel} />
            </legend>
            <label className="choice" data-selected="true">
              <input type="radio" name="start" value="scratch" defaultChecked />
              <span className="choice-title">
                <FormattedMessage {...messages.startScratch} />
              </span>
              <span className="choice-text">
                <FormattedMessage {...messages.startScratchText} />
              </span>
            </label>
            <label className="choice" data-disabled="true">
              <input type="radio" name="start" value="ai" disabled />
              <span className="choice-title">
                <FormattedMessage {...messages.startAi} />{' '}
                <span className="badge">
                  <FormattedMessage {...messages.comingSoon} />
                </span>
              </span>
              <span className="choice-text">
                <FormattedMessage {...messages.startAiText} />
              </span>
            </label>
          </fieldset>
          <Field
            label={intl.formatMessage(messages.name)}
            name="name"
            required
            maxLength={100}
            autoFocus
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <p className="address-preview" aria-live="polite">
            <code>
              {window.location.host}/<strong>{slugPreview(name)}</strong>
            </code>
            <span className="muted">
              <FormattedMessage {...messages.addressHint} />
            </span>
          </p>
          <ErrorText error={error} fallback={messages.failed} />
          <div className="actions">
            <Link to="/" className="button ghost">
              <FormattedMessage {...messages.cancel} />
            </Link>
            <button type="button" className="button" disabled={isInFlight || !name.trim()} onClick={() => create(false)}>
              <FormattedMessage {...(isInFlight ? messages.submitting : messages.createNow)} />
            </button>
            <button type="submit" className="button primary" disabled={!name.trim()}>
              <FormattedMessage {...messages.next} /> →
            </button>
          </div>
        </form>
      ) : (
        <form className="card form" onSubmit={submitKit} aria-labelledby={headingId}>
          <p className="muted">
            <FormattedMessage {...messages.kitIntro} />
          </p>

          <section className="kit-section" aria-labelledby="kit-colors">
            <div className="kit-head">
              <h2 id="kit-colors">
                <FormattedMessage {...messages.colors} />
              </h2>
              <span className="muted small">
                <FormattedMessage {...typed.limit} values={{ count: colors.length, max: COLORS_MAX }} />
              </span>
            </div>
            {colors.length === 0 ? (
              <p className="muted small">
                <FormattedMessage {...messages.noColors} />
              </p>
            ) : (
              <ul className="kit-list">
                {colors.map((c, i) => {
                  const valid = HEX6.test(cleanHex(c.hex));
                  const n = i + 1;
                  return (
                    <li key={c.key} className="color-row">
                      <input
                        type="color"
                        className="color-picker"
                        aria-label={intl.formatMessage(typed.colorPicker, { n })}
                        value={valid ? `#${cleanHex(c.hex).toLowerCase()}` : '#000000'}
                        onChange={(e) => setColor(c.key, { hex: e.target.value.slice(1).toUpperCase() })}
                      />
                      <div className="field hex-field">
                        <label htmlFor={`hex-${c.key}`}>
                          <FormattedMessage {...messages.hex} />
                        </label>
                        <div className="input-prefix">
                          <span aria-hidden="true">#</span>
                          <input
                            id={`hex-${c.key}`}
                            value={c.hex}
                            maxLength={7}
                            spellCheck={false}
                            autoComplete="off"
                            aria-invalid={!valid}
                            aria-describedby={valid ? undefined : `hex-error-${c.key}`}
                            onChange={(e) => setColor(c.key, { hex: cleanHex(e.target.value).toUpperCase() })}
                          />
                        </div>
                      </div>
                      <div className="field label-field">
                        <label htmlFor={`label-${c.key}`}>
                          <FormattedMessage {...messages.label} />
                        </label>
                        <input
                          id={`label-${c.key}`}
                          value={c.label}
                          maxLength={COLOR_LABEL_MAX}
                          placeholder={intl.formatMessage(messages.labelPlaceholder)}
                          onChange={(e) => setColor(c.key, { label: e.target.value })}
                        />
                      </div>
                      <button
                        type="button"
                        className="button ghost icon"
                        aria-label={intl.formatMessage(typed.removeColor, { n })}
                        title={intl.formatMessage(typed.removeColor, { n })}
                        onClick={() => setColors((list) => list.filter((x) => x.key !== c.key))}
                      >
                        ×
                      </button>
                      {valid ? null : (
                        <p className="field-error" id={`hex-error-${c.key}`}>
                          <FormattedMessage {...messages.hexInvalid} />
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            <button type="button" className="button small" onClick={addColor} disabled={colors.length >= COLORS_MAX}>
              + <FormattedMessage {...messages.addColor} />
            </button>
          </section>

          <section className="kit-section" aria-labelledby="kit-fonts">
            <div className="kit-head">
              <h2 id="kit-fonts">
                <FormattedMessage {...messages.fonts} />
              </h2>
              <span className="muted small">
                <FormattedMessage {...typed.limit} values={{ count: fonts.length, max: FONTS_MAX }} />
              </span>
            </div>
            {fonts.length === 0 ? (
              <p className="muted small">
                <FormattedMessage {...messages.noFonts} />
              </p>
            ) : (
              <ul className="kit-list">
                {fonts.map((f, i) => {
                  const n = i + 1;
                  return (
                    <li key={f.key} className="font-row">
                      <span className="font-sample" style={{ fontFamily: `"${f.name}", var(--font-sans)` }} aria-hidden="true">
                        Aa
                      </span>
                      <div className="field">
                        <label htmlFor={`font-${f.key}`}>
                          <FormattedMessage {...typed.fontName} values={{ n }} />
                        </label>
                        <input
                          id={`font-${f.key}`}
                          value={f.name}
                          maxLength={FONT_NAME_MAX}
                          autoComplete="off"
                          placeholder={intl.formatMessage(messages.fontPlaceholder)}
                          onChange={(e) =>
                            setFonts((list) => list.map((x) => (x.key === f.key ? { ...x, name: e.target.value } : x)))
                          }
                        />
                      </div>
                      <button
                        type="button"
                        className="button ghost icon"
                        aria-label={intl.formatMessage(typed.removeFont, { n })}
                        title={intl.formatMessage(typed.removeFont, { n })}
                        onClick={() => setFonts((list) => list.filter((x) => x.key !== f.key))}
                      >
                        ×
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <button type="button" className="button small" onClick={addFont} disabled={fonts.length >= FONTS_MAX}>
              + <FormattedMessage {...messages.addFont} />
            </button>
          </section>

          <ErrorText error={error} fallback={messages.failed} />
          <div className="actions spread">
            <button type="button" className="button ghost" onClick={() => setStep(1)}>
              ← <FormattedMessage {...messages.back} />
            </button>
            <span className="actions">
              <button type="button" className="button" disabled={isInFlight} onClick={() => create(false)}>
                <FormattedMessage {...messages.skip} />
              </button>
              <button type="submit" className="button primary" disabled={isInFlight}>
                <FormattedMessage {...(isInFlight ? messages.submitting : messages.submit)} />
              </button>
            </span>
          </div>
        </form>
      )}
    </div>
  );
}
