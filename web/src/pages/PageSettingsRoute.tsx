import type { PageElement } from '@brandtrail/domain/pages/elements';
import {
  pageSettingLimits,
  pageSettingList,
  type PageSetting,
  type PageSettingKind,
  type PageSettingName,
} from '@brandtrail/domain/pages/settings';
import { Fragment, Suspense, useMemo, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { elementData_elements$key } from '../__generated__/elementData_elements.graphql';
import type { PageSettingsRouteQuery } from '../__generated__/PageSettingsRouteQuery.graphql';
import type { pageSettings_page$data, pageSettings_page$key } from '../__generated__/pageSettings_page.graphql';
import { useLocale } from '../i18n/LocaleProvider';
import { useFontChoices } from '../assets/AssetPicker';
import { brandPath } from '../brands/lookup';
import { NotFound } from '../layout/ErrorPage';
import { BackLink } from '../ui/BackLink';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { OptionsSelect } from '../ui/OptionsSelect';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { AA_NORMAL_TEXT } from '@brandtrail/domain/contrast';
import { ColorChoice, colorElementOptions, ContrastWarning } from './ColorFields';
import { elementDataFragment, toElement } from './elementData';
import { colorOfElement, pageColors } from './layout';
import type { PageSettingsLoaderData } from './loaders';
import { pageMessages as m } from './messages';
import { pageSettingsFragment } from './pageSettings.generated';
import { useDeletePageMutation } from './useDeletePageMutation';
import { useUpdatePageMutation } from './useUpdatePageMutation';
import { PageTree } from './PageTree';
import { KitColors } from './kitColors';

const messages = defineMessages({
  title: { id: 'pageSettings.title', defaultMessage: 'Page settings' },
  back: { id: 'pageSettings.back', defaultMessage: 'Back to the page' },
  appearance: { id: 'pageSettings.appearance', defaultMessage: 'Appearance' },
  fontDefault: { id: 'pageSettings.fontDefault', defaultMessage: 'The default font' },
  fontNone: { id: 'pageSettings.fontNone', defaultMessage: 'Upload font files (TTF, OTF, WOFF) to use them here.' },
  openLibrary: { id: 'pageSettings.openLibrary', defaultMessage: 'Open the asset library' },
  save: { id: 'pageSettings.save', defaultMessage: 'Save settings' },
  saved: { id: 'pageSettings.saved', defaultMessage: 'Page settings saved.' },
  danger: { id: 'pageSettings.danger', defaultMessage: 'Delete this page' },
  dangerText: defineMessage<{ count: number }>({
    id: 'pageSettings.dangerText',
    defaultMessage:
      '{count, plural, =0 {The page leaves the brand. You can restore it later under “Recently deleted”.} one {The page and its subpage leave the brand. You can restore both later under “Recently deleted”.} other {The page and its # subpages leave the brand. You can restore them later under “Recently deleted”.}}',
  }),
  delete: { id: 'pageSettings.delete', defaultMessage: 'Delete page' },
  confirmTitle: defineMessage<{ name: string }>({ id: 'pageSettings.confirmTitle', defaultMessage: 'Delete “{name}”?' }),
  deleted: defineMessage<{ name: string }>({
    id: 'pageSettings.deleted',
    defaultMessage: '“{name}” was deleted. Restore it under “Recently deleted”.',
  }),
  forbidden: { id: 'pageSettings.forbidden', defaultMessage: 'Only editors and owners of the brand change page settings.' },
});

/** /{brand}/{page}/settings: name, address, parent, colours; delete with the subpages. */
export default function PageSettingsRoute() {
  const { queryRef } = useLoaderData<PageSettingsLoaderData>();
  const data = usePreloadedQuery<PageSettingsRouteQuery>(
    graphql`
      query PageSettingsRouteQuery($brandSlug: String!, $pageSlug: String!) {
        brand: brandBySlug(slug: $brandSlug) {
          id
          slug
          viewerCan {
            editContent
          }
          colors {
            hex
            label
          }
          pages {
            id
            name
            parent {
              id
            }
          }
          ...PageTree_brand
        }
        page(brandSlug: $brandSlug, pageSlug: $pageSlug) {
          id
          name
          slug
          ...pageSettings_page
          elements {
            ...elementData_elements
          }
        }
      }
    `,
    queryRef,
  );
  const intl = useIntl();
  const { brand, page } = data;
  if (!brand || !page) return <NotFound />;
  const canEdit = brand.viewerCan.editContent;
  return (
    <div className="brand-layout">
      <PageTree brand={brand} currentPageId={page.id} />
      <div className="page-main settings-main">
        <BackLink to={brandPath(brand.slug, page.slug)} label={intl.formatMessage(messages.back)} />
        <h1>
          {intl.formatMessage(messages.title)}: {page.name}
        </h1>
        {canEdit ? (
          <KitColors.Provider value={brand.colors}>
            <SettingsForm key={page.id} brand={brand} page={page} />
          </KitColors.Provider>
        ) : (
          <p className="muted">{intl.formatMessage(messages.forbidden)}</p>
        )}
      </div>
    </div>
  );
}

type Data = NonNullable<PageSettingsRouteQuery['response']>;

/** Pages below `id` (its subtree), which cannot become its parent. */
function descendants(pages: NonNullable<Data['brand']>['pages'], id: string): Set<string> {
  const out = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of pages)
      if (p.parent && out.has(p.parent.id) && !out.has(p.id)) {
        out.add(p.id);
        grew = true;
      }
  }
  return out;
}

