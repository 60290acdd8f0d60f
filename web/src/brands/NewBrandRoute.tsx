import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type TypedMessageDescriptor } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { AI_BRAND_TEXT_MAX, defaultColorName, type AiBrandTextField } from '@brandtrail/domain/ai';
import { TEXT_MAX } from '@brandtrail/domain/brands/brand';
import type { NewBrandRouteQuery } from '../__generated__/NewBrandRouteQuery.graphql';
import { AiUnavailable } from '../ai/AiUnavailable';
import { Button } from '../ui/Button';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Field } from '../ui/Field';
import { TextAreaField } from '../ui/TextAreaField';
import { usePending } from '../ui/usePending';
import { ColorRowsEditor, colorsInput, FontRowsEditor, type ColorRow, type FontRow } from './kit/KitEditors';
import { slugify } from '@brandtrail/domain/brands/slug';
import { COLOR_LABEL_MAX, NAME_MAX } from '@brandtrail/domain/limits';
import { Icon } from '../ui/Icon';
import { aiBrandTextFields, askBrandTexts, type AiBrandAnswer } from './aiBrand';
import { useAddPagesFromAiBrandMutation } from './useAddPagesFromAiBrandMutation';
import { useUpdateBrandAboutMutation } from './useUpdateBrandAboutMutation';
import { languageOf } from './aiLanguage';
import { ExampleBrand } from './ExampleBrand';
import type { NewBrandLoaderData } from './loaders';
import { useCreateBrandMutation, type CreatedBrand } from './useCreateBrandMutation';

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
    defaultMessage: 'Let AI name your colours and write the first pages of your brand guide from a few words.',
  },
  name: { id: 'newBrand.name', defaultMessage: 'Brand name' },
  // What the address preview shows before a name is typed: an example in the reader's language.
  addressExample: { id: 'newBrand.addressExample', defaultMessage: 'your-brand' },
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
  back: { id: 'newBrand.back', defaultMessage: 'Back' },
  skip: { id: 'newBrand.skip', defaultMessage: 'Skip for now' },
  submit: { id: 'newBrand.submit', defaultMessage: 'Create brand' },
  submitting: { id: 'newBrand.submitting', defaultMessage: 'Creating…' },
  cancel: { id: 'newBrand.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'newBrand.failed', defaultMessage: 'Unable to create brand' },
  stepReview: { id: 'newBrand.step.review', defaultMessage: 'Review' },
  aboutIntro: {
    id: 'newBrand.ai.aboutIntro',
    defaultMessage:
      'Tell the AI about your brand: it writes the first texts of your brand guide from this, your colours and your fonts.',
  },
  bio: { id: 'newBrand.ai.bio', defaultMessage: 'What does the brand do?' },
  usp: { id: 'newBrand.ai.usp', defaultMessage: 'What sets it apart?' },
  writeTexts: { id: 'newBrand.ai.write', defaultMessage: 'Create brand and write texts' },
  writing: { id: 'newBrand.ai.writing', defaultMessage: 'The AI is writing your texts… This can take up to a minute.' },
  creatingBrand: { id: 'newBrand.ai.creatingBrand', defaultMessage: 'Creating your brand…' },
  cancelled: {
    id: 'newBrand.ai.cancelled',
    defaultMessage: 'Stopped. Your brand has been created; you can ask the AI again or go to the brand without starter pages.',
  },
  retry: { id: 'newBrand.ai.retry', defaultMessage: 'Ask the AI again' },
  toBrand: { id: 'newBrand.ai.toBrand', defaultMessage: 'Go to the brand' },
  reviewIntro: {
    id: 'newBrand.ai.reviewIntro',
    defaultMessage: 'Check and change the texts. Each becomes a starter page of your brand; you can edit them later too.',
  },
  colorNames: { id: 'newBrand.ai.colorNames', defaultMessage: 'Colour names' },
  colorName: defineMessage<{ n: number }>({ id: 'newBrand.ai.colorName', defaultMessage: 'Name of colour {n}' }),
  createPages: { id: 'newBrand.ai.createPages', defaultMessage: 'Create starter pages' },
  creatingPages: { id: 'newBrand.ai.creatingPages', defaultMessage: 'Creating pages…' },
  textLogo: { id: 'newBrand.ai.text.logo', defaultMessage: 'Logo' },
  textColors: { id: 'newBrand.ai.text.colors', defaultMessage: 'Colours' },
  textFonts: { id: 'newBrand.ai.text.fonts', defaultMessage: 'Typography' },
  textEssence: { id: 'newBrand.ai.text.essence', defaultMessage: 'Essence' },
  textPersonality: { id: 'newBrand.ai.text.personality', defaultMessage: 'Personality' },
});