/** A setting's value as the form holds it: a parent page as its id, '' for none where the input needs a string. */
type Values = Record<PageSettingName, string | boolean | null>;

/** The page's settings as loaded (`pageSettings_page`, every setting of the registry). */
function loadedValues(page: pageSettings_page$data): Values {
  const data = page as unknown as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    pageSettingList.map((s) => [s.name, s.kind === 'page' ? (page.parent?.id ?? null) : (data[s.name] ?? s.default)]),
  ) as Values;
}

/** An input's id: `page-name`, `page-slug`, `page-parent`, `page-font` (the tests and the CSS know them). */
const inputId = (name: PageSettingName) => `page-${name.replace(/(Id|Asset)$/, '').toLowerCase()}`;

/** Settings of the page's place (its name, address and parent) come first; the rest is its appearance. */
const placeKinds: readonly PageSettingKind[] = ['name', 'slug', 'page'];

function SettingsForm({ brand, page }: { brand: NonNullable<Data['brand']>; page: NonNullable<Data['page']> }) {
  const intl = useIntl();
  const updatePage = useUpdatePageMutation();
  const deletePage = useDeletePageMutation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const settings = useFragment<pageSettings_page$key>(pageSettingsFragment, page);
  const elementsData = useFragment<elementData_elements$key>(elementDataFragment, page.elements);
  const elements = useMemo(() => elementsData.map(toElement), [elementsData]);
  const colorElements = useMemo(() => colorElementOptions(elements), [elements]);
  const loaded = loadedValues(settings);
  const [values, setValues] = useState<Values>(loaded);
  const set = (changes: Partial<Values>) => setValues((v) => ({ ...v, ...changes }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [confirming, setConfirming] = useState(false);
  const below = descendants(brand.pages, page.id);
  const subpages = below.size - 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // Only what this form changed: another editor's changes since it loaded stay.
      const changes = Object.fromEntries(
        pageSettingList.flatMap((s) => {
          const value = s.nullable && values[s.name] === '' ? null : values[s.name];
          return value !== loaded[s.name] ? [[s.name, value]] : [];
        }),
      );
      const { updatePage: updated } = await updatePage({ id: page.id, ...changes });
      toast.show(intl.formatMessage(messages.saved), { tone: 'success' });
      if (updated.page.slug !== page.slug)
        await navigate(brandPath(brand.slug, updated.page.slug, 'settings'), { replace: true });
    } catch (e) {
      setError(errorInfo(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deletePage(page.id);
      toast.show(intl.formatMessage(messages.deleted, { name: page.name }), { tone: 'success' });
      await navigate(brandPath(brand.slug));
    } catch (e) {
      setError(errorInfo(e));
      setBusy(false);
      setConfirming(false);
    }
  };

  /** One setting's control, chosen by its kind. */
  const control = (setting: PageSetting) => {
    const id = inputId(setting.name);
    const label = setting.label[locale];
    const value = values[setting.name];
    const limits = pageSettingLimits(setting);
    switch (setting.kind) {
      case 'name':
        return (
          <div className="field" key={setting.name}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              value={value as string}
              required
              maxLength={limits.maxLength}
              onChange={(event) => set({ [setting.name]: event.target.value })}
            />
          </div>
        );
      case 'slug':
        return (
          <div className="field" key={setting.name}>
            <label htmlFor={id}>{label}</label>
            <div className="input-prefix">
              <span>/{brand.slug}/</span>
              <input
                id={id}
                value={value as string}
                required
                maxLength={limits.maxLength}
                pattern={limits.pattern}
                spellCheck={false}
                aria-describedby={`${id}-hint`}
                onChange={(event) => set({ [setting.name]: event.target.value.toLowerCase() })}
              />
            </div>
            <p id={`${id}-hint`} className="field-hint">
              {intl.formatMessage(m.pageSlugHint)}
            </p>
          </div>
        );
      case 'page':
        return (
          <div className="field" key={setting.name}>
            <label htmlFor={id}>{label}</label>
            <select
              id={id}
              value={(value as string | null) ?? ''}
              onChange={(event) => set({ [setting.name]: event.target.value || null })}
            >
              <option value="">{intl.formatMessage(m.noParent)}</option>
              {brand.pages
                .filter((p) => !below.has(p.id))
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
            </select>
          </div>
        );
      case 'hex': {
        const reference = setting.pairedWith;
        return (
          <Fragment key={setting.name}>
            <ColorChoice
              label={label}
              value={value as string | null}
              reference={reference ? (values[reference] as string | null) : null}
              colorElements={reference ? colorElements : []}
              onChange={(color, colorElement) => set({ [setting.name]: color, ...(reference && { [reference]: colorElement }) })}
            />
            {setting.name === 'textColor' ? <PageContrast values={values} elements={elements} /> : null}
          </Fragment>
        );
      }
      case 'elementRef':
        // Shown with its colour (a hex setting's ColorChoice).
        return null;
      case 'asset':
        return (
          <Suspense
            key={setting.name}
            fallback={
              // The field as it will be, while the brand's fonts load.
              <div className="field" aria-busy="true">
                <label htmlFor={id}>{label}</label>
                <select id={id} disabled>
                  <option>{intl.formatMessage(messages.fontDefault)}</option>
                </select>
              </div>
            }
          >
            <PageFontField
              id={id}
              label={label}
              brandSlug={brand.slug}
              value={(value as string | null) ?? ''}
              onChange={(fontAsset) => set({ [setting.name]: fontAsset || null })}
            />
          </Suspense>
        );
      case 'boolean':
        return (
          <label className="checkbox" key={setting.name}>
            <input type="checkbox" checked={value === true} onChange={(event) => set({ [setting.name]: event.target.checked })} />
            <span>{label}</span>
          </label>
        );
    }
  };

  return (
    <div className="stack-lg">
      <form className="card stack settings-card" onSubmit={(event) => void submit(event)}>
        {pageSettingList.filter((s) => placeKinds.includes(s.kind)).map(control)}
        <h2 className="settings-subtitle">{intl.formatMessage(messages.appearance)}</h2>
        {pageSettingList.filter((s) => !placeKinds.includes(s.kind)).map(control)}
        <ErrorText error={error} />
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={busy}>
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
      </form>
      <section className="card stack danger-zone" aria-labelledby="page-delete-title">
        <h2 id="page-delete-title">{intl.formatMessage(messages.danger)}</h2>
        <p className="muted">{intl.formatMessage(messages.dangerText, { count: subpages })}</p>
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {intl.formatMessage(messages.delete)}
          </Button>
        </div>
      </section>
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage(messages.confirmTitle, { name: page.name })}
          width="28rem"
          cancel={intl.formatMessage(m.cancel)}
          confirm={intl.formatMessage(messages.delete)}
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        >
          <p>{intl.formatMessage(messages.dangerText, { count: subpages })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The page's font: the default, or one of the brand's uploaded fonts (from the library the pickers read). */
function PageFontField({
  id,
  label,
  brandSlug,
  value,
  onChange,
}: {
  id: string;
  label: string;
  brandSlug: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const intl = useIntl();
  const { slug, fonts, options } = useFontChoices(brandSlug, intl.formatMessage(messages.fontDefault), value || null);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <OptionsSelect id={id} value={value} options={options} onChange={onChange} />
      {fonts === 0 ? (
        <p className="field-hint">
          {intl.formatMessage(messages.fontNone)}{' '}
          <Link to={brandPath(slug, 'assets')}>{intl.formatMessage(messages.openLibrary)}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The page's chosen text colour against its background, as the page renders them: a warning below AA. */
function PageContrast({ values, elements }: { values: Values; elements: readonly PageElement[] }) {
  const colour = (name: PageSettingName) => values[name] as string | null;
  const text: [string | null, string | null] = [colour('textColor'), colour('textColorElement')];
  const background: [string | null, string | null] = [colour('backgroundColor'), colour('backgroundColorElement')];
  if (!text[0] && !text[1]) return null;
  const colors = pageColors({ text, background }, (id) => colorOfElement(elements.find((e) => e.id === id)));
  return <ContrastWarning text={colors.text} background={colors.background} minimum={AA_NORMAL_TEXT} />;
}