const textLabels: Record<AiBrandTextField, TypedMessageDescriptor> = {
  textLogo: messages.textLogo,
  textColors: messages.textColors,
  textFonts: messages.textFonts,
  textEssence: messages.textEssence,
  textPersonality: messages.textPersonality,
};

/** Where the AI path is: making the brand, the model writing, stopped, failed, the review, making the pages. */
type AiPhase = 'creating' | 'writing' | 'cancelled' | 'failed' | 'review' | 'pages';

const stepOf = defineMessage<{ step: number; count: number }>({
  id: 'newBrand.stepOf',
  defaultMessage: 'Step {step} of {count}',
});

/**
 * /new-brand: the brand creation wizard (name, then a starter palette and fonts). "Start with AI"
 * adds what the brand does and a review step: the brand is created, the AI writes a name per colour
 * and five texts (POST /api/new-brand-ai), the person changes them, and addPagesFromAiBrand makes
 * the starter pages before the brand home opens. Without AI set up, the path says so and how.
 */
export default function NewBrandRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const saveBrandAbout = useUpdateBrandAboutMutation();
  const addAiBrandPages = useAddPagesFromAiBrandMutation();
  const { queryRef } = useLoaderData<NewBrandLoaderData>();
  const { aiAvailable } = usePreloadedQuery<NewBrandRouteQuery>(
    graphql`
      query NewBrandRouteQuery {
        aiAvailable
      }
    `,
    queryRef,
  );
  const [createBrand, isInFlight] = usePending(useCreateBrandMutation());
  const [withAi, setWithAi] = useState(false);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [bio, setBio] = useState('');
  const [usp, setUsp] = useState('');
  const [brand, setBrand] = useState<CreatedBrand | null>(null);
  const [phase, setPhase] = useState<AiPhase>('creating');
  const [answer, setAnswer] = useState<AiBrandAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const [name, setName] = useState('');
  const [colors, setColors] = useState<ColorRow[]>([]);
  const [fonts, setFonts] = useState<FontRow[]>([]);
  const [error, setError] = useState<ErrorInfo | null>(null);
  // One brand per visit of the wizard: a retry after a lost or failed answer sends the same id, and
  // the server answers with the brand the first try made instead of making a second one.
  const [clientMutationId] = useState(() => crypto.randomUUID());
  const headingId = useId();

  const language = languageOf(intl.locale);
  const ai = withAi && aiAvailable;

  /** Creates the brand (once per visit), or answers the one made already. */
  const created = (): Promise<CreatedBrand> =>
    brand
      ? Promise.resolve(brand)
      : createBrand({
          name: name.trim(),
          clientMutationId,
          colors: colorsInput(colors),
          fonts: fonts.map((f) => f.name.trim()).filter(Boolean),
        });

  /** The AI path after the kit: the brand, its bio and USP, then the model's texts for the review. */
  async function writeTexts() {
    setError(null);
    setStep(3);
    const running = new AbortController();
    controller.current?.abort();
    controller.current = running;
    try {
      setPhase('creating');
      const made = await created();
      if (!brand) {
        setBrand(made);
        if (bio.trim() || usp.trim()) await saveBrandAbout(made.id, bio.trim(), usp.trim());
      }
      if (running.signal.aborted) return;
      setPhase('writing');
      const texts = await askBrandTexts(
        {
          brandId: made.id,
          name: made.name,
          colors: colors.filter((c) => c.hex.trim()),
          fonts: fonts.map((f) => f.name.trim()).filter(Boolean),
          logos: [],
          bio: bio.trim(),
          usp: usp.trim(),
          language,
        },
        running.signal,
      );
      setAnswer(texts);
      setPhase('review');
    } catch (caught) {
      if (running.signal.aborted) return;
      setError(errorInfo(caught));
      setPhase('failed');
    }
  }

  function stopWriting() {
    controller.current?.abort();
    controller.current = null;
    setPhase('cancelled');
  }

  async function createPages(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!brand || !answer) return;
    setError(null);
    setPhase('pages');
    try {
      const { colorNames, language: answered, ...texts } = answer;
      await addAiBrandPages({
        id: brand.id,
        ...texts,
        colorNames: colorNames.map((n) => n.trim()),
        language: answered,
        clientMutationId,
      });
      void navigate(`/${brand.slug}`);
    } catch (caught) {
      setError(errorInfo(caught));
      setPhase('review');
    }
  }

  function create(withKit: boolean) {
    setError(null);
    void createBrand({
      name: name.trim(),
      clientMutationId,
      ...(withKit
        ? {
            colors: colorsInput(colors),
            fonts: fonts.map((f) => f.name.trim()).filter(Boolean),
          }
        : {}),
    }).then(
      (brand) => void navigate(`/${brand.slug}`),
      (caught: unknown) => setError(errorInfo(caught)),
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
    if (ai) void writeTexts();
    else create(true);
  }

  const steps = ai ? [messages.stepName, messages.stepKit, messages.stepReview] : [messages.stepName, messages.stepKit];

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
                  {n < step ? <Icon name="check" size={14} /> : n}
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
            <label className="choice" data-selected={!ai}>
              <input type="radio" name="start" value="scratch" checked={!ai} onChange={() => setWithAi(false)} />
              <span className="choice-title">
                <FormattedMessage {...messages.startScratch} />
              </span>
              <span className="choice-text">
                <FormattedMessage {...messages.startScratchText} />
              </span>
            </label>
            <label className="choice" data-selected={ai} data-disabled={!aiAvailable}>
              <input type="radio" name="start" value="ai" checked={ai} disabled={!aiAvailable} onChange={() => setWithAi(true)} />
              <span className="choice-title">
                <Icon name="sparkle" /> <FormattedMessage {...messages.startAi} />
              </span>
              <span className="choice-text">
                <FormattedMessage {...messages.startAiText} />
              </span>
            </label>
            {aiAvailable ? null : <AiUnavailable />}
          </fieldset>
          <Field
            label={intl.formatMessage(messages.name)}
            name="name"
            required
            maxLength={NAME_MAX}
            autoFocus
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <p className="address-preview" aria-live="polite">
            <code>
              {window.location.host}/
              {name.trim() ? (
                <strong>{slugify(name)}</strong>
              ) : (
                <span className="address-example">{intl.formatMessage(messages.addressExample)}</span>
              )}
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
              <FormattedMessage {...messages.next} /> <Icon name="forward" />
            </button>
          </div>
          <ExampleBrand available={aiAvailable} />
        </form>
      ) : step === 2 ? (
        <form className="card form" onSubmit={submitKit} aria-labelledby={headingId}>
          <p className="muted">
            <FormattedMessage {...messages.kitIntro} />
          </p>

          <ColorRowsEditor id="wizard-colors" rows={colors} onChange={setColors} />
          <FontRowsEditor id="wizard-fonts" rows={fonts} onChange={setFonts} />
          {ai ? (
            <>
              <p className="muted">
                <FormattedMessage {...messages.aboutIntro} />
              </p>
              <TextAreaField
                id="wizard-bio"
                label={<FormattedMessage {...messages.bio} />}
                name="bio"
                rows={3}
                maxLength={TEXT_MAX}
                value={bio}
                onChange={(e) => setBio(e.target.value)}
              />
              <TextAreaField
                id="wizard-usp"
                label={<FormattedMessage {...messages.usp} />}
                name="usp"
                rows={2}
                maxLength={TEXT_MAX}
                value={usp}
                onChange={(e) => setUsp(e.target.value)}
              />
            </>
          ) : null}

          <ErrorText error={error} fallback={messages.failed} />
          <div className="actions spread">
            <button type="button" className="button ghost" onClick={() => setStep(1)}>
              <Icon name="back" /> <FormattedMessage {...messages.back} />
            </button>
            <span className="actions">
              {ai ? null : (
                <button type="button" className="button" disabled={isInFlight} onClick={() => create(false)}>
                  <FormattedMessage {...messages.skip} />
                </button>
              )}
              <button type="submit" className="button primary" disabled={isInFlight}>
                {ai ? <Icon name="sparkle" /> : null}{' '}
                <FormattedMessage {...(isInFlight ? messages.submitting : ai ? messages.writeTexts : messages.submit)} />
              </button>
            </span>
          </div>
        </form>
      ) : phase === 'review' || phase === 'pages' ? (
        <form className="card form" onSubmit={(e) => void createPages(e)} aria-labelledby={headingId}>
          <p className="muted">
            <FormattedMessage {...messages.reviewIntro} />
          </p>
          {answer && answer.colorNames.length ? (
            <fieldset className="plain-fieldset ai-color-names">
              <legend>
                <FormattedMessage {...messages.colorNames} />
              </legend>
              {answer.colorNames.map((colorName, i) => {
                const hex = colorsInput(colors.filter((c) => c.hex.trim()))[i]?.hex ?? '';
                return (
                  <div className="ai-color-name" key={i}>
                    <span className="kit-swatch" style={{ background: `#${hex}` }} aria-hidden="true" />
                    <input
                      aria-label={intl.formatMessage(messages.colorName, { n: i + 1 })}
                      maxLength={COLOR_LABEL_MAX}
                      value={colorName}
                      placeholder={defaultColorName(i + 1, answer.language)}
                      onChange={(e) =>
                        setAnswer({ ...answer, colorNames: answer.colorNames.map((n, j) => (j === i ? e.target.value : n)) })
                      }
                    />
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          {answer
            ? aiBrandTextFields.map((field) => (
                <div className="field" key={field}>
                  <label htmlFor={`wizard-${field}`}>
                    <FormattedMessage {...textLabels[field]} />
                  </label>
                  <textarea
                    id={`wizard-${field}`}
                    name={field}
                    rows={4}
                    maxLength={AI_BRAND_TEXT_MAX}
                    value={answer[field]}
                    onChange={(e) => setAnswer({ ...answer, [field]: e.target.value })}
                  />
                </div>
              ))
            : null}
          <ErrorText error={error} fallback={messages.failed} />
          <div className="actions spread">
            <Link to={brand ? `/${brand.slug}` : '/'} className="button ghost">
              <FormattedMessage {...messages.toBrand} />
            </Link>
            <span className="actions">
              <Button onClick={() => void writeTexts()} disabled={phase === 'pages'}>
                <FormattedMessage {...messages.retry} />
              </Button>
              <Button type="submit" variant="primary" busy={phase === 'pages'}>
                <FormattedMessage {...(phase === 'pages' ? messages.creatingPages : messages.createPages)} />
              </Button>
            </span>
          </div>
        </form>
      ) : (
        <div className="card form" aria-labelledby={headingId} aria-busy={phase === 'creating' || phase === 'writing'}>
          {phase === 'creating' || phase === 'writing' ? (
            <div className="ai-progress" role="status">
              <span className="spinner" aria-hidden="true" />
              <FormattedMessage {...(phase === 'creating' ? messages.creatingBrand : messages.writing)} />
              <progress aria-hidden="true" />
            </div>
          ) : null}
          {phase === 'cancelled' ? (
            <p className="muted" role="status">
              <FormattedMessage {...messages.cancelled} />
            </p>
          ) : null}
          {phase === 'failed' ? <ErrorText error={error} fallback={messages.failed} /> : null}
          <div className="actions spread">
            {brand ? (
              <Link to={`/${brand.slug}`} className="button ghost">
                <FormattedMessage {...messages.toBrand} />
              </Link>
            ) : (
              <button type="button" className="button ghost" onClick={() => setStep(2)} disabled={phase === 'creating'}>
                <Icon name="back" /> <FormattedMessage {...messages.back} />
              </button>
            )}
            {phase === 'creating' || phase === 'writing' ? (
              <Button onClick={stopWriting} disabled={phase === 'creating'}>
                <FormattedMessage {...messages.cancel} />
              </Button>
            ) : (
              <Button variant="primary" onClick={() => void writeTexts()}>
                <Icon name="sparkle" /> <FormattedMessage {...messages.retry} />
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
